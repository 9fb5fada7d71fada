import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/tournaments/standings.js';
import { DEFAULT_SCORING, type PlayedBoard } from '../../src/tournaments/types.js';

const major = (winner: 'first' | 'second') => ({ kind: 'win', winner, level: 'major' }) as const;
const minor = (winner: 'first' | 'second') => ({ kind: 'win', winner, level: 'minor' }) as const;
const draw = { kind: 'draw' } as const;

/**
 * Hand-computed (scoring 3 / 2 / 1 / ½ / 0): A 3+2+0 = 5, B 0+3+1 = 4, C 1+½+1 = 2½, D 1+0+3 = 4.
 * B and D: Buchholz 5+4+2½ = 11½ each; Sonneborn–Berger B = 4·1 + 2½·½ = 5¼, D = 2½·½ + 5·1 = 6¼;
 * head-to-head B beat D.
 */
const boards: PlayedBoard[] = [
  { round: 1, first: 'A', second: 'B', result: major('first') },
  { round: 1, first: 'C', second: 'D', result: draw },
  { round: 2, first: 'C', second: 'A', result: minor('second') },
  { round: 2, first: 'B', second: 'D', result: major('first') },
  { round: 3, first: 'D', second: 'A', result: major('first') },
  { round: 3, first: 'B', second: 'C', result: draw },
];

describe('standings and tie-breaks', () => {
  it('scores major and minor results and breaks the tie by Sonneborn–Berger', () => {
    const table = computeStandings(['A', 'B', 'C', 'D'], boards, DEFAULT_SCORING, [
      'buchholz',
      'sonneborn_berger',
      'head_to_head',
    ]);
    expect(table.map((s) => [s.rank, s.player, s.points])).toEqual([
      [1, 'A', 5],
      [2, 'D', 4],
      [3, 'B', 4],
      [4, 'C', 2.5],
    ]);
    const b = table.find((s) => s.player === 'B')!;
    const d = table.find((s) => s.player === 'D')!;
    expect([b.tieBreaks.buchholz, d.tieBreaks.buchholz]).toEqual([11.5, 11.5]);
    expect([b.tieBreaks.sonneborn_berger, d.tieBreaks.sonneborn_berger]).toEqual([5.25, 6.25]);
    expect([b.wins, b.draws, b.losses]).toEqual([1, 1, 1]);
    // Issue 31: head-to-head is shown although Sonneborn–Berger already split the tie: B beat D
    // (a major win, 3 points), D scored 0 against B; A and C have nobody on their points.
    expect(table.map((s) => [s.player, s.tieBreaks.head_to_head])).toEqual([
      ['A', 0],
      ['D', 0],
      ['B', 3],
      ['C', 0],
    ]);
  });

  it('breaks it by head-to-head when that comes first', () => {
    const table = computeStandings(['A', 'B', 'C', 'D'], boards, DEFAULT_SCORING, [
      'head_to_head',
      'sonneborn_berger',
    ]);
    expect(table.map((s) => s.player)).toEqual(['A', 'B', 'D', 'C']);
  });

  it('scores byes and forfeits; a forfeit counts as a game for Buchholz', () => {
    const table = computeStandings(
      ['A', 'B', 'C'],
      [
        { round: 1, first: 'A', second: null, result: null },
        { round: 1, first: 'B', second: 'C', result: { kind: 'forfeit', winner: 'second' } },
      ],
      { ...DEFAULT_SCORING, forfeit: -1 },
      ['buchholz'],
    );
    expect(table.map((s) => [s.rank, s.player, s.points])).toEqual([
      [1, 'A', 3],
      [2, 'C', 3],
      [3, 'B', -1],
    ]);
    expect(table.map((s) => s.tieBreaks.buchholz)).toEqual([0, -1, 3]);
  });

  it('shares a rank when nothing separates players', () => {
    const table = computeStandings(
      ['A', 'B'],
      [{ round: 1, first: 'A', second: 'B', result: draw }],
      DEFAULT_SCORING,
      ['buchholz', 'sonneborn_berger', 'head_to_head'],
    );
    expect(table.map((s) => [s.rank, s.player])).toEqual([
      [1, 'A'],
      [1, 'B'],
    ]);
  });
});
