import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { currentAccount, loadAccount, onAccountChange } from '../net/account.js';
import { panelStyles } from '../ui/panel-styles.js';
import { FORMAT_WORDS, STATUS_WORDS, formatDetails } from './words.js';
import { pageStyles, tableStyles } from '../ui/page-styles.js';
import { getTournament, tournamentAction, type BoardView, type TournamentView } from './api.js';
import './bracket-picture-link.js';
import './bracket-view.js';
import { stagePanels } from './stage-panels.js';
import './entries-panel.js';
import './organiser-tools.js';
import './report-preview.js';
import type { ReportSubject } from './report-preview.js';
import { crosstable, exportRevision, roundsTables, standingsTable } from './tournament-tables.js';
import type { RulesetDescription } from '@broadside/rules';
import { listRulesets } from '../net/api.js';
import { describeGame } from './round-setup.js';

/**
 * `#/tournaments/<id>`: a tournament's standings, pairings per round with links to the games,
 * crosstable, bracket (single elimination) and forum exports with a copy button; registration
 * and the organiser's start button. Refreshes every 15 seconds while it runs.
 */
@customElement('tournament-page')
export class TournamentPage extends LitElement {
  static override styles = [
    panelStyles,
    pageStyles,
    tableStyles,
    css`
      .scroll {
        overflow-x: auto;
        max-width: 100%;
      }
      .withdrawn {
        font-size: 0.85em;
        color: var(--muted, #9aa4c7);
      }
      abbr {
        text-decoration: none;
      }
      @media (max-width: 600px) {
        :host {
          padding: 0.5rem;
        }
        table {
          font-size: 0.85rem;
        }
      }
      .cross td,
      .cross th {
        text-align: center;
      }
      .cross td:nth-child(2),
      .cross th:nth-child(2) {
        text-align: left;
      }
      h3 small {
        font-weight: normal;
        color: var(--muted, #9aa4c7);
      }
      .note td {
        font-style: italic;
        color: var(--muted, #9aa4c7);
      }
      .actions {
        display: flex;
        gap: 0.5rem;
        flex-wrap: wrap;
      }
      button.link {
        background: none;
        border: none;
        color: var(--accent);
        text-decoration: underline;
        cursor: pointer;
        padding: 0;
      }
    `,
  ];

  @property() accessor tournamentId = '';
  @state() private accessor data: TournamentView | null = null;
  @state() private accessor problem = '';
  @state() private accessor me = currentAccount();
  @state() private accessor subject: ReportSubject | null = null;
  @state() private accessor rulesets: readonly RulesetDescription[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private unlisten: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.unlisten = onAccountChange((user) => (this.me = user));
    void loadAccount().then(() => (this.me = currentAccount()));
    void this.refresh();
    void listRulesets().then(
      (list) => (this.rulesets = list),
      () => undefined,
    );
    this.timer = setInterval(() => {
      if (this.data?.status !== 'finished') void this.refresh();
    }, 15_000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) clearInterval(this.timer);
    this.unlisten?.();
  }

  private async refresh(): Promise<void> {
    try {
      this.data = await getTournament(this.tournamentId);
      this.subject ??= this.tablesSubject(this.data);
      this.problem = '';
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private async act(action: 'register' | 'withdraw' | 'start'): Promise<void> {
    try {
      this.data = (await tournamentAction(this.tournamentId, action)).tournament;
      this.subject = this.tablesSubject(this.data);
      this.problem = '';
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  /** The export panel's subject for the tournament's tables. */
  private tablesSubject(t: TournamentView): ReportSubject {
    return { kind: 'tournament', id: t.id, name: t.name, swiss: t.format === 'swiss' };
  }

  private myId(t: TournamentView): number | null {
    return t.players.find((p) => p.username === this.me?.username)?.userId ?? null;
  }

  private actions(t: TournamentView) {
    if (!this.me) return html`<p><a href="#/account">Sign in</a> to register.</p>`;
    const mine = t.players.find((p) => p.username === this.me?.username);
    const organiser = t.organiserUsername === this.me.username;
    return html`<div class="actions">
      ${
        t.status === 'registration' && !mine
          ? html`<button data-testid="register" @click=${() => void this.act('register')}>
              Register
            </button>`
          : nothing
      }
      ${
        mine && !mine.withdrawn && t.status !== 'finished'
          ? html`<button data-testid="withdraw" @click=${() => void this.act('withdraw')}>
              Withdraw
            </button>`
          : nothing
      }
      ${
        organiser && t.status === 'registration'
          ? html`<button data-testid="start" @click=${() => void this.act('start')}>
              Start the tournament
            </button>`
          : nothing
      }
    </div>`;
  }

  private report(b: BoardView, label: string): void {
    if (b.gameId) this.subject = { kind: 'game', gameId: b.gameId, label };
  }

  /** Each round's game: scenario or "custom", budget, fleet choice (the last one repeats). */
  private games(t: TournamentView) {
    const games = Array.isArray(t.settings.games) ? t.settings.games : [t.settings.games];
    const about = (spec: unknown) =>
      describeGame(
        spec,
        this.rulesets.find((r) => r.id === (spec as { ruleset?: unknown } | null)?.ruleset),
      );
    if (games.length === 1)
      return html`<p data-testid="t-games">Every round: ${about(games[0])}</p>`;
    return html`<ul data-testid="t-games">
      ${games.map(
        (spec, i) =>
          html`<li>
            Round ${i + 1}${i === games.length - 1 ? ' and after' : ''}: ${about(spec)}
          </li>`,
      )}
    </ul>`;
  }

  override render() {
    const t = this.data;
    if (!t)
      return html`<section class="panel">
        <p>${this.problem || 'Loading the tournament…'}</p>
      </section>`;
    const rounds = t.totalRounds ? ` · ${t.rounds.length} of ${t.totalRounds} rounds` : '';
    return html`<section class="panel">
        <h2 data-testid="tournament-name">${t.name}</h2>
        <p>
          ${FORMAT_WORDS[t.format]}${formatDetails(t)} · ${STATUS_WORDS[t.status]}${rounds} ·
          ${t.players.length} of ${t.settings.maxPlayers}
          players${t.settings.rated ? ' · rated' : ''}
        </p>
        ${t.description ? html`<p>${t.description}</p>` : nothing} ${this.games(t)}
        ${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing} ${this.actions(t)}
      </section>
      <tournament-entries
        .tournament=${t}
        .me=${this.me?.username ?? null}
        @changed=${(e: CustomEvent<TournamentView>) => (this.data = e.detail)}
      ></tournament-entries>
      ${
        t.organiserUsername === this.me?.username
          ? html`<section class="panel" data-testid="organiser-tools">
              <h2>Organiser tools</h2>
              <organiser-tools
                .tournament=${t}
                @changed=${(e: CustomEvent<TournamentView>) => (this.data = e.detail)}
              ></organiser-tools>
            </section>`
          : nothing
      }
      <section class="panel">
        <h2>Standings</h2>
        <div class="scroll" data-scrolls-sideways>${standingsTable(t)}</div>
      </section>
      ${stagePanels(t)}
      ${
        // A two-stage event's playoff bracket is in its own panel (stagePanels).
        t.bracket && !t.stages && t.rounds.length > 0
          ? html`<section class="panel">
              <h2>Bracket</h2>
              <bracket-view .tournament=${t}></bracket-view>
              <bracket-picture-link .tournamentId=${t.id}></bracket-picture-link>
            </section>`
          : nothing
      }
      <section class="panel">
        <h2>Pairings</h2>
        ${
          t.rounds.length === 0
            ? html`<p>Round 1 is paired when the organiser starts the tournament.</p>`
            : roundsTables(t, this.myId(t), (b, label) => this.report(b, label))
        }
      </section>
      ${
        t.rounds.length > 0
          ? html`<section class="panel">
              <h2>Crosstable</h2>
              <div class="scroll" data-scrolls-sideways>${crosstable(t)}</div>
            </section>`
          : nothing
      }
      <section class="panel">
        <h2>For the forum</h2>
        ${
          this.subject?.kind === 'game'
            ? html`<button class="link" @click=${() => (this.subject = this.tablesSubject(t))}>
                Back to the tournament's tables
              </button>`
            : nothing
        }
        <report-preview .subject=${this.subject} .revision=${exportRevision(t)}></report-preview>
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-page': TournamentPage;
  }
}
