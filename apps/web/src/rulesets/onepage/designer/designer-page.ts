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
import { decodeShareCode, encodeShareCode, type LibraryEntry } from '@broadside/protocol';
import { currentLibrary } from '../../../library/library.js';
import { pageColumnsStyles, panelStyles } from '../../../ui/panel-styles.js';
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
    panelStyles,
    pageColumnsStyles,
    css`
      :host {
        --page-columns: minmax(0, 26rem) minmax(0, 1fr);
      }
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
        gap: 0.4rem 0.6rem;
      }
      label {
        display: flex;
        flex-direction: column;
        font-size: 0.8rem;
        gap: 0.15rem;
      }
      input,
      select,
      textarea {
        min-width: 0;
        width: 100%;
        box-sizing: border-box;
      }
      [aria-invalid='true'] {
        border-color: var(--bad);
      }
      fieldset {
        border: 1px solid #3a4570;
        border-radius: 5px;
        margin: 0.6rem 0;
        min-width: 0;
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
      .saved li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        padding: 0.2rem 0;
      }
      .saved li span {
        flex: 1 1 10rem;
        overflow-wrap: anywhere;
      }
      .code {
        overflow-wrap: anywhere;
        font-family: monospace;
        font-size: 0.75rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
    `,
  ];

  @state() private accessor form: DesignForm = startFrom('light_cruiser');
  @state() private accessor saved: readonly LibraryEntry[] = [];
  @state() private accessor notice = '';
  @state() private accessor code = '';
  @state() private accessor importText = '';
  @state() private accessor importError = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    try {
      this.saved = await currentLibrary().list('design', RULESET);
    } catch (e) {
      this.notice = `Could not read the library: ${(e as Error).message}`;
    }
  }

  private set(change: Partial<DesignForm>): void {
    this.form = { ...this.form, ...change };
    this.code = '';
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

  private async save(design: Design): Promise<void> {
    try {
      await currentLibrary().save({
        kind: 'design',
        ruleset: RULESET,
        name: design.name,
        body: design,
      });
      this.notice = `Saved "${design.name}".`;
      await this.refresh();
    } catch (e) {
      this.notice = `Not saved: ${(e as Error).message}`;
    }
  }

  private async removeEntry(entry: LibraryEntry): Promise<void> {
    await currentLibrary().remove(entry.id);
    this.notice = `Deleted "${entry.name}".`;
    await this.refresh();
  }

  private load(entry: LibraryEntry): void {
    const checked = checkDesign(entry.body);
    if (!checked.ok) {
      this.notice = `"${entry.name}" is no longer a valid design: ${checked.error.message}`;
      return;
    }
    this.form = designToForm(checked.value);
    this.notice = `Editing "${entry.name}".`;
  }

  private share(design: Design): void {
    this.code = encodeShareCode({
      kind: 'design',
      ruleset: RULESET,
      name: design.name,
      body: design,
    });
    void navigator.clipboard?.writeText(this.code).then(
      () => (this.notice = 'Share code copied.'),
      () => (this.notice = 'Share code below: copy it by hand.'),
    );
  }

  private importCode(): void {
    const decoded = decodeShareCode(this.importText);
    if (!decoded.ok) {
      this.importError = decoded.error.message;
      return;
    }
    const item = decoded.value;
    if (item.kind !== 'design' || item.ruleset !== RULESET) {
      this.importError = 'This code holds no one-page ship design.';
      return;
    }
    const checked = checkDesign(item.body);
    if (!checked.ok) {
      this.importError = `The design is refused: ${checked.error.message}`;
      return;
    }
    this.form = designToForm(checked.value);
    this.importError = '';
    this.importText = '';
    this.notice = `Imported "${checked.value.name}": save it to keep it.`;
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
              this.code = '';
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
                ${this.track(design)}
                <div class="row">
                  <button
                    type="button"
                    data-testid="onepage-design-save"
                    @click=${() => this.save(design)}
                  >
                    Save to my designs
                  </button>
                  <button
                    type="button"
                    data-testid="onepage-design-share"
                    @click=${() => this.share(design)}
                  >
                    Copy share code
                  </button>
                </div>
                ${
                  this.code
                    ? html`<p class="code" data-testid="onepage-share-code">${this.code}</p>`
                    : nothing
                }`
            : html`<p class="error" data-testid="onepage-design-refused">
                Not a valid design yet: ${error?.message}
              </p>`
        }
        <p role="status" data-testid="onepage-design-notice">${this.notice}</p>
        <h3>My designs (${currentLibrary().where === 'server' ? 'my account' : 'this browser'})</h3>
        ${
          this.saved.length === 0
            ? html`<p class="muted">None saved yet.</p>`
            : html`<ul class="saved" data-testid="onepage-saved">
                ${this.saved.map(
                  (entry, i) =>
                    html`<li data-testid="onepage-saved-${i}">
                      <span>${entry.name}</span>
                      <button
                        type="button"
                        data-testid="onepage-saved-${i}-edit"
                        @click=${() => this.load(entry)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        data-testid="onepage-saved-${i}-delete"
                        @click=${() => this.removeEntry(entry)}
                      >
                        Delete
                      </button>
                    </li>`,
                )}
              </ul>`
        }
        <h3>Import a share code</h3>
        <label>
          Share code
          <textarea
            rows="2"
            data-testid="onepage-import-text"
            placeholder="BSD1.…"
            .value=${this.importText}
            @input=${(e: Event) => (this.importText = (e.target as HTMLTextAreaElement).value)}
          ></textarea>
        </label>
        <button type="button" data-testid="onepage-import" @click=${() => this.importCode()}>
          Import
        </button>
        ${
          this.importError
            ? html`<p class="error" data-testid="onepage-import-error">${this.importError}</p>`
            : nothing
        }
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'onepage-designer-page': OnepageDesignerPage;
  }
}
