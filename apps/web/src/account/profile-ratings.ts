import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatRating, type ProfileRating } from '@broadside/protocol';
import { panelStyles } from '../ui/panel-styles.js';

const WIDTH = 320;
const HEIGHT = 150;
/** Room for the rating labels on the left and the game numbers below. */
const LEFT = 40;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 30;

/** Round tick values at most five apart steps, covering `min`..`max`. */
export function ticks(min: number, max: number, most = 5): number[] {
  const span = Math.max(1, max - min);
  const steps = [1, 2, 5, 10, 25, 50, 100, 200, 250, 500, 1000];
  const step = steps.find((s) => span / s <= most - 1) ?? 1000;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) out.push(v);
  return out;
}

/**
 * The rating history of one ruleset as a line chart with axes: the rating after each rated game
 * (from 1500 before the first, game 0) on the y axis, the game number on the x axis, with a band
 * of ± one rating deviation.
 */
function chart(r: ProfileRating) {
  const points = [{ rating: 1500, deviation: 350 }, ...r.history];
  const min = Math.min(...points.map((p) => p.rating - p.deviation));
  const max = Math.max(...points.map((p) => p.rating + p.deviation));
  const games = points.length - 1;
  const x = (i: number) => LEFT + (i * (WIDTH - LEFT - RIGHT)) / Math.max(1, games);
  const y = (v: number) =>
    HEIGHT - BOTTOM - ((v - min) * (HEIGHT - TOP - BOTTOM)) / Math.max(1, max - min);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  const band = [
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating + p.deviation).toFixed(1)}`),
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating - p.deviation).toFixed(1)}`).reverse(),
  ].join(' ');
  const bottom = HEIGHT - BOTTOM;
  return html`<svg
    viewBox="0 0 ${WIDTH} ${HEIGHT}"
    width=${WIDTH}
    height=${HEIGHT}
    role="img"
    aria-label="${r.ruleset} rating after each rated game"
    data-testid="rating-chart-${r.ruleset}"
  >
    ${svg`<g class="axis" data-testid="rating-axis-y">
        ${ticks(min, max).map(
          (v) => svg`<line x1=${LEFT} x2=${WIDTH - RIGHT} y1=${y(v)} y2=${y(v)} class="grid"></line>
            <text x=${LEFT - 4} y=${y(v) + 3.5} text-anchor="end">${v}</text>`,
        )}
      </g>
      <g class="axis" data-testid="rating-axis-x">
        <line x1=${LEFT} x2=${WIDTH - RIGHT} y1=${bottom} y2=${bottom}></line>
        ${ticks(0, games).map(
          (i) => svg`<line x1=${x(i)} x2=${x(i)} y1=${bottom} y2=${bottom + 4}></line>
            <text x=${x(i)} y=${bottom + 14} text-anchor="middle">${i}</text>`,
        )}
        <text x=${(LEFT + WIDTH - RIGHT) / 2} y=${HEIGHT - 2} text-anchor="middle">rated games</text>
      </g>
      <polygon points=${band} fill="rgba(122, 162, 247, 0.18)"></polygon>
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
      .axis text {
        font-size: 11px;
        fill: var(--muted, #9aa4c7);
      }
      .axis line {
        stroke: #3a4570;
      }
      .axis line.grid {
        stroke: #26304f;
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
            <figcaption>
              ${r.ruleset}: rating (y) after each rated game (x), ± one deviation
            </figcaption>
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
