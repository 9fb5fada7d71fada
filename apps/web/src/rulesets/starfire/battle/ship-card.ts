import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CardModel } from './card-model.js';
import { slotString, slotStyles } from './slot-string.js';
import '../help/help-button.js';
import { STATUS_WORDS } from './map-model.js';
import { sideStyle } from '../../../ui/sides.js';
import { ownedBy } from '../../../game/player-names.js';

/**
 * A ship's record card: the design string with destroyed systems struck through and offline
 * shields dimmed (each letter with its tooltip; a "?" opens the system codes), munitions per
 * launcher, MP left of its speed, the turn-mode counter, declarations, and how close its
 * shields are to recovering.
 *
 * @fires card-select - the card was clicked; detail `{ unitId }`
 */
@customElement('ship-card')
export class ShipCard extends LitElement {
  static override styles = css`
    ${slotStyles}
    :host {
      display: block;
      border: 1px solid #263056;
      border-left-width: 4px;
      border-radius: 6px;
      padding: 0.4rem 0.55rem;
      background: #10162b;
      cursor: pointer;
      font-size: 0.85rem;
    }
    :host([selected]) {
      outline: 2px solid var(--accent);
    }
    .head {
      display: flex;
      justify-content: space-between;
      gap: 0.5rem;
    }
    .status {
      color: var(--muted);
      font-size: 0.75rem;
    }
    .slots-row {
      display: flex;
      align-items: center;
      gap: 0.4rem;
    }
    .stats {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 0.8rem;
      color: var(--muted);
      font-size: 0.78rem;
    }
    .stats b {
      color: var(--text);
    }
  `;

  /** The card to draw. */
  @property({ attribute: false }) accessor card: CardModel | null = null;
  /** Draws the card as selected. */
  @property({ type: Boolean, reflect: true }) accessor selected = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('click', () => {
      if (this.card) {
        this.dispatchEvent(
          new CustomEvent('card-select', {
            detail: { unitId: this.card.id },
            bubbles: true,
            composed: true,
          }),
        );
      }
    });
  }

  override render() {
    const c = this.card;
    if (!c) return nothing;
    this.style.borderLeftColor = sideStyle(c.side).colour;
    return html`<div class="head" data-testid="card-${c.id}" data-status=${c.status}>
        <b>${ownedBy(c.side, c.name)}</b
        ><span class="status">${c.hull} · side ${c.side} · ${STATUS_WORDS[c.status]}</span>
      </div>
      <div class="slots-row">
        <div class="slots" data-testid="card-slots-${c.id}">${slotString(c.slots)}</div>
        <starfire-help-button
          sections="ship-card systems"
          label="system codes"
        ></starfire-help-button>
      </div>
      <div class="stats">
        <span>MP <b data-testid="card-mp-${c.id}">${c.mp}</b> / ${c.speed} (max ${c.maxMp})</span>
        <span title="MPs spent in one direction since the last turn"
          >turn mode
          <b>${Math.min(c.turnCount, c.turnMode)}</b
          >/${c.turnMode}${c.turnCount >= c.turnMode ? ' (may turn)' : ''}</span
        >
        <span>munitions <b>${c.munitions}</b>, reloads <b>${c.reloads}</b></span>
        ${c.declaration !== 'none' ? html`<span><b>${c.declaration === 'hard_turn' ? 'Hard Turn' : 'Engine Modulation'}</b></span>` : nothing}
        ${
          c.shieldRecovery
            ? html`<span
                >shields recover <b>${c.shieldRecovery.cleanTurns}</b>/${c.shieldRecovery.needed}
                clean turns</span
              >`
            : nothing
        }
        ${c.activated ? html`<span>fired</span>` : nothing}
        ${c.sheltering ? html`<span>sheltering</span>` : nothing}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ship-card': ShipCard;
  }
}
