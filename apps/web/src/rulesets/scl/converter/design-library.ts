import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { decodeShareCode, encodeShareCode, type LibraryEntry } from '@broadside/protocol';
import { explainConversion, SCENARIOS, type ScShipInput } from '@broadside/rules/scl';
import { currentLibrary } from '../../../library/library.js';
import { panelStyles } from '../../../ui/panel-styles.js';
import { playHref, scenarioCode } from '../../../scenario-library/setup-link.js';

/**
 * The converter's library (issue 30, "Designs … to keep and share"): save the converted design
 * (in the browser, or on the server when signed in), list and delete saved ones, copy a design's
 * share code or import one (its figures checked by the rules' conversion), and "Field it": the
 * lobby with a custom Bismarck at Bay in which the design leads side A.
 */

/** The set-up "Field it" opens in the lobby: the design in place of side A's first ship. */
export function fieldItSetup(figures: ScShipInput): Record<string, unknown> {
  const scenario = SCENARIOS.bismarck_at_bay;
  const own = { ...figures, id: 'own_1' };
  const [a, b] = scenario.sides;
  const rows = (side: typeof a) =>
    side.units.map((u) => ({ cls: u.cls, hex: u.at, facing: u.facing, cq: u.cq }));
  return {
    scenario: scenario.id,
    options: { movement: 'standard' },
    custom: {
      classes: [own],
      forces: { A: [{ ...rows(a)[0]!, cls: 'own_1' }, ...rows(a).slice(1)], B: rows(b) },
    },
  };
}

/** A share code's figures, checked by the rules: the design or a sentence saying why not. */
export function importDesign(
  code: string,
): { ok: true; name: string; figures: ScShipInput } | { ok: false; message: string } {
  const decoded = decodeShareCode(code);
  if (!decoded.ok) return { ok: false, message: decoded.error.message };
  const item = decoded.value;
  if (item.kind !== 'design' || item.ruleset !== 'scl')
    return {
      ok: false,
      message: `This code holds a ${item.ruleset} ${item.kind}, not an SCL design.`,
    };
  const checked = explainConversion(item.body);
  if (!checked.ok)
    return {
      ok: false,
      message: `${checked.error.message} (${checked.error.code}${checked.error.path.length ? ` at ${checked.error.path.join('.')}` : ''})`,
    };
  return { ok: true, name: item.name, figures: item.body as ScShipInput };
}

@customElement('scl-design-library')
export class SclDesignLibrary extends LitElement {
  static override styles = [
    panelStyles,
    css`
      ul {
        list-style: none;
        padding: 0;
        margin: 0.4rem 0;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        padding: 0.25rem 0;
        border-bottom: 1px solid #26305a;
      }
      li b {
        flex: 1 1 8rem;
        overflow-wrap: anywhere;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0.4rem 0;
      }
      textarea {
        width: 100%;
        box-sizing: border-box;
        min-height: 3.5rem;
        font-family: monospace;
        overflow-wrap: anywhere;
      }
      .bad {
        color: #ff8f8f;
      }
    `,
  ];

  /** The figures on the converter now. */
  @property({ attribute: false }) accessor figures: ScShipInput | null = null;
  @state() private accessor saved: readonly LibraryEntry[] = [];
  @state() private accessor code = '';
  @state() private accessor note = '';
  @state() private accessor bad = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    try {
      this.saved = await currentLibrary().list('design', 'scl');
    } catch (e) {
      this.bad = `The library cannot be read: ${String(e)}`;
    }
  }

  private get valid(): boolean {
    return this.figures !== null && explainConversion(this.figures).ok;
  }

  private async save(): Promise<void> {
    const f = this.figures;
    if (!f || !this.valid) return;
    try {
      await currentLibrary().save({ kind: 'design', ruleset: 'scl', name: f.name, body: f });
      this.note = `${f.name} is saved.`;
      this.bad = '';
      await this.refresh();
    } catch (e) {
      this.bad = `Not saved: ${String(e)}`;
    }
  }

  private async deleteEntry(entry: LibraryEntry): Promise<void> {
    await currentLibrary().remove(entry.id);
    this.note = `${entry.name} is deleted.`;
    await this.refresh();
  }

  private load(entry: { name: string; body: unknown }): void {
    const figures = { ...(entry.body as ScShipInput), name: entry.name };
    this.dispatchEvent(
      new CustomEvent('figures-load', { detail: figures, bubbles: true, composed: true }),
    );
  }

  private share(): void {
    const f = this.figures;
    if (!f || !this.valid) return;
    this.code = encodeShareCode({ kind: 'design', ruleset: 'scl', name: f.name, body: f });
    void navigator.clipboard?.writeText(this.code).catch(() => undefined);
    this.note = 'The share code is below (and copied where the browser allows).';
  }

  private import(): void {
    const result = importDesign(this.code);
    if (!result.ok) {
      this.bad = result.message;
      return;
    }
    this.bad = '';
    this.note = `${result.name} is on the converter: save it to keep it.`;
    this.load({ name: result.name, body: result.figures });
  }

  private fieldIt(figures: ScShipInput): void {
    const code = scenarioCode('scl', `${figures.name} at bay`, fieldItSetup(figures));
    location.hash = playHref(code);
  }

  override render() {
    const f = this.figures;
    const ok = this.valid;
    return html`<section class="panel" data-testid="scl-library">
      <h2>Your designs</h2>
      <div class="row">
        <button data-testid="scl-save" ?disabled=${!ok} @click=${() => void this.save()}>
          Save ${f?.name ?? ''}
        </button>
        <button data-testid="scl-share" ?disabled=${!ok} @click=${() => this.share()}>
          Copy share code
        </button>
        <button data-testid="scl-field-it" ?disabled=${!ok} @click=${() => f && this.fieldIt(f)}>
          Field it
        </button>
      </div>
      <label
        >Share code
        <textarea
          data-testid="scl-code"
          placeholder="BSD1.…"
          .value=${this.code}
          @input=${(e: Event) => (this.code = (e.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
      <div class="row">
        <button
          data-testid="scl-import"
          ?disabled=${this.code.trim() === ''}
          @click=${() => this.import()}
        >
          Import from the code
        </button>
      </div>
      ${this.note ? html`<p class="muted" role="status" data-testid="scl-library-note">${this.note}</p>` : nothing}
      ${this.bad ? html`<p class="bad" role="alert" data-testid="scl-library-error">${this.bad}</p>` : nothing}
      ${
        this.saved.length === 0
          ? html`<p class="muted">No saved designs yet.</p>`
          : html`<ul data-testid="scl-saved">
              ${this.saved.map(
                (e) =>
                  html`<li data-testid="scl-saved-item">
                    <b>${e.name}</b>
                    <button @click=${() => this.load(e)}>Open</button>
                    <button
                      @click=${() => this.fieldIt({ ...(e.body as ScShipInput), name: e.name })}
                    >
                      Field it
                    </button>
                    <button aria-label="Delete ${e.name}" @click=${() => void this.deleteEntry(e)}>
                      Delete
                    </button>
                  </li>`,
              )}
            </ul>`
      }
      <p class="muted">
        Saved designs appear in the lobby’s custom forces for Star Cruiser Lite, marked “yours”.
      </p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-design-library': SclDesignLibrary;
  }
}
