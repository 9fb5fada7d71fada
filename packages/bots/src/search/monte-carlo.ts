import { seededRandom, type SeatId } from '@broadside/rules';
import { simulatedDice } from '../core/random.js';
import { sampleState } from '../core/simulate.js';
import type { Evaluator } from '../evaluation.js';
import type { BotRuleset } from '../types.js';
import { advance, playOne } from './advance.js';
import { candidatesFor, scoreState, type Scored } from './greedy.js';

/** How a search is bounded: a clock and budget, an iteration cap, or both. */
export interface SearchLimits {
  readonly clock?: () => number;
  readonly budgetMs: number;
  readonly maxIterations?: number;
}

/** Simulated decisions after the candidate in one playout. */
export const PLAYOUT_STEPS = 24;
/** Candidates the search keeps from the greedy ranking. */
const KEEP = 6;
/** Candidates the playout policy looks at per simulated decision. */
const POLICY_WIDTH = 4;

/**
 * The playout policy: of a few candidate orders (the evaluator's first), the one whose immediate
 * outcome scores best for the seat deciding. Cheap, but far better than random play.
 */
function policyOrder(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  state: unknown,
  seat: SeatId,
  random: () => number,
): unknown {
  const quick = evaluator.rollout?.(state, seat, random);
  const options = candidatesFor(ruleset, evaluator, state, seat, random);
  const tried = options.length <= POLICY_WIDTH ? options : sampleSome(options, random);
  if (quick !== undefined && quick !== null) tried.push(quick);
  let best: unknown = null;
  let bestScore = -Infinity;
  for (const order of tried) {
    const dice = simulatedDice(random);
    const checked = ruleset.check(state, seat, order);
    if (!checked.ok) continue;
    const after = ruleset.apply(state, seat, checked.value, dice).state;
    const score = scoreState(ruleset, evaluator, after, seat);
    if (score > bestScore) {
      best = checked.value;
      bestScore = score;
    }
  }
  return best;
}

function sampleSome(options: readonly unknown[], random: () => number): unknown[] {
  const out: unknown[] = [];
  const taken = new Set<number>();
  while (out.length < POLICY_WIDTH) {
    const i = Math.floor(random() * options.length);
    if (taken.has(i)) continue;
    taken.add(i);
    out.push(options[i]);
  }
  return out;
}

/** One playout: a fresh sample of hidden information and dice, the candidate, then the policy. */
function playout(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  view: unknown,
  seat: SeatId,
  order: unknown,
  random: () => number,
): number {
  const state = sampleState(ruleset, view, seat, random);
  const dice = simulatedDice(random);
  const after = playOne(ruleset, state, seat, order, dice);
  const reached = advance(
    ruleset,
    evaluator,
    after,
    dice,
    random,
    PLAYOUT_STEPS,
    () => false,
    (s, who) => policyOrder(ruleset, evaluator, s, who, random),
  );
  return scoreState(ruleset, evaluator, reached.state, seat);
}

/**
 * Determinized Monte Carlo search: the greedy ranking picks the few best candidates, then each
 * iteration plays one more playout of the candidate with the best upper confidence bound (UCB1
 * on scores scaled by their spread), until the budget or the iteration cap is spent. The
 * candidate with the best mean wins; the greedy order stands when no playout was made.
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
  const start = limits.clock?.() ?? 0;
  const out = () =>
    (limits.maxIterations !== undefined && iterations >= limits.maxIterations) ||
    (limits.clock !== undefined && limits.clock() - start >= limits.budgetMs);
  const totals = kept.map(() => 0);
  const counts = kept.map(() => 0);
  let low = Infinity;
  let high = -Infinity;
  let iterations = 0;
  while (!out()) {
    let choice = 0;
    let bestBound = -Infinity;
    const spread = Math.max(1, high - low);
    kept.forEach((_, i) => {
      const n = counts[i]!;
      const bound =
        n === 0
          ? Infinity - i
          : totals[i]! / n / spread + Math.sqrt((2 * Math.log(iterations + 1)) / n);
      if (bound > bestBound) {
        bestBound = bound;
        choice = i;
      }
    });
    const value = playout(
      ruleset,
      evaluator,
      view,
      seat,
      kept[choice]!.order,
      seededRandom(Math.floor(random() * 2 ** 32)),
    );
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
