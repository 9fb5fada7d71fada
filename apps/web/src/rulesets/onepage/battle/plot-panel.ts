import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { OnepageView, ShipState } from '@broadside/rules/onepage';
import { arrows } from './log-text.js';
import { shipName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';
import {
  dropShip,
  enemyShips,
  exitPath,
  exits,
  launchSlots,
  withPath,
  type Draft,
} from './plan.js';
import { emit, orderError } from '../../../game/order-parts.js';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';

/**
 * The plot (written movement) or move (initiative) being written: each ship with its path so
 * far and its MP, undo, an escape button where the scenario allows one, a launch target per
 * launcher, and Reset / Send. Paths are drawn by clicking hexes on the map. Ships no longer in
 * play are listed greyed and take no orders; the ship of a refused plot is marked.
 *
 * @fires select-ship - detail `{ ship }`
 * @fires draft-change - detail `{ draft }`
 * @fires send-plan - the draft is to be sent
 */
@customElement('onepage-plot')
export class OnepagePlot extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor view: OnepageView | null = null;
  @property() accessor seat = '';
  /** `plot` (secret, simultaneous) or `move` (initiative, public). */
  @property() accessor kind = 'plot';
  @property({ attribute: false }) accessor draft: Draft = { paths: {}, launches: {} };
  @property({ attribute: false }) accessor selected: string | null = null;
  @property({ type: Boolean }) accessor busy = false;
  @property() accessor error = '';
  /** The stable code of the refusal shown (its `data-code`, for bots and tests), or `''`. */
  @property() accessor errorCode = '';
  /** The ship whose orders the rules refused in the last plot or move sent, if any. */
  @property({ attribute: false }) accessor refused: string | null = null;

  private setPath(view: OnepageView, ship: ShipState, path: number[]): void {
    emit(this, 'draft-change', { draft: withPath(view, this.draft, ship, path) });
  }

  private setLaunch(ship: ShipState, slot: number, target: string): void {
    const targets = [...(this.draft.launches[ship.id] ?? [])];
    targets[slot] = target;
    emit(this, 'draft-change', {
      draft: { ...this.draft, launches: { ...this.draft.launches, [ship.id]: targets } },
    });
  }

  /** One ship's row; `index` is its place among the ships that take orders (its key). */
  private renderShip(view: OnepageView, ship: ShipState, index: number) {
    const on = ship.id === this.selected;
    const dirs = this.draft.paths[ship.id] ?? [];
    const escape = exitPath(view, ship, dirs);
    const leaving = exits(view, ship, dirs);
    const enemies = enemyShips(view, this.seat);
    const launches = this.draft.launches[ship.id] ?? [];
    return html`<div
      class="ship"
      data-ship=${ship.id}
      aria-current=${ship.id === this.selected}
      aria-invalid=${ship.id === this.refused}
    >
      <div class="row">
        <button
          data-testid="plot-ship-${ship.id}"
          ${actionKey(listKey(index))}
          aria-pressed=${ship.id === this.selected}
          @click=${() => emit(this, 'select-ship', { ship: ship.id })}
        >
          ${shipName(view, ship.id)}
        </button>
        <span class="path" data-testid="plot-path-${ship.id}"
          >${dirs.length > 0 ? arrows(dirs) : 'holds'}</span
        >
        <span class="muted">${dirs.length}/${ship.mp} MP${leaving ? ' · escapes' : ''}</span>
        <button
          data-testid="plot-undo-${ship.id}"
          ${actionKey(on ? 'u' : '')}
          ?disabled=${dirs.length === 0}
          title="Take back the last hex (u)"
          @click=${() => this.setPath(view, ship, dirs.slice(0, -1))}
        >
          Undo
        </button>
        ${
          escape && !leaving
            ? html`<button
                data-testid="plot-exit-${ship.id}"
                ${actionKey(on ? 'e' : '')}
                @click=${() => this.setPath(view, ship, escape)}
              >
                Escape off the edge
              </button>`
            : nothing
        }
      </div>
      ${Array.from({ length: leaving ? 0 : launchSlots(ship) }, (_, slot) => {
        const value = launches[slot] ?? '';
        return html`<label
          >Missile ${slot + 1}
          <select
            data-testid="launch-${ship.id}-${slot}"
            @change=${(e: Event) => this.setLaunch(ship, slot, (e.target as HTMLSelectElement).value)}
          >
            <option value="" ?selected=${value === ''}>not launched</option>
            ${enemies.map(
              (t) =>
                html`<option value=${t.id} ?selected=${value === t.id}>
                  at ${shipName(view, t.id)}
                </option>`,
            )}
          </select></label
        >`;
      })}
      ${launchSlots(ship) > 0 ? html`<span class="muted">(${ship.missiles} in stock)</span>` : nothing}
    </div>`;
  }

  /** A ship destroyed or escaped: greyed, no orders, its stray orders (a refusal's) droppable. */
  private renderOut(view: OnepageView, ship: ShipState) {
    const stray =
      (this.draft.paths[ship.id]?.length ?? 0) > 0 ||
      (this.draft.launches[ship.id] ?? []).some((t) => t !== '');
    return html`<div
      class="ship out"
      data-ship=${ship.id}
      data-status=${ship.status}
      aria-invalid=${ship.id === this.refused}
    >
      <div class="row">
        <span class="name">${shipName(view, ship.id)}</span>
        <span class="muted">${ship.status}: takes no orders</span>
        ${
          stray
            ? html`<button
                data-testid="plot-drop-${ship.id}"
                ${actionKey('d')}
                @click=${() => emit(this, 'draft-change', { draft: dropShip(this.draft, ship.id) })}
              >
                Drop its orders
              </button>`
            : nothing
        }
      </div>
    </div>`;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const secret = this.kind === 'plot';
    const active = view.ships.filter((ship) => ship.side === this.seat && ship.status === 'active');
    return html`<section class="panel" data-testid="orders" data-kind=${this.kind}>
      <h2>${secret ? 'Plot your moves (secret)' : 'Your move (seen by both sides)'}</h2>
      <!-- First under the heading: on a phone the drawer shows only the panel's top. -->
      ${orderError(this.error, this.errorCode)}
      <p class="muted intro">
        Pick a ship, then click hexes within its MP on the map; click a hex of its path to go back
        there. Ships left alone hold. Missiles start where their ship ends and home on their target.
      </p>
      ${view.ships
        .filter((ship) => ship.side === this.seat)
        .map((ship) =>
          ship.status === 'active'
            ? this.renderShip(view, ship, active.indexOf(ship))
            : this.renderOut(view, ship),
        )}
      <div class="row actions">
        <button
          data-testid="plot-reset"
          ${actionKey('x')}
          @click=${() => emit(this, 'draft-change', { draft: { paths: {}, launches: {} } })}
        >
          Reset
        </button>
        <button
          class="primary"
          data-testid="plot-submit"
          ${actionKey('Enter')}
          ?disabled=${this.busy}
          @click=${() => emit(this, 'send-plan')}
        >
          ${secret ? 'Send plot' : 'Move'}
        </button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'onepage-plot': OnepagePlot;
  }
}
