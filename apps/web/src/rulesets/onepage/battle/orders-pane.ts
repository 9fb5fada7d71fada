import { html } from 'lit';
import type { OnepageView } from '@broadside/rules/onepage';
import type { OnepageSession } from '../session.js';
import type { Draft } from './plan.js';
import type { ShotDraft } from './fire-panel.js';
import './plot-panel.js';
import './fire-panel.js';
import { waiting } from './waiting.js';

/** What the orders pane shows and whom it tells. */
export interface OrdersPane {
  readonly session: OnepageSession | null;
  readonly view: OnepageView | null;
  /** The decision owed here (`plot`, `move`, `fire`) or `''`. */
  readonly kind: string;
  /** The seat acting in this page, if any. */
  readonly seat: string | null;
  readonly draft: Draft;
  readonly selected: string | null;
  readonly shots: ShotDraft;
  readonly error: string;
  /** The stable code of that error, kept in `data-code` for bots and tests, or `''`. */
  readonly errorCode: string;
  /** The ship whose orders were refused in the last plot or move sent, if any. */
  readonly refused: string | null;
  readonly busy: boolean;
  onSelect(ship: string): void;
  onDraft(draft: Draft): void;
  onSendPlan(): void;
  onShots(shots: ShotDraft): void;
  onSendFire(): void;
}

/** The orders owed (a plot or move drawn on the map, or gun fire), or what the game waits for. */
export function ordersPane(p: OrdersPane) {
  const { view, kind } = p;
  const seat = p.seat ?? '';
  if (view && (kind === 'plot' || kind === 'move'))
    return html`<onepage-plot
      .view=${view}
      .seat=${seat}
      .kind=${kind}
      .draft=${p.draft}
      .selected=${p.selected}
      .error=${p.error}
      .errorCode=${p.errorCode}
      .refused=${p.refused}
      ?busy=${p.busy}
      @select-ship=${(e: CustomEvent<{ ship: string }>) => p.onSelect(e.detail.ship)}
      @draft-change=${(e: CustomEvent<{ draft: Draft }>) => p.onDraft(e.detail.draft)}
      @send-plan=${() => p.onSendPlan()}
    ></onepage-plot>`;
  if (view && kind === 'fire')
    return html`<onepage-fire
      .view=${view}
      .seat=${seat}
      .shots=${p.shots}
      .error=${p.error}
      .errorCode=${p.errorCode}
      ?busy=${p.busy}
      @shots-change=${(e: CustomEvent<{ shots: ShotDraft }>) => p.onShots(e.detail.shots)}
      @send-fire=${() => p.onSendFire()}
    ></onepage-fire>`;
  return waiting(p.session, p.seat);
}
