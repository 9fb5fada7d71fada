import { LitElement, css, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { customElement, property } from 'lit/decorators.js';
import type { FireOptions, StarfireView } from '@broadside/rules/starfire';
import { panelStyles } from '../../../ui/panel-styles.js';
import { unitName } from './map-model.js';
import type { Assignments } from './combat-overlay.js';
import { shipButtons, shipButtonsStyles } from './ship-buttons.js';
import '../help/help-button.js';
import { emit } from '../../../game/order-parts.js';

/**
 * Combat orders for the selected ship: each weapon with its munitions, and for every target it
 * can reach the range, to-hit number and damage (from the rules package's `fireOptions`).
 * Weapons are assigned to targets here or by clicking an enemy on the map; then fire or pass.
 *
 * @fires assign - detail `{ slot, target }` (`target` null to unassign)
 * @fires assign-all - detail `{ target }`: every weapon that can reach it
 * @fires fire - fire the assigned weapons
 * @fires pass - activate without firing
 * @fires select-unit - detail `{ unitId }`
 * @fires focus-weapon - detail `{ slot }` or `{ slot: null }`
 */
/** The keys of the "All at" buttons, one per target in order (letters combat leaves free). */
const TARGET_KEYS: readonly string[] = ['a', 's', 'd', 'g', 'h', 'j', 'k', 'l'];

@customElement('fire-panel')
export class FirePanel extends LitElement {
  static override styles = [
    panelStyles,
    shipButtonsStyles,
    css`
      :host {
        display: block;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 0.82rem;
      }
      td,
      th {
        padding: 0.2rem 0.25rem;
        border-bottom: 1px solid #263056;
        vertical-align: top;
        text-align: left;
      }
      th {
        color: var(--muted);
        font-weight: normal;
      }
      .targets {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
      }
      .targets button {
        font-size: 0.78rem;
        padding: 0.15rem 0.4rem;
        min-height: 1.7rem;
      }
      .targets button[aria-pressed='true'] {
        background: #e5484d;
        border-color: #e5484d;
        color: #fff;
      }
      kbd {
        font:
          0.75rem ui-monospace,
          monospace;
        color: inherit;
        opacity: 0.7;
        margin-left: 0.3rem;
      }
      .actions {
        display: flex;
        gap: 0.4rem;
        margin-top: 0.5rem;
      }
    `,
  ];

  /** The viewer's view. */
  @property({ attribute: false }) accessor view: StarfireView | null = null;
  /** Ships of the viewer's side that may activate now. */
  @property({ attribute: false }) accessor ships: readonly string[] = [];
  /** Options of the selected ship. */
  @property({ attribute: false }) accessor options: FireOptions | null = null;
  /** Weapon slot → target. */
  @property({ attribute: false }) accessor assignments: Assignments = new Map();
  /** True while an order is on its way. */
  @property({ type: Boolean }) accessor busy = false;

  override render() {
    const o = this.options;
    const name = (id: string) => unitName(this.view, id);
    const targets = o ? [...new Set(o.weapons.flatMap((w) => w.targets.map((t) => t.target)))] : [];
    return html`<h3>
        Combat
        <starfire-help-button
          sections="weapons point-defense"
          label="weapons and to-hit numbers"
        ></starfire-help-button>
      </h3>
      ${shipButtons({
        ids: this.ships,
        picked: o?.unit,
        testId: 'fire-ship',
        label: name,
        onPick: (id) => emit(this, 'select-unit', { unitId: id }),
      })}
      ${
        !o
          ? html`<p class="muted">Pick one of your ships to activate.</p>`
          : html`<table
                data-testid="weapon-table"
                aria-label="Each weapon's target"
                ${actionKey('w')}
              >
                <tr>
                  <th>Weapon</th>
                  <th>Ammo</th>
                  <th>Targets: range · to-hit (d10 ≤) · damage</th>
                </tr>
                ${o.weapons.map(
                  (w) =>
                    html`<tr
                      data-slot=${w.slot}
                      @pointerenter=${() => emit(this, 'focus-weapon', { slot: w.slot })}
                      @pointerleave=${() => emit(this, 'focus-weapon', { slot: null })}
                    >
                      <td><b>${w.weapon}${w.restricted ? '+' : ''}</b></td>
                      <td>${w.munitions === null ? '—' : w.munitions}</td>
                      <td>
                        ${
                          !w.ready
                            ? html`<span class="muted">not ready</span>`
                            : w.targets.length === 0
                              ? html`<span class="muted">no target in range or arc</span>`
                              : html`<div class="targets">
                                  ${w.targets.map((t) => {
                                    const on = this.assignments.get(w.slot) === t.target;
                                    return html`<button
                                      aria-pressed=${on}
                                      data-testid="assign-${w.slot}-${t.target}"
                                      title="range ${t.range}${t.toHitRange !== t.range ? ` (datalink ${t.toHitRange})` : ''}, hits on ${t.toHit} or less, ${t.damage} damage${t.interceptable ? ', can be intercepted' : ''}"
                                      @click=${() => emit(this, 'assign', { slot: w.slot, target: on ? null : t.target })}
                                    >
                                      ${name(t.target)} · r${t.range} · ${t.toHit} · ${t.damage}
                                    </button>`;
                                  })}
                                </div>`
                        }
                      </td>
                    </tr>`,
                )}
              </table>
              ${
                targets.length > 0
                  ? html`<div class="actions">
                      ${targets.map(
                        (t, i) =>
                          html`<button
                            data-testid="assign-all-${t}"
                            ${actionKey(TARGET_KEYS[i] ?? '')}
                            @click=${() => emit(this, 'assign-all', { target: t })}
                          >
                            All at ${name(t)}
                          </button>`,
                      )}
                    </div>`
                  : nothing
              }
              <div class="actions">
                <button
                  class="primary"
                  data-testid="fire"
                  ${actionKey('f')}
                  ?disabled=${this.busy || this.assignments.size === 0}
                  @click=${() => emit(this, 'fire')}
                >
                  Fire ${this.assignments.size} weapon${this.assignments.size === 1 ? '' : 's'}
                </button>
                <button
                  data-testid="pass"
                  ${actionKey('p')}
                  ?disabled=${this.busy}
                  @click=${() => emit(this, 'pass')}
                >
                  Pass
                </button>
              </div>`
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fire-panel': FirePanel;
  }
}
