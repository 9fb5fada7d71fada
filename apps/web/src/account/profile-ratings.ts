import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ProfileRating } from '@broadside/protocol';
import { panelStyles } from '../ui/panel-styles.js';

/**
 * RATINGS SLOT of the profile page: the player's rating per ruleset and its history. The
 * server fills `ratings` of `GET /api/users/{username}` (empty until the ratings module rates
 * a game); the tournaments work owns how they are drawn and may replace this element's body
 * (a history chart) without touching the profile page.
 */
@customElement('profile-ratings')
export class ProfileRatings extends LitElement {
  static override styles = [
    panelStyles,
    css`
      table {
        border-collapse: collapse;
      }
      td,
      th {
        padding: 0.2rem 0.6rem 0.2rem 0;
        text-align: left;
      }
    `,
  ];

  /** The ratings, one per ruleset. */
  @property({ attribute: false }) accessor ratings: readonly ProfileRating[] = [];

  override render() {
    if (this.ratings.length === 0)
      return html`<p class="muted" data-testid="no-ratings">No rated games yet.</p>`;
    return html`<table data-testid="ratings">
      <tr>
        <th>Ruleset</th>
        <th>Rating</th>
        <th>Deviation</th>
        <th>Periods</th>
      </tr>
      ${this.ratings.map(
        (r) =>
          html`<tr>
            <td>${r.ruleset}</td>
            <td>${Math.round(r.rating)}</td>
            <td>±${Math.round(r.deviation)}</td>
            <td>${r.history.length}</td>
          </tr>`,
      )}
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'profile-ratings': ProfileRatings;
  }
}
