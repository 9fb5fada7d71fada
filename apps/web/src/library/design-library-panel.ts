import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { decodeShareCode, encodeShareCode, type LibraryEntry } from '@broadside/protocol';
import { panelStyles } from '../ui/panel-styles.js';
import { currentLibrary } from './library.js';

/** A design as a ship builder holds it: the name and the ruleset's own JSON body. */
export interface DesignDraft {
  readonly name: string;
  readonly body: unknown;
}

/**
 * A ruleset's check of a design body: the reason it is refused, or `null` when the rules accept
 * it (e.g. the rules package's design check, its message and path folded into one sentence).
 */
export type DesignCheck = (body: unknown) => string | null;

/**
 * Reads a share code as a design of `ruleset`: the design, or a sentence saying why not (not a
 * code, another kind or ruleset, or a body the rules refuse). `what` names the design for the
 * player, e.g. "an SCL design".
 */
export function readDesignCode(
  code: string,
  ruleset: string,
  check: DesignCheck,
  what: string,
): { ok: true; name: string; body: unknown } | { ok: false; message: string } {
  const decoded = decodeShareCode(code);
  if (!decoded.ok) return { ok: false, message: decoded.error.message };
  const item = decoded.value;
  if (item.kind !== 'design' || item.ruleset !== ruleset)
    return { ok: false, message: `This code holds a ${item.ruleset} ${item.kind}, not ${what}.` };
  const refused = check(item.body);
  if (refused !== null) return { ok: false, message: `The design is refused: ${refused}` };
  return { ok: true, name: item.name, body: item.body };
}

/** The panel's data-testids; the per-entry ones take the entry's place in the list. */
export interface DesignLibraryTestIds {
  save: string;
  share: string;
  shareCode: string;
  importText: string;
  import: string;
  importError: string;
  notice: string;
  list: string;
  item: (i: number) => string;
  open: (i: number) => string;
  copy: (i: number) => string;
  remove: (i: number) => string;
}

/** The test ids under `prefix` (e.g. `scl-save`, `scl-saved-item`), with a page's own overrides. */
export function designLibraryTestIds(
  prefix: string,
  overrides: Partial<DesignLibraryTestIds> = {},
): DesignLibraryTestIds {
  return {
    save: `${prefix}-save`,
    share: `${prefix}-share`,
    shareCode: `${prefix}-code`,
    importText: `${prefix}-import-text`,
    import: `${prefix}-import`,
    importError: `${prefix}-import-error`,
    notice: `${prefix}-library-note`,
    list: `${prefix}-saved`,
    item: () => `${prefix}-saved-item`,
    open: () => `${prefix}-open`,
    copy: () => `${prefix}-copy`,
    remove: () => `${prefix}-delete`,
    ...overrides,
  };
}

/** A page's words and test ids for its {@link DesignLibraryPanel}. */
export interface DesignLibraryLabels {
  /** The heading, e.g. "Your designs". */
  readonly heading: string;
  /** The design named for the player in refusals, e.g. "an SCL design". */
  readonly what: string;
  /** The prefix of the data-testids (see {@link designLibraryTestIds}). */
  readonly idPrefix: string;
  /** The page's own test ids in place of the prefixed ones. */
  readonly testIds?: Partial<DesignLibraryTestIds>;
}

/** The detail of the panel's `open-design` event: the entry to load into the page's form. */
export type OpenDesignEvent = CustomEvent<DesignDraft>;

/**
 * The player's designs of one ruleset (issue 30, "Designs … to keep and share"), one panel for
 * every ship builder: lists the saved designs of `ruleset` in {@link currentLibrary}, saves the
 * current `draft` (replacing the design of the same name), deletes, copies a design's share code
 * and imports one, refusing another kind or ruleset and a body `check` refuses. Opening a saved
 * or imported design fires `open-design` (detail `{ name, body }`) for the page to load; each
 * reading of the list fires `designs-change` (detail: the entries). Extra buttons go in the
 * `actions` slot (for the draft) and `entryActions` (for each saved design).
 */
@customElement('design-library-panel')
export class DesignLibraryPanel extends LitElement {
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
      li .name {
        flex: 1 1 8rem;
        overflow-wrap: anywhere;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0.4rem 0;
      }
      label {
        display: flex;
        flex-direction: column;
        font-size: 0.8rem;
        gap: 0.15rem;
      }
      textarea {
        width: 100%;
        box-sizing: border-box;
        min-height: 3.5rem;
        font-family: monospace;
        overflow-wrap: anywhere;
      }
      output {
        display: block;
        overflow-wrap: anywhere;
        font-family: monospace;
        font-size: 0.75rem;
      }
      .bad {
        color: #ff8f8f;
      }
    `,
  ];

  /** The ruleset whose designs are listed and saved. */
  @property() accessor ruleset = '';
  /** The page's words and test ids for the panel. */
  @property({ attribute: false }) accessor labels: DesignLibraryLabels = {
    heading: 'Your designs',
    what: 'a design',
    idPrefix: 'design',
  };
  /** The design on the page, or null while the rules refuse it (Save and Share are then off). */
  @property({ attribute: false }) accessor draft: DesignDraft | null = null;
  /** The rules' check of an imported body. */
  @property({ attribute: false }) accessor check: DesignCheck = () => null;
  /** The list line beside a saved design's name (e.g. "ship card"). */
  @property({ attribute: false }) accessor describe: ((entry: LibraryEntry) => string) | null =
    null;
  /** Extra buttons for each saved design (e.g. "Field it"). */
  @property({ attribute: false }) accessor entryActions:
    ((entry: LibraryEntry) => TemplateResult) | null = null;

  @state() private accessor saved: readonly LibraryEntry[] = [];
  @state() private accessor code = '';
  @state() private accessor importText = '';
  @state() private accessor notice = '';
  @state() private accessor importError = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    try {
      this.saved = await currentLibrary().list('design', this.ruleset);
      this.dispatchEvent(
        new CustomEvent('designs-change', { detail: this.saved, bubbles: true, composed: true }),
      );
    } catch (e) {
      this.notice = `The library cannot be read: ${(e as Error).message}`;
    }
  }

  private async save(draft: DesignDraft): Promise<void> {
    try {
      await currentLibrary().save({
        kind: 'design',
        ruleset: this.ruleset,
        name: draft.name,
        body: draft.body,
      });
      this.notice = `Saved “${draft.name}”.`;
      await this.refresh();
    } catch (e) {
      this.notice = `Not saved: ${(e as Error).message}`;
    }
  }

  private async deleteEntry(entry: LibraryEntry): Promise<void> {
    try {
      await currentLibrary().remove(entry.id);
      this.notice = `Deleted “${entry.name}”.`;
      await this.refresh();
    } catch (e) {
      this.notice = `Not deleted: ${(e as Error).message}`;
    }
  }

  private open(design: DesignDraft): void {
    this.dispatchEvent(
      new CustomEvent('open-design', {
        detail: { name: design.name, body: design.body },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private share(design: DesignDraft): void {
    this.code = encodeShareCode({
      kind: 'design',
      ruleset: this.ruleset,
      name: design.name,
      body: design.body,
    });
    this.notice = `The share code of “${design.name}” is below.`;
    void navigator.clipboard?.writeText(this.code).then(
      () => (this.notice = `The share code of “${design.name}” is copied (and below).`),
      () => undefined,
    );
  }

  private importCode(): void {
    const read = readDesignCode(this.importText, this.ruleset, this.check, this.labels.what);
    if (!read.ok) {
      this.importError = read.message;
      return;
    }
    this.importError = '';
    this.importText = '';
    this.notice = `Imported “${read.name}”: save it to keep it.`;
    this.open(read);
  }

  private entry(entry: LibraryEntry, i: number, ids: DesignLibraryTestIds): TemplateResult {
    const line = this.describe?.(entry);
    return html`<li data-testid=${ids.item(i)} data-name=${entry.name}>
      <span class="name"
        >${entry.name}${line ? html` <span class="muted">${line}</span>` : nothing}</span
      >
      <button type="button" data-testid=${ids.open(i)} @click=${() => this.open(entry)}>
        Open
      </button>
      <button type="button" data-testid=${ids.copy(i)} @click=${() => this.share(entry)}>
        Copy share code
      </button>
      ${this.entryActions?.(entry) ?? nothing}
      <button
        type="button"
        data-testid=${ids.remove(i)}
        aria-label="Delete ${entry.name}"
        @click=${() => void this.deleteEntry(entry)}
      >
        Delete
      </button>
    </li>`;
  }

  override render() {
    const { heading, idPrefix, testIds } = this.labels;
    const ids = designLibraryTestIds(idPrefix, testIds);
    const draft = this.draft;
    const where = currentLibrary().where === 'server' ? 'my account' : 'this browser';
    return html`<section class="panel" data-testid="${idPrefix}-library">
      <h2>${heading} (${where})</h2>
      <div class="row">
        <button
          type="button"
          data-testid=${ids.save}
          ?disabled=${!draft}
          @click=${() => draft && void this.save(draft)}
        >
          Save ${draft?.name ?? ''}
        </button>
        <button
          type="button"
          data-testid=${ids.share}
          ?disabled=${!draft}
          @click=${() => draft && this.share(draft)}
        >
          Copy share code
        </button>
        <slot name="actions"></slot>
      </div>
      ${this.code ? html`<output data-testid=${ids.shareCode}>${this.code}</output>` : nothing}
      <p class="muted" role="status" data-testid=${ids.notice}>${this.notice}</p>
      ${
        this.saved.length === 0
          ? html`<p class="muted">None saved yet.</p>`
          : html`<ul data-testid=${ids.list}>
              ${this.saved.map((e, i) => this.entry(e, i, ids))}
            </ul>`
      }
      <label
        >Import a share code
        <textarea
          rows="2"
          data-testid=${ids.importText}
          placeholder="BSD1.…"
          .value=${this.importText}
          @input=${(e: Event) => (this.importText = (e.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
      <div class="row">
        <button
          type="button"
          data-testid=${ids.import}
          ?disabled=${this.importText.trim() === ''}
          @click=${() => this.importCode()}
        >
          Import
        </button>
      </div>
      ${
        this.importError
          ? html`<p class="bad" role="alert" data-testid=${ids.importError}>${this.importError}</p>`
          : nothing
      }
      <slot></slot>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'design-library-panel': DesignLibraryPanel;
  }
}
