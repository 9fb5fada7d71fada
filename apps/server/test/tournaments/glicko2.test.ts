import { describe, expect, it } from 'vitest';
import { NEW_RATING, rateGame, updateRating } from '../../src/tournaments/glicko2.js';

describe('Glicko-2', () => {
  it('reproduces Glickman\'s "Example of the Glicko-2 system" (τ = 0.5)', () => {
    const after = updateRating(
      { rating: 1500, deviation: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
      ],
      0.5,
    );
    // The paper rounds μ' to −0.2069 before scaling back (→ 1464.06); unrounded it is 1464.0507.
    expect(((after.rating - 1500) / 173.7178).toFixed(4)).toBe('-0.2069');
    expect((after.deviation / 173.7178).toFixed(4)).toBe('0.8722');
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.deviation.toFixed(2)).toBe('151.52');
    // The paper prints σ' = 0.05999 (truncated); unrounded it is 0.0599960.
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('widens only the deviation of a player who did not play', () => {
    const after = updateRating({ rating: 1500, deviation: 200, volatility: 0.06 }, []);
    expect(after.rating).toBe(1500);
    expect(after.deviation.toFixed(2)).toBe('200.27');
  });

  it('moves two new players symmetrically after one game', () => {
    const [winner, loser] = rateGame(NEW_RATING, NEW_RATING, 1);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rating).toBeGreaterThan(1600);
    expect(winner.deviation).toBeLessThan(350);
  });
});
