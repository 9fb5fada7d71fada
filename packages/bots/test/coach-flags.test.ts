import { canonicalJson, seededRandom } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import { hash32 } from '../src/core/random.js';
import { evaluatorFor } from '../src/registry.js';
import { rankOrders } from '../src/search/greedy.js';
import { analyseStep, coachSteps } from '../src/index.js';
import { botRecord } from './coach-support.js';
import { inputFor, rulesetOf } from './support.js';

/**
 * The coach tells careless play from careful play: in a game where seat B always gives the
 * order the easy ranking likes least (holding fire with a shot on, turning away) and seat A
 * plays the easy level, B's decisions cost on average at least five times as much win chance as
 * A's, and none of A's is a mistake. (The calibrated chances move little per decision, so most
 * of B's losses stay under the inaccuracy threshold: see "The coach" in docs/bots.md.) Small
 * settings and short games, so it runs in seconds; deterministic (seeded game, seeded coach).
 */
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Ruleset, set-up, game seed, orders played. */
const CASES: [string, unknown, number, number][] = [
  ['onepage', { scenario: 'duel', options: { movement: 'written' } }, 3, 50],
  ['scl', { scenario: 'carrier_strike', options: { movement: 'standard' } }, 3, 50],
  ['startrek', { scenario: 'ambush' }, 3, 50],
  ['starfire', { scenario: 'warp_assault' }, 3, 30],
];

describe('the coach flags a careless player, not a careful one', () => {
  test.each(CASES)('%s %j, seed %i', (id, setup, seed, moves) => {
    const R = rulesetOf(id);
    const evaluator = evaluatorFor(id)!;
    const { record } = botRecord(R, setup, seed, {
      maxMoves: moves,
      override: (state, seat) => {
        if (seat !== 'B') return undefined;
        const input = inputFor(R, state, seat);
        const random = seededRandom(hash32(`worst:${canonicalJson(input.pending)}`));
        return rankOrders(R, evaluator, input.view, seat, random, 2).at(-1)?.order;
      },
    });
    const loss: Record<string, number[]> = { A: [], B: [] };
    const costly: Record<string, number> = { A: 0, B: 0 };
    for (const step of coachSteps(R, record)) {
      const { verdict } = analyseStep(R, step, { seed: 'flags', samples: 6, candidates: 2 });
      loss[step.seat]!.push(verdict.loss);
      if (verdict.severity === 'mistake' || verdict.severity === 'blunder') costly[step.seat]! += 1;
    }
    expect(loss.A!.length).toBeGreaterThan(5);
    expect(loss.B!.length).toBeGreaterThan(5);
    expect(mean(loss.B!)).toBeGreaterThan(0.001);
    expect(mean(loss.B!)).toBeGreaterThanOrEqual(5 * mean(loss.A!));
    expect(costly.A).toBe(0);
  });
});
