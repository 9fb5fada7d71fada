import { hex, add, type Hex } from './hex.js';

/**
 * The six facings of a flat-topped hex, named clockwise. `A` points to the top edge of the map,
 * `B` up-right, `C` down-right, `D` to the bottom edge, `E` down-left and `F` up-left.
 */
export const FACINGS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** One of the six facings. */
export type Facing = (typeof FACINGS)[number];

/** Axial step for each facing, in the order of {@link FACINGS}. */
const FACING_DELTAS: readonly Hex[] = [
  hex(0, -1), // A: up
  hex(1, -1), // B: up-right
  hex(1, 0), // C: down-right
  hex(0, 1), // D: down
  hex(-1, 1), // E: down-left
  hex(-1, 0), // F: up-left
];

/** Type guard for unchecked input. */
export function isFacing(value: unknown): value is Facing {
  return typeof value === 'string' && (FACINGS as readonly string[]).includes(value);
}

/** Position of a facing in {@link FACINGS}: A = 0 … F = 5. */
export function facingIndex(f: Facing): number {
  return FACINGS.indexOf(f);
}

/** The facing at a (possibly negative or large) index, taken modulo 6. */
export function facingAt(index: number): Facing {
  if (!Number.isSafeInteger(index))
    throw new RangeError(`facingAt: index must be an integer, got ${index}`);
  return FACINGS[((index % 6) + 6) % 6] as Facing;
}

/** Turns a facing by `steps` hexsides: positive is clockwise, negative counter-clockwise. */
export function rotateFacing(f: Facing, steps: number): Facing {
  return facingAt(facingIndex(f) + steps);
}

/** The facing pointing the other way (A ↔ D, B ↔ E, C ↔ F). */
export function oppositeFacing(f: Facing): Facing {
  return rotateFacing(f, 3);
}

/** The axial step of one hex in direction `f`. */
export function facingDelta(f: Facing): Hex {
  return FACING_DELTAS[facingIndex(f)] as Hex;
}

/** The adjacent hex across hexside `f`. */
export function neighbor(h: Hex, f: Facing): Hex {
  return add(h, facingDelta(f));
}

/** All six neighbours of `h`, in facing order A … F. */
export function neighbors(h: Hex): readonly Hex[] {
  return FACINGS.map((f) => neighbor(h, f));
}

/**
 * Fewest hexside turns from `from` to `to` (0 … 3), ignoring direction. Useful for
 * Hard Turn and UI hints.
 */
export function facingTurnDistance(from: Facing, to: Facing): number {
  const d = (((facingIndex(to) - facingIndex(from)) % 6) + 6) % 6;
  return Math.min(d, 6 - d);
}
