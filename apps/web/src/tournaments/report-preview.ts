import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles, pressedStyles } from '../ui/panel-styles.js';
import { battleReport, tournamentExport } from './api.js';

/** What the preview shows: a part of the tournament, or one game's battle report. */
export type ReportSubject =
  | { readonly kind: 'tournament'; readonly id: string }
  | { readonly kind: 'game'; readonly gameId: string; readonly label: string };

const PARTS = [
  ['standings', 'Standings'],
  ['pairings', 'Pairings'],
  ['crosstable', 'Crosstable'],
] as const;

/** The preview's look: the server's HTML export in a sandboxed frame (no scripts, no cookies). */
const PREVIEW_STYLE = `<style>
  body { font: 14px/1.4 system-ui, sans-serif; color: #d8e0f0; background: #0f1530; margin: 0.5rem; }
  a { color: #7aa2f7; }
  table { border-collapse: collapse; margin: 0.5rem 0; }
  td, th { border: 1px solid #3a4570; padding: 0.15rem 0.4rem; text-align: left; }
  img { max-width: 100%; }
  h3 { margin: 0.3rem 0; }
</style>`;

/** Copies text to the clipboard; falls back to a selected text area where the API is missing. */
async function copyText(text: string, area: HTMLTextAreaElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    area?.select();
    document.execCommand('copy');
  }
}

/**
 * A forum export with a preview and a copy button: BBCode or Markdown, of the standings,
 * pairings or crosstable of a tournament, or of a game's battle report. The button says
 * "Copied" once the text is on the clipboard.
 */
@customElement('report-preview')
export class ReportPreview extends LitElement {
  static override styles = [
    fieldStyles,
    pressedStyles,
    css`
      :host {
        display: grid;
        gap: 0.5rem;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      button {
        padding: 0.3rem 0.7rem;
        cursor: pointer;
      }
      textarea {
        width: 100%;
        box-sizing: border-box;
        min-height: 14rem;
        font-family: ui-monospace, monospace;
        font-size: 0.8rem;
        white-space: pre-wrap;
        overflow-wrap: anywhere;
        overflow-x: hidden;
      }
      iframe {
        width: 100%;
        box-sizing: border-box;
        height: 18rem;
        border: 1px solid #3a4570;
        border-radius: 5px;
        background: #0f1530;
      }
      .copied {
        color: var(--good, #8fd18f);
      }
    `,
  ];

  @property({ attribute: false }) accessor subject: ReportSubject | null = null;
  @state() private accessor format: 'bbcode' | 'markdown' = 'bbcode';
  @state() private accessor exportPart: (typeof PARTS)[number][0] = 'standings';
  @state() private accessor text = '';
  /** The same export as HTML, for the preview. */
  @state() private accessor preview = '';
  @state() private accessor copied = false;
  @state() private accessor problem = '';

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('subject') || changed.has('format') || changed.has('exportPart'))
      void this.load();
  }

  private async load(): Promise<void> {
    const subject = this.subject;
    if (!subject) return;
    this.copied = false;
    try {
      const get = (format: string) =>
        subject.kind === 'tournament'
          ? tournamentExport(subject.id, format, this.exportPart)
          : battleReport(subject.gameId, format);
      [this.text, this.preview] = await Promise.all([get(this.format), get('html')]);
      this.problem = '';
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private async copy(): Promise<void> {
    await copyText(this.text, this.renderRoot.querySelector('textarea'));
    this.copied = true;
  }

  override render() {
    const subject = this.subject;
    if (!subject) return html``;
    return html`<div class="bar" role="group" aria-label="Export">
        ${(['bbcode', 'markdown'] as const).map(
          (f) =>
            html`<button
              aria-pressed=${this.format === f}
              data-testid="format-${f}"
              @click=${() => (this.format = f)}
            >
              ${f === 'bbcode' ? 'BBCode' : 'Markdown'}
            </button>`,
        )}
        ${
          subject.kind === 'tournament'
            ? PARTS.map(
                ([p, label]) =>
                  html`<button
                    aria-pressed=${this.exportPart === p}
                    data-testid="part-${p}"
                    @click=${() => (this.exportPart = p)}
                  >
                    ${label}
                  </button>`,
              )
            : html`<span>Battle report: ${subject.label}</span>`
        }
        <button data-testid="copy-report" @click=${() => void this.copy()}>
          ${this.copied ? html`<span class="copied">Copied</span>` : 'Copy'}
        </button>
      </div>
      ${this.problem ? html`<p role="alert">${this.problem}</p>` : ''}
      <textarea
        readonly
        data-testid="report-text"
        aria-label="Text to paste"
        .value=${this.text}
      ></textarea>
      <details open>
        <summary>Preview</summary>
        <iframe
          sandbox=""
          title="Preview of the export"
          data-testid="report-preview"
          .srcdoc=${PREVIEW_STYLE + this.preview}
        ></iframe>
      </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'report-preview': ReportPreview;
  }
}
