/**
 * The contract with fleet choice on: every scenario of the three kit rulesets, set up with
 * `fleetChoice: 'each_side'` and a budget per side, plays to the end through the orders
 * `legalOrders` lists (the fleet phase's default picks first), with the odd timeout and
 * concession; every step keeps the ruleset's invariants once the battle runs, its record
 * verifies, and a bot's determinized fleet phase looks to it as the real one.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { isFleetPhase } from '../../src/core/fleet-pick.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import type { Viewer } from '../../src/core/ruleset.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import { playRandom, randomEntry, seedOf, start } from '../contract/harness.js';
import { invariantOf } from '../contract/invariants.js';
import { playAndRecord, type NextMove } from '../record/support.js';
import { verifiableDice } from '../../src/dice/verifiable.js';

const KIT = ['onepage', 'scl', 'startrek'] as const;

/** Budgets per side: none, roomy, and one the set-up's own ships may not fit. */
const BUDGETS = [undefined, 400, 40] as const;

describe.each(KIT)('%s with fleet choice: random play ends and keeps the rules', (id) => {
  const R = RULESETS[id]!;
  const invariant = invariantOf(id);
  const cases = R.describe().scenarios.flatMap((s) =>
    BUDGETS.map((budget) => ({
      scenario: s.id,
      fleetChoice: 'each_side',
      ...(budget ? { custom: { budget: { A: budget, B: budget } } } : {}),
    })),
  );

  test.each(cases.map((input, n) => [input.scenario, input, n] as const))(
    '%s %j',
    (_s, input, n) => {
      const game = playRandom(R, input, 900 + n, { concede: 0.002, timeout: 0.05 });
      expect(R.result(game.final), 'a result at the end').not.toBeNull();
      game.steps.forEach((step, i) => {
        const over = R.result(step.after) !== null;
        expect(R.pending(step.after).length === 0, `step ${i}: owed iff running`).toBe(over);
        expect(R.rollCount(step.after)).toBeGreaterThanOrEqual(R.rollCount(step.before));
        if (!isFleetPhase(step.before) && !isFleetPhase(step.after))
          invariant(step.before, step.after);
      });
    },
    120_000,
  );

  test('a game with fleet choice records and verifies', () => {
    const input = cases[1]!;
    const random = seededRandom(5);
    const { record } = playAndRecord(R, input, (state) => {
      if (R.result(state) !== null) return null;
      return randomEntry(R, state, random) as NextMove;
    });
    expect(verifyRecord(JSON.parse(JSON.stringify(record)), RULESETS)).toMatchObject({
      ok: true,
      value: { finished: true },
    });
  });

  test('a bot sees its determinized fleet phase as the real one', () => {
    const input = cases[1]!;
    let state = start(R, input, verifiableDice(seedOf(3))).state;
    const order = R.legalOrders(state, 'B')[0];
    state = R.apply(state, 'B', order, verifiableDice(seedOf(3))).state;
    const viewer: Viewer = { kind: 'seat', seat: 'A' };
    const view = R.view(state, viewer);
    const sampled = R.determinize!(view, 'A', seededRandom(9));
    expect(canonicalJson(R.view(sampled, viewer))).toBe(canonicalJson(view));
  });
});
