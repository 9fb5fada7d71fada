import { facingAt, neighbor } from '../hex/facing.js';
import { distance, hexEquals, type Hex } from '../hex/hex.js';
import { hexToOffset, inBounds, type MapEdge } from '../hex/map.js';
import type { Body, OnepageMap } from './state.js';

/** The hex one step from `h` in direction 0–5 (0 up, then clockwise). */
export function step(h: Hex, direction: number): Hex {
  return neighbor(h, facingAt(direction));
}

/** The body in hex `h`, if any: bodies are impassable. */
export function bodyAt(map: OnepageMap, h: Hex): Body | undefined {
  return map.bodies.find((body) => hexEquals(body.hex, h));
}

/** True when the hex is on the map. */
export function onMap(map: OnepageMap, h: Hex): boolean {
  return inBounds(map, h);
}

/** The edge a hex just off the map lies beyond (columns first), or `null` on the map. */
export function edgeBeyond(map: OnepageMap, h: Hex): MapEdge | null {
  const { column, row } = hexToOffset(h);
  if (column > map.columns) return 'right';
  if (column < 1) return 'left';
  if (row < 1) return 'top';
  if (row > map.rows) return 'bottom';
  return null;
}

/**
 * The step toward `goal` from `from`: of the six neighbours that are not a body, the one nearest
 * `goal`; ties go to the lowest direction number (0 up, then clockwise). Returns the direction.
 */
export function stepToward(map: OnepageMap, from: Hex, goal: Hex): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let direction = 0; direction < 6; direction += 1) {
    const next = step(from, direction);
    if (bodyAt(map, next)) continue;
    const d = distance(next, goal);
    if (d < bestDistance) {
      best = direction;
      bestDistance = d;
    }
  }
  return best;
}
