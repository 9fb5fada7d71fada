import type { DiceSource, SeatId } from '@broadside/rules';
import { pick } from '../core/random.js';
import { candidateOrders } from '../core/simulate.js';
import type { Evaluator } from '../evaluation.js';
import type { BotRuleset } from '../types.js';

/** A state in a simulation, with the count of decisions played to reach it. */
export interface Simulated {
  readonly state: unknown;
  readonly steps: number;
}

/** A quick order for a simulated decision: the evaluator's rollout, else a random legal order. */
export function quickOrder(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
  random: () => number,
): unknown {
  const preferred = evaluator.rollout?.(state, seat, random);
  if (preferred !== undefined && preferred !== null) return preferred;
  return pick(candidateOrders(ruleset, state, seat), random) ?? null;
}

/**
 * Plays one simulated decision of `seat`: `order` if the rules take it, else the first listed
 * legal order, else the ruleset's own default for a seat out of time (which always moves on).
 */
export function playOne(
  ruleset: BotRuleset,
  state: unknown,
  seat: SeatId,
  order: unknown,
  dice: DiceSource,
): unknown {
  const checked = order === null ? null : ruleset.check(state, seat, order);
  if (checked?.ok) return ruleset.apply(state, seat, checked.value, dice).state;
  const fallback = candidateOrders(ruleset, state, seat)[0];
  if (fallback !== undefined) {
    const listed = ruleset.check(state, seat, fallback);
    if (listed.ok) return ruleset.apply(state, seat, listed.value, dice).state;
  }
  return ruleset.timeout(state, seat, dice).state;
}

/**
 * Moves a simulation on with quick orders for every seat until `until` says stop, the game is
 * over, or `maxSteps` decisions have been played. Returns the state reached.
 */
export function advance(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  start: unknown,
  dice: DiceSource,
  random: () => number,
  maxSteps: number,
  until: (state: unknown) => boolean,
  policy: (state: unknown, seat: SeatId) => unknown = (state, seat) =>
    quickOrder(ruleset, evaluator, state, seat, random),
): Simulated {
  let state = start;
  let steps = 0;
  while (steps < maxSteps && ruleset.result(state) === null && !until(state)) {
    const owed = ruleset.pending(state);
    const next = pick(owed, random);
    if (!next) break;
    state = playOne(ruleset, state, next.seat, policy(state, next.seat), dice);
    steps += 1;
  }
  return { state, steps };
}

/** True when `seat` owes a decision in `state`. */
export function owes(ruleset: BotRuleset, state: unknown, seat: SeatId): boolean {
  return ruleset.pending(state).some((p) => p.seat === seat);
}
