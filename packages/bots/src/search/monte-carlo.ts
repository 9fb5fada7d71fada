import { seededRandom, type SeatId } from '@broadside/rules';
import { sampleState } from '../core/simulate.js';
import type { Evaluator } from '../evaluation.js';
import type { BotRuleset } from '../types.js';
import { lookOneAhead, type Scored } from './greedy.js';

/** How a search is bounded: a deadline from the injected clock, an iteration cap, or both. */
export interface SearchLimits {
  readonly deadline: () => boolean;
  readonly maxIterations?: number;
  /** How many samples each candidate's greedy score stands for (0: ignore it). */
  readonly priorSamples?: number;
}

/** Candidates the search keeps from the greedy ranking. */
const KEEP = 8;

/** UCB1 bound of a candidate (scores scaled by the spread seen so far). */
function bound(total: number, count: number, iterations: number, spread: number, i: number) {
  if (count === 0) return Number.MAX_VALUE - i;
  return total / count / spread + Math.sqrt((2 * Math.log(iterations + 1)) / count);
}

/**
 * Determinized Monte Carlo search over the greedy ranking's best candidates: each iteration
 * draws a fresh sample of the hidden information and of the dice, plays the candidate with the
 * best upper confidence bound (UCB1) on it, lets the other seats reply until the seat must decide
 * again, and scores the outcome. It runs until the deadline or the iteration cap; the candidate
 * with the best mean wins (the greedy order when no iteration ran).
 */
export function searchOrder(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  view: unknown,
  seat: SeatId,
  ranked: readonly Scored[],
  random: () => number,
  limits: SearchLimits,
): { order: unknown; iterations: number } {
  const kept = ranked.slice(0, KEEP);
  if (kept.length <= 1) return { order: kept[0]?.order ?? null, iterations: 0 };
  // The greedy ranking's samples count as the first ones: with no iteration the search plays
  // the greedy order, and every iteration can only refine it.
  const prior = limits.priorSamples ?? 0;
  const finite = (x: number) => (Number.isFinite(x) ? x : 0);
  const totals = kept.map((k) => finite(k.score) * prior);
  const counts = kept.map((k) => (Number.isFinite(k.score) ? prior : 0));
  let low = Math.min(...kept.map((k) => k.score).filter(Number.isFinite), Infinity);
  let high = Math.max(...kept.map((k) => k.score).filter(Number.isFinite), -Infinity);
  let iterations = 0;
  while (
    (limits.maxIterations === undefined || iterations < limits.maxIterations) &&
    !limits.deadline()
  ) {
    const spread = Math.max(1, high - low);
    let choice = 0;
    let best = -Infinity;
    kept.forEach((_, i) => {
      const b = bound(totals[i]!, counts[i]!, iterations, spread, i);
      if (b > best) {
        best = b;
        choice = i;
      }
    });
    const rng = seededRandom(Math.floor(random() * 2 ** 32));
    const state = sampleState(ruleset, view, seat, rng);
    const value = lookOneAhead(ruleset, evaluator, state, seat, kept[choice]!.order, rng);
    totals[choice]! += value;
    counts[choice]! += 1;
    low = Math.min(low, value);
    high = Math.max(high, value);
    iterations += 1;
  }
  let best = 0;
  let bestMean = -Infinity;
  kept.forEach((_, i) => {
    const n = counts[i]!;
    if (n === 0) return;
    const mean = totals[i]! / n;
    if (mean > bestMean) {
      bestMean = mean;
      best = i;
    }
  });
  return { order: kept[best]!.order, iterations };
}
