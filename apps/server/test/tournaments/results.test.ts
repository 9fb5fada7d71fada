import { describe, expect, it } from 'vitest';
import { boardResultOf } from '../../src/tournaments/results.js';

const result = (winners: string[], level: string | null, reason = 'victory') =>
  ({ winners, level, reason, summary: '' }) as Parameters<typeof boardResultOf>[0];

describe('a finished game as a board result', () => {
  it.each([
    [
      'a major victory of the first seat',
      result(['A'], 'major'),
      { kind: 'win', winner: 'first', level: 'major' },
    ],
    [
      'a decisive victory counts as major',
      result(['B'], 'decisive'),
      { kind: 'win', winner: 'second', level: 'major' },
    ],
    [
      'a win without a level counts as major',
      result(['A'], null),
      { kind: 'win', winner: 'first', level: 'major' },
    ],
    ['a minor victory', result(['B'], 'minor'), { kind: 'win', winner: 'second', level: 'minor' }],
    [
      'a marginal victory counts as minor',
      result(['A'], 'marginal'),
      { kind: 'win', winner: 'first', level: 'minor' },
    ],
    ['no winner is a draw', result([], null, 'turn_limit'), { kind: 'draw' }],
    [
      'a win on time is a forfeit',
      result(['A'], 'major', 'timeout'),
      { kind: 'forfeit', winner: 'first' },
    ],
    [
      'a seat never taken loses by forfeit',
      result(['B'], null, 'forfeit'),
      { kind: 'forfeit', winner: 'second' },
    ],
    [
      'a game nobody sat down to is a double forfeit',
      result([], null, 'forfeit'),
      { kind: 'double_forfeit' },
    ],
  ])('%s', (_name, game, expected) => {
    expect(boardResultOf(game, 'A', 'B')).toEqual(expected);
  });
});
