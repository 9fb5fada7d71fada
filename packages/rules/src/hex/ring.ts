import { add, scale, type Hex } from './hex.js';
import { facingDelta, facingAt, neighbor } from './facing.js';

/**
 * The hexes at exactly `radius` steps from `center`, walking clockwise from the hex straight
 * below-left of it. Radius 0 is the centre alone. Throws on a negative or fractional radius.
 */
export function hexRing(center: Hex, radius: number): readonly Hex[] {
  if (!Number.isSafeInteger(radius) || radius < 0) {
    throw new RangeError(`hexRing: radius must be a non-negative integer, got ${radius}`);
  }
  if (radius === 0) return [center];
  const ring: Hex[] = [];
  // Start at center + radius * E (down-left) and walk each side: A, B, C, D, E, F.
  let cursor = add(center, scale(facingDelta('E'), radius));
  for (let side = 0; side < 6; side += 1) {
    const direction = facingAt(side);
    for (let step = 0; step < radius; step += 1) {
      ring.push(cursor);
      cursor = neighbor(cursor, direction);
    }
  }
  return ring;
}

/** Every hex within `radius` steps of `center` (a filled hexagon), nearest rings first. */
export function hexesWithin(center: Hex, radius: number): readonly Hex[] {
  const all: Hex[] = [];
  for (let r = 0; r <= radius; r += 1) all.push(...hexRing(center, r));
  return all;
}
