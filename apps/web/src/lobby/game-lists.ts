import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { GameStatus, GameSummary } from '@broadside/protocol';
import type { RulesetDescription } from '@broadside/rules';
import { findScenario, loadCatalog } from './catalog.js';
import { panelStyles } from '../ui/panel-styles.js';
import '../game/dice-commitment.js';
import { cancelGame, listGames } from '../net/api.js';
import { sayError } from '../game/refusal-text.js';
import { heldSeat, type HeldSeat } from '../net/seat-store.js';
import { claimSeat, joinableSeats } from './open-seats.js';
import { MAX_PLAYER_NAME, rememberName, rememberedName } from '../net/player-name.js';

const TABS: readonly { status: GameStatus; title: string; empty: string }[] = [
  { status: 'open', title: 'Open', empty: 'No game is waiting for players. Create one!' },
  { status: 'live', title: 'Live', empty: 'No public game is being played right now.' },
  { status: 'finished', title: 'Finished', empty: 'No finished game yet.' },
];

/**
 * The public games: open ones waiting for players (a "Join as …" button per free seat claims it
 * without an invite), live ones to watch (with spectator counts) and finished ones to replay.
 * Refreshes every few seconds.
 */
@customElement('game-lists')
export class GameLists extends LitElement {
  static override styles = [
    panelStyles,
    css`
      :host {
        display: block;
      }
      .tabs {
        display: flex;
        gap: 0.3rem;
        margin-bottom: 0.6rem;
      }
      li {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.4rem;
        padding: 0.45rem 0;
        border-bottom: 1px solid #263056;
        align-items: center;
      }
      .meta {
        font-size: 0.8rem;
        color: var(--muted);
      }
      .actions {
        justify-content: flex-end;
      }
      .field {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        margin-bottom: 0.5rem;
        font-size: 0.9rem;
      }
      .field input {
        flex: 1;
        padding: 0.25rem 0.4rem;
      }
    `,
  ];

  @state() private accessor tab: GameStatus = 'open';
  @state() private accessor games: Readonly<Record<GameStatus, readonly GameSummary[]>> = {
    open: [],
    live: [],
    finished: [],
  };
  @state() private accessor failed = false;
  /** The seat being claimed (`<game id>/<seat>`), while its request is on its way. */
  @state() private accessor joining = '';
  /** The name a seat claimed here is played under (shared with the create form). */
  @state() private accessor playerName = rememberedName(localStorage);
  @state() private accessor joinError = '';
  /** The stable code of the refusal shown (its `data-code`), or `''`. */
  @state() private accessor joinCode = '';
  /** The hosted rulesets, for scenario names. */
  @state() private accessor catalog: readonly RulesetDescription[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
    loadCatalog().then(
      (c) => (this.catalog = c),
      () => undefined,
    );
    this.timer = setInterval(() => void this.refresh(), 5000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) clearInterval(this.timer);
  }

  /** Reloads the three lists now. */
  async refresh(): Promise<void> {
    try {
      const [open, live, finished] = await Promise.all(TABS.map((t) => listGames(t.status)));
      this.games = { open: open ?? [], live: live ?? [], finished: finished ?? [] };
      this.failed = false;
    } catch {
      this.failed = true;
    }
  }

  /** Claims a free seat, then opens the game with it; a refusal is shown and the lists reloaded. */
  private async join(gameId: string, seat: string): Promise<void> {
    if (this.joining) return;
    this.joining = `${gameId}/${seat}`;
    this.joinError = '';
    try {
      location.hash = await claimSeat(localStorage, gameId, seat);
    } catch (e) {
      ({ text: this.joinError, code: this.joinCode } = sayError(e));
      void this.refresh();
    } finally {
      this.joining = '';
    }
  }

  /**
   * Cancels an open game this browser created, once the player confirms: it is deleted and
   * leaves the list; a refusal (the game started meanwhile, say) is shown.
   */
  private async cancel(gameId: string, mine: HeldSeat): Promise<void> {
    if (!confirm('Cancel this game? It is deleted, with its invites.')) return;
    this.joinError = '';
    try {
      await cancelGame(gameId, mine.token);
    } catch (e) {
      ({ text: this.joinError, code: this.joinCode } = sayError(e));
    }
    void this.refresh();
  }

  override render() {
    const tab = TABS.find((t) => t.status === this.tab) ?? TABS[0];
    const games = this.games[this.tab];
    return html`<h2>Games</h2>
      <div class="tabs" role="tablist">
        ${TABS.map(
          (t) =>
            html`<button
              role="tab"
              aria-selected=${t.status === this.tab}
              data-testid="tab-${t.status}"
              @click=${() => (this.tab = t.status)}
            >
              ${t.title} (${this.games[t.status].length})
            </button>`,
        )}
      </div>
      ${this.tab === 'open' && games.length > 0 ? this.renderNameField() : nothing}
      ${this.failed ? html`<p class="error">The server cannot be reached.</p>` : nothing}
      ${this.joinError ? html`<p class="error" role="alert" data-testid="join-error" data-code=${this.joinCode}>${this.joinError}</p>` : nothing}
      ${
        games.length === 0
          ? html`<p class="muted">${tab?.empty}</p>`
          : html`<ul class="plain" data-testid="games-${this.tab}">
              ${games.map((g) => this.renderGame(g))}
            </ul>`
      }`;
  }

  private renderNameField() {
    return html`<label class="field"
      >Your name
      <input
        data-testid="join-name"
        maxlength=${MAX_PLAYER_NAME}
        placeholder="shown to the other players"
        .value=${this.playerName}
        @input=${(e: Event) => {
          this.playerName = (e.target as HTMLInputElement).value;
          rememberName(localStorage, this.playerName);
        }}
    /></label>`;
  }

  private renderGame(g: GameSummary) {
    const scenario = findScenario(this.catalog, g.ruleset.id, g.scenario)?.name ?? g.scenario ?? '';
    const mine = heldSeat(localStorage, g.id);
    const seats = g.seats
      .map((s) => `${s.seat}: ${s.claimed ? s.name : 'open'}${s.online ? ' ●' : ''}`)
      .join(' · ');
    let action;
    if (mine && g.status !== 'finished') {
      action = html`<span class="row actions"
        ><a href="#/game/${g.id}"><button class="primary">Resume as ${mine.seat}</button></a>${
          mine.created && g.status === 'open'
            ? html`<button
                data-testid="cancel-${g.id}"
                @click=${() => void this.cancel(g.id, mine)}
              >
                Cancel game
              </button>`
            : nothing
        }</span
      >`;
    } else if (g.status === 'finished') {
      action = html`<a href="#/replay/${g.id}" data-testid="replay-${g.id}"
        ><button>Replay</button></a
      >`;
    } else {
      action = html`<span class="row actions"
        >${joinableSeats(g, mine).map(
          (seat) =>
            html`<button
              class="primary"
              data-testid="join-${g.id}-${seat}"
              ?disabled=${this.joining !== ''}
              @click=${() => void this.join(g.id, seat)}
            >
              Join as ${seat}
            </button>`,
        )}<a href="#/watch/${g.id}" data-testid="watch-${g.id}"><button>Watch</button></a></span
      >`;
    }
    return html`<li data-game=${g.id}>
      <div>
        <b>${g.title}</b> <span class="meta">${scenario}</span>
        <div class="meta">${seats}</div>
        <div class="meta">
          ${g.spectators} watching${g.result ? html` · ${g.result.summary}` : nothing}
          ${g.spectatorDelay.kind !== 'none' ? html` · spectator delay` : nothing}
          <dice-commitment
            .commitment=${g.commitment}
            .seeding=${g.seeding ?? null}
          ></dice-commitment>
        </div>
      </div>
      ${action}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'game-lists': GameLists;
  }
}
