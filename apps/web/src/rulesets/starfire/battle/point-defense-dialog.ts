import { LitElement, css, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { customElement, property, state } from 'lit/decorators.js';
import {
  INTERCEPT_OPTIONS,
  type StarfireOrder,
  type StarfireView,
} from '@broadside/rules/starfire';
import { overlayDialogStyles, panelStyles } from '../../../ui/panel-styles.js';
import { unitName } from './map-model.js';

/**
 * The Point Defense reaction: your ship is under missile or torpedo attack; pick an intercept
 * option for each intact Point Defense system (or none), then resolve.
 *
 * @fires send-order - detail `{ order }` with the `point_defense` order
 */
@customElement('point-defense-dialog')
export class PointDefenseDialog extends LitElement {
  static override styles = [
    panelStyles,
    overlayDialogStyles,
    css`
      :host {
        background: rgba(5, 8, 18, 0.6);
        z-index: 5;
      }
      .panel {
        max-width: 30rem;
      }
      td {
        padding: 0.25rem;
      }
    `,
  ];

  /** The defender's view (its stage holds the attack now waiting). */
  @property({ attribute: false }) accessor view: StarfireView | null = null;
  /** True while the order is on its way. */
  @property({ type: Boolean }) accessor busy = false;

  @state() private accessor picks: ReadonlyMap<number, number> = new Map();

  override render() {
    const view = this.view;
    const stage = view?.stage;
    if (!view || stage?.phase !== 'combat' || !stage.queue) return nothing;
    const attack = stage.queue.attacks[stage.queue.next];
    if (!attack) return nothing;
    const defender = view.units.find((u) => u.id === attack.target);
    const design = view.setup.units.find((u) => u.id === attack.target)?.design;
    if (!defender || !design) return nothing;
    const incoming = new Map<string, number>();
    for (const hit of attack.hits)
      if (hit.interceptable) incoming.set(hit.weapon, (incoming.get(hit.weapon) ?? 0) + 1);
    const options = INTERCEPT_OPTIONS.filter((o) => (incoming.get(o.munition) ?? 0) > 0);
    const systems = design.slots.filter(
      (s) => s.code === 'D' && defender.slots[s.index] === 'intact',
    );
    const send = () => {
      const intercepts = [...this.picks.entries()].map(([slot, option]) => ({ slot, option }));
      const order: StarfireOrder = { type: 'point_defense', intercepts };
      this.dispatchEvent(
        new CustomEvent('send-order', { detail: { order }, bubbles: true, composed: true }),
      );
      this.picks = new Map();
    };
    return html`<div
      class="panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby="pd-title"
      data-testid="pd-dialog"
    >
      <h2 id="pd-title">Point Defense: ${unitName(view, defender.id)} is under attack</h2>
      <p>
        Incoming from ${unitName(view, stage.queue.firer)}:
        ${[...incoming.entries()].map(([w, n]) => `${n} × ${w}`).join(', ')}.
      </p>
      <table>
        ${systems.map(
          (s) =>
            html`<tr>
              <td>Point Defense (system ${s.index + 1})</td>
              <td>
                <select
                  data-testid="pd-slot-${s.index}"
                  @change=${(e: Event) => {
                    const value = Number((e.target as HTMLSelectElement).value);
                    const next = new Map(this.picks);
                    if (value > 0) next.set(s.index, value);
                    else next.delete(s.index);
                    this.picks = next;
                  }}
                >
                  <option value="0">Do not engage</option>
                  ${options.map(
                    (o) =>
                      html`<option
                        value=${o.option}
                        ?selected=${this.picks.get(s.index) === o.option}
                      >
                        Option ${o.option}: up to ${o.count} ${o.munition}, intercept on
                        ${o.interceptOn} or less
                      </option>`,
                  )}
                </select>
              </td>
            </tr>`,
        )}
      </table>
      <p class="row">
        <button
          class="primary"
          data-testid="pd-confirm"
          ${actionKey('Enter')}
          ?disabled=${this.busy}
          @click=${send}
        >
          Resolve the attack
        </button>
      </p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'point-defense-dialog': PointDefenseDialog;
  }
}
