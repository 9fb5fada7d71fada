import { LitElement, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { currentAccount, loadAccount, onAccountChange } from '../net/account.js';
import { panelStyles } from '../ui/panel-styles.js';
import { pageStyles, tableStyles } from '../ui/page-styles.js';
import { listTournaments, type TournamentSummary } from './api.js';
import './create-tournament-form.js';
import { FORMAT_WORDS, STATUS_WORDS } from './words.js';

/** `#/tournaments`: every tournament, newest first, and the form to create one. */
@customElement('tournaments-page')
export class TournamentsPage extends LitElement {
  static override styles = [panelStyles, pageStyles, tableStyles];

  @state() private accessor list: readonly TournamentSummary[] | null = null;
  @state() private accessor problem = '';
  @state() private accessor me = currentAccount();
  private unlisten: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.unlisten = onAccountChange((user) => (this.me = user));
    void loadAccount().then(() => (this.me = currentAccount()));
    listTournaments().then(
      (l) => (this.list = l),
      (e: unknown) => (this.problem = e instanceof Error ? e.message : String(e)),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unlisten?.();
  }

  override render() {
    return html`<section class="panel">
        <h2>Tournaments</h2>
        <p><a href="#/leaderboard">Leaderboards</a> · Glicko-2 ratings per ruleset</p>
        ${this.problem ? html`<p role="alert">${this.problem}</p>` : ''}
        ${
          this.list === null
            ? html`<p>Loading…</p>`
            : this.list.length === 0
              ? html`<p>No tournaments yet.</p>`
              : html`<table data-testid="tournament-list">
                  <thead>
                    <tr>
                      <th>Name</th>
                      <th>Format</th>
                      <th>Status</th>
                      <th>Players</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${this.list.map(
                      (t) =>
                        html`<tr>
                          <td><a href="#/tournaments/${t.id}">${t.name}</a></td>
                          <td>${FORMAT_WORDS[t.format]}</td>
                          <td>${STATUS_WORDS[t.status]}</td>
                          <td>${t.players} / ${t.maxPlayers}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
        }
      </section>
      <section class="panel">
        <h2>Organise a tournament</h2>
        ${
          this.me
            ? html`<create-tournament-form></create-tournament-form>`
            : html`<p><a href="#/account">Sign in</a> to organise one.</p>`
        }
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournaments-page': TournamentsPage;
  }
}
