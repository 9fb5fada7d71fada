import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import {
  DEFAULT_DESIGNS,
  HULLS,
  HULL_CODES,
  SYSTEMS,
  SYSTEM_CODES,
  isHullCode,
  type HullCode,
  type SystemCode,
} from '@broadside/rules/starfire';
import { decodeShareCode, encodeShareCode } from '@broadside/protocol';
import {
  deleteDesign,
  designOfEntry,
  loadDesigns,
  refreshDesigns,
  saveDesign,
  type SavedDesign,
} from './design-store.js';
import { currentLibrary } from '../../../library/library.js';
import { onAccountChange } from '../../../net/account.js';
import { markErrors, viewDesign } from './design-view.js';
import { pageColumnsStyles, panelStyles } from '../../../ui/panel-styles.js';

/**
 * The ship designer: pick a hull, build its design string from the system palette or by
 * typing, see the hull-space budget, speed and turn mode live and every construction error
 * at the system that breaks it, then save the design in the player's library (the account's,
 * or this browser's) for use in games, or carry it to another player as a share code.
 */
@customElement('designer-page')
export class DesignerPage extends LitElement {
  static override styles = [
    panelStyles,
    pageColumnsStyles,
    css`
      :host {
        --page-columns: minmax(14rem, 18rem) minmax(0, 1fr) minmax(14rem, 20rem);
      }
      .hulls {
        display: grid;
        grid-template-columns: repeat(3, 1fr);
        gap: 0.3rem;
      }
      .palette {
        display: grid;
        grid-template-columns: repeat(2, 1fr);
        gap: 0.3rem;
      }
      .palette button {
        text-align: left;
        font-size: 0.8rem;
      }
      .palette code {
        display: inline-block;
        min-width: 1.8em;
        color: var(--accent);
      }
      input.design {
        width: 100%;
        box-sizing: border-box;
        font: 1.2rem monospace;
        letter-spacing: 0.05em;
      }
      .marked {
        font: 1.2rem monospace;
        letter-spacing: 0.05em;
        padding: 0.4rem 0;
        word-break: break-all;
        min-height: 1.6rem;
      }
      .marked .bad {
        color: #ff8f8f;
        text-decoration: wavy underline #e5484d;
        text-underline-offset: 4px;
        cursor: help;
      }
      .budget {
        height: 0.8rem;
        background: #0b1020;
        border: 1px solid #3a4570;
        border-radius: 4px;
        overflow: hidden;
      }
      .budget > div {
        height: 100%;
        background: var(--ok);
      }
      .budget.over > div {
        background: var(--bad);
      }
      .stats {
        display: flex;
        gap: 1.5rem;
        margin: 0.5rem 0;
      }
      .stats b {
        font-size: 1.3rem;
      }
      ul.errors {
        padding-left: 1.1rem;
        color: #ff8f8f;
      }
      ul.errors code {
        color: var(--muted);
      }
      .ok-line {
        color: var(--ok);
      }
      .saved li {
        display: flex;
        gap: 0.4rem;
        align-items: center;
        justify-content: space-between;
        padding: 0.2rem 0;
      }
      .saved code {
        font-size: 0.75rem;
        color: var(--muted);
        word-break: break-all;
      }
    `,
  ];

  @state() private accessor hull: HullCode = 'CT';
  @state() private accessor text = DEFAULT_DESIGNS.CT.text;
  @state() private accessor designName = 'My corvette';
  @state() private accessor saved: readonly SavedDesign[] = loadDesigns(localStorage);
  @state() private accessor message = '';
  /** The share code shown or being pasted. */
  @state() private accessor code = '';
  private unlisten: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    const refresh = () =>
      void refreshDesigns(currentLibrary(), localStorage).then(
        (saved) => (this.saved = saved),
        (e: unknown) => (this.message = `Your designs cannot be loaded: ${String(e)}`),
      );
    this.unlisten = onAccountChange(refresh);
    refresh();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unlisten?.();
  }

  /** Puts the design's share code in the code box and on the clipboard. */
  private async copyCode(): Promise<void> {
    const view = viewDesign(this.hull, this.text);
    if (!view.design) return;
    const name = this.designName.trim() || DEFAULT_DESIGNS[this.hull].name;
    this.code = encodeShareCode({
      kind: 'design',
      ruleset: 'starfire',
      name,
      body: { hull: this.hull, text: view.design.text },
    });
    try {
      await navigator.clipboard.writeText(this.code);
      this.message = `The share code of "${name}" is copied.`;
    } catch {
      this.message = `The share code of "${name}" is in the box: copy it from there.`;
    }
  }

  /** Opens the design a pasted share code carries. */
  private importCode(): void {
    const decoded = decodeShareCode(this.code);
    if (!decoded.ok) {
      this.message = decoded.error.message;
      return;
    }
    const design = designOfEntry({
      ...decoded.value,
      id: 'imported',
      shared: false,
      author: null,
      updatedAt: 0,
    });
    if (!design) {
      this.message = 'This share code does not hold a Starfire design.';
      return;
    }
    this.load(design);
    this.message = `Opened "${design.name}": save it to keep it.`;
  }

  private pickHull(hull: HullCode): void {
    this.hull = hull;
    this.text = DEFAULT_DESIGNS[hull].text;
    this.designName = `My ${HULLS[hull].name.toLowerCase()}`;
    this.message = '';
  }

  private appendCode(code: string): void {
    this.text += code;
  }

  private backspace(): void {
    this.text = this.text.replace(/(\(I+\)|Mg|Pt|.)\+?$/, '');
  }

  private async save(): Promise<void> {
    const view = viewDesign(this.hull, this.text);
    const name = this.designName.trim();
    if (!view.design || name === '') return;
    try {
      this.saved = await saveDesign(currentLibrary(), localStorage, {
        name,
        hull: this.hull,
        text: view.design.text,
      });
      this.message = `Saved "${name}". Pick it for a ${this.hull} when you create a game.`;
    } catch (e) {
      this.message = `Not saved: ${(e as Error).message}`;
    }
  }

  private async deleteSaved(id: string): Promise<void> {
    try {
      this.saved = await deleteDesign(currentLibrary(), localStorage, id);
    } catch (e) {
      this.message = `Not deleted: ${(e as Error).message}`;
    }
  }

  private load(d: SavedDesign): void {
    this.hull = d.hull;
    this.text = d.text;
    this.designName = d.name;
  }

  override render() {
    const view = viewDesign(this.hull, this.text);
    const spec = HULLS[this.hull];
    const systems = SYSTEM_CODES.filter((c) => c !== 'I');
    return html`<section class="panel">
        <h2>Hull</h2>
        <div class="hulls" data-testid="hull-picker" role="radiogroup" aria-label="Hull">
          ${HULL_CODES.map(
            (h) =>
              html`<button
                role="radio"
                aria-checked=${h === this.hull}
                class=${h === this.hull ? 'primary' : ''}
                data-testid="hull-${h}"
                title=${HULLS[h].name}
                @click=${() => this.pickHull(h)}
              >
                ${h}
              </button>`,
          )}
        </div>
        <p class="muted">
          ${spec.name}: ${spec.hullSpaces} HS, turn mode ${spec.turnMode}, max ${spec.maxMp} MP,
          ${spec.requiredQuarters} Q required.
        </p>
        <h2>Systems</h2>
        <div class="palette" data-testid="system-palette">
          ${systems.map(
            (c: SystemCode) =>
              html`<button
                data-testid="system-${c}"
                @click=${() => this.appendCode(c)}
                title=${SYSTEMS[c].name}
              >
                <code>${c}</code>${SYSTEMS[c].name} (${SYSTEMS[c].hullSpaces})
              </button>`,
          )}
          <button data-testid="system-room1" @click=${() => this.appendCode('(I)')}>
            <code>(I)</code>Engine room, 1 drive
          </button>
          <button data-testid="system-room2" @click=${() => this.appendCode('(II)')}>
            <code>(II)</code>Engine room, 2 drives
          </button>
          <button data-testid="system-backspace" @click=${() => this.backspace()}>
            ⌫ Remove last
          </button>
        </div>
      </section>

      <section class="panel">
        <h2>Design string</h2>
        <label class="muted" for="design"
          >Systems left to right (damage destroys them in this order)</label
        >
        <input
          id="design"
          class="design"
          data-testid="design-input"
          spellcheck="false"
          autocomplete="off"
          .value=${this.text}
          @input=${(e: Event) => (this.text = (e.target as HTMLInputElement).value)}
        />
        <div class="marked" data-testid="design-marked" aria-hidden="true">
          ${markErrors(this.text, view.errors).map((run) =>
            run.error === null
              ? run.text
              : html`<span class="bad" title=${view.errors[run.error]?.message ?? ''}
                  >${run.text}</span
                >`,
          )}
        </div>
        <div
          class="budget ${view.used > view.capacity ? 'over' : ''}"
          role="meter"
          aria-valuemin="0"
          aria-valuemax=${view.capacity}
          aria-valuenow=${view.used}
          aria-label="Hull spaces used"
        >
          <div style="width:${Math.min(100, (view.used / view.capacity) * 100)}%"></div>
        </div>
        <div class="stats">
          <span data-testid="design-budget"><b>${view.used}</b> / ${view.capacity} HS</span>
          <span data-testid="design-speed"
            >speed <b>${view.design ? view.design.speed : '—'}</b> MP</span
          >
          <span data-testid="design-turn-mode">turn mode <b>${spec.turnMode}</b></span>
          <span data-testid="design-points"><b>${view.points ?? '—'}</b> points</span>
        </div>
        ${
          view.errors.length > 0
            ? html`<ul class="errors" data-testid="design-errors">
                ${view.errors.map(
                  (e) =>
                    html`<li data-code=${e.code}>
                      at ${e.position + 1}: ${e.message} <code>${e.code}</code>
                    </li>`,
                )}
              </ul>`
            : html`<p class="ok-line" data-testid="design-valid">
                Valid: <code>${view.design?.text}</code>
              </p>`
        }
        <div class="row">
          <input
            data-testid="design-name"
            aria-label="Design name"
            .value=${this.designName}
            @input=${(e: Event) => (this.designName = (e.target as HTMLInputElement).value)}
          />
          <button
            class="primary"
            data-testid="design-save"
            ?disabled=${!view.design || this.designName.trim() === ''}
            @click=${() => void this.save()}
          >
            Save design
          </button>
        </div>
        <div class="row">
          <input
            data-testid="design-code"
            aria-label="Share code"
            placeholder="BSD1.… share code"
            .value=${this.code}
            @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)}
          />
          <button
            data-testid="design-copy-code"
            ?disabled=${!view.design}
            @click=${() => void this.copyCode()}
          >
            Copy share code
          </button>
          <button
            data-testid="design-import-code"
            ?disabled=${this.code.trim() === ''}
            @click=${() => this.importCode()}
          >
            Import from code
          </button>
        </div>
        ${this.message ? html`<p class="muted" role="status">${this.message}</p>` : nothing}
      </section>

      <section class="panel saved">
        <h2>Your designs</h2>
        ${
          this.saved.length === 0
            ? html`<p class="muted">
                None yet. Saved designs stay with your account when you are signed in, else in this
                browser.
              </p>`
            : html`<ul class="plain" data-testid="saved-designs">
                ${this.saved.map(
                  (d) =>
                    html`<li>
                      <span><b>${d.hull}</b> ${d.name}<br /><code>${d.text}</code></span>
                      <span class="row">
                        <button @click=${() => this.load(d)}>Edit</button>
                        <button
                          aria-label="Delete ${d.name}"
                          @click=${() => void this.deleteSaved(d.id)}
                        >
                          ✕
                        </button>
                      </span>
                    </li>`,
                )}
              </ul>`
        }
        <h2>Defaults</h2>
        <ul class="plain">
          ${HULL_CODES.filter(isHullCode).map(
            (h) =>
              html`<li>
                <b>${h}</b> ${DEFAULT_DESIGNS[h].name} <code>${DEFAULT_DESIGNS[h].text}</code>
              </li>`,
          )}
        </ul>
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'designer-page': DesignerPage;
  }
}
