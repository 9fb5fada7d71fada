import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../src/dice/index.js';

describe('scriptedDice', () => {
  test('returns the script in order whatever k is asked, and counts what it used', () => {
    const dice = scriptedDice([3, 10, 1]);
    expect(dice.used).toBe(0);
    expect(dice.roll(7, 10)).toBe(3);
    expect(dice.roll(0, 10)).toBe(10);
    expect(dice.used).toBe(2);
    expect(dice.roll(99, 6)).toBe(1);
    expect(dice.used).toBe(3);
  });

  test('throws a clear error when the script runs out', () => {
    const dice = scriptedDice([4]);
    dice.roll(0, 10);
    expect(() => dice.roll(1, 10)).toThrow(/exhausted after 1 rolls/);
  });

  test.each([
    ['too large for the die', 7, 6],
    ['zero', 0, 10],
    ['fractional', 2.5, 10],
  ])('throws when a scripted value is %s', (_label, value, sides) => {
    expect(() => scriptedDice([value]).roll(0, sides)).toThrow(/cannot come from a d/);
  });

  test('keeps its own copy of the script', () => {
    const values = [2, 2];
    const dice = scriptedDice(values);
    values[0] = 9;
    expect(dice.roll(0, 10)).toBe(2);
  });
});
