import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles, pressedStyles } from '../ui/panel-styles.js';
import { battleReport, tournamentExport, tournamentTrfUrl } from './api.js';
import {
  downloadText,
  EXPORT_FORMATS,
  fileStem,
  TRF_HINT,
  type ExportFormatChoice,
} from './export-formats.js';

/**
 * What the preview shows: a part of the tournament (its name names the downloads; a Swiss also
 * offers its TRF file), or one game's battle report.
 */
export type ReportSubject =
  | {
      readonly kind: 'tournament';
      readonly id: string;
      readonly name?: string;
      readonly swiss?: boolean;
    }
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
export async function copyText(
  text: string,
  area: HTMLTextAreaElement | HTMLInputElement | null,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    area?.select();
    document.execCommand('copy');
  }
}

/**
 * A forum export with a preview and a copy button: every format the server writes (BBCode with
 * `[table]` or with the default tags only, Markdown, HTML, CSV), of the standings, pairings or
 * crosstable of a tournament, or of a game's battle report (BBCode, Markdown, HTML), each with a
 * line saying which forums it is for. CSV, and a Swiss's FIDE TRF file, download as files. The
 * button says "Copied" once the text is on the clipboard.
 *
 * The text is fetched again whenever `revision` changes: the page passes a key of the
 * tournament's data, so the box and Copy follow each refresh, adjudication and new round.
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
      .hint {
        margin: 0;
        font-size: 0.85rem;
        color: var(--muted, #9aa4c7);
      }
      a.download {
        color: var(--accent, #7aa2f7);
      }
    `,
  ];

  @property({ attribute: false }) accessor subject: ReportSubject | null = null;
  /** Changes whenever the tournament's data does; the export is fetched again then. */
  @property({ attribute: false }) accessor revision: unknown = null;
  @state() private accessor format: ExportFormatChoice['id'] = 'bbcode';
  @state() private accessor exportPart: (typeof PARTS)[number][0] = 'standings';
  @state() private accessor text = '';
  /** The same export as HTML, for the preview. */
  @state() private accessor preview = '';
  @state() private accessor copied = false;
  @state() private accessor problem = '';
  /** Counts loads, so that an answer overtaken by a newer load is dropped. */
  private loads = 0;

  override willUpdate(changed: Map<string, unknown>): void {
    // A game's battle report comes in fewer formats than the tables.
    if (changed.has('subject') && this.subject?.kind === 'game' && !this.choice().report)
      this.format = 'bbcode';
  }

  override updated(changed: Map<string, unknown>): void {
    if (['subject', 'format', 'exportPart', 'revision'].some((k) => changed.has(k)))
      void this.load();
  }

  private choice(): ExportFormatChoice {
    return EXPORT_FORMATS.find((f) => f.id === this.format) ?? EXPORT_FORMATS[0]!;
  }

  private get(format: string): Promise<string> {
    const subject = this.subject!;
    return subject.kind === 'tournament'
      ? tournamentExport(subject.id, format, this.exportPart)
      : battleReport(subject.gameId, format);
  }

  private async load(): Promise<void> {
    if (!this.subject) return;
    const load = ++this.loads;
    try {
      const [text, preview] = await Promise.all([this.get(this.format), this.get('html')]);
      if (load !== this.loads) return;
      if (text !== this.text) this.copied = false;
      [this.text, this.preview] = [text, preview];
      this.problem = '';
    } catch (e) {
      if (load === this.loads) this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  /** Downloads the part shown as a CSV file named after the tournament. */
  private async downloadCsv(): Promise<void> {
    const subject = this.subject;
    if (subject?.kind !== 'tournament') return;
    try {
      const text = await this.get('csv');
      downloadText(
        text,
        `${fileStem(subject.name ?? subject.id)}-${this.exportPart}.csv`,
        'text/csv',
      );
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private async copy(): Promise<void> {
    await copyText(this.text, this.renderRoot.querySelector('textarea'));
    this.copied = true;
  }

  /** The file downloads: CSV of the part shown, and a Swiss's TRF. */
  private downloads(subject: Extract<ReportSubject, { kind: 'tournament' }>) {
    return html`<button data-testid="download-csv" @click=${() => void this.downloadCsv()}>
        Download CSV
      </button>
      ${
        subject.swiss
          ? html`<a
              class="download"
              data-testid="download-trf"
              href=${tournamentTrfUrl(subject.id)}
              download="${fileStem(subject.name ?? subject.id)}.trf"
              title=${TRF_HINT}
              >Download TRF</a
            >`
          : ''
      }`;
  }

  override render() {
    const subject = this.subject;
    if (!subject) return html``;
    const formats = EXPORT_FORMATS.filter((f) => subject.kind === 'tournament' || f.report);
    return html`<div class="bar" role="group" aria-label="Export format">
        ${formats.map(
          (f) =>
            html`<button
              aria-pressed=${this.format === f.id}
              data-testid="format-${f.id}"
              title=${f.hint}
              @click=${() => (this.format = f.id)}
            >
              ${f.label}
            </button>`,
        )}
      </div>
      <p class="hint" data-testid="format-hint">${this.choice().hint}</p>
      <div class="bar" role="group" aria-label="Export">
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
        ${subject.kind === 'tournament' ? this.downloads(subject) : ''}
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
