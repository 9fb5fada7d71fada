import { facingAt, neighbor } from '../hex/facing.js';
import { distance, type Hex } from '../hex/hex.js';
import { inBounds, type MapBounds } from '../hex/map.js';

/**
 * Hex geometry of Star Cruiser Lite: facings 0–5 (0 towards the top edge, then clockwise, as
 * `hex/facing.ts`), the four 90° fire sectors and the aft quadrant used by detection.
 */

/** The four 90° sectors of the seed: Forward, Port, Starboard, Aft. */
export const ARCS = ['F', 'P', 'S', 'A'] as const;

/** One of {@link ARCS}. */
export type Arc = (typeof ARCS)[number];

/** The hex one step from `h` in direction 0–5. */
export function step(h: Hex, direction: number): Hex {
  const n = neighbor(h, facingAt(direction));
  return { q: n.q, r: n.r };
}

/** A direction turned by `by` hexsides (positive clockwise), in 0–5. */
export function turn(direction: number, by: number): number {
  return (((direction + by) % 6) + 6) % 6;
}

/** Rotates an axial vector 60° counter-clockwise `times` times (exactly, in cube coordinates). */
function rotateBack(q: number, r: number, times: number): { q: number; r: number } {
  let a = q;
  let b = r;
  for (let i = 0; i < ((times % 6) + 6) % 6; i += 1) {
    const s = -a - b;
    [a, b] = [-s, -a];
  }
  return { q: a + 0, r: b + 0 };
}

/**
 * The sector of a unit at `from`, facing `facing`, in which `to` lies; `null` for its own hex.
 * The sectors are true 90° quadrants centred on the facing: a hex is Forward when the bearing to
 * its centre is within 45° of the facing, Aft within 45° of the opposite, else Starboard (right)
 * or Port (left). No hex centre lies exactly on a 45° line, so every other hex has one sector.
 * Computed in integers: after rotating the facing to 0, the centre lies at x = 1.5q and
 * y = −(√3/2)(2r + q); with a = −(2r + q), Forward is a > 0 and a² > 3q².
 */
export function arcOf(from: Hex, facing: number, to: Hex): Arc | null {
  if (from.q === to.q && from.r === to.r) return null;
  const v = rotateBack(to.q - from.q, to.r - from.r, facing);
  const a = -(2 * v.r + v.q);
  if (a * a > 3 * v.q * v.q) return a > 0 ? 'F' : 'A';
  return v.q > 0 ? 'S' : 'P';
}

/** Range in hexes (the seed's "every hex between"). */
export const range = distance;

/** True when the hex is on the map. */
export function onMap(map: MapBounds, h: Hex): boolean {
  return inBounds(map, h);
}

/** The direction (0–5) from `from` whose neighbour is nearest `goal`; ties to the lowest. */
export function directionToward(from: Hex, goal: Hex): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let d = 0; d < 6; d += 1) {
    const dist = distance(step(from, d), goal);
    if (dist < bestDistance) {
      best = d;
      bestDistance = dist;
    }
  }
  return best;
}
