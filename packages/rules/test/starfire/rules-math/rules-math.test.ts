import { describe, expect, test } from 'vitest';
import {
  baseEffectiveRange,
  canHardTurn,
  canModulateEngines,
  engineModulatedMp,
} from '../../../src/starfire/rules-math/index.js';
import type { WeaponCode } from '../../../src/starfire/data/index.js';

describe('baseEffectiveRange (seed QSR, Bases)', () => {
  test.each([
    ['R', 20, 15, 'seed example: 20 hexes is treated as 15'],
    ['R', 16, 12, 'seed example: 16 hexes is treated as 12, the minimum'],
    ['R', 17, 12, 'never below 12'],
    ['R', 18, 13, 'five off'],
    ['R', 13, 12, 'just over 12 drops to the floor'],
    ['R', 12, 12, '12 or closer is not modified'],
    ['R', 5, 5, '12 or closer is not modified'],
    ['G', 14, 12, 'sprint missiles too'],
    ['Pt', 23, 18, 'torpedoes too'],
    ['F', 20, 20, 'beams are not affected'],
    ['L', 16, 16, 'beams are not affected'],
    ['E', 13, 13, 'beams are not affected'],
  ] as readonly [WeaponCode, number, number, string][])(
    '%s at %i → %i (%s)',
    (weapon, range, expected) => {
      expect(baseEffectiveRange(range, weapon)).toBe(expected);
    },
  );
});

describe('Engine Modulation and Hard Turn (seed QSR, Movement)', () => {
  test('seed example: a Corvette with turn mode 2 and 6 MP keeps 4 MP', () => {
    expect(engineModulatedMp(6, 2)).toBe(4);
  });

  test.each([
    [3, 2, true],
    [2, 2, false],
    [4, 3, true],
    [3, 3, false],
  ])(
    '%i MP with turn mode %i may modulate: %s (needs one more MP than the turn mode)',
    (mp, tm, allowed) => {
      expect(canModulateEngines(mp, tm)).toBe(allowed);
    },
  );

  test('modulating without the MP is a programmer error', () => {
    expect(() => engineModulatedMp(2, 2)).toThrow(RangeError);
  });

  test.each([
    [2, 2, true],
    [1, 2, false],
    [5, 3, true],
  ])(
    '%i MP with turn mode %i may Hard Turn: %s (MP equal to or greater than the turn mode)',
    (mp, tm, allowed) => {
      expect(canHardTurn(mp, tm)).toBe(allowed);
    },
  );
});
