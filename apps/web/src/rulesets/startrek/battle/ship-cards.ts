import { LitElement, css, html, nothing } from 'lit';
import { shipCardListStyles } from '../../../game/card-styles.js';
import { customElement, property } from 'lit/decorators.js';
import {
  TRACKS,
  classCard,
  fitted,
  type ShipView,
  type StartrekView,
} from '@broadside/rules/startrek';
import { sideStyle } from '../../../ui/sides.js';
import { TRACK_NAMES } from './log-text.js';
import { label, shipName } from './map-model.js';
import { ownedBy } from '../../../game/player-names.js';

/** Where a ship is, in words: `at 0409, heading 1`, `cloaked (6 tokens)`, `destroyed` … */
export function shipStatus(ship: ShipView): string {
  if (ship.status === 'destroyed') return 'destroyed';
  if (ship.status === 'warped') return 'gone to warp';
  if (ship.status === 'reserve') return `arrives turn ${ship.arrives ?? '?'}`;
  if (ship.cloak)
    return `cloaked, ${ship.cloak.tokens.length} tokens${ship.cloak.real ? ` (real: ${ship.cloak.real})` : ''}`;
  return ship.hex ? `at ${label(ship.hex)}, heading ${ship.heading ?? '?'}` : 'on the map';
}

/**
 * Every ship's card: each track of the draft as six boxes 1–6 with the current value filled
 * (at 1 the system is Offline; a system the class does not carry is "not fitted").
 *
 * @fires card-select - a card was clicked; detail `{ unitId }`
 */
@customElement('startrek-ship-cards')
export class StartrekShipCards extends LitElement {
  static override styles = [
    shipCardListStyles,
    css`
      .head {
        flex-wrap: wrap;
      }
      .status {
        color: var(--muted);
        font-size: 0.75rem;
      }
      .track {
        display: grid;
        grid-template-columns: 7.5rem auto 1fr;
        gap: 0.4rem;
        align-items: center;
        margin-top: 2px;
      }
      .boxes {
        display: inline-flex;
        gap: 2px;
      }
      .box {
        width: 0.95rem;
        height: 0.95rem;
        border: 1px solid #3a4570;
        border-radius: 2px;
        font-size: 0.55rem;
        line-height: 0.95rem;
        text-align: center;
        color: var(--muted);
      }
      .box.on {
        background: #56b4e9;
        border-color: #56b4e9;
        color: #0b1020;
      }
      .offline .box.on {
        background: #e5484d;
        border-color: #e5484d;
      }
      .note {
        color: var(--muted);
        font-size: 0.72rem;
      }
      .offline .note {
        color: #ff8a8a;
      }
    `,
  ];

  @property({ attribute: false }) accessor view: StartrekView | null = null;
  @property({ attribute: false }) accessor selected: string | null = null;

  private card(view: StartrekView, ship: ShipView) {
    const cls = classCard(view.setup, ship.cls);
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
        <b>${ownedBy(ship.side, shipName(view, ship.id))}</b
        ><span class="status">${shipStatus(ship)}</span>
      </div>
      <div class="status">
        ${cls.move} move, turn
        ${cls.turn}${cls.torpedoDice > 0 ? `, ${cls.torpedoDice} torpedo dice` : ''}, ${cls.points}
        VP
      </div>
      ${TRACKS.map((track) => {
        const value = ship.tracks[track];
        const on = fitted(cls, track);
        const offline = on && value <= 1;
        return html`<div
          class="track ${offline ? 'offline' : ''}"
          data-testid="track-${ship.id}-${track}"
          data-value=${value}
        >
          <span>${TRACK_NAMES[track]}</span>
          <span class="boxes" aria-label="${TRACK_NAMES[track]} ${value} of 6">
            ${[1, 2, 3, 4, 5, 6].map(
              (n) => html`<span class="box ${on && n <= value ? 'on' : ''}">${n}</span>`,
            )}
          </span>
          <span class="note">${!on ? 'not fitted' : offline ? 'Offline' : nothing}</span>
        </div>`;
      })}
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
    'startrek-ship-cards': StartrekShipCards;
  }
}
