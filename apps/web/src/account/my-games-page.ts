import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { MyGame } from '@broadside/protocol';
import { panelStyles } from '../ui/panel-styles.js';
import { pageStyles } from '../ui/page-styles.js';
import { sideStyle } from '../ui/sides.js';
import { loadAccount, myGames } from '../net/account.js';
import { groupMyGames, outcomeText, timeLeftText } from './my-games-order.js';

/** How often the list is fetched again while the page is open. */
const REFRESH_MS = 15_000;

/**
 * `#/my`, the first page a signed-in player sees: games where it is my move (least time left
 * first), then my other live or open games and invitations, then finished games.
 */
@customElement('my-games-page')
export class MyGamesPage extends LitElement {
  static override styles = [
    panelStyles,
    pageStyles,
    css`
      :host {
        --page-width: 56rem;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
      li a {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.8rem;
        align-items: center;
        padding: 0.5rem 0.7rem;
        border: 1px solid #263056;
        border-radius: 6px;
        color: var(--text);
        text-decoration: none;
      }
      li a:hover,
      li a:focus-visible {
        border-color: var(--accent);
      }
      .title {
        font-weight: 600;
        flex: 1 1 12rem;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .badge {
        background: var(--accent);
        color: #0b1020;
        border-radius: 4px;
        padding: 0.1rem 0.45rem;
        font-weight: 600;
        font-size: 0.85rem;
      }
      .swatch {
        display: inline-block;
        width: 0.6em;
        height: 0.6em;
        margin-right: 0.25em;
      }
      .players {
        color: var(--muted);
        font-size: 0.9rem;
      }
      .time {
        font-variant-numeric: tabular-nums;
      }
    `,
  ];

  @state() private accessor games: readonly MyGame[] | null = null;
  @state() private accessor signedOut = false;
  @state() private accessor problem = '';
  private timer: ReturnType<typeof setInterval> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) clearInterval(this.timer);
  }

  private async refresh(): Promise<void> {
    const me = await loadAccount();
    if (!me.user) {
      this.signedOut = true;
      return;
    }
    try {
      this.games = await myGames();
      this.problem = '';
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  override render() {
    if (this.signedOut)
      return html`<section class="panel">
        <h2>My games</h2>
        <p><a href="#/account">Sign in</a> to see your games here.</p>
      </section>`;
    if (!this.games) return html`<p class="muted">Loading your games…</p>`;
    const groups = groupMyGames(this.games);
    return html`${this.problem ? html`<p class="muted">${this.problem}</p>` : nothing}
      <section class="panel" data-testid="my-move">
        <h2>My move</h2>
        ${this.list(groups.myMove, 'Nothing waits for you.')}
      </section>
      <section class="panel" data-testid="my-live">
        <h2>Invitations and other live games</h2>
        ${this.list(groups.live, 'No other games under way.')}
      </section>
      <section class="panel" data-testid="my-finished">
        <h2>Finished</h2>
        ${this.list(groups.finished, 'No finished games yet.')}
      </section>
      <p class="muted"><a href="#/">Lobby</a>: create a game, or join one.</p>`;
  }

  private list(games: readonly MyGame[], empty: string) {
    if (games.length === 0) return html`<p class="muted">${empty}</p>`;
    return html`<ul>
      ${games.map((g) => this.item(g))}
    </ul>`;
  }

  private item(g: MyGame) {
    const finished = g.game.status === 'finished';
    const href = finished ? `#/replay/${g.game.id}` : `#/game/${g.game.id}`;
    const state = g.myMove
      ? html`<span class="badge">Your move</span>${
            g.timeLeftMs === null
              ? nothing
              : html`<span class="time" data-testid="time-left"
                  >${timeLeftText(g.timeLeftMs)} left</span
                >`
          }`
      : g.invited && !finished
        ? html`<span class="badge">Invited: take your seat</span>`
        : finished
          ? html`<span>${outcomeText(g)}</span>`
          : html`<span class="muted"
              >${g.game.status === 'open' ? 'waiting for players' : 'their move'}</span
            >`;
    return html`<li data-testid="my-game-${g.game.id}">
      <a href=${href}>
        <span class="title">${g.game.title}</span>
        ${state}
        <span class="players"
          >${g.game.seats.map(
            (p, i) =>
              html`${i > 0 ? ' vs ' : ''}<span
                  class="swatch"
                  style="background:${sideStyle(p.seat).colour}"
                ></span
                >${p.name}${p.seat === g.seat ? ' (you)' : ''}`,
          )}</span
        >
      </a>
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'my-games-page': MyGamesPage;
  }
}
