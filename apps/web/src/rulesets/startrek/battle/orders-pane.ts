import { html, nothing } from 'lit';
import type { ActionOrder, StartrekView } from '@broadside/rules/startrek';
import type { StartrekSession } from '../session.js';
import type { ActionDraft } from './action-draft.js';
import type { AllocateDetail } from './allocate-dialog.js';
import './action-panel.js';
import './allocate-dialog.js';
import './repair-panel.js';
import { waiting } from './waiting.js';
import { owedDetail } from '../../../game/owed-orders.js';

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
}

/**
 * The orders owed: the action (or a side's tied action), damage control, a note that the hits
 * are chosen in the dialog over the map, or what the game waits for.
 */
export function ordersPane(p: OrdersPane) {
  const { view, kind } = p;
  const seat = p.seat ?? '';
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
    ></startrek-actions>`;
  if (view && kind === 'repair')
    return html`<startrek-repair
      .view=${view}
      .successes=${owedDetail<{ successes: Record<string, number> }>(p.session, p.seat, 'repair')?.successes ?? {}}
      .error=${p.error}
      ?busy=${p.busy}
    ></startrek-repair>`;
  if (view && kind === 'allocate')
    return html`<section class="panel" data-testid="orders" data-kind="allocate">
      <h2>Choose the sub-systems hit (in the dialog)</h2>
    </section>`;
  return waiting(p.session, p.seat);
}

/** The defender's choice of the sub-systems hit, in a dialog over the map, while it is owed. */
export function allocateDialog(p: OrdersPane) {
  const detail =
    p.view && p.kind === 'allocate'
      ? owedDetail<AllocateDetail>(p.session, p.seat, 'allocate')
      : null;
  if (!p.view || !detail) return nothing;
  return html`<startrek-allocate-dialog
    .view=${p.view}
    .detail=${detail}
    .error=${p.error}
    ?busy=${p.busy}
  ></startrek-allocate-dialog>`;
}
