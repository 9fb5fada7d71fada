import { seededRandom, type SeatId } from '@broadside/rules';
import { simulatedDice } from '../core/random.js';
import { candidateOrders, sampleState } from '../core/simulate.js';
import type { Evaluator } from '../evaluation.js';
import { advance, owes } from '../search/advance.js';
import type { BotRuleset } from '../types.js';

/**
 * Decisions a playout may run after the order before it is judged (the other seats' replies
 * and the game played on to the end of the game turn, see {@link estimateOrder}), by ruleset:
 * Starfire's turns hold many small decisions, each dearer to simulate, so its playouts stop
 * sooner to keep a decision's analysis near a second.
 */
const HORIZON: Readonly<Record<string, number>> = { starfire: 6 };

/** The playout horizon of a ruleset (see {@link HORIZON}); 40 decisions by default. */
export function horizonOf(rulesetId: string): number {
  return HORIZON[rulesetId] ?? 40;
}

/** Legal orders a playout's greedy reply compares at most (a random few when there are more). */
export const REPLY_CHOICES = 8;

/**
 * How many evaluation points make a lead worth e (2.7) to 1 odds, by ruleset, as a law of the
 * size of the battle: T = c · material^p, material being what every unit in play is worth (the
 * evaluator's `material`), so that two systems decide a duel of scouts and not a fleet action.
 * Three rulesets fit best with p = 1, the lead as a share of the battle; Star Cruiser Lite with
 * p = 0, one temperature for every battle (its largest scenario is its steepest).
 * Fitted to the results of seeded bot games in several scenarios of each ruleset, small and
 * large, even and one-sided (`bench/coach-measure.ts calibrate`: every pairing of the random,
 * easy and hard levels; the logistic of seat A's lead at every decision against the final
 * result, least log-loss, with a bias of its own for each scenario that takes up how much it
 * favours a side; see "The coach" in docs/bots.md). Finished games are not scaled: a win is a
 * win.
 */
const TEMPERATURE: Readonly<Record<string, { readonly c: number; readonly p: number }>> = {
  starfire: { c: 0.073, p: 1 },
  onepage: { c: 0.123, p: 1 },
  scl: { c: 37, p: 0 },
  startrek: { c: 0.185, p: 1 },
};

/** The temperature of a ruleset's logistic in a battle of `material` (see {@link TEMPERATURE}). */
export function temperatureOf(rulesetId: string, material: number): number {
  const law = TEMPERATURE[rulesetId] ?? { c: 50, p: 0 };
  return law.c * Math.max(1, material) ** law.p;
}

/** The temperature of the battle in `state` (see {@link temperatureOf}). */
export function temperatureAt(ruleset: BotRuleset, evaluator: Evaluator, state: unknown): number {
  return temperatureOf(ruleset.id, evaluator.material(state));
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
  const result = ruleset.result(state);
  if (result) return sharesOfResult(result.winners, seats);
  const t = temperatureAt(ruleset, evaluator, state);
  return softmaxShares(
    seats,
    seats.map((seat) => evaluator.evaluate(state, seat) / t),
  );
}

/** The shares of a finished game: winners split it; no winners (a draw) splits it evenly. */
function sharesOfResult(
  allWinners: readonly SeatId[],
  seats: readonly SeatId[],
): Record<SeatId, number> {
  const shares: Record<SeatId, number> = {};
  const winners = allWinners.filter((w) => seats.includes(w));
  for (const seat of seats)
    shares[seat] =
      winners.length === 0 ? 1 / seats.length : winners.includes(seat) ? 1 / winners.length : 0;
  return shares;
}

/** Each seat's softmax share of `scores` (evaluations already divided by the temperature). */
function softmaxShares(
  seats: readonly SeatId[],
  scores: readonly number[],
): Record<SeatId, number> {
  const shares: Record<SeatId, number> = {};
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
 * The playouts' policy for every seat: the ruleset's planned order when it has one, else the
 * best of up to {@link REPLY_CHOICES} legal orders by the evaluation right after each (applied
 * with the playout's own dice). Greedy by one decision, but it fires when a shot is on and
 * closes in when the evaluation asks for it, where a random reply would throw the lead away.
 */
export function greedyReply(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  random: () => number,
): (state: unknown, seat: SeatId) => unknown {
  return (state, seat) => {
    const planned = evaluator.policy?.(state, seat, random);
    if (planned !== null && planned !== undefined) return planned;
    const orders = candidateOrders(ruleset, state, seat);
    if (orders.length <= 1) return orders[0] ?? null;
    const tried =
      orders.length <= REPLY_CHOICES
        ? orders
        : Array.from({ length: REPLY_CHOICES }, () => orders[Math.floor(random() * orders.length)]);
    const dice = simulatedDice(random);
    let best: unknown = null;
    let bestValue = -Infinity;
    for (const order of tried) {
      const checked = ruleset.check(state, seat, order);
      if (!checked.ok) continue;
      const value = evaluator.evaluate(ruleset.apply(state, seat, checked.value, dice).state, seat);
      if (value > bestValue) [best, bestValue] = [checked.value, value];
    }
    return best;
  };
}

/** What winning adds to a seat's lead, in temperatures (a lead of 4T alone is a 98 % chance). */
export const WIN_BONUS = 4;

/**
 * A seat's lead in evaluation points: its evaluation less the others' (for more than two seats,
 * their soft maximum at the ruleset's temperature T, so that for two seats it is the plain
 * difference). A finished game adds {@link WIN_BONUS} temperatures for a win and takes them away
 * for a loss (a draw adds nothing), so a win counts for more than the same lead still in play,
 * however lopsided the battle.
 */
export function leadOf(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
  seats: readonly SeatId[],
): number {
  return judge(ruleset, evaluator, state, seat, seats).lead;
}

/**
 * {@link winShares} and {@link leadOf} of one state in one pass: the result, the temperature
 * and each seat's evaluation are worked out once. Gives exactly the numbers the two give apart.
 */
export function judge(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
  seats: readonly SeatId[],
): { shares: Record<SeatId, number>; lead: number } {
  const t = temperatureAt(ruleset, evaluator, state);
  const raw = seats.map((s) => evaluator.evaluate(state, s));
  const scores = raw.map((value) => value / t);
  const others = scores.filter((_, i) => seats[i] !== seat);
  const top = Math.max(...others);
  const softMax = top + Math.log(others.reduce((a, x) => a + Math.exp(x - top), 0));
  const own = seats.indexOf(seat);
  let lead = (own >= 0 ? raw[own]! : evaluator.evaluate(state, seat)) - t * softMax;
  const result = ruleset.result(state);
  if (result && result.winners.length > 0)
    lead += (result.winners.includes(seat) ? WIN_BONUS : -WIN_BONUS) * t;
  const shares = result ? sharesOfResult(result.winners, seats) : softmaxShares(seats, scores);
  return { shares, lead };
}

/** What a candidate order is worth to each seat, as the means over the samples. */
export interface OrderEstimate {
  /** Each seat's chance of winning (see {@link winShares}). */
  readonly shares: Record<SeatId, number>;
  /** The deciding seat's lead in evaluation points (see {@link leadOf}). */
  readonly margin: number;
}

/**
 * The mean chance of each seat after `seat` gives `order`, over the samples, and the seat's
 * mean lead: the order is applied with simulated dice, then every seat plays on with
 * {@link greedyReply} until `seat` must decide again in a later game turn than the one the
 * order was given in (for a ruleset without turns, until it must decide again), or the
 * ruleset's horizon ({@link horizonOf}), or the end; the state reached is judged by
 * {@link judge}. An order the rules refuse in a sample counts as a
 * timeout there.
 */
export function estimateOrder(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  samples: readonly Sample[],
  seat: SeatId,
  order: unknown,
  seats: readonly SeatId[],
): OrderEstimate {
  const mean: Record<SeatId, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  let margin = 0;
  for (const sample of samples) {
    const random = seededRandom(sample.seed);
    const dice = simulatedDice(random);
    const turn = ruleset.turn(sample.state);
    const checked = ruleset.check(sample.state, seat, order);
    const after = checked.ok
      ? ruleset.apply(sample.state, seat, checked.value, dice).state
      : ruleset.timeout(sample.state, seat, dice).state;
    const reached = advance(
      ruleset,
      evaluator,
      after,
      dice,
      random,
      horizonOf(ruleset.id),
      (s) => owes(ruleset, s, seat) && (turn === null || ruleset.turn(s) !== turn),
      greedyReply(ruleset, evaluator, random),
    );
    const { shares, lead } = judge(ruleset, evaluator, reached.state, seat, seats);
    for (const s of seats) mean[s]! += shares[s]! / samples.length;
    margin += lead / samples.length;
  }
  return { shares: mean, margin };
}
