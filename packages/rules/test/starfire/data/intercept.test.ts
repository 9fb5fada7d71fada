import { describe, expect, test } from 'vitest';
import { INTERCEPT_OPTIONS, interceptOption } from '../../../src/starfire/data/index.js';

/** The seed QSR intercept table, verbatim. */
const SEED_INTERCEPT_TABLE = `
| 1 | Missile | One | 5 or less |
| 2 | Missiles | Up to three | 3 or less each |
| 3 | Plasma Torpedo | One | 4 or less |
| 4 | Plasma Torpedoes | Up to three | 2 or less each |
| 5 | Sprint Missile | One | 3 or less |
| 6 | Sprint Missiles | Up to three | 1 each |
`;

const MUNITION_BY_NAME: Record<string, string> = {
  Missile: 'R',
  Missiles: 'R',
  'Plasma Torpedo': 'Pt',
  'Plasma Torpedoes': 'Pt',
  'Sprint Missile': 'G',
  'Sprint Missiles': 'G',
};

const SEED_ROWS = SEED_INTERCEPT_TABLE.trim()
  .split('\n')
  .map((line) => line.split('|').map((c) => c.trim()).slice(1, 5))
  .map(([option, target = '', count = '', on = '']) => ({
    option: Number(option),
    munition: MUNITION_BY_NAME[target],
    count: count === 'One' ? 1 : 3,
    interceptOn: Number(on.split(' ')[0]),
  }));

describe('Point Defense intercept table (seed QSR)', () => {
  test.each(SEED_ROWS)('seed QSR intercept option $option', (row) => {
    expect(interceptOption(row.option)).toEqual(row);
  });

  test('six options, in order', () => {
    expect(INTERCEPT_OPTIONS.map((o) => o.option)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(interceptOption(7)).toBeUndefined();
  });
});
