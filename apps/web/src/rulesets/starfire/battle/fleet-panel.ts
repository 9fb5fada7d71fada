import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { customElement, property, state } from 'lit/decorators.js';
import {
  fleetPoints,
  parseDesign,
  type HullCode,
  type PricedUnit,
  type SideId,
  type StarfireView,
} from '@broadside/rules/starfire';
import { panelStyles } from '../../../ui/panel-styles.js';
import { loadDesigns } from '../designer/design-store.js';
import { designProblem, fleetOrder, fleetRows, type FleetRow } from './fleet-choice.js';

/**
 * The fleet phase panel (set-up option "each side chooses its own designs"): one design per
 * hull the side fields, from the default and the designs saved in the designer, or typed in;
 * each checked live with the rules package's `parseDesign`, and the fleet's points against the
 * side's budget. Confirm sends `choose_fleet`.
 *
 * @fires send-order - detail `{ order }`: the player confirmed the fleet
 */
@customElement('fleet-panel')
export class FleetPanel extends LitElement {
  static override styles = [
    panelStyles,
    css`
      :host {
        display: block;
      }
      .hull {
        display: grid;
        gap: 0.25rem;
        margin-bottom: 0.6rem;
      }
      input {
        font-family: ui-monospace, monospace;
      }
      .problem {
        color: var(--error, #ff8a80);
        font-size: 0.85rem;
      }
      code {
        word-break: break-all;
      }
    `,
  ];

  /** The viewer's view of the game. */
  @property({ attribute: false }) accessor view: StarfireView | null = null;
  /** The side choosing its fleet. */
  @property() accessor seat = '';
  /** True while an order is on its way. */
  @property({ type: Boolean }) accessor busy = false;

  /** Hull → design text picked or typed (`''`: the default). */
  @state() private accessor picks: Readonly<Partial<Record<HullCode, string>>> = {};
  @state() private accessor rows: readonly FleetRow[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('view') || changed.has('seat')) {
      this.rows = this.view ? fleetRows(this.view, this.seat, loadDesigns(localStorage)) : [];
    }
  }

  private pick(hull: HullCode, text: string): void {
    this.picks = { ...this.picks, [hull]: text };
  }

  private confirm(e: Event): void {
    e.preventDefault();
    const { points, budget } = this.points();
    const order =
      budget !== undefined && points > budget ? null : fleetOrder(this.rows, this.picks);
    if (!order || this.busy) return;
    this.dispatchEvent(
      new CustomEvent('send-order', { detail: { order }, bubbles: true, composed: true }),
    );
  }

  /**
   * The fleet's points as picked (a design that does not parse counts as the default) against
   * the side's budget, if it has one (Starfire rulings, "Points"); over it, Confirm is refused.
   */
  private points(): { points: number; budget: number | undefined } {
    const units: PricedUnit[] = this.rows.flatMap((row) => {
      const text = (this.picks[row.hull] ?? '').trim();
      const parsed = text === '' ? null : parseDesign(row.hull, text);
      const design = parsed?.ok ? parsed.value : undefined;
      return Array.from({ length: row.count }, () => ({ hull: row.hull, design }));
    });
    return {
      points: fleetPoints(units),
      budget: this.view?.setup.budget?.[this.seat as SideId],
    };
  }

  override render() {
    const { points, budget } = this.points();
    const over = budget !== undefined && points > budget;
    const order = over ? null : fleetOrder(this.rows, this.picks);
    return html`<form data-testid="fleet-panel" @submit=${(e: Event) => this.confirm(e)}>
      <h3>Choose your fleet</h3>
      <p class="muted">
        One design per hull. Save your own designs in the designer; they appear here.
      </p>
      <p data-testid="fleet-points" class=${over ? 'problem' : ''} role=${over ? 'alert' : nothing}>
        ${`${points} points${budget === undefined ? '' : ` of a budget of ${budget}`}${over ? ': over budget' : ''}`}
      </p>
      ${this.rows.map((row) => this.renderRow(row))}
      <button
        class="primary"
        type="submit"
        data-testid="fleet-confirm"
        ${actionKey('Enter')}
        ?disabled=${order === null || this.busy}
      >
        Confirm fleet
      </button>
    </form>`;
  }

  private renderRow(row: FleetRow) {
    const text = this.picks[row.hull] ?? '';
    const known = row.options.some((o) => (o.isDefault ? text === '' : o.text === text));
    const problem = text.trim() === '' ? null : designProblem(row.hull, text.trim());
    return html`<div class="hull" data-testid="fleet-${row.hull}">
      <label
        ><b>${row.hull}</b> × ${row.count}
        <select
          data-testid="fleet-select-${row.hull}"
          @change=${(e: Event) => this.pick(row.hull, (e.target as HTMLSelectElement).value)}
        >
          ${row.options.map(
            (o) =>
              html`<option
                value=${o.isDefault ? '' : o.text}
                ?disabled=${o.problem !== null}
                ?selected=${o.isDefault ? text === '' : o.text === text}
              >
                ${o.name}${o.isDefault ? ' (default)' : ''}${o.problem ? ' (not valid)' : ''}
              </option>`,
          )}
          ${known ? nothing : html`<option value=${text} selected>Typed design</option>`}
        </select></label
      >
      <input
        aria-label="${row.hull} design text"
        data-testid="fleet-text-${row.hull}"
        placeholder="or type a design"
        .value=${text}
        @input=${(e: Event) => this.pick(row.hull, (e.target as HTMLInputElement).value)}
      />
      ${
        problem
          ? html`<span class="problem" role="alert" data-testid="fleet-problem-${row.hull}"
              >${problem}</span
            >`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fleet-panel': FleetPanel;
  }
}
