import type { OnepageState } from '@broadside/rules/onepage';
import { describe, expect, test } from 'vitest';
import { decisionCost } from '../src/coach/analyse.js';
import {
  judge,
  leadOf,
  temperatureAt,
  temperatureOf,
  winShares,
  WIN_BONUS,
} from '../src/coach/estimate.js';
import { evaluatorFor } from '../src/registry.js';
import { newGame, rulesetOf } from './support.js';

/**
 * The coach's arithmetic: a seat's lead in evaluation points (a win adds 4 temperatures), and a
 * decision's cost as the larger of the chance it gave away and what its lost lead would cost in
 * an even battle on the calibrated logistic P = 1 / (1 + e^(−lead/T)).
 */
describe('leadOf', () => {
  const R = rulesetOf('onepage');
  const evaluator = evaluatorFor('onepage')!;
  const { state } = newGame(R, { scenario: 'duel' }, 1);
  const seats = ['A', 'B'];
  const evalA = evaluator.evaluate(state, 'A');
  const evalB = evaluator.evaluate(state, 'B');

  test('in play, two seats: the plain difference of their evaluations, each way', () => {
    expect(leadOf(R, evaluator, state, 'A', seats)).toBeCloseTo(evalA - evalB, 9);
    expect(leadOf(R, evaluator, state, 'B', seats)).toBeCloseTo(evalB - evalA, 9);
  });

  test('a finished game adds 4T for the winner and takes 4T from the loser', () => {
    const won = structuredClone(state) as OnepageState;
    for (const ship of won.ships) if (ship.side === 'B') ship.status = 'destroyed';
    won.result = { winners: ['A'], level: null, reason: 'victory', summary: 'A wins.' };
    expect(R.result(won)?.winners).toEqual(['A']);
    const [a, b] = [evaluator.evaluate(won, 'A'), evaluator.evaluate(won, 'B')];
    const T = temperatureAt(R, evaluator, won);
    expect(leadOf(R, evaluator, won, 'A', seats)).toBeCloseTo(a - b + WIN_BONUS * T, 9);
    expect(leadOf(R, evaluator, won, 'B', seats)).toBeCloseTo(b - a - WIN_BONUS * T, 9);
  });
});

describe('judge', () => {
  const R = rulesetOf('onepage');
  const evaluator = evaluatorFor('onepage')!;
  const { state } = newGame(R, { scenario: 'duel' }, 1);
  const won = structuredClone(state) as OnepageState;
  for (const ship of won.ships) if (ship.side === 'B') ship.status = 'destroyed';
  won.result = { winners: ['A'], level: null, reason: 'victory', summary: 'A wins.' };
  const hurt = structuredClone(state) as OnepageState;
  hurt.ships.find((s) => s.side === 'B')!.status = 'destroyed';

  test.each([
    ['in play', state],
    ['one side hurt', hurt],
    ['finished', won],
  ] as const)('%s: exactly the shares winShares gives, in the same pass as the lead', (_, s) => {
    for (const seat of ['A', 'B']) {
      const judged = judge(R, evaluator, s, seat, ['A', 'B']);
      expect(judged.shares).toEqual(winShares(R, evaluator, s, ['A', 'B']));
      const [a, b] = [evaluator.evaluate(s, 'A'), evaluator.evaluate(s, 'B')];
      const bonus = s === won ? WIN_BONUS * temperatureAt(R, evaluator, s) : 0;
      expect(judged.lead).toBeCloseTo(seat === 'A' ? a - b + bonus : b - a - bonus, 9);
    }
  });
});

describe('temperatureOf', () => {
  test.each(['starfire', 'onepage', 'scl', 'startrek'])(
    '%s: positive, and never smaller for a larger battle',
    (id) => {
      const sizes = [1, 10, 50, 200, 800];
      const temperatures = sizes.map((m) => temperatureOf(id, m));
      for (const t of temperatures) expect(t).toBeGreaterThan(0);
      for (let i = 1; i < sizes.length; i++)
        expect(temperatures[i]).toBeGreaterThanOrEqual(temperatures[i - 1]!);
    },
  );
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
