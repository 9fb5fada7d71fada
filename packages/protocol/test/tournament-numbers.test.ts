import { describe, expect, test } from 'vitest';
import {
  formatPoints,
  formatRating,
  isProvisional,
  performanceRating,
  PROVISIONAL_DEVIATION,
} from '../src/tournament-numbers.js';

describe('formatPoints: one number format for scores and tie-breaks', () => {
  test.each([
    [0, '0'],
    [3, '3'],
    [0.5, '½'],
    [2.5, '2½'],
    [1.25, '1¼'],
    [0.75, '¾'],
    [10.5, '10½'],
    [-0.5, '-½'],
    [-1.5, '-1½'],
    [0.1 + 0.2 + 0.2, '½'], // floating-point noise still reads as a half
    [0.3, '0.3'], // an organiser's unusual draw score
    [1.333333, '1.33'],
  ])('%s reads %s', (n, text) => {
    expect(formatPoints(n)).toBe(text);
  });
});

describe('provisional ratings (RD above the threshold)', () => {
  test.each([
    [1500, 350, '1500?', true],
    [1623.4, PROVISIONAL_DEVIATION + 0.1, '1623?', true],
    [1623.6, PROVISIONAL_DEVIATION, '1624', false],
    [1712, 64.2, '1712', false],
  ])('%s ± %s reads %s', (rating, deviation, text, provisional) => {
    expect(formatRating(rating, deviation)).toBe(text);
    expect(isProvisional(deviation)).toBe(provisional);
  });
});

describe('performanceRating: the algorithm of 400', () => {
  // Hand-checked: average of the opponents, plus 400 × (wins − losses) / games.
  test.each([
    { opponents: [], score: 0, want: null },
    { opponents: [1500], score: 1, want: 1900 }, // 100 %: 400 above
    { opponents: [1500], score: 0, want: 1100 }, // 0 %: 400 below
    { opponents: [1500], score: 0.5, want: 1500 },
    { opponents: [1400, 1600], score: 1, want: 1500 }, // a win and a loss
    { opponents: [1400, 1600, 1800], score: 2.5, want: 1600 + 400 * (2 / 3) }, // 2 W, 1 D
    { opponents: [1450, 1550, 1500, 1700], score: 1.5, want: 1550 - 100 }, // 1 W, 1 D, 2 L
  ])('$score from $opponents is $want', ({ opponents, score, want }) => {
    const got = performanceRating(opponents, score);
    if (want === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(want, 9);
  });
});
