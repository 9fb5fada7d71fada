import { css, nothing, svg } from 'lit';
import { formatLabel } from '@broadside/rules';
import type { MapShot } from '@broadside/board-picture/map-data';
import { burstRadius, shotLine } from '@broadside/board-picture/pieces';
import { PLACER } from './map-layers.js';

/** How long one shot flies and bursts, in milliseconds. */
export const SHOT_MS = 600;
/** How much later each following shot of a batch starts. */
export const SHOT_STAGGER_MS = 120;
/** Shots after this many start together with the last staggered one, to keep it short. */
const MAX_STAGGERED = 6;

/** When shot `i` of a batch starts, in milliseconds. */
export function shotDelay(i: number): number {
  return Math.min(i, MAX_STAGGERED) * SHOT_STAGGER_MS;
}

/** How long a batch of `count` shots runs, in milliseconds (0 for none). */
export function shotsDuration(count: number): number {
  return count === 0 ? 0 : shotDelay(count - 1) + SHOT_MS;
}

/**
 * The shots being animated, above the counters and badges, never in the way of a click. Each
 * shot is a tracer line drawn from firer to target and then a burst on the target, staggered;
 * the line and the burst's size come from the board's drawing model, as in the story pictures.
 */
export function shotsLayer(shots: readonly MapShot[]) {
  if (shots.length === 0) return nothing;
  return svg`<g class="shots" data-testid="shots">${shots.map((s, i) => {
    const to = PLACER.at(s.to);
    const line = shotLine(s, PLACER);
    const hit = s.hit !== false;
    return svg`<g class="shot shot-${s.kind ?? 'beam'} ${hit ? 'hit' : 'miss'}" data-testid="shot-tracer"
        data-to=${formatLabel(s.to)} style="--delay: ${shotDelay(i)}ms">
      ${
        line
          ? svg`<line class="tracer" x1=${line.x1} y1=${line.y1} x2=${line.x2} y2=${line.y2} pathLength="1"></line>`
          : nothing
      }
      <circle class="burst" cx=${to.x} cy=${to.y} r=${burstRadius(PLACER.size, hit)}></circle>
    </g>`;
  })}</g>`;
}

/**
 * The shots' styles: the tracer draws itself in the first 40 % and fades, the burst swells on
 * the target after it. Both wait for the shot's `--delay`.
 */
export const shotStyles = css`
  .shots {
    pointer-events: none;
  }
  .shot .tracer {
    fill: none;
    stroke: #fff1b8;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-dasharray: 1;
    stroke-dashoffset: 1;
    filter: drop-shadow(0 0 3px #f2b134);
    animation: shot-tracer ${SHOT_MS}ms ease-out var(--delay, 0ms) both;
  }
  .shot-missile .tracer {
    stroke: #ff9f43;
    stroke-width: 2.5;
    filter: drop-shadow(0 0 3px #e5484d);
  }
  .shot .burst {
    fill: rgba(255, 176, 59, 0.85);
    stroke: #fff1b8;
    stroke-width: 2;
    transform-box: fill-box;
    transform-origin: center;
    animation: shot-burst ${SHOT_MS}ms ease-out var(--delay, 0ms) both;
  }
  .shot.miss .burst {
    fill: none;
    stroke: #9aa3bd;
    stroke-dasharray: 4 3;
  }
  @keyframes shot-tracer {
    0% {
      stroke-dashoffset: 1;
      opacity: 1;
    }
    40% {
      stroke-dashoffset: 0;
      opacity: 1;
    }
    100% {
      stroke-dashoffset: 0;
      opacity: 0;
    }
  }
  @keyframes shot-burst {
    0%,
    35% {
      transform: scale(0);
      opacity: 0;
    }
    50% {
      transform: scale(0.6);
      opacity: 1;
    }
    100% {
      transform: scale(1.15);
      opacity: 0;
    }
  }
`;
