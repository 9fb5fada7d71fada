import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { type Hex } from '@broadside/rules';
import { fireOptions, type StarfireOrder } from '@broadside/rules/starfire';
import './orders-panel.js';
import './fire-panel.js';
import './fleet-panel.js';
import './ship-card.js';
import { cardModel } from './card-model.js';
import type { OrdersPanel } from './orders-panel.js';
import { panelStyles } from '../../../ui/panel-styles.js';
import { mySeat } from '../../../net/session.js';
import type { StarfireSession } from '../session.js';
import { activatableUnits } from './decisions.js';
import type { Assignments } from './combat-overlay.js';
import { waitingText } from '../../../game/phase-text.js';
import { DECISION_WORDS, owedText } from './phase-text.js';
import type { QueuedOrder, WireError } from '@broadside/protocol';
import type { Plan } from './plan-actions.js';
import { planControlsStyles, renderPlanControls } from './plan-controls.js';
import { unitName } from './map-model.js';
import { emit, orderError } from '../../../game/order-parts.js';

/**
 * The orders area of the battle screen: what a spectator is watching, what a player waits for,
 * or the panel for the decision owed (`orders-panel` outside combat, `fire-panel` in combat),
 * the last refusal. Events of the panels bubble up to the page.
 *
 * @fires send-order - detail `{ order }` (everything `orders-panel` sends)
 * @fires plan-go - detail `{ stay }`: send the planned path (then stay for the turn)
 * @fires plan-undo - drop the planned path
 * @fires plan-hold - queue a stay for every MP the ship has left
 * @fires queue-clear - clear this seat's queued steps on the server
 */
@customElement('battle-orders')
export class BattleOrders extends LitElement {
  static override styles = [
    panelStyles,
    planControlsStyles,
    css`
      :host {
        display: block;
        overflow-y: auto;
        padding: 0.4rem 0.75rem;
        border-bottom: 1px solid #263056;
      }
      h3 {
        margin-top: 0.2rem;
      }
      ship-card.current {
        margin-top: 0.6rem;
      }
    `,
  ];

  /** The game as the client knows it. */
  @property({ attribute: false }) accessor session: StarfireSession | null = null;
  /** `player`, `spectator` or `practice`. */
  @property() accessor mode: 'player' | 'spectator' | 'practice' = 'player';
  /** The decision owed by this page's seat, or `''`. */
  @property() accessor kind = '';
  /** Legal orders for it. */
  @property({ attribute: false }) accessor orders: readonly StarfireOrder[] = [];
  /** Selected ship. */
  @property({ attribute: false }) accessor selected: string | null = null;
  /** Hex picked for a deployment. */
  @property({ attribute: false }) accessor deployHex: Hex | null = null;
  /** Weapon assignments of the selected ship. */
  @property({ attribute: false }) accessor assignments: Assignments = new Map();
  /** Last refusal to show, as a sentence. */
  @property() accessor orderError = '';
  /** The stable code of that refusal (kept in `data-code` for bots and tests), or `''`. */
  @property() accessor orderErrorCode = '';
  /** True while an order is on its way. */
  @property({ type: Boolean }) accessor busy = false;
  /** The path planned on the map and not sent yet. */
  @property({ attribute: false }) accessor plan: Plan | null = null;
  /** This seat's queued orders on the server. */
  @property({ attribute: false }) accessor queued: readonly QueuedOrder[] = [];
  /** Why the server last cancelled the queue. */
  @property({ attribute: false }) accessor queueCancelled: WireError | null = null;
  /** True where the server keeps a queue. */
  @property({ type: Boolean }) accessor canQueue = false;
  /** The ship that may plan now (its own, in the movement phase), or `null`. */
  @property({ attribute: false }) accessor planShip: string | null = null;

  @query('orders-panel') private accessor panel: OrdersPanel | null = null;

  /** Passes a shortcut key to the orders panel; true when it was used. */
  handleKey(key: string): boolean {
    return this.panel?.handleKey(key) ?? false;
  }

  override render() {
    const s = this.session;
    const view = s?.view ?? null;
    if (!s || !view) return html`<p class="muted">Connecting…</p>`;
    if (this.mode === 'spectator') {
      return html`<div data-testid="spectator-note">
        <h3>Watching</h3>
        <p class="muted">
          ${s.spectatorDelay.kind === 'none' ? 'Live, no delay.' : 'You see the battle with a delay.'}
          ${owedText(s.pending, null)}
        </p>
      </div>`;
    }
    const kind = this.kind;
    let body;
    if (s.status === 'finished') body = html`<p class="muted">The battle is over.</p>`;
    else if (!kind)
      body = html`<p class="muted" data-testid="waiting">
        ${waitingText(s.status, s.pending, mySeat(s), DECISION_WORDS)}
      </p>`;
    else if (kind === 'fire') {
      const ships = activatableUnits(this.orders);
      const options =
        this.selected && ships.includes(this.selected) ? fireOptions(view, this.selected) : null;
      body = html`<fire-panel
        .view=${view}
        .ships=${ships}
        .options=${options}
        .assignments=${this.assignments}
        ?busy=${this.busy}
      ></fire-panel>`;
    } else if (kind === 'choose_fleet') {
      body = html`<fleet-panel
        .view=${view}
        .seat=${mySeat(s) ?? ''}
        ?busy=${this.busy}
      ></fleet-panel>`;
    } else if (kind === 'point_defense') body = html`<p>Point Defense: choose your intercepts.</p>`;
    else {
      body = html`<orders-panel
        .view=${view}
        .orders=${this.orders}
        .kind=${kind}
        .selected=${this.selected}
        .deployHex=${this.deployHex}
        ?busy=${this.busy}
      ></orders-panel>`;
    }
    const card =
      (kind === 'move' || kind === 'fire') && this.selected ? cardModel(view, this.selected) : null;
    return html`<div data-testid="orders" data-kind=${kind}>
      ${renderPlanControls({
        plan: this.plan,
        queued: this.queued,
        cancelled: this.queueCancelled,
        canQueue: this.canQueue,
        busy: this.busy,
        name: (id) => unitName(view, id),
        onGo: (stay) => emit(this, 'plan-go', { stay }),
        onUndo: () => emit(this, 'plan-undo'),
        holdShip: this.planShip,
        onHold: () => emit(this, 'plan-hold'),
        onClearQueue: () => emit(this, 'queue-clear'),
      })}
      ${body} ${card ? html`<ship-card class="current" .card=${card}></ship-card>` : nothing}
      ${orderError(this.orderError, this.orderErrorCode)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'battle-orders': BattleOrders;
  }
}
