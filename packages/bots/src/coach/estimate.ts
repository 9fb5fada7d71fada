import { seededRandom, type SeatId } from '@broadside/rules';
import { simulatedDice } from '../core/random.js';
import { sampleState } from '../core/simulate.js';
import type { Evaluator } from '../evaluation.js';
import { advance, owes } from '../search/advance.js';
import type { BotRuleset } from '../types.js';

/** Decisions a playout may run after the order before it is judged (the other seats' replies). */
export const HORIZON = 40;

/**
 * Evaluation points that make a lead worth e (2.7) to 1 odds, by ruleset: about a ship's worth
 * of damage in each (its evaluation counts roughly one point per point of damage). Finished
 * games are not scaled: a win is a win.
 */
const TEMPERATURE: Readonly<Record<string, number>> = {
  starfire: 12,
  onepage: 12,
  scl: 8,
  startrek: 6,
};

/** The temperature of a ruleset's logistic (see {@link TEMPERATURE}). */
export function temperatureOf(rulesetId: string): number {
  return TEMPERATURE[rulesetId] ?? 8;
}

/**
 * Each seat's chance of winning from `state`. A finished game gives its result (winners share
 * it; a draw, no winners, gives each seat an equal share). Otherwise the ruleset's evaluation of
 * each seat is turned into a probability by a softmax with the ruleset's temperature (for two
 * seats with opposite scores, the logistic of the lead).
 */
export function winShares(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seats: readonly SeatId[],
): Record<SeatId, number> {
  const shares: Record<SeatId, number> = {};
  const result = ruleset.result(state);
  if (result) {
    const winners = result.winners.filter((w) => seats.includes(w));
    for (const seat of seats)
      shares[seat] =
        winners.length === 0 ? 1 / seats.length : winners.includes(seat) ? 1 / winners.length : 0;
    return shares;
  }
  const t = temperatureOf(ruleset.id);
  const scores = seats.map((seat) => evaluator.evaluate(state, seat) / t);
  const top = Math.max(...scores);
  const weights = scores.map((s) => Math.exp(s - top));
  const total = weights.reduce((a, b) => a + b, 0);
  seats.forEach((seat, i) => (shares[seat] = weights[i]! / total));
  return shares;
}

/** One playout's starting point: a sampled state and the seed of its dice and replies. */
export interface Sample {
  readonly state: unknown;
  readonly seed: number;
}

/**
 * `count` samples of the hidden information from the seat's view, each with its own seed for
 * dice and replies. Every candidate order is played on the same samples (common random numbers),
 * so the differences between candidates are not drowned by the luck of the draw.
 */
export function drawSamples(
  ruleset: BotRuleset,
  view: unknown,
  seat: SeatId,
  count: number,
  random: () => number,
): Sample[] {
  return Array.from({ length: count }, () => ({
    state: sampleState(ruleset, view, seat, random),
    seed: Math.floor(random() * 2 ** 32),
  }));
}

/**
 * The mean chance of each seat after `seat` gives `order`, over the samples: the order is
 * applied with simulated dice, the other seats reply with quick orders until `seat` must decide
 * again (or {@link HORIZON} decisions, or the end), and the state reached is judged by
 * {@link winShares}. An order the rules refuse in a sample counts as a timeout there.
 */
export function estimateOrder(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  samples: readonly Sample[],
  seat: SeatId,
  order: unknown,
  seats: readonly SeatId[],
): Record<SeatId, number> {
  const mean: Record<SeatId, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  for (const sample of samples) {
    const random = seededRandom(sample.seed);
    const dice = simulatedDice(random);
    const checked = ruleset.check(sample.state, seat, order);
    const after = checked.ok
      ? ruleset.apply(sample.state, seat, checked.value, dice).state
      : ruleset.timeout(sample.state, seat, dice).state;
    const reached = advance(ruleset, evaluator, after, dice, random, HORIZON, (s) =>
      owes(ruleset, s, seat),
    );
    const shares = winShares(ruleset, evaluator, reached.state, seats);
    for (const s of seats) mean[s]! += shares[s]! / samples.length;
  }
  return mean;
}
