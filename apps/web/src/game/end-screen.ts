import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { parseRecord, verifyRecord, type AnyRuleset, type GameRecord } from '@broadside/rules';
import type { GameTournament, RematchOffer, WireGameResult } from '@broadside/protocol';
import { routeHref } from '../app/routes.js';
import { overlayDialogStyles, panelStyles } from '../ui/panel-styles.js';
import { getGame, getRecord } from '../net/api.js';
import './rematch-panel.js';
import { playerName, withPlayerNames } from './player-names.js';

/**
 * The end of a battle: result and victory level, the revealed dice seed, an in-browser check
 * that every die came from that seed (the rules package's `verifyRecord`), export of the game
 * record, and a rematch offered to the other players, sides swapped (`<rematch-panel>`). A
 * tournament game offers no rematch: it links back to its tournament, which pairs the next game.
 *
 * @fires close - the player wants to look at the final map
 */
@customElement('end-screen')
export class EndScreen extends LitElement {
  static override styles = [
    panelStyles,
    overlayDialogStyles,
    css`
      :host {
        background: rgba(5, 8, 18, 0.55);
        /* Above a phone's side drawer. */
        z-index: 7;
      }
      .panel {
        box-sizing: border-box;
        width: min(34rem, 94vw);
        max-height: 100%;
        overflow-y: auto;
      }
      .result {
        font-size: 1.2rem;
        font-weight: 600;
      }
      code.seed {
        display: block;
        word-break: break-all;
        font-size: 0.78rem;
        color: var(--muted);
      }
      .ok {
        color: var(--ok);
      }
      /* The way back to a tournament, as prominent as the rematch it replaces. */
      a.primary {
        display: block;
        width: fit-content;
        margin-top: 0.5rem;
        padding: 0.45rem 0.8rem;
        border-radius: 4px;
        background: var(--accent);
        color: #0b1020;
        font-weight: 600;
        text-decoration: none;
      }
    `,
  ];

  /** The game's result. */
  @property({ attribute: false }) accessor result: WireGameResult | null = null;
  /** The game (for its record). */
  @property() accessor gameId = '';
  /** The seat this browser played, for the rematch. */
  @property({ attribute: false }) accessor seat: string | null = null;
  /** The rematch a player offered, once there is one (from the session). */
  @property({ attribute: false }) accessor rematch: RematchOffer | null = null;
  /** The game's rules, to verify the record's dice and replay. */
  @property({ attribute: false }) accessor rules: AnyRuleset | null = null;

  @state() private accessor record: GameRecord | null = null;
  @state() private accessor recordJson: unknown = null;
  @state() private accessor verdict: { ok: boolean; text: string } | null = null;
  @state() private accessor error = '';
  /** The tournament board of this game: undefined while asked, null for a game outside any. */
  @state() private accessor tournament: GameTournament | null | undefined = undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadRecord();
    void this.loadTournament();
  }

  private async loadTournament(): Promise<void> {
    if (!this.gameId) {
      this.tournament = null;
      return;
    }
    try {
      this.tournament = (await getGame(this.gameId)).tournament ?? null;
    } catch {
      // Without the summary, the game is taken for a friendly one: the rematch stays offered.
      this.tournament = null;
    }
  }

  /** A tournament game's way back to its event; the rematch of any other game (once known). */
  private renderNext() {
    const t = this.tournament;
    if (t === undefined) return nothing;
    if (t === null)
      return html`<rematch-panel
        .gameId=${this.gameId}
        .seat=${this.seat}
        .offer=${this.rematch}
      ></rematch-panel>`;
    return html`<p class="tournament" data-testid="end-tournament">
      Round ${t.round}, board ${t.board} of ${t.name}. Its result counts in the standings.
      <a
        class="primary"
        data-testid="end-tournament-link"
        href=${routeHref({ page: 'tournament', tournamentId: t.id })}
        >Back to ${t.name}</a
      >
    </p>`;
  }

  private async loadRecord(): Promise<void> {
    if (!this.gameId) return;
    try {
      this.recordJson = await getRecord(this.gameId);
      const parsed = parseRecord(this.recordJson);
      if (parsed.ok) this.record = parsed.value;
      else this.error = parsed.error.message;
    } catch (e) {
      this.error = `The record is not available yet: ${String(e)}`;
    }
  }

  private verify(): void {
    if (!this.record) return;
    if (!this.rules) return;
    const checked = verifyRecord(this.record, { [this.rules.id]: this.rules });
    this.verdict = checked.ok
      ? {
          ok: true,
          text: `Verified: ${checked.value.dice} dice re-derived from the seed over ${checked.value.entries} orders; the replay reaches the same result and state.`,
        }
      : { ok: false, text: `Verification failed: ${checked.error.message}` };
  }

  private exportRecord(): void {
    const blob = new Blob([JSON.stringify(this.recordJson, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `broadside-${this.gameId}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  override render() {
    const r = this.result;
    if (!r) return nothing;
    return html`<div
      class="panel"
      role="dialog"
      aria-labelledby="end-title"
      data-testid="end-screen"
    >
      <h2 id="end-title">Battle over</h2>
      <p class="result" data-testid="end-result">${withPlayerNames(r.summary)}</p>
      <p class="muted" data-testid="end-level">
        ${r.winners.length === 0 ? 'A draw.' : `Winner: ${r.winners.map(playerName).join(', ')}`}
        ${r.level ? ` · ${r.level} victory` : ''} · ${r.reason.replace('_', ' ')}
      </p>
      ${
        this.record
          ? html`<p>Dice seed (revealed now; its SHA-256 was published when the game began):</p>
              <code class="seed" data-testid="end-seed"
                >${this.record.dice.seed ?? 'not revealed'}</code
              >
              <p class="row">
                <button class="primary" data-testid="verify-dice" @click=${() => this.verify()}>
                  Verify dice
                </button>
                <button data-testid="export-record" @click=${() => this.exportRecord()}>
                  Export record
                </button>
                <a href="#/replay/${this.gameId}">Replay</a>
                <a href="#/verify?game=${encodeURIComponent(this.gameId)}">Verify a record</a>
              </p>`
          : html`<p class="muted">
              ${this.gameId ? this.error || 'Loading the game record…' : 'A practice game keeps no record.'}
            </p>`
      }
      ${
        this.verdict
          ? html`<p
              class=${this.verdict.ok ? 'ok' : 'error'}
              data-testid="verify-result"
              data-ok=${this.verdict.ok ? 'yes' : 'no'}
            >
              ${this.verdict.text}
            </p>`
          : nothing
      }
      ${this.renderNext()}
      <p class="row">
        <button @click=${() => this.dispatchEvent(new CustomEvent('close'))}>
          Look at the map
        </button>
        <a href="#/">Lobby</a>
      </p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'end-screen': EndScreen;
  }
}
