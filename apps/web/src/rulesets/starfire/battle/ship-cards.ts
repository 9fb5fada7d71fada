import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { StarfireView } from '@broadside/rules/starfire';
import './ship-card.js';
import { cardModel } from './card-model.js';

/**
 * The record cards of every ship in a view, one under another (the battle's "Ships" tab and the
 * replay's side bar). A click on a card bubbles up as the card's own `card-select`.
 */
@customElement('ship-cards')
export class ShipCards extends LitElement {
  static override styles = css`
    :host {
      display: block;
      overflow-y: auto;
      padding: 0.4rem;
    }
    ship-card {
      margin-bottom: 0.4rem;
    }
  `;

  /** The position whose ships to show. */
  @property({ attribute: false }) accessor view: StarfireView | null = null;
  /** The ship whose card is drawn as selected. */
  @property({ attribute: false }) accessor selected: string | null = null;

  override render() {
    const view = this.view;
    if (!view) return nothing;
    return view.units.map(
      (u) =>
        html`<ship-card
          .card=${cardModel(view, u.id)}
          ?selected=${u.id === this.selected}
        ></ship-card>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ship-cards': ShipCards;
  }
}
