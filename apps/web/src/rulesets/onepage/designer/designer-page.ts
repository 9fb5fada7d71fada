import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import {
  DESIGN_CAPS,
  DESIGN_IDS,
  DESIGNS,
  checkDesign,
  designPoints,
  designSummary,
  hullTrack,
  isDesignId,
  type Design,
  type LossSystem,
} from '@broadside/rules/onepage';
import type { RuleError } from '@broadside/rules';
import {
  type DesignDraft,
  type DesignLibraryLabels,
  type OpenDesignEvent,
} from '../../../library/design-library-panel.js';
import { builderPageStyles } from '../../../ui/builder-form-styles.js';
import {
  FIGURES,
  designToForm,
  formToInput,
  startFrom,
  type DesignForm,
  type Figure,
  type LossRow,
} from './design-form.js';

const RULESET = 'onepage';

/** The rules' check of an imported design: its refusal's message, or null. */
const checkBody = (body: unknown): string | null => {
  const checked = checkDesign(body);
  return checked.ok ? null : checked.error.message;
};

const LIBRARY_LABELS: DesignLibraryLabels = {
  heading: 'My designs',
  what: 'a one-page ship design',
  idPrefix: 'onepage',
  testIds: {
    save: 'onepage-design-save',
    share: 'onepage-design-share',
    shareCode: 'onepage-share-code',
    notice: 'onepage-library-notice',
    item: (i) => `onepage-saved-${i}`,
    open: (i) => `onepage-saved-${i}-edit`,
    copy: (i) => `onepage-saved-${i}-copy`,
    remove: (i) => `onepage-saved-${i}-delete`,
  },
};

const LABELS: Record<Figure, string> = {
  hull: 'Hull points',
  guns: 'Guns',
  missiles: 'Missiles',
  launchers: 'Launchers',
  mp: 'MP',
};

const SYSTEMS: readonly { id: LossSystem; label: string }[] = [
  { id: 'guns', label: 'G (gun)' },
  { id: 'launchers', label: 'M (launcher)' },
  { id: 'mp', label: 'MP' },
];

/**
 * The one-page ship editor (`#/designer/onepage`, docs/rules/onepage.md, Own designs): hull
 * points, guns, missiles and launchers, MP and the lettered loss boxes, checked live by the
 * rules package's `checkDesign` with each refusal beside its field; the hull track drawn as the
 * printed sheet does; the points value; saved designs in the player's library and share codes.
 */
@customElement('onepage-designer-page')
export class OnepageDesignerPage extends LitElement {
  static override styles = [
    ...builderPageStyles,
    css`
      :host {
        --form-column: 26rem;
        --grid-min: 7.5rem;
      }
      .loss {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
        gap: 0.3rem;
        align-items: end;
        padding: 0.3rem 0;
        border-bottom: 1px solid #26305a;
      }
      .error {
        color: #ff8f8f;
        font-size: 0.8rem;
        grid-column: 1 / -1;
      }
      .track {
        display: flex;
        flex-wrap: wrap;
        gap: 3px;
        margin: 0.5rem 0;
      }
      .box {
        width: 2.1rem;
        height: 2.1rem;
        border: 1px solid #3a4570;
        border-radius: 2px;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        font-size: 0.6rem;
        line-height: 1;
      }
      .box b {
        color: var(--accent);
        font-size: 0.65rem;
      }
      .box .n {
        color: var(--muted, #8a93b8);
      }
    `,
  ];

  @state() private accessor form: DesignForm = startFrom('light_cruiser');
  @state() private accessor notice = '';

  private set(change: Partial<DesignForm>): void {
    this.form = { ...this.form, ...change };
  }

  private setRow(i: number, change: Partial<LossRow> | null): void {
    const losses = this.form.losses.flatMap((row, j) =>
      j !== i ? [row] : change === null ? [] : [{ ...row, ...change }],
    );
    this.set({ losses });
  }

  /** The refusal's message when its path is `path` or lies under it. */
  private errorAt(error: RuleError | null, ...path: (string | number)[]): string | null {
    if (!error) return null;
    const under = path.every((key, i) => error.path[i] === key);
    return under ? error.message : null;
  }

  private figure(key: Figure, error: RuleError | null) {
    const message = this.errorAt(error, key);
    return html`<label>
      ${LABELS[key]}
      <input
        type="number"
        inputmode="numeric"
        min=${key === 'hull' || key === 'mp' ? 1 : 0}
        max=${DESIGN_CAPS[key]}
        data-testid="onepage-design-${key}"
        aria-invalid=${message ? 'true' : 'false'}
        .value=${String(this.form[key])}
        @input=${(e: Event) => this.set({ [key]: Number((e.target as HTMLInputElement).value) })}
      />
      ${message ? html`<span class="error" data-testid="onepage-error-${key}">${message}</span>` : nothing}
    </label>`;
  }

  private lossRow(row: LossRow, i: number, error: RuleError | null) {
    const id = `onepage-loss-${i}`;
    const message = this.errorAt(error, 'losses', i);
    return html`<div class="loss" data-testid=${id}>
      <label>
        Loses
        <select
          data-testid="${id}-system"
          @change=${(e: Event) =>
            this.setRow(i, { system: (e.target as HTMLSelectElement).value as LossSystem })}
        >
          ${SYSTEMS.map(
            (s) => html`<option value=${s.id} ?selected=${s.id === row.system}>${s.label}</option>`,
          )}
        </select>
      </label>
      <label>
        When
        <select
          data-testid="${id}-mode"
          @change=${(e: Event) =>
            this.setRow(i, { mode: (e.target as HTMLSelectElement).value as LossRow['mode'] })}
        >
          <option value="every" ?selected=${row.mode === 'every'}>every Nth hit</option>
          <option value="on" ?selected=${row.mode === 'on'}>on hits</option>
        </select>
      </label>
      <label>
        ${row.mode === 'every' ? 'N' : 'Hits'}
        <input
          data-testid="${id}-hits"
          inputmode=${row.mode === 'every' ? 'numeric' : 'text'}
          placeholder=${row.mode === 'every' ? '4' : '1, 3, 5'}
          aria-invalid=${message ? 'true' : 'false'}
          .value=${row.hits}
          @input=${(e: Event) => this.setRow(i, { hits: (e.target as HTMLInputElement).value })}
        />
      </label>
      <label>
        Amount
        <input
          type="number"
          min="1"
          max=${DESIGN_CAPS.amount}
          data-testid="${id}-amount"
          .value=${String(row.amount)}
          @input=${(e: Event) =>
            this.setRow(i, { amount: Number((e.target as HTMLInputElement).value) })}
        />
      </label>
      <button type="button" data-testid="${id}-remove" @click=${() => this.setRow(i, null)}>
        Remove
      </button>
      ${message ? html`<span class="error" data-testid="${id}-error">${message}</span>` : nothing}
    </div>`;
  }

  private track(design: Design) {
    const letters = hullTrack(design);
    return html`<div
      class="track"
      data-testid="onepage-hull-track"
      aria-label="Hull track: ${design.hull} boxes"
    >
      ${letters.map(
        (l, i) =>
          html`<span class="box" data-testid="onepage-hull-box-${i + 1}" title="Hull hit ${i + 1}"
            ><span class="n">${i + 1}</span>${l ? html`<b>${l}</b>` : nothing}</span
          >`,
      )}
    </div>`;
  }

  private load(entry: DesignDraft): void {
    const checked = checkDesign(entry.body);
    if (!checked.ok) {
      this.notice = `"${entry.name}" is no longer a valid design: ${checked.error.message}`;
      return;
    }
    this.form = designToForm(checked.value);
    this.notice = `Editing "${entry.name}".`;
  }

  override render() {
    const checked = checkDesign(formToInput(this.form));
    const error = checked.ok ? null : checked.error;
    const design = checked.ok ? checked.value : null;
    const nameError = this.errorAt(error, 'name') ?? this.errorAt(error, 'id');
    const topError = error && error.path.length === 0 ? error.message : null;
    return html`<section class="panel" data-testid="onepage-designer">
        <h2>One-page ship editor</h2>
        <p class="muted">
          Your own ship for the one-page rules, checked as you type. Loss boxes mark which hull hit
          costs a gun (G), a launcher (M) or movement (MP), as on the printed sheet.
        </p>
        <label>
          Start from
          <select
            data-testid="onepage-design-start"
            @change=${(e: Event) => {
              const id = (e.target as HTMLSelectElement).value;
              if (isDesignId(id)) this.form = startFrom(id);
            }}
          >
            <option value="">a printed design…</option>
            ${DESIGN_IDS.map((id) => html`<option value=${id}>${DESIGNS[id].name}</option>`)}
          </select>
        </label>
        <label>
          Name
          <input
            data-testid="onepage-design-name"
            maxlength="30"
            aria-invalid=${nameError ? 'true' : 'false'}
            .value=${this.form.name}
            @input=${(e: Event) => this.set({ name: (e.target as HTMLInputElement).value })}
          />
          ${
            nameError
              ? html`<span class="error" data-testid="onepage-error-name">${nameError}</span>`
              : nothing
          }
        </label>
        <div class="grid">${FIGURES.map((key) => this.figure(key, error))}</div>
        <fieldset>
          <legend>Loss boxes</legend>
          ${this.form.losses.map((row, i) => this.lossRow(row, i, error))}
          <button
            type="button"
            data-testid="onepage-loss-add"
            ?disabled=${this.form.losses.length >= DESIGN_CAPS.losses}
            @click=${() =>
              this.set({
                losses: [
                  ...this.form.losses,
                  { system: 'guns', mode: 'every', hits: '', amount: 1 },
                ],
              })}
          >
            Add loss box row
          </button>
        </fieldset>
        ${topError ? html`<p class="error" data-testid="onepage-error">${topError}</p>` : nothing}
      </section>
      <div>
        <section class="panel" data-testid="onepage-design-result">
          ${
            design
              ? html`<h3>${design.name}</h3>
                  <p data-testid="onepage-design-summary">${designSummary(design)}</p>
                  <p>
                    <output data-testid="onepage-design-points"
                      >${designPoints(design)} points</output
                    >
                    (hull + 3 × guns + missiles + 2 × MP)
                  </p>
                  ${this.track(design)}`
              : html`<p class="error" data-testid="onepage-design-refused">
                  Not a valid design yet: ${error?.message}
                </p>`
          }
          <p role="status" data-testid="onepage-design-notice">${this.notice}</p>
        </section>
        <design-library-panel
          ruleset=${RULESET}
          .labels=${LIBRARY_LABELS}
          .draft=${design ? { name: design.name, body: design } : null}
          .check=${checkBody}
          @open-design=${(e: OpenDesignEvent) => this.load(e.detail)}
        ></design-library-panel>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'onepage-designer-page': OnepageDesignerPage;
  }
}
