import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatRating, type ProfileRating } from '@broadside/protocol';
import { panelStyles } from '../ui/panel-styles.js';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;

/**
 * The rating history of one ruleset as a small line chart: the rating after each rated game
 * (from 1500 before the first), with a band of ± one rating deviation.
 */
function chart(r: ProfileRating) {
  const points = [{ rating: 1500, deviation: 350 }, ...r.history];
  const lows = points.map((p) => p.rating - p.deviation);
  const highs = points.map((p) => p.rating + p.deviation);
  const min = Math.min(...lows);
  const max = Math.max(...highs);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, points.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - min) * (HEIGHT - 2 * PAD)) / Math.max(1, max - min);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  const band = [
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating + p.deviation).toFixed(1)}`),
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating - p.deviation).toFixed(1)}`).reverse(),
  ].join(' ');
  return html`<svg
    viewBox="0 0 ${WIDTH} ${HEIGHT}"
    width=${WIDTH}
    height=${HEIGHT}
    role="img"
    aria-label="${r.ruleset} rating after each rated game"
    data-testid="rating-chart-${r.ruleset}"
  >
    ${svg`<polygon points=${band} fill="rgba(122, 162, 247, 0.18)"></polygon>
      <polyline points=${line} fill="none" stroke="var(--accent, #f0b429)" stroke-width="2"></polyline>
      ${points.map((p, i) => svg`<circle cx=${x(i)} cy=${y(p.rating)} r="2.5" fill="var(--accent, #f0b429)"></circle>`)}`}
  </svg>`;
}

/**
 * RATINGS SLOT of the profile page: the player's Glicko-2 rating per ruleset (the server fills
 * `ratings` of `GET /api/users/{username}` from rated tournament games), each with a chart of
 * its history.
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
      svg {
        max-width: 100%;
        height: auto;
        background: #141c33;
        border-radius: 4px;
      }
      figure {
        margin: 0.5rem 0;
      }
      figcaption {
        font-size: 0.85rem;
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
          <th>Games</th>
        </tr>
        ${this.ratings.map(
          (r) =>
            html`<tr>
              <td>${r.ruleset}</td>
              <td>${formatRating(r.rating, r.deviation)}</td>
              <td>±${Math.round(r.deviation)}</td>
              <td>${r.games ?? r.history.length}</td>
            </tr>`,
        )}
      </table>
      ${this.ratings.map(
        (r) =>
          html`<figure>
            ${chart(r)}
            <figcaption>${r.ruleset}: rating after each rated game, ± one deviation</figcaption>
          </figure>`,
      )}
      <p class="muted">
        Glicko-2, τ 0.5, one rating period per game; see <a href="#/leaderboard">leaderboards</a>.
      </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'profile-ratings': ProfileRatings;
  }
}
