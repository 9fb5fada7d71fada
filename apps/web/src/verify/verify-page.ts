import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameRecord } from '@broadside/rules';
import { getRecord, getServerKey } from '../net/api.js';
import { keptFingerprint } from '../net/fingerprints.js';
import { loadWebRuleset } from '../rulesets/registry.js';
import { panelStyles } from '../ui/panel-styles.js';
import { checkRecord, readRecord, type CheckLine } from './record-check.js';

const MARK = { true: '✓', false: '✗', null: '–' } as const;

/**
 * "Verify a record": drop or paste a game record (or fetch a finished game's record from this
 * server by its id) and check, in the browser and offline, the seed against its commitment,
 * every die and order, the hash chain against the fingerprint this browser kept while playing,
 * and the server's signature against its public key.
 */
@customElement('verify-page')
export class VerifyPage extends LitElement {
  static override styles = [
    panelStyles,
    css`
      :host {
        display: block;
        max-width: 46rem;
        margin: 0 auto;
        padding: 1rem;
        box-sizing: border-box;
      }
      textarea,
      input[type='text'] {
        box-sizing: border-box;
        width: 100%;
        font-family: monospace;
      }
      textarea {
        min-height: 6rem;
      }
      .drop {
        border: 2px dashed #3a4680;
        border-radius: 8px;
        padding: 1rem;
        text-align: center;
      }
      .drop input[type='file'] {
        max-width: 100%;
      }
      .drop.over {
        border-color: var(--accent, #7aa2ff);
      }
      ol {
        padding-left: 0;
        list-style: none;
      }
      li {
        margin: 0.4rem 0;
        word-break: break-word;
      }
      .ok {
        color: var(--ok);
      }
      .bad {
        color: var(--danger, #ff7a7a);
      }
      label {
        display: block;
        margin-top: 0.7rem;
      }
    `,
  ];

  /** A game id to fetch the record of at once (`#/verify?game=<id>`). */
  @property() accessor gameId = '';

  @state() private accessor record: GameRecord | null = null;
  @state() private accessor fingerprint = '';
  @state() private accessor publicKey = '';
  @state() private accessor lines: readonly CheckLine[] = [];
  @state() private accessor over = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void getServerKey()
      .then((key) => {
        if (!this.publicKey) this.publicKey = key;
      })
      .catch(() => undefined);
    if (this.gameId) void this.fetchRecord(this.gameId);
  }

  private async fetchRecord(id: string): Promise<void> {
    try {
      this.take(JSON.stringify(await getRecord(id.trim())));
    } catch (error) {
      this.lines = [
        { id: 'record', ok: false, text: `No record for game "${id}": ${String(error)}` },
      ];
    }
  }

  /** Reads record text and fills in the fingerprint this browser kept for that game. */
  private take(text: string): void {
    const read = readRecord(text);
    if ('error' in read) {
      this.record = null;
      this.lines = [read.error];
      return;
    }
    this.record = read.record;
    const kept = read.record.game.id ? keptFingerprint(localStorage, read.record.game.id) : null;
    if (kept) this.fingerprint = kept.head;
    this.lines = [];
  }

  private async readFile(file: File | undefined): Promise<void> {
    if (file) this.take(await file.text());
  }

  private async check(): Promise<void> {
    const record = this.record;
    if (!record) return;
    const web = await loadWebRuleset(record.ruleset.id);
    this.lines = checkRecord(record, {
      rules: web?.rules ?? null,
      fingerprint: this.fingerprint,
      publicKey: this.publicKey,
    });
  }

  private drop(e: DragEvent): void {
    e.preventDefault();
    this.over = false;
    void this.readFile(e.dataTransfer?.files[0]);
  }

  override render() {
    const value = (e: Event) => (e.target as HTMLInputElement).value;
    const record = this.record;
    return html`<h2>Verify a record</h2>
      <p class="muted">
        Everything is checked here in your browser: the dice seed against the commitment published
        at the start, every die and order by replaying the game, the game's fingerprint against the
        one your browser kept while you played, and the server's signature.
      </p>
      <div
        class="drop ${this.over ? 'over' : ''}"
        @dragover=${(e: DragEvent) => {
          e.preventDefault();
          this.over = true;
        }}
        @dragleave=${() => (this.over = false)}
        @drop=${(e: DragEvent) => this.drop(e)}
      >
        Drop a record file here, or
        <input
          type="file"
          accept="application/json,.json"
          data-testid="verify-file"
          @change=${(e: Event) => void this.readFile((e.target as HTMLInputElement).files?.[0])}
        />
      </div>
      <label
        >…or paste it:
        <textarea data-testid="verify-paste" @input=${(e: Event) => this.take(value(e))}></textarea>
      </label>
      <label
        >…or fetch a finished game's record from this server by its id:
        <input
          type="text"
          data-testid="verify-game-id"
          placeholder="game id"
          @change=${(e: Event) => void this.fetchRecord(value(e))}
        />
      </label>
      ${
        record
          ? html`<p data-testid="verify-loaded">
              Record of game <code>${record.game.id ?? '(no id)'}</code>, ${record.ruleset.id}
              ${record.ruleset.version}, ${record.entries.length} entries.
            </p>`
          : nothing
      }
      <label
        >The fingerprint you kept (filled in when this browser played or watched the game):
        <input
          type="text"
          data-testid="verify-fingerprint"
          .value=${this.fingerprint}
          @input=${(e: Event) => (this.fingerprint = value(e))}
        />
      </label>
      <label
        >The server's public key (this server's, from <code>/api/keys</code>, unless you paste
        another):
        <input
          type="text"
          data-testid="verify-key"
          .value=${this.publicKey}
          @input=${(e: Event) => (this.publicKey = value(e))}
        />
      </label>
      <p>
        <button
          class="primary"
          data-testid="verify-check"
          ?disabled=${!record}
          @click=${() => void this.check()}
        >
          Verify
        </button>
      </p>
      <ol data-testid="verify-lines">
        ${this.lines.map(
          (l) =>
            html`<li
              class=${l.ok === true ? 'ok' : l.ok === false ? 'bad' : 'muted'}
              data-check=${l.id}
              data-ok=${String(l.ok)}
            >
              ${MARK[String(l.ok) as 'true' | 'false' | 'null']} ${l.text}
            </li>`,
        )}
      </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'verify-page': VerifyPage;
  }
}
