import { describe, expect, test } from 'vitest';
import { decisionCost } from '../src/coach/analyse.js';
import { MARGIN_CAP, marginOf } from '../src/coach/estimate.js';

/**
 * The coach's arithmetic: a chance read back as a lead (the inverse of the calibrated logistic
 * P = 1 / (1 + e^(−lead/T)), held to ±4T), and a decision's cost as the larger of the chance it
 * gave away and what its lost lead would cost in an even battle.
 */
describe('marginOf', () => {
  const T = 20;
  test.each([
    // share, expected lead in points
    [0.5, 0],
    [1 / (1 + Math.exp(-1)), 20], // one temperature ahead
    [1 / (1 + Math.exp(2)), -40], // two behind
    [1, MARGIN_CAP * T], // a won game counts as 4T, no more
    [0, -MARGIN_CAP * T],
    [0.9999999, MARGIN_CAP * T], // a lead past the cap is held to it
  ])('share %f is a lead of %f points', (share, lead) => {
    expect(marginOf(share, T)).toBeCloseTo(lead, 6);
  });
});

describe('decisionCost', () => {
  const T = 10;
  test.each([
    // chosen, best, expected cost, why
    [{ share: 0.5, margin: 0 }, { share: 0.5, margin: 0 }, 0, 'the same order costs nothing'],
    [
      { share: 0.4, margin: -4 },
      { share: 0.6, margin: 4 },
      0.2,
      'in an even battle the chance given away (0.2) is about the even-battle cost, tanh(8/40)',
    ],
    [
      { share: 0.97, margin: 34 },
      { share: 0.99, margin: 46 },
      Math.tanh(12 / 40),
      'a won battle: 2 points of chance, but 12 points of lead cost tanh(12/40) = 0.29',
    ],
    [
      { share: 0.7, margin: 8 },
      { share: 0.2, margin: 9 },
      Math.tanh(1 / 40),
      'a candidate that keeps more lead with less chance: never a negative cost',
    ],
    [
      { share: 0.2, margin: 0 },
      { share: 0.8, margin: 1 },
      0.6,
      'the chance given away counts when it is more (a candidate that wins outright)',
    ],
  ])('%j against %j costs %f: %s', (chosen, best, cost) => {
    expect(decisionCost(chosen, best, T)).toBeCloseTo(cost, 2);
  });

  test('in an even battle the two measures agree to first order', () => {
    const lead = 2;
    const p = (m: number) => 1 / (1 + Math.exp(-m / T));
    const chance = p(lead / 2) - p(-lead / 2);
    expect(decisionCost({ share: p(-1), margin: -1 }, { share: p(1), margin: 1 }, T)).toBeCloseTo(
      chance,
      6,
    );
  });
});
