import { distance, type Hex } from '../hex/hex.js';
import { bodyAt, step } from './geometry.js';
import type { Body, OnepageMap } from './state.js';

/** The numeral of hex `h`: the strongest ring of any body at that distance (0: none). */
export function wellAt(map: OnepageMap, h: Hex): { body: Body; pull: number } | null {
  let found: { body: Body; pull: number } | null = null;
  for (const body of map.bodies) {
    const d = distance(body.hex, h);
    for (const ring of body.rings) {
      if (ring.distance === d && ring.pull > (found?.pull ?? 0)) found = { body, pull: ring.pull };
    }
  }
  return found;
}

/** Where a pull ends and the hexes it passes (excluding the start). */
export interface Pull {
  readonly body: Body;
  readonly pull: number;
  readonly to: Hex;
}

/**
 * The gravity pull on a unit that ended its movement in `h` (Movement: "the ship must be moved
 * towards the body that amount of hexes"). Applied once, never chained: the numeral of the hex
 * it lands in is not read again. Each step goes to the neighbour one hex nearer the body (ties:
 * the lowest direction number, 0 up then clockwise) and the pull stops in the hex next to the
 * body: nothing enters a body. `null` when the hex has no numeral or the pull moves nothing.
 */
export function gravityPull(map: OnepageMap, h: Hex): Pull | null {
  const well = wellAt(map, h);
  if (!well) return null;
  let at = h;
  for (let i = 0; i < well.pull && distance(at, well.body.hex) > 1; i += 1) {
    let next: Hex | null = null;
    for (let direction = 0; direction < 6 && next === null; direction += 1) {
      const candidate = step(at, direction);
      const nearer = distance(candidate, well.body.hex) === distance(at, well.body.hex) - 1;
      if (nearer && !bodyAt(map, candidate)) next = candidate;
    }
    if (next === null) break;
    at = next;
  }
  return at === h ? null : { body: well.body, pull: well.pull, to: at };
}
