/**
 * Immutable hex coordinates.
 *
 * A {@link Hex} is an axial pair `{q, r}`; the third cube coordinate `s = -q - r` is derived,
 * so the cube invariant `q + r + s = 0` holds by construction. `q` grows to the right (one
 * column per step) and `r` grows downwards along a column. Hexes are plain frozen objects,
 * so they survive `structuredClone` and JSON unchanged.
 */

/** An axial hex coordinate. Build one with {@link hex}. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/**
 * Builds a hex from axial coordinates. Throws a `RangeError` when either coordinate is not a
 * safe integer (a programmer error). `-0` is normalised to `0` so equal hexes serialise equally.
 */
export function hex(q: number, r: number): Hex {
  if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r)) {
    throw new RangeError(`hex: coordinates must be integers, got (${q}, ${r})`);
  }
  return Object.freeze({ q: q === 0 ? 0 : q, r: r === 0 ? 0 : r });
}

/** The derived third cube coordinate `s = -q - r`. */
export function hexS(h: Hex): number {
  const s = -h.q - h.r;
  return s === 0 ? 0 : s;
}

/** True when both hexes name the same cell. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A stable string key for maps and sets, `"q,r"` (e.g. `"3,-1"`). */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** Component-wise sum `a + b`. */
export function add(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

/** Component-wise difference `a - b` (the vector from `b` to `a`). */
export function subtract(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

/** `h` scaled by the integer `k`. */
export function scale(h: Hex, k: number): Hex {
  return hex(h.q * k, h.r * k);
}

/**
 * Hex distance: the number of steps from `a` to `b`. This is the game's range, counting the
 * target's hex but not the firer's; a shared hex is 0.
 */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The origin hex `(0, 0)`: column 01, row 01 on the map. */
export const ORIGIN: Hex = hex(0, 0);
