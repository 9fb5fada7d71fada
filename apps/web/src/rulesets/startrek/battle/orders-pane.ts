import { html, nothing } from 'lit';
import type { ActionOrder, StartrekOrder, StartrekView } from '@broadside/rules/startrek';
import type { StartrekSession } from '../session.js';
import type { ActionDraft } from './action-draft.js';
import type { AllocateDetail } from './allocate-dialog.js';
import './action-panel.js';
import './allocate-dialog.js';
import './repair-panel.js';
import './waiting-panel.js';

/** What the orders pane shows and whom it tells. */
export interface OrdersPane {
  readonly session: StartrekSession | null;
  readonly view: StartrekView | null;
  /** The decision owed here (`action`, `allocate`, `repair`) or `''`. */
  readonly kind: string;
  /** The seat acting in this page, if any. */
  readonly seat: string | null;
  readonly legal: readonly ActionOrder[];
  readonly draft: ActionDraft | null;
  readonly error: string;
  readonly busy: boolean;
  onDraft(draft: ActionDraft): void;
  onSend(order: StartrekOrder): void;
}

/** The detail of the decision of `kind` the seat owes, if any. */
function owedDetail<T>(p: OrdersPane, kind: string): T | undefined {
  return p.session?.pending.find((x) => x.seat === p.seat && x.kind === kind)?.detail as
    T | undefined;
}

/**
 * The orders owed: the action (or a side's tied action), damage control, a note that the hits
 * are chosen in the dialog over the map, or what the game waits for.
 */
export function ordersPane(p: OrdersPane) {
  const { view, kind } = p;
  const seat = p.seat ?? '';
  const send = (e: CustomEvent<{ order: StartrekOrder }>) => p.onSend(e.detail.order);
  if (view && kind === 'action')
    return html`<startrek-actions
      .view=${view}
      .seat=${seat}
      .legal=${p.legal}
      .draft=${p.draft}
      .error=${p.error}
      ?tie=${view.stage.phase === 'action' && view.stage.seats.length > 1}
      ?busy=${p.busy}
      @draft-change=${(e: CustomEvent<{ draft: ActionDraft }>) => p.onDraft(e.detail.draft)}
      @send-action=${send}
    ></startrek-actions>`;
  if (view && kind === 'repair')
    return html`<startrek-repair
      .view=${view}
      .successes=${owedDetail<{ successes: Record<string, number> }>(p, 'repair')?.successes ?? {}}
      .error=${p.error}
      ?busy=${p.busy}
      @send-order=${send}
    ></startrek-repair>`;
  if (view && kind === 'allocate')
    return html`<section class="panel" data-testid="orders" data-kind="allocate">
      <h2>Choose the sub-systems hit (in the dialog)</h2>
    </section>`;
  return html`<startrek-waiting
    .session=${p.session}
    .seat=${p.seat}
    .view=${view}
  ></startrek-waiting>`;
}

/** The defender's choice of the sub-systems hit, in a dialog over the map, while it is owed. */
export function allocateDialog(p: OrdersPane) {
  const detail = p.view && p.kind === 'allocate' ? owedDetail<AllocateDetail>(p, 'allocate') : null;
  if (!p.view || !detail) return nothing;
  return html`<startrek-allocate-dialog
    .view=${p.view}
    .detail=${detail}
    .error=${p.error}
    ?busy=${p.busy}
    @send-order=${(e: CustomEvent<{ order: StartrekOrder }>) => p.onSend(e.detail.order)}
  ></startrek-allocate-dialog>`;
}
