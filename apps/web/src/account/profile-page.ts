import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Profile } from '@broadside/protocol';
import { panelStyles } from '../ui/panel-styles.js';
import { pageStyles, tableStyles } from '../ui/page-styles.js';
import { profile } from '../net/account.js';
import './profile-ratings.js';

const OUTCOME_WORDS = { win: 'won', loss: 'lost', draw: 'draw' } as const;

/** `#/users/<name>`: a player's games with results, and a slot for their ratings. */
@customElement('profile-page')
export class ProfilePage extends LitElement {
  static override styles = [
    panelStyles,
    pageStyles,
    tableStyles,
    css`
      :host {
        --page-width: 56rem;
      }
      .won {
        color: var(--good, #8fd18f);
      }
      .lost {
        color: var(--bad);
      }
    `,
  ];

  /** The username in the URL. */
  @property() accessor username = '';
  @state() private accessor data: Profile | null = null;
  @state() private accessor problem = '';

  override connectedCallback(): void {
    super.connectedCallback();
    profile(this.username).then(
      (p) => (this.data = p),
      (e: unknown) => (this.problem = e instanceof Error ? e.message : String(e)),
    );
  }

  override render() {
    if (this.problem)
      return html`<section class="panel">
        <h2>${this.username}</h2>
        <p>${this.problem}</p>
      </section>`;
    const p = this.data;
    if (!p) return html`<p class="muted">Loading…</p>`;
    const finished = p.games.filter((g) => g.outcome !== null);
    const wins = finished.filter((g) => g.outcome === 'win').length;
    const draws = finished.filter((g) => g.outcome === 'draw').length;
    return html`<section class="panel">
        <h2 data-testid="profile-name">${p.user.displayName}</h2>
        <p class="muted">
          ${p.user.username} · playing since ${new Date(p.user.createdAt).toLocaleDateString()} ·
          ${finished.length} finished: ${wins} won, ${draws} drawn,
          ${finished.length - wins - draws} lost
        </p>
      </section>
      <section class="panel" data-testid="profile-ratings-slot">
        <h2>Rating</h2>
        <profile-ratings .ratings=${p.ratings}></profile-ratings>
      </section>
      <section class="panel">
        <h2>Games</h2>
        ${
          p.games.length === 0
            ? html`<p class="muted">No games yet.</p>`
            : html`<table data-testid="profile-games">
                <tr>
                  <th>Game</th>
                  <th>Players</th>
                  <th>Result</th>
                </tr>
                ${p.games.map(
                  (g) =>
                    html`<tr>
                      <td>
                        <a
                          href=${
                            g.game.status === 'finished'
                              ? `#/replay/${g.game.id}`
                              : `#/watch/${g.game.id}`
                          }
                          >${g.game.title}</a
                        >
                      </td>
                      <td>${g.game.seats.map((s) => s.name).join(' vs ')}</td>
                      <td class=${g.outcome ? OUTCOME_WORDS[g.outcome] : ''}>
                        ${g.outcome ? OUTCOME_WORDS[g.outcome] : g.game.status}
                        ${g.game.result?.level ? html`(${g.game.result.level})` : nothing}
                      </td>
                    </tr>`,
                )}
              </table>`
        }
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'profile-page': ProfilePage;
  }
}
