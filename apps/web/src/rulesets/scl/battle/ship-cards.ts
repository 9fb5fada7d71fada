import { LitElement, css, html, nothing } from 'lit';
import { shipCardListStyles } from '../../../game/card-styles.js';
import { customElement, property } from 'lit/decorators.js';
import {
  ARCS,
  currentArmor,
  currentMa,
  detectionRadius,
  statsOf,
  type SclView,
  type Unit,
} from '@broadside/rules/scl';
import { sideStyle } from '../../../ui/sides.js';
import { className, label } from './map-model.js';
import { ownedBy } from '../../../game/player-names.js';

/** Each damage row of a unit as `[hits marked, size]`. */
export function damageRows(u: Pick<Unit, 'rows' | 'hits'>): [number, number][] {
  let left = u.hits;
  return u.rows.map((size) => {
    const marked = Math.max(0, Math.min(size, left));
    left -= marked;
    return [marked, size];
  });
}

/** Which side sees a unit: `'detected by the enemy'` and the like, as the view knows. */
export function detectionText(view: SclView, u: Unit, seat: string | null): string {
  const enemy = u.side === 'A' ? 'B' : 'A';
  if (seat !== null && u.side !== seat) return 'detected by you';
  const list = view.detected[enemy as 'A' | 'B'];
  if (list === undefined) return `sensors reach ${detectionRadius(view, u)} hexes`;
  return `${list.includes(u.id) ? 'detected by the enemy' : 'undetected by the enemy'}`;
}

/**
 * Every known unit's record card: the damage rows (hits marked of each), armor, beam batteries
 * by sector (struck-out when destroyed), magazine and submunitions, its missiles in flight, and
 * its detection state.
 *
 * @fires card-select - a card was clicked; detail `{ unitId }`
 */
@customElement('scl-ship-cards')
export class SclShipCards extends LitElement {
  static override styles = [
    shipCardListStyles,
    css`
      .muted {
        color: var(--muted);
        font-size: 0.75rem;
      }
      .row {
        display: flex;
        gap: 0.4rem;
        align-items: center;
        font-family: ui-monospace, monospace;
      }
      .boxes {
        display: inline-block;
        height: 0.6rem;
        width: 8rem;
        background: #1c2546;
        border-radius: 2px;
        overflow: hidden;
      }
      .boxes span {
        display: block;
        height: 100%;
        background: #d04848;
      }
      .lost {
        text-decoration: line-through;
        color: #d07070;
      }
      ul {
        margin: 0.2rem 0;
        padding-left: 1rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor view: SclView | null = null;
  @property({ attribute: false }) accessor seat: string | null = null;
  @property({ attribute: false }) accessor selected: string | null = null;

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const units = view.units.filter((u) => u.kind !== 'missile' && u.status !== 'aboard');
    return units.map((u) => this.card(view, u));
  }

  private card(view: SclView, u: Unit) {
    const s = statsOf(view, u);
    const flying = view.units.filter(
      (m) => m.kind === 'missile' && m.status === 'active' && m.mother === u.id,
    );
    const aboard = view.units.filter((m) => m.status === 'aboard' && m.mother === u.id);
    return html`<article
      class="${u.id === this.selected ? 'selected' : ''} ${u.status === 'active' ? '' : 'gone'}"
      style="border-left-color:${sideStyle(u.side).colour}"
      data-testid="card-${u.id}"
      @click=${() => this.dispatchEvent(new CustomEvent('card-select', { detail: { unitId: u.id }, bubbles: true, composed: true }))}
    >
      <div class="head">
        <strong>${ownedBy(u.side, `${className(u, view)} ${u.id}`)}</strong>
        <span class="muted"
          >${u.status === 'active' ? label(u.hex) : u.status} · facing ${60 * u.facing}°</span
        >
      </div>
      <div class="muted">
        CQ ${u.cq} · MA ${currentMa(u)}/${u.thrust} · armor ${currentArmor(view, u)}/${s.armor} · FC
        ${s.fc} · profile ${s.profile} · signature ${s.signature}${u.fullStop ? ' · Full Stop' : ''}
      </div>
      ${damageRows(u).map(
        ([marked, size], i) =>
          html`<div class="row" data-testid="row-${u.id}-${i + 1}">
            Row ${i + 1}
            <span class="boxes"
              ><span style="width:${size ? (100 * marked) / size : 0}%"></span
            ></span>
            ${marked}/${size}
          </div>`,
      )}
      ${
        u.batteries.length > 0
          ? html`<div>
              Batteries by sector:
              ${ARCS.map((arc) => {
                const n = u.batteries.filter((b) => b.arcs.includes(arc));
                const ok = n.filter((b) => b.ok).length;
                return html`<span class=${ok < n.length ? 'lost' : ''}
                  >${arc} ${ok}/${n.length}</span
                > `;
              })}
            </div>`
          : nothing
      }
      ${
        u.kind === 'ship'
          ? html`<div class="muted">
              Magazine ${u.magazine}${u.magazineLost ? ` (${u.magazineLost} lost)` : ''} ·
              submunitions ${u.subs}${u.subsLost ? ` (${u.subsLost} lost)` : ''}
            </div>`
          : nothing
      }
      ${
        flying.length > 0
          ? html`<div data-testid="missiles-${u.id}">
              Missiles in flight:
              ${flying.map((m) => `${m.id}${m.count > 1 ? `×${m.count}` : ''} at ${label(m.hex)} (${m.endurance} turns left)`).join(', ')}
            </div>`
          : nothing
      }
      ${aboard.length > 0 ? html`<div class="muted">Aboard: ${aboard.map((m) => m.id).join(', ')}</div>` : nothing}
      <div class="muted" data-testid="detection-${u.id}">${detectionText(view, u, this.seat)}</div>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-ship-cards': SclShipCards;
  }
}
