import type { SeatId } from '@broadside/rules';

/** An order in a ruleset's words: what it does, and why it is worth doing when there is a reason. */
export interface Phrase {
  /** Short, imperative: "fire the laser at B1". */
  readonly text: string;
  /** The numbers behind it in the rules' terms: "7 or less at range 3"; null when none. */
  readonly reason: string | null;
}

/**
 * Puts one order of `seat` into words. `state` is a state sampled from the seat's own view (the
 * ruleset's `determinize`), so the phrase uses only what the seat could see.
 */
export type Words = (state: unknown, seat: SeatId, order: unknown) => Phrase;

/** Joins phrases: "a, b and c". */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "1 hex", "3 hexes". */
export function hexes(n: number): string {
  return n === 1 ? '1 hex' : `${n} hexes`;
}

/** A signed modifier: "+2", "−1", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** An order's type, as words: "point_defense" → "point defense". */
export function typeWords(order: unknown): string {
  const type = (order as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.replace(/_/g, ' ') : 'no order';
}

/** Words for a ruleset the coach has no phrases for: the order's type. */
export const plainWords: Words = (_state, _seat, order) => ({
  text: typeWords(order),
  reason: null,
});
