import { LitElement, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { customElement, property } from 'lit/decorators.js';
import { distance } from '@broadside/rules';
import { GUN_RANGE, GUN_TO_HIT, type OnepageView, type ShipState } from '@broadside/rules/onepage';
import { shipName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';
import { enemyShips, ownShips } from './plan.js';
import { orderError } from '../../../game/order-parts.js';

/** Each gun's target (`''`: the gun holds), by ship. */
export type ShotDraft = Readonly<Record<string, readonly string[]>>;

/** Enemy ships within gun range of `ship`. */
export function targetsInRange(view: OnepageView, seat: string, ship: ShipState): ShipState[] {
  return enemyShips(view, seat).filter((e) => distance(ship.hex, e.hex) <= GUN_RANGE);
}

/** Every gun aimed at the first enemy in its ship's range: the fire panel's starting choice. */
export function defaultShots(view: OnepageView, seat: string): ShotDraft {
  const shots: Record<string, string[]> = {};
  for (const ship of ownShips(view, seat)) {
    const first = targetsInRange(view, seat, ship)[0];
    if (first && ship.guns > 0) shots[ship.id] = Array.from({ length: ship.guns }, () => first.id);
  }
  return shots;
}

/** The fire order's shots: one entry per gun that fires. */
export function shotList(shots: ShotDraft): { ship: string; target: string }[] {
  return Object.entries(shots).flatMap(([ship, targets]) =>
    targets.filter((t) => t !== '').map((target) => ({ ship, target })),
  );
}

/**
 * Gun combat: a target for each gun of each ship with an enemy within range 1 (or hold), then
 * Fire. Orders stay secret until both sides have fired.
 *
 * @fires shots-change - detail `{ shots }`
 * @fires send-fire - the shots are to be sent
 */
@customElement('onepage-fire')
export class OnepageFire extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor view: OnepageView | null = null;
  @property() accessor seat = '';
  @property({ attribute: false }) accessor shots: ShotDraft = {};
  @property({ type: Boolean }) accessor busy = false;
  @property() accessor error = '';
  /** The stable code of the refusal shown (its `data-code`, for bots and tests), or `''`. */
  @property() accessor errorCode = '';

  private aim(ship: ShipState, gun: number, target: string): void {
    const targets = [...(this.shots[ship.id] ?? [])];
    targets[gun] = target;
    const shots = { ...this.shots, [ship.id]: targets };
    this.dispatchEvent(
      new CustomEvent('shots-change', { detail: { shots }, bubbles: true, composed: true }),
    );
  }

  private renderShip(view: OnepageView, ship: ShipState) {
    const targets = targetsInRange(view, this.seat, ship);
    if (ship.guns === 0) return nothing;
    return html`<div class="ship" data-ship=${ship.id}>
      <div>
        ${shipName(view, ship.id)}
        <span class="muted">(${ship.guns} gun${ship.guns === 1 ? '' : 's'})</span>
      </div>
      ${
        targets.length === 0
          ? html`<span class="muted">no enemy within range ${GUN_RANGE}</span>`
          : Array.from({ length: ship.guns }, (_, gun) => {
              const value = this.shots[ship.id]?.[gun] ?? '';
              return html`<label
                >Gun ${gun + 1}
                <select
                  data-testid="gun-${ship.id}-${gun}"
                  @change=${(e: Event) => this.aim(ship, gun, (e.target as HTMLSelectElement).value)}
                >
                  <option value="" ?selected=${value === ''}>hold</option>
                  ${targets.map(
                    (t) =>
                      html`<option value=${t.id} ?selected=${value === t.id}>
                        ${shipName(view, t.id)}
                      </option>`,
                  )}
                </select></label
              >`;
            })
      }
    </div>`;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const count = shotList(this.shots).length;
    return html`<section class="panel" data-testid="orders" data-kind="fire">
      <h2>Gun combat (secret until both fire)</h2>
      <p class="muted intro">
        Range ${GUN_RANGE}. Each gun rolls a d6: ${GUN_TO_HIT}+ hits for 2d6 damage. A ship sunk in
        this volley still fires.
      </p>
      ${ownShips(view, this.seat).map((ship) => this.renderShip(view, ship))}
      ${orderError(this.error, this.errorCode)}
      <div class="row actions">
        <button
          class="primary"
          data-testid="fire-submit"
          ${actionKey('f')}
          ?disabled=${this.busy}
          @click=${() =>
            this.dispatchEvent(new CustomEvent('send-fire', { bubbles: true, composed: true }))}
        >
          ${count === 0 ? 'Hold fire' : `Fire ${count} gun${count === 1 ? '' : 's'}`}
        </button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'onepage-fire': OnepageFire;
  }
}
