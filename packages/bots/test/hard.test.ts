import { describe, expect, test } from 'vitest';
import { botLevels, createBot } from '../src/index.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const R = rulesetOf('starfire');

/**
 * A warp point assault position where side A owes the warp point's placement, a decision the
 * hard level searches (fire, Point Defense, movement and deployment are planned).
 */
function searchPosition(): { state: unknown; seat: string } {
  const game = newGame(R, { scenario: 'warp_assault' }, 11);
  const bots = {
    A: createBot(R, { level: 'easy', seed: 'a' }),
    B: createBot(R, { level: 'easy', seed: 'b' }),
  };
  let state = game.state;
  for (let n = 0; n < 3000 && R.result(state) === null; n += 1) {
    const owed = R.pending(state)[0]!;
    if (owed.kind === 'place_warp_point' && R.legalOrders(state, owed.seat).length >= 2)
      return { state, seat: owed.seat };
    const order = bots[owed.seat as 'A' | 'B'].decide(inputFor(R, state, owed.seat));
    state = applyChecked(R, state, owed.seat, order, game.dice);
  }
  throw new Error('no warp point placement came up');
}

describe('the hard level keeps to its budget', () => {
  const { state, seat } = searchPosition();
  const input = inputFor(R, state, seat);

  test('maxIterations makes it deterministic without any clock', () => {
    const settings = { level: 'hard', seed: 'h', maxIterations: 12 } as const;
    const first = createBot(R, settings).decide(input);
    expect(R.check(state, seat, first).ok).toBe(true);
    expect(createBot(R, settings).decide(input)).toEqual(first);
  });

  test.each([100, 400, 1000])(
    'an injected clock stops the search at a %i ms budget',
    (budgetMs) => {
      let now = 0;
      let reads = 0;
      // Each reading of the clock moves it on by 5 ms: the search must stop when the budget is spent.
      const clock = () => {
        reads += 1;
        now += 5;
        return now;
      };
      const order = createBot(R, { level: 'hard', seed: 'h', budgetMs, clock }).decide(input);
      expect(R.check(state, seat, order).ok).toBe(true);
      expect(now).toBeLessThanOrEqual(budgetMs + 10);
      expect(reads).toBeGreaterThan(1);
    },
  );

  test('hard needs a clock or an iteration cap', () => {
    expect(() => createBot(R, { level: 'hard', seed: 'h' })).toThrow(/clock or maxIterations/);
  });

  test.each(['starfire', 'onepage', 'scl', 'startrek'])('%s supports every level', (id) => {
    expect(botLevels(id)).toEqual(['random', 'easy', 'hard']);
  });

  test('a ruleset the bots do not know gets random play only', () => {
    expect(botLevels('chess')).toEqual(['random']);
  });
});
