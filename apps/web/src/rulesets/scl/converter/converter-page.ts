import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import {
  ARCS,
  MISSILES,
  MISSILE_TYPE_IDS,
  classSummary,
  explainConversion,
  type Arc,
  type MissileTypeId,
  type ScShipInput,
} from '@broadside/rules/scl';
import { builderPageStyles } from '../../../ui/builder-form-styles.js';
import {
  BISMARCK_FIGURES,
  NUMBER_FIELDS,
  fieldText,
  typedNumber,
  type NumberField,
} from './converter-form.js';
import './design-library.js';

type Beam = ScShipInput['beams'][number];

/**
 * The Star Cruiser converter: Star Cruiser figures in, the Star Cruiser Lite class out, live,
 * with the working of every step as the rules print the Bismarck's and each refusal at its
 * field. The figures start as the rules' own Bismarck BC example.
 */
@customElement('scl-converter-page')
export class SclConverterPage extends LitElement {
  static override styles = [
    ...builderPageStyles,
    css`
      .beam {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: 0.3rem;
        padding: 0.3rem 0;
        border-bottom: 1px solid #26305a;
      }
      .arcs {
        grid-column: 1 / -1;
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
        align-items: center;
      }
      .arcs label {
        flex-direction: row;
        align-items: center;
        gap: 0.2rem;
      }
      .arcs input {
        width: auto;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 0.85rem;
      }
      td,
      th {
        text-align: left;
        padding: 0.25rem 0.4rem;
        border-bottom: 1px solid #26305a;
        vertical-align: top;
      }
      td.working {
        overflow-wrap: anywhere;
      }
      td.value {
        font-weight: bold;
        white-space: nowrap;
      }
      .errors {
        color: #ff8f8f;
      }
      .summary {
        overflow-wrap: anywhere;
      }
      @media (max-width: 520px) {
        /* A phone reads each step as a card: step and result, the working below. */
        thead {
          display: none;
        }
        tr {
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
          border-bottom: 1px solid #26305a;
        }
        td {
          border-bottom: none;
        }
        td.working {
          grid-column: 1 / -1;
          grid-row: 2;
          padding-top: 0;
          color: var(--muted);
        }
      }
      .live {
        display: none;
      }
      @media (max-width: 900px) {
        /* On a phone the result is below the form: keep its gist in sight while typing. */
        .live {
          display: block;
          position: sticky;
          bottom: 0;
          margin: 0.5rem -0.25rem 0;
          padding: 0.4rem 0.5rem;
          background: #141b36;
          border: 1px solid #3a4570;
          border-radius: 5px;
          font-size: 0.8rem;
          overflow-wrap: anywhere;
        }
      }
    `,
  ];

  @state() private accessor figures: ScShipInput = BISMARCK_FIGURES;

  private set(patch: Partial<ScShipInput>): void {
    this.figures = { ...this.figures, ...patch };
  }

  private setBeam(i: number, patch: Partial<Beam>): void {
    this.set({ beams: this.figures.beams.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  }

  private toggleArc(i: number, arc: Arc, on: boolean): void {
    const arcs = this.figures.beams[i]?.arcs ?? [];
    this.setBeam(i, {
      arcs: on ? ARCS.filter((a) => a === arc || arcs.includes(a)) : arcs.filter((a) => a !== arc),
    });
  }

  private num(field: NumberField, label: string, bad: string | null) {
    return html`<label
      >${label}<input
        inputmode="numeric"
        data-testid="sc-${field}"
        aria-invalid=${bad === field}
        .value=${fieldText(this.figures[field])}
        @input=${(e: Event) =>
          this.set({ [field]: typedNumber((e.target as HTMLInputElement).value) ?? Number.NaN })}
    /></label>`;
  }

  private beamRow(b: Beam, i: number) {
    const n = (key: 'count' | 'toHit' | 'multiplier', label: string) =>
      html`<label
        >${label}<input
          inputmode="numeric"
          data-testid="beam-${i}-${key}"
          .value=${fieldText(b[key])}
          @input=${(e: Event) =>
            this.setBeam(i, {
              [key]: typedNumber((e.target as HTMLInputElement).value) ?? Number.NaN,
            })}
      /></label>`;
    return html`<div class="beam" data-testid="beam-${i}">
      ${n('count', 'Weapons')} ${n('toHit', 'To-hit')} ${n('multiplier', 'Multiplier (x)')}
      <div class="arcs">
        Sectors
        ${ARCS.map(
          (a) =>
            html`<label
              ><input
                type="checkbox"
                data-testid="beam-${i}-arc-${a}"
                .checked=${b.arcs.includes(a)}
                @change=${(e: Event) => this.toggleArc(i, a, (e.target as HTMLInputElement).checked)}
              />${a}</label
            >`,
        )}
        <button
          aria-label="Remove weapon group ${i + 1}"
          @click=${() => this.set({ beams: this.figures.beams.filter((_, j) => j !== i) })}
        >
          ✕
        </button>
      </div>
    </div>`;
  }

  override render() {
    const f = this.figures;
    const result = explainConversion(f);
    const bad = result.ok ? null : String(result.error.path[0] ?? '');
    const missiles = f.missiles ?? { count: 0, type: 'sr10' as MissileTypeId };
    return html`<section class="panel" data-testid="sc-figures">
        <h2>Star Cruiser figures</h2>
        <p class="muted">
          One ship's figures (one craft for a fighter). They start as the rules' Bismarck BC.
          <button data-testid="sc-reset" @click=${() => (this.figures = BISMARCK_FIGURES)}>
            Bismarck BC
          </button>
        </p>
        <div class="grid">
          <label
            >Name<input
              data-testid="sc-name"
              .value=${f.name}
              @input=${(e: Event) => this.set({ name: (e.target as HTMLInputElement).value })}
          /></label>
          <label
            >Kind<select
              data-testid="sc-kind"
              @change=${(e: Event) => {
                const kind = (e.target as HTMLSelectElement).value as ScShipInput['kind'];
                this.set(
                  kind === 'fighter' ? { kind, scale: 4 } : { kind, scale: 1, craft: undefined },
                );
              }}
            >
              <option value="ship" ?selected=${f.kind === 'ship'}>Warship</option>
              <option value="fighter" ?selected=${f.kind === 'fighter'}>Fighter</option>
            </select></label
          >
          ${
            f.kind === 'fighter'
              ? html`<label
                  >Craft in the flight<select
                    data-testid="sc-craft"
                    @change=${(e: Event) =>
                      this.set({ craft: Number((e.target as HTMLSelectElement).value) })}
                  >
                    ${[4, 3, 2, 1].map(
                      (n) =>
                        html`<option value=${n} ?selected=${(f.craft ?? 4) === n}>${n}</option>`,
                    )}
                  </select></label
                >`
              : html`<label
                  >Ships per counter<select
                    data-testid="sc-scale"
                    @change=${(e: Event) =>
                      this.set({ scale: Number((e.target as HTMLSelectElement).value) as 1 | 2 })}
                  >
                    <option value="1" ?selected=${f.scale === 1}>1 (1:1)</option>
                    <option value="2" ?selected=${f.scale === 2}>2 (1:2)</option>
                  </select></label
                >`
          }
          ${NUMBER_FIELDS.map(([key, label]) => this.num(key, label, bad))}
          <label
            >Active sensor<input
              inputmode="numeric"
              placeholder="none"
              data-testid="sc-activeSensor"
              .value=${fieldText(f.activeSensor)}
              @input=${(e: Event) =>
                this.set({
                  activeSensor: typedNumber((e.target as HTMLInputElement).value, true),
                })}
          /></label>
          <label
            >Passive sensor<input
              inputmode="numeric"
              placeholder="none"
              data-testid="sc-passiveSensor"
              .value=${fieldText(f.passiveSensor)}
              @input=${(e: Event) =>
                this.set({
                  passiveSensor: typedNumber((e.target as HTMLInputElement).value, true),
                })}
          /></label>
          <label
            >Radiated signature<input
              data-testid="sc-radiated"
              placeholder="4 or 5 7"
              .value=${f.radiated.map((r) => fieldText(r)).join(' ')}
              @input=${(e: Event) =>
                this.set({
                  radiated: (e.target as HTMLInputElement).value
                    .trim()
                    .split(/[\s,]+/)
                    .filter((t) => t !== '')
                    .map((t) => typedNumber(t) ?? Number.NaN),
                })}
          /></label>
          <label
            >Missiles<input
              inputmode="numeric"
              data-testid="sc-missiles"
              .value=${fieldText(missiles.count)}
              @input=${(e: Event) => {
                const count = typedNumber((e.target as HTMLInputElement).value) ?? Number.NaN;
                this.set({ missiles: count === 0 ? null : { count, type: missiles.type } });
              }}
          /></label>
          <label
            >Missile type<select
              data-testid="sc-missile-type"
              @change=${(e: Event) =>
                this.set({
                  missiles: {
                    count: missiles.count,
                    type: (e.target as HTMLSelectElement).value as MissileTypeId,
                  },
                })}
            >
              ${MISSILE_TYPE_IDS.map(
                (t) =>
                  html`<option value=${t} ?selected=${missiles.type === t}>
                    ${MISSILES[t].name}
                  </option>`,
              )}
            </select></label
          >
          <label
            >Martel flights carried<input
              inputmode="numeric"
              data-testid="sc-flights"
              .value=${String(f.flights.find((x) => x.cls === 'martel')?.count ?? 0)}
              @input=${(e: Event) => {
                const count = typedNumber((e.target as HTMLInputElement).value) ?? Number.NaN;
                this.set({ flights: count === 0 ? [] : [{ cls: 'martel', count }] });
              }}
          /></label>
        </div>
        <fieldset>
          <legend>Beam weapons, by the sectors they fire into</legend>
          ${f.beams.map((b, i) => this.beamRow(b, i))}
          <button
            data-testid="beam-add"
            @click=${() =>
              this.set({ beams: [...f.beams, { count: 1, toHit: 0, multiplier: 1, arcs: ['F'] }] })}
          >
            Add a weapon group
          </button>
        </fieldset>
        <p class="live" data-testid="scl-live" aria-hidden="true">
          ${
            result.ok
              ? `HP ${result.value.design.hp} (${result.value.design.rows.join('/')}), ${result.value.design.batteryArcs.length} batteries, armor ${result.value.design.armor}`
              : `${result.error.code}: ${result.error.message}`
          }
        </p>
      </section>

      <section class="panel" data-testid="scl-result" aria-live="polite">
        <h2>Star Cruiser Lite</h2>
        ${
          result.ok
            ? html`<p class="summary" data-testid="scl-summary">
                  <b>${result.value.design.name}</b>: ${classSummary(result.value.design)}
                </p>
                <table data-testid="scl-working">
                  <thead>
                    <tr>
                      <th>Step</th>
                      <th>Working</th>
                      <th>Result</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${result.value.lines.map(
                      (l) =>
                        html`<tr data-key=${l.key}>
                          <td>${l.section}</td>
                          <td class="working">${l.working}</td>
                          <td class="value">
                            ${Array.isArray(l.value) ? l.value.join('/') : String(l.value)}
                          </td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
            : html`<p
                class="errors"
                role="alert"
                data-testid="scl-error"
                data-code=${result.error.code}
              >
                ${result.error.message}
                <code>${result.error.code}</code>${
                  result.error.path.length
                    ? html` at <code>${result.error.path.join('.')}</code>`
                    : nothing
                }
              </p>`
        }
        <p class="muted">
          Each step follows the rules' conversion section; the rulings are on the
          <a href="#/help/scl">rules page</a> under “Converting a ship”.
        </p>
        <scl-design-library
          .figures=${f}
          @figures-load=${(e: CustomEvent<ScShipInput>) => (this.figures = e.detail)}
        ></scl-design-library>
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-converter-page': SclConverterPage;
  }
}
