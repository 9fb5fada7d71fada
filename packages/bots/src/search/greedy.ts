import { seededRandom, type SeatId } from '@broadside/rules';
import { simulatedDice } from '../core/random.js';
import { candidateOrders, sampleState } from '../core/simulate.js';
import { terminalScore, type Evaluator } from '../evaluation.js';
import type { BotRuleset } from '../types.js';
import { advance, owes } from './advance.js';

/** Decisions simulated after an order before it is judged (the other seats' replies). */
const REPLY_STEPS = 40;

/** A candidate order with its mean score over the samples tried. */
export interface Scored {
  readonly order: unknown;
  readonly score: number;
}

/** The distinct candidate orders of a seat in a sampled state: listed legal ones and the evaluator's, each checked. */
export function candidatesFor(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
  random: () => number,
): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  const extra = evaluator.candidates?.(state, seat, random) ?? [];
  for (const order of [...extra, ...candidateOrders(ruleset, state, seat)]) {
    const key = JSON.stringify(order);
    if (seen.has(key)) continue;
    seen.add(key);
    const checked = ruleset.check(state, seat, order);
    if (checked.ok) out.push(checked.value);
  }
  return out;
}

/** Candidates above this many are first cut down by their immediate outcome alone. */
const WIDE = 32;
/** Candidates kept by {@link prune}. */
const KEPT = 16;

/**
 * Cuts a long candidate list (deployment hexes, for one) to the {@link KEPT} whose immediate
 * outcome scores best, before the costlier look-ahead.
 */
function prune(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
  orders: unknown[],
  random: () => number,
): unknown[] {
  if (orders.length <= WIDE) return orders;
  const dice = simulatedDice(random);
  const scored = orders.map((order, index) => ({
    order,
    index,
    score: scoreState(ruleset, evaluator, ruleset.apply(state, seat, order, dice).state, seat),
  }));
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, KEPT).map((s) => s.order);
}

/** The score of a state for a seat: the result when the game is over, else the evaluator's. */
export function scoreState(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
): number {
  return terminalScore(ruleset.result(state), seat) ?? evaluator.evaluate(state, seat);
}

/**
 * One step ahead: applies `order` to a sampled state with simulated dice, lets the other seats
 * reply with quick orders until the seat owes a decision again, and scores what it reaches.
 */
export function lookOneAhead(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
  order: unknown,
  random: () => number,
): number {
  const dice = simulatedDice(random);
  const checked = ruleset.check(state, seat, order);
  if (!checked.ok) return -Infinity;
  const after = ruleset.apply(state, seat, checked.value, dice).state;
  const reached = advance(ruleset, evaluator, after, dice, random, REPLY_STEPS, (s) =>
    owes(ruleset, s, seat),
  );
  return scoreState(ruleset, evaluator, reached.state, seat);
}

/**
 * Scores every candidate order of the seat, each on `samples` sampled states (hidden
 * information and dice drawn afresh for each sample, the same samples for every candidate),
 * best first. Candidates come from the first sample; once `deadline()` says so, the rest are
 * left unscored.
 */
export function rankOrders(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  view: unknown,
  seat: SeatId,
  random: () => number,
  samples: number,
  deadline: () => boolean = () => false,
): Scored[] {
  const states = Array.from({ length: samples }, () => sampleState(ruleset, view, seat, random));
  const seeds = states.map(() => Math.floor(random() * 2 ** 32));
  const orders = prune(
    ruleset,
    evaluator,
    states[0],
    seat,
    candidatesFor(ruleset, evaluator, states[0], seat, random),
    random,
  );
  const scored: { order: unknown; score: number; index: number }[] = [];
  for (const [index, order] of orders.entries()) {
    // Out of time: the candidates not yet scored are left out (the first always counts).
    if (index > 0 && deadline()) break;
    let total = 0;
    states.forEach((state, i) => {
      total += lookOneAhead(ruleset, evaluator, state, seat, order, seededRandom(seeds[i]!));
    });
    scored.push({ order, score: total / samples, index });
  }
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map(({ order, score }) => ({ order, score }));
}
