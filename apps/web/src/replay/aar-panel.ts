import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { panelStyles } from '../ui/panel-styles.js';

/** The formats the server writes the report in, with their tab names. */
const FORMATS = [
  ['bbcode', 'BBCode'],
  ['markdown', 'Markdown'],
  ['html', 'HTML'],
] as const;

type Format = (typeof FORMATS)[number][0];

/** What `GET /api/games/{id}/aar` answers. */
interface AarBody {
  readonly text: string;
  readonly frames: readonly string[];
  readonly gif: string;
}

async function fetchAar(gameId: string, format: Format): Promise<AarBody> {
  const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/aar?format=${format}`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`The report could not be made (HTTP ${res.status}).`);
  return (await res.json()) as AarBody;
}

/**
 * The after-action report of a finished game's replay (issue 33): folded until opened, then the
 * report as BBCode, Markdown or HTML with a Copy button, the animated replay and links to each
 * frame's picture, all at the URLs a forum post hotlinks.
 */
@customElement('aar-panel')
export class AarPanel extends LitElement {
  static override styles = [
    panelStyles,
    css`
      :host {
        display: block;
        max-height: 45vh;
        overflow: auto;
        border-bottom: 1px solid #263056;
      }
      details {
        padding: 0.4rem 0.8rem;
      }
      summary {
        cursor: pointer;
        font-weight: bold;
      }
      .tabs {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0.5rem 0;
      }
      .tabs button[aria-selected='true'] {
        outline: 2px solid #f2b134;
      }
      textarea {
        box-sizing: border-box;
        width: 100%;
        min-height: 10rem;
        font-family: ui-monospace, monospace;
        font-size: 0.8rem;
      }
      img {
        display: block;
        max-width: 100%;
        margin: 0.5rem 0;
      }
      .frames {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.6rem;
      }
    `,
  ];

  /** The finished game. */
  @property() accessor gameId = '';

  @state() private accessor format: Format = 'bbcode';
  @state() private accessor reports: Partial<Record<Format, AarBody>> = {};
  @state() private accessor error = '';
  @state() private accessor copied = false;

  private async show(format: Format): Promise<void> {
    this.format = format;
    this.copied = false;
    if (this.reports[format]) return;
    try {
      const body = await fetchAar(this.gameId, format);
      this.reports = { ...this.reports, [format]: body };
      this.error = '';
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  private async copy(text: string): Promise<void> {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    this.copied = true;
  }

  override render() {
    const report = this.reports[this.format];
    return html`<details
      data-testid="aar-panel"
      @toggle=${(e: Event) => {
        if ((e.target as HTMLDetailsElement).open) void this.show(this.format);
      }}
    >
      <summary>After-action report</summary>
      <div class="tabs" role="tablist">
        ${FORMATS.map(
          ([id, name]) =>
            html`<button
              role="tab"
              aria-selected=${this.format === id ? 'true' : 'false'}
              @click=${() => this.show(id)}
            >
              ${name}
            </button>`,
        )}
        ${
          report
            ? html`<button data-testid="aar-copy" @click=${() => this.copy(report.text)}>
                ${this.copied ? 'Copied' : 'Copy'}
              </button>`
            : nothing
        }
      </div>
      ${this.error ? html`<p role="alert">${this.error}</p>` : nothing}
      ${
        report
          ? html`<textarea
                readonly
                aria-label="Report"
                data-testid="aar-text"
                .value=${report.text}
              ></textarea>
              <img src=${report.gif} alt="Animated replay" loading="lazy" data-testid="aar-gif" />
              <div class="frames">
                ${report.frames.map(
                  (url, i) =>
                    html`<a href=${url} target="_blank" rel="noopener"
                      >${i === 0 ? 'Set-up' : `Frame ${i + 1}`}</a
                    >`,
                )}
                <a href=${report.gif} target="_blank" rel="noopener">GIF</a>
              </div>`
          : nothing
      }
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'aar-panel': AarPanel;
  }
}
