/**
 * Contract suite, shared set-ups: a host keeps one frozen set-up object for every live game of
 * the same set-up (`shareSetup`). Every registered ruleset must play exactly as before on such a
 * state (same bytes, same events, same dice), and must never write to the set-up (a write to the
 * frozen object throws, which fails the game).
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { shareSetup } from '../../src/core/shared-setup.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { REGISTERED, playRandom, seedOf, setupCases, start } from './harness.js';

describe.each(REGISTERED)('%s: a shared, frozen set-up plays as a private one', (_id, R) => {
  test.each(setupCases(R, 1, 29).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s %j',
    (_scenario, input, n) => {
      const options = { concede: 0.002, timeout: 0.02, maxSteps: 400 };
      const own = playRandom(R, input, 70 + n, options);
      const shared = playRandom(R, input, 70 + n, { ...options, shareSetup: true });
      expect(shared.steps.length).toBe(own.steps.length);
      expect(canonicalJson(shared.final)).toBe(canonicalJson(own.final));
      shared.steps.forEach((step, i) => {
        expect(canonicalJson(step.events), `events of step ${i}`).toBe(
          canonicalJson(own.steps[i]!.events),
        );
        expect(step.rolls).toEqual(own.steps[i]!.rolls);
      });
      expect(R.hash(shared.final)).toBe(R.hash(own.final));
    },
    60_000,
  );
});

describe('shareSetup', () => {
  const [, R] = REGISTERED[0]!;
  const input = setupCases(R)[0]!.input;
  const fresh = () => start(R, input, verifiableDice(seedOf(1))).state as { setup: object };

  test('two games of one set-up hold the same frozen object, with equal hashes', () => {
    const a = fresh();
    const b = fresh();
    expect(a.setup).not.toBe(b.setup);
    const sharedA = shareSetup(a);
    const sharedB = shareSetup(b);
    expect(sharedB.setup).toBe(sharedA.setup);
    expect(Object.isFrozen(sharedA.setup)).toBe(true);
    expect(R.hash(sharedB)).toBe(R.hash(b));
    expect(() => {
      (sharedA.setup as Record<string, unknown>).changed = true;
    }).toThrow(TypeError);
  });

  test.each([
    ['a state without a set-up', { turn: 1 }],
    ['a state whose set-up is not an object', { setup: 'patrol' }],
    ['a state that is not an object', 7],
    ['null', null],
  ])('%s is returned as it is', (_what, state) => {
    expect(shareSetup(state)).toBe(state);
  });

  test.each([
    ['an equal set-up is shared', { scenario: 'x', size: 1 }, true],
    ['a set-up that differs is not', { scenario: 'x', size: 2 }, false],
    [
      'an equal set-up with its keys in another order is not (a missed saving only)',
      { size: 1, scenario: 'x' },
      false,
    ],
  ])('%s', (_what, setup, sharedWithFirst) => {
    const first = shareSetup({ setup: { scenario: 'x', size: 1 } });
    const other = shareSetup({ setup });
    expect(other.setup === first.setup).toBe(sharedWithFirst);
    expect(other.setup).toEqual(setup);
  });
});
