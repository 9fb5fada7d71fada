import fc from 'fast-check';
import { expect, test } from 'vitest';
import { verifyRecord } from '../../src/record/verify.js';
import { toyRuleset, type ToyState } from './toy-ruleset.js';
import { copy, playAndRecord } from './support.js';

const RULESETS = { toy: toyRuleset };
const seedArbitrary = fc.uint8Array({ minLength: 32, maxLength: 32 });

function race(seed: Uint8Array) {
  return playAndRecord(
    toyRuleset,
    { target: 15 },
    (state) => ({ kind: 'order', seat: (state as ToyState).toMove, order: { type: 'roll' } }),
    { seed },
  ).record;
}

test('property: every finished game verifies, whatever the seed', () => {
  fc.assert(
    fc.property(seedArbitrary, (seed) => {
      expect(verifyRecord(race(seed), RULESETS).ok).toBe(true);
    }),
    { numRuns: 40 },
  );
});

test('property: changing any one die is caught at exactly that entry and roll', () => {
  fc.assert(
    fc.property(seedArbitrary, fc.nat(), fc.integer({ min: 1, max: 5 }), (seed, pick, shift) => {
      const record = race(seed);
      const index = pick % record.entries.length;
      const bad = copy(record);
      const die = bad.entries[index]!.dice[0]!;
      die.value = ((die.value - 1 + shift) % die.sides) + 1;
      const verified = verifyRecord(bad, RULESETS);
      expect(verified.ok).toBe(false);
      if (!verified.ok)
        expect(verified.error).toMatchObject({
          code: 'record/die_mismatch',
          seq: index + 1,
          k: die.k,
        });
    }),
    { numRuns: 40 },
  );
});
