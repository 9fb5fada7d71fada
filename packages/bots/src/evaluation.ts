import type { SeatId } from '@broadside/rules';

/**
 * What a level needs to know about a ruleset beyond its contract: how good a state is for a
 * seat, and optionally better candidates and a fast default for simulated decisions. States are
 * the ruleset's own (from `determinize`), so each evaluator is written for one ruleset.
 */
export interface Evaluator {
  /**
   * How good `state` is for `seat`, higher is better, on a scale of roughly one point per
   * point of damage. Finished games are scored by {@link terminalScore} before this is asked.
   */
  evaluate(state: unknown, seat: SeatId): number;
  /**
   * The size of the battle: what every side's units in play are worth together, on the scale
   * of {@link evaluate}, positions left out. The coach scales its win chances by it: a lead of
   * two systems decides a duel of scouts, not a fleet action.
   */
  material(state: unknown): number;
  /** Orders worth considering besides the listed legal ones (each still checked). */
  candidates?(state: unknown, seat: SeatId, random: () => number): readonly unknown[];
  /**
   * A planned order for decisions where the ruleset knows better than one-step greedy play
   * (Starfire movement, for one); `null` to let the level judge the candidates itself.
   */
  policy?(state: unknown, seat: SeatId, random: () => number): unknown;
  /**
   * The hard level's planned order, thinking harder than {@link policy} until `deadline()`
   * says stop; falls back to `policy` when absent.
   */
  deepPolicy?(state: unknown, seat: SeatId, deadline: () => boolean): unknown;
  /** A quick order for a simulated decision (any seat); random legal when absent or `null`. */
  rollout?(state: unknown, seat: SeatId, random: () => number): unknown;
}

/** The score of a win; a loss scores its negative. */
export const WIN = 100_000;

/** The score of a finished game for a seat: a win, a loss, or a draw (0). */
export function terminalScore(
  result: { readonly winners: readonly string[] } | null,
  seat: SeatId,
): number | null {
  if (!result) return null;
  if (result.winners.length === 0) return 0;
  return result.winners.includes(seat) ? WIN : -WIN;
}
