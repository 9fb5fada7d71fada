/**
 * Contract suite, determinism: every registered ruleset gives the same bytes for the same set-up,
 * seed and orders, and a game rebuilt from its log through `foldEntry` (as the server, the
 * verifier and the web replay rebuild it) ends in the same state.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { foldEntry } from '../../src/core/fold.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { REGISTERED, playRandom, setupCases, start } from './harness.js';

describe.each(REGISTERED)('%s: the same set-up, seed and orders give the same bytes', (_id, R) => {
  test.each(setupCases(R, 1, 11).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s %j',
    (_scenario, input, n) => {
      const first = playRandom(R, input, 40 + n, { concede: 0.002, timeout: 0.02, maxSteps: 600 });
      const second = playRandom(R, input, 40 + n, { concede: 0.002, timeout: 0.02, maxSteps: 600 });
      expect(second.steps.length).toBe(first.steps.length);
      expect(canonicalJson(second.final)).toBe(canonicalJson(first.final));
      first.steps.forEach((step, i) => {
        const other = second.steps[i]!;
        expect(canonicalJson(other.events), `events of step ${i}`).toBe(canonicalJson(step.events));
        expect(other.rolls).toEqual(step.rolls);
      });

      const dice = verifiableDice(first.seed);
      let state = start(R, input, dice).state;
      for (const step of first.steps) {
        const folded = foldEntry(R, state, JSON.parse(JSON.stringify(step.entry)), dice);
        if (!folded.ok) throw new Error(`replay refused: ${folded.error.code}`);
        state = folded.state;
      }
      expect(R.hash(state)).toBe(R.hash(first.final));
      expect(R.rollCount(state)).toBe(R.rollCount(first.final));
    },
    60_000,
  );
});
