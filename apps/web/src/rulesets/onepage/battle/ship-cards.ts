import { LitElement, css, html, nothing } from 'lit';
import { shipCardListStyles } from '../../../game/card-styles.js';
import { customElement, property } from 'lit/decorators.js';
import {
  DESIGNS,
  designOf,
  hullTrack,
  isDesignId,
  type Design,
  type OnepageView,
  type ShipState,
} from '@broadside/rules/onepage';
import { sideStyle } from '../../../ui/sides.js';
import { label, shipName } from './map-model.js';
import { ownedBy } from '../../../game/player-names.js';

/**
 * The loss box letters on hull hit `hit` of a design (a printed design's id, or any design):
 * `G`, `M`, `MP`, `2MP` … or `''` (the rules' hull track).
 */
export function boxLetters(design: Design | string, hit: number): string {
  const d = typeof design === 'string' ? (isDesignId(design) ? DESIGNS[design] : null) : design;
  return d ? (hullTrack(d)[hit - 1] ?? '') : '';
}

/**
 * Every ship's record card: hull left, guns, launchers, missiles in stock and MP (current of
 * printed), and its row of hull boxes, marked as hits land, with the loss boxes lettered
 * (G gun, M launcher, MP movement).
 *
 * @fires card-select - a card was clicked; detail `{ unitId }`
 */
@customElement('onepage-ship-cards')
export class OnepageShipCards extends LitElement {
  static override styles = [
    shipCardListStyles,
    css`
      .status {
        color: var(--muted);
        font-size: 0.75rem;
      }
      .stats {
        display: flex;
        flex-wrap: wrap;
        gap: 0.1rem 0.8rem;
        color: var(--muted);
      }
      .stats b {
        color: var(--text);
      }
      .boxes {
        display: flex;
        flex-wrap: wrap;
        gap: 2px;
        margin-top: 0.3rem;
      }
      .box {
        min-width: 1.1rem;
        height: 1.1rem;
        border: 1px solid #3a4570;
        border-radius: 2px;
        font-size: 0.6rem;
        line-height: 1.1rem;
        text-align: center;
        color: var(--accent);
      }
      .box.hit {
        background: #e5484d;
        border-color: #e5484d;
        color: #0b1020;
      }
    `,
  ];

  @property({ attribute: false }) accessor view: OnepageView | null = null;
  @property({ attribute: false }) accessor selected: string | null = null;

  private card(view: OnepageView, ship: ShipState) {
    const design = designOf(view, ship.design);
    const status =
      ship.status === 'active'
        ? `at ${label(ship.hex)}`
        : ship.status === 'destroyed'
          ? 'destroyed'
          : 'escaped';
    return html`<article
      data-testid="card-${ship.id}"
      class="${ship.id === this.selected ? 'selected' : ''} ${ship.status === 'active' ? '' : 'gone'}"
      style="border-left-color:${sideStyle(ship.side).colour}"
      @click=${() =>
        this.dispatchEvent(
          new CustomEvent('card-select', {
            detail: { unitId: ship.id },
            bubbles: true,
            composed: true,
          }),
        )}
    >
      <div class="head">
        <b>${ownedBy(ship.side, shipName(view, ship.id))}</b><span class="status">${status}</span>
      </div>
      <div class="stats">
        <span>Hull <b data-testid="hull-${ship.id}">${ship.hull}</b>/${design.hull}</span>
        <span>Guns <b>${ship.guns}</b>/${design.guns}</span>
        ${
          design.launchers > 0
            ? html`<span>Launchers <b>${ship.launchers}</b>/${design.launchers}</span>
                <span>Missiles <b>${ship.missiles}</b>/${design.missiles}</span>`
            : nothing
        }
        <span>MP <b>${ship.mp}</b>/${design.mp}</span>
      </div>
      <div class="boxes" aria-label="Hull boxes: ${ship.hits} of ${design.hull} hit">
        ${Array.from({ length: design.hull }, (_, i) => {
          const letters = boxLetters(design, i + 1);
          return html`<span
            class="box ${i < ship.hits ? 'hit' : ''}"
            title="Hull hit ${i + 1}${letters ? `: ${letters} lost` : ''}"
            >${letters}</span
          >`;
        })}
      </div>
    </article>`;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    return view.ships.map((ship) => this.card(view, ship));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'onepage-ship-cards': OnepageShipCards;
  }
}
