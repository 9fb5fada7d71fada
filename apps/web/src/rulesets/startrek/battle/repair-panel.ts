import { LitElement, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';
import { customElement, property, state } from 'lit/decorators.js';
import {
  TRACKS,
  classCard,
  fitted,
  type ShipView,
  type StartrekView,
  type Track,
  type Transfer,
} from '@broadside/rules/startrek';
import { TRACK_NAMES, transfersText } from './log-text.js';
import { shipName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';
import { orderError } from '../../../game/order-parts.js';

/** The tracks damage control may move energy between (fitted, never Photon Torpedoes). */
export function repairTracks(
  view: Pick<StartrekView, 'setup'>,
  ship: Pick<ShipView, 'cls'>,
): Track[] {
  const card = classCard(view.setup, ship.cls);
  return TRACKS.filter((t) => t !== 'torpedoes' && fitted(card, t));
}

/** Points a list moves out of each ship, to check against its successes. */
export function pointsUsed(transfers: readonly Transfer[], ship: string): number {
  return transfers.filter((t) => t.ship === ship).reduce((sum, t) => sum + t.points, 0);
}

/** Tracks of a ship after the transfers (unchecked). */
export function tracksAfter(ship: ShipView, transfers: readonly Transfer[]): Record<Track, number> {
  const tracks = { ...ship.tracks };
  for (const t of transfers)
    if (t.ship === ship.id) {
      tracks[t.from] -= t.points;
      tracks[t.to] += t.points;
    }
  return tracks;
}

/** True when every track stays within 1–6 and no ship moves more than its successes. */
export function transfersOk(
  view: StartrekView,
  successes: Readonly<Record<string, number>>,
  transfers: readonly Transfer[],
): boolean {
  return view.ships.every((ship) => {
    if (pointsUsed(transfers, ship.id) > (successes[ship.id] ?? 0)) return false;
    return Object.values(tracksAfter(ship, transfers)).every((v) => v >= 1 && v <= 6);
  });
}

/**
 * Damage Control: each ship's successes move energy from one of its tracks to another (never
 * Photon Torpedoes, never a system not fitted, every track 1–6). Secret until both sides are in.
 *
 * @fires send-order - detail `{ order }` with the `repair` order
 */
@customElement('startrek-repair')
export class StartrekRepair extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor view: StartrekView | null = null;
  @property({ attribute: false }) accessor successes: Readonly<Record<string, number>> = {};
  @property({ type: Boolean }) accessor busy = false;
  @property() accessor error = '';

  @state() private accessor transfers: readonly Transfer[] = [];

  private add(view: StartrekView, ship: ShipView): void {
    const tracks = repairTracks(view, ship);
    const lowest = [...tracks].sort((a, b) => ship.tracks[a] - ship.tracks[b])[0] ?? 'shields';
    const highest = [...tracks].sort((a, b) => ship.tracks[b] - ship.tracks[a])[0] ?? 'shields';
    this.transfers = [...this.transfers, { ship: ship.id, from: highest, to: lowest, points: 1 }];
  }

  private change(i: number, patch: Partial<Transfer>): void {
    this.transfers = this.transfers.map((t, j) => (j === i ? { ...t, ...patch } : t));
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const ships = view.ships.filter((s) => (this.successes[s.id] ?? 0) > 0);
    const ok = transfersOk(view, this.successes, this.transfers);
    const name = (id: string) => shipName(view, id);
    return html`<section class="panel" data-testid="orders" data-kind="repair">
      <h2>Damage control (secret until both sides are in)</h2>
      ${ships.map((ship, shipIndex) => {
        const have = this.successes[ship.id] ?? 0;
        const used = pointsUsed(this.transfers, ship.id);
        const tracks = repairTracks(view, ship);
        return html`<div class="ship" data-ship=${ship.id}>
          <div><b>${name(ship.id)}</b>: ${have} success${have === 1 ? '' : 'es'}, ${used} used</div>
          ${this.transfers.map((t, i) =>
            t.ship !== ship.id
              ? nothing
              : html`<div class="row">
                  <select
                    data-testid="repair-from-${i}"
                    @change=${(e: Event) => this.change(i, { from: (e.target as HTMLSelectElement).value as Track })}
                  >
                    ${tracks.map((tr) => html`<option value=${tr} ?selected=${tr === t.from}>${TRACK_NAMES[tr]} ${ship.tracks[tr]}</option>`)}
                  </select>
                  →
                  <select
                    data-testid="repair-to-${i}"
                    @change=${(e: Event) => this.change(i, { to: (e.target as HTMLSelectElement).value as Track })}
                  >
                    ${tracks.map((tr) => html`<option value=${tr} ?selected=${tr === t.to}>${TRACK_NAMES[tr]} ${ship.tracks[tr]}</option>`)}
                  </select>
                  <select
                    data-testid="repair-points-${i}"
                    @change=${(e: Event) => this.change(i, { points: Number((e.target as HTMLSelectElement).value) })}
                  >
                    ${Array.from({ length: Math.min(5, have) }, (_, k) => k + 1).map((n) => html`<option value=${n} ?selected=${n === t.points}>${n}</option>`)}
                  </select>
                  <button
                    class="small"
                    aria-label="Remove this transfer"
                    ${actionKey(i === this.transfers.length - 1 ? 'Backspace' : '')}
                    @click=${() => (this.transfers = this.transfers.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                </div>`,
          )}
          <button
            class="small"
            data-testid="repair-add-${ship.id}"
            ${actionKey(listKey(shipIndex))}
            ?disabled=${used >= have}
            @click=${() => this.add(view, ship)}
          >
            Add a transfer
          </button>
        </div>`;
      })}
      <p class="summary">${transfersText(this.transfers, name)}</p>
      ${ok ? nothing : html`<p class="error">Keep every track 1–6 and within each ship's successes.</p>`}
      ${orderError(this.error)}
      <div class="row">
        <button
          class="primary"
          data-testid="repair-submit"
          ${actionKey('Enter')}
          ?disabled=${this.busy || !ok}
          @click=${() => {
            const order = { type: 'repair' as const, transfers: [...this.transfers] };
            this.transfers = [];
            this.dispatchEvent(
              new CustomEvent('send-order', { detail: { order }, bubbles: true, composed: true }),
            );
          }}
        >
          ${this.transfers.length === 0 ? 'Move nothing' : 'Hand in damage control'}
        </button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'startrek-repair': StartrekRepair;
  }
}
