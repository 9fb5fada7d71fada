import { formatRating, PROVISIONAL_DEVIATION } from '@broadside/protocol';
import type { RulesetDescription } from '@broadside/rules';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { listRulesets } from '../net/api.js';
import { fieldStyles, panelStyles } from '../ui/panel-styles.js';
import { pageStyles, tableStyles } from '../ui/page-styles.js';
import { leaderboard, type LeaderboardLine } from './api.js';

/** `#/leaderboard/<ruleset>`: the Glicko-2 ratings of one ruleset, highest first. */
@customElement('leaderboard-page')
export class LeaderboardPage extends LitElement {
  static override styles = [
    panelStyles,
    pageStyles,
    tableStyles,
    fieldStyles,
    css`
      :host {
        --page-width: 48rem;
      }
      .scroll {
        overflow-x: auto;
        max-width: 100%;
      }
    `,
  ];

  /** The ruleset in the URL; the first hosted one when empty. */
  @property() accessor ruleset = '';
  @state() private accessor rulesets: readonly RulesetDescription[] = [];
  @state() private accessor lines: readonly LeaderboardLine[] | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void listRulesets().then((list) => {
      this.rulesets = list;
      if (!this.ruleset) this.ruleset = list[0]?.id ?? '';
    });
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('ruleset') && this.ruleset)
      void leaderboard(this.ruleset).then((l) => (this.lines = l));
  }

  override render() {
    return html`<section class="panel">
      <h2>Leaderboard</h2>
      <label
        >Ruleset
        <select
          data-testid="leaderboard-ruleset"
          @change=${(e: Event) =>
            (location.hash = `#/leaderboard/${(e.target as HTMLSelectElement).value}`)}
        >
          ${this.rulesets.map(
            (r) =>
              html`<option value=${r.id} ?selected=${r.id === this.ruleset}>${r.name}</option>`,
          )}
        </select>
      </label>
      ${
        this.lines === null
          ? html`<p>Loading…</p>`
          : this.lines.length === 0
            ? html`<p>No rated games in this ruleset yet.</p>`
            : html`<div class="scroll" data-scrolls-sideways>
                <table data-testid="leaderboard">
                  <thead>
                    <tr>
                      <th>#</th>
                      <th>Player</th>
                      <th>Rating</th>
                      <th>Deviation</th>
                      <th>Games</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${this.lines.map(
                      (l) =>
                        html`<tr>
                          <td>${l.rank}</td>
                          <td>${l.label}</td>
                          <td>${formatRating(l.rating, l.deviation)}</td>
                          <td>±${Math.round(l.deviation)}</td>
                          <td>${l.games}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>
              </div>`
      }
      <p>
        Glicko-2 ratings (τ 0.5; one rating period per game), from rated tournament games. A new
        player starts at 1500 ± 350; a rating with a deviation above ${PROVISIONAL_DEVIATION} is
        provisional, marked "?".
      </p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'leaderboard-page': LeaderboardPage;
  }
}
