import { LitElement, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';
import { customElement, property } from 'lit/decorators.js';
import type { CommandDetail, SclOrder, SclView } from '@broadside/rules/scl';
import { unitName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';
import { requestOrder } from './panel-parts.js';
import { orderError } from '../../../game/order-parts.js';

/**
 * The Fleet Commander rule's question: activate one of the side's squadrons In Contact with the
 * flagship (the rules' legal orders list them), or let the next chit be drawn. Every own squadron
 * is listed; those the rules do not offer are shown as out of reach.
 *
 * @fires send-order - detail `{ order }`
 * @fires focus-units - detail `{ units }`: a squadron's units, to mark on the map
 */
@customElement('scl-command-orders')
export class SclCommandOrders extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor view: SclView | null = null;
  @property({ attribute: false }) accessor seat: string | null = null;
  @property({ attribute: false }) accessor detail: CommandDetail | null = null;
  @property({ attribute: false }) accessor legal: readonly SclOrder[] = [];
  @property() accessor error = '';
  @property({ type: Boolean }) accessor busy = false;

  private markUnits(units: string[]): void {
    this.dispatchEvent(
      new CustomEvent('focus-units', { detail: { units }, bubbles: true, composed: true }),
    );
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const offered = new Set(
      this.legal.flatMap((o) => (o.type === 'command' && o.squadron ? [o.squadron] : [])),
    );
    const own = (view.command?.squadrons ?? []).filter((q) => q.side === this.seat);
    const members = (id: string) =>
      view.units.filter((u) => u.squadron === id && u.status === 'active' && u.kind === 'ship');
    const uses = this.detail?.usesLeft ?? 0;
    return html`<section class="panel" data-testid="orders" data-kind="command">
      <h2>Fleet commander</h2>
      <div class="actions top">
        <span data-testid="command-uses">Uses left this turn: <strong>${uses}</strong></span>
        <button
          data-testid="command-draw"
          ${actionKey('d')}
          ?disabled=${this.busy}
          @click=${() => requestOrder(this, { type: 'command', squadron: null })}
        >
          Draw a chit
        </button>
      </div>
      <ul class="squadrons">
        ${own.map((q, i) => {
          const ships = members(q.id);
          const ok = offered.has(q.id);
          return html`<li data-squadron=${q.id}>
            <button
              class=${ok ? 'primary' : ''}
              data-testid="command-${q.id}"
              ${actionKey(listKey(i))}
              ?disabled=${!ok || this.busy}
              @mouseenter=${() => this.markUnits(ships.map((u) => u.id))}
              @focus=${() => this.markUnits(ships.map((u) => u.id))}
              @click=${() => requestOrder(this, { type: 'command', squadron: q.id })}
            >
              Activate ${q.id}
            </button>
            <span class="muted"
              >${ships.map((u) => unitName(view, u.id)).join(', ') || 'no ship left'}${ok ? '' : ' — not In Contact, or nothing to move'}</span
            >
          </li>`;
        })}
      </ul>
      ${orderError(this.error)}
      <p class="muted">
        Instead of the next chit, activate one of your squadrons In Contact with the flagship (a
        chain of your ships, each within 6 hexes of the next), even one with no chits left. It
        counts as activated; no chit leaves the cup.
      </p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-command-orders': SclCommandOrders;
  }
}
