import { describe, expect, it } from 'vitest';
import { dropOrder } from '../../src/tournaments/formats/double-elimination.js';
import { pairBracketRound } from '../../src/tournaments/formats/elimination-format.js';
import { eliminationViewParts } from '../../src/tournaments/formats/elimination-view.js';
import { playBracket, type Decide } from './bracket-play.js';

/**
 * Golden brackets (docs/tournaments.md, "Formats and pairing"): each round as "section+round
 * seats" (W winners', L losers', F final and reset, 3rd third place; players are seeds), and the
 * final placings "rank:seed". Unless a case says otherwise the higher seed wins every game.
 */
describe('double elimination', () => {
  it.each([
    {
      players: 4,
      rounds: [['W1 1-4', 'W1 2-3'], ['W2 1-2', 'L1 3-4'], ['L2 2-3'], ['F1 1-2']],
      placings: ['1:1', '2:2', '3:3', '4:4'],
    },
    {
      // Byes to the top three; the loser of 4-5 has no one to meet in losers' round 1.
      players: 5,
      rounds: [
        ['W1 1-bye', 'W1 4-5', 'W1 2-bye', 'W1 3-bye'],
        ['W2 1-4', 'W2 2-3'],
        ['W3 1-2', 'L2 3-5'],
        ['L3 3-4'],
        ['L4 2-3'],
        ['F1 1-2'],
      ],
      placings: ['1:1', '2:2', '3:3', '4:4', '5:5'],
    },
    {
      // Winners' round 2 losers drop in reversed: 3 meets 5 and 4 meets 6, not their conquerors.
      players: 8,
      rounds: [
        ['W1 1-8', 'W1 4-5', 'W1 2-7', 'W1 3-6'],
        ['W2 1-4', 'W2 2-3', 'L1 5-8', 'L1 6-7'],
        ['W3 1-2', 'L2 3-5', 'L2 4-6'],
        ['L3 3-4'],
        ['L4 2-3'],
        ['F1 1-2'],
      ],
      placings: ['1:1', '2:2', '3:3', '4:4', '5:5', '5:6', '7:7', '7:8'],
    },
    {
      players: 16,
      rounds: [
        ['W1 1-16', 'W1 8-9', 'W1 4-13', 'W1 5-12', 'W1 2-15', 'W1 7-10', 'W1 3-14', 'W1 6-11'],
        ['W2 1-8', 'W2 4-5', 'W2 2-7', 'W2 3-6', 'L1 9-16', 'L1 12-13', 'L1 10-15', 'L1 11-14'],
        ['W3 1-4', 'W3 2-3', 'L2 6-9', 'L2 7-12', 'L2 5-10', 'L2 8-11'],
        ['W4 1-2', 'L3 6-7', 'L3 5-8'],
        ['L4 4-6', 'L4 3-5'],
        ['L5 3-4'],
        ['L6 2-3'],
        ['F1 1-2'],
      ],
      placings: [
        ...['1:1', '2:2', '3:3', '4:4', '5:5', '5:6', '7:7', '7:8'],
        ...['9:9', '9:10', '9:11', '9:12', '13:13', '13:14', '13:15', '13:16'],
      ],
    },
  ])('$players entrants, favourites winning', ({ players, rounds, placings }) => {
    expect(playBracket('double_elimination', players, {})).toEqual({ rounds, placings });
  });

  // Seed 2 wins the losers' bracket and the first final: both finalists have lost once.
  const upsetFinal: Decide = (a, b, round) =>
    round === 4 ? (a === 2 ? 'first' : 'second') : a < b ? 'first' : 'second';
  const early = [['W1 1-4', 'W1 2-3'], ['W2 1-2', 'L1 3-4'], ['L2 2-3'], ['F1 1-2']];

  it('plays a bracket reset when the losers’ champion wins the grand final', () => {
    expect(playBracket('double_elimination', 4, {}, upsetFinal)).toEqual({
      rounds: [...early, ['F2 1-2']],
      placings: ['1:1', '2:2', '3:3', '4:4'],
    });
  });

  it('ends at the grand final with grandFinalReset off', () => {
    expect(playBracket('double_elimination', 4, { grandFinalReset: false }, upsetFinal)).toEqual({
      rounds: early,
      placings: ['1:2', '2:1', '3:3', '4:4'],
    });
  });

  it('plays no reset when the winners’ champion wins the grand final', () => {
    // Seed 4 wins every game: it never drops, so the final ends it.
    const four: Decide = (a, b) =>
      a === 4 ? 'first' : b === 4 ? 'second' : a < b ? 'first' : 'second';
    expect(playBracket('double_elimination', 4, {}, four)).toEqual({
      rounds: [['W1 1-4', 'W1 2-3'], ['W2 2-4', 'L1 1-3'], ['L2 1-2'], ['F1 1-4']],
      placings: ['1:4', '2:1', '3:2', '4:3'],
    });
  });

  it('sends the higher seed through after a draw', () => {
    expect(playBracket('double_elimination', 4, {}, () => 'draw')).toEqual(
      playBracket('double_elimination', 4, {}),
    );
  });

  it('meets no earlier opponent in the losers’ bracket before its final', () => {
    for (const players of [8, 16, 32]) {
      const { rounds } = playBracket('double_elimination', players, {});
      const last = `L${2 * (Math.log2(players) - 1)}`;
      const met = new Set<string>();
      const rematches: string[] = [];
      for (const line of rounds.flat()) {
        const [tag, seats] = line.split(' ') as [string, string];
        const key = seats.split('-').sort().join('-');
        if (met.has(key) && tag.startsWith('L') && tag !== last) rematches.push(line);
        met.add(key);
      }
      expect(rematches, `${players} entrants`).toEqual([]);
    }
  });

  it('drops losers crosswise: reversed, then reversed with halves swapped', () => {
    expect(dropOrder([1, 2, 3, 4], 1)).toEqual([4, 3, 2, 1]);
    expect(dropOrder([1, 2, 3, 4], 2)).toEqual([2, 1, 4, 3]);
    expect(dropOrder([1, 2], 2)).toEqual([1, 2]);
    expect(dropOrder([7], 3)).toEqual([7]);
  });

  it('has no further round once the bracket is decided', () => {
    expect(pairBracketRound('double_elimination', {}, ['a', 'b'], [], 1)).toEqual([
      { first: 'a', second: 'b' },
    ]);
    const done = [
      {
        round: 1,
        first: 'a',
        second: 'b',
        result: { kind: 'win', winner: 'first', level: 'major' },
      },
      {
        round: 2,
        first: 'a',
        second: 'b',
        result: { kind: 'win', winner: 'first', level: 'major' },
      },
    ] as const;
    expect(pairBracketRound('double_elimination', {}, ['a', 'b'], done, 3)).toBeNull();
  });
});

describe('single elimination with a third-place match', () => {
  it.each([
    {
      // One semi-final is a bye: the only semi-final loser takes third place without a game.
      players: 3,
      third: true,
      rounds: [['W1 1-bye', 'W1 2-3'], ['W2 1-2']],
      placings: ['1:1', '2:2', '3:3'],
    },
    {
      players: 4,
      third: true,
      rounds: [
        ['W1 1-4', 'W1 2-3'],
        ['W2 1-2', '3rd1 3-4'],
      ],
      placings: ['1:1', '2:2', '3:3', '4:4'],
    },
    {
      players: 5,
      third: true,
      rounds: [
        ['W1 1-bye', 'W1 4-5', 'W1 2-bye', 'W1 3-bye'],
        ['W2 1-4', 'W2 2-3'],
        ['W3 1-2', '3rd1 3-4'],
      ],
      placings: ['1:1', '2:2', '3:3', '4:4', '5:5'],
    },
    {
      players: 8,
      third: true,
      rounds: [
        ['W1 1-8', 'W1 4-5', 'W1 2-7', 'W1 3-6'],
        ['W2 1-4', 'W2 2-3'],
        ['W3 1-2', '3rd1 3-4'],
      ],
      placings: ['1:1', '2:2', '3:3', '4:4', '5:5', '5:6', '5:7', '5:8'],
    },
    {
      // Without the match the semi-final losers share third place.
      players: 8,
      third: false,
      rounds: [['W1 1-8', 'W1 4-5', 'W1 2-7', 'W1 3-6'], ['W2 1-4', 'W2 2-3'], ['W3 1-2']],
      placings: ['1:1', '2:2', '3:3', '3:4', '5:5', '5:6', '5:7', '5:8'],
    },
  ])('$players entrants, third-place match $third', ({ players, third, rounds, placings }) => {
    expect(playBracket('single_elimination', players, { thirdPlaceMatch: third })).toEqual({
      rounds,
      placings,
    });
  });
});

describe('the bracket in the view', () => {
  const win = (round: number, first: string, second: string) =>
    ({ round, first, second, result: { kind: 'win', winner: 'first', level: 'major' } }) as const;

  it('places every match of a 5-player double elimination after round 1', () => {
    const seeded = ['1', '2', '3', '4', '5'].map((s) => String(100 + Number(s)));
    const boards = [
      { round: 1, first: '101', second: null, result: null },
      win(1, '104', '105'),
      { round: 1, first: '102', second: null, result: null },
      { round: 1, first: '103', second: null, result: null },
      // Round 2 paired, not played.
      { round: 2, first: '101', second: '104', result: null },
      { round: 2, first: '102', second: '103', result: null },
    ];
    const parts = eliminationViewParts('double_elimination', {}, seeded, boards, true)!;
    const lines = parts.bracket.sections.flatMap((s) =>
      s.rounds.flatMap((r) =>
        r.matches.map(
          (m) =>
            `${s.name} ${r.round}: ${m.first ?? '-'}-${m.second ?? '-'} ${m.state} ${m.round ?? '-'}/${m.board ?? '-'} ${m.winner ?? '-'}`,
        ),
      ),
    );
    expect(lines).toEqual([
      'winners 1: 101-- bye 1/1 101',
      'winners 1: 104-105 decided 1/2 104',
      'winners 1: 102-- bye 1/3 102',
      'winners 1: 103-- bye 1/4 103',
      'winners 2: 101-104 paired 2/1 -',
      'winners 2: 102-103 paired 2/2 -',
      'winners 3: --- waiting -/- -',
      // The loser of 4-5 has nobody to meet: through without a game; the other match is empty.
      'losers 1: --105 bye -/- 105',
      'losers 1: --- not_needed -/- -',
      'losers 2: 105-- waiting -/- -',
      'losers 2: --- waiting -/- -',
      'losers 3: --- waiting -/- -',
      'losers 4: --- waiting -/- -',
      'final 1: --- waiting -/- -',
      'final 2: --- waiting -/- -',
    ]);
    // Still in: everyone but 5, who has lost once and waits in the losers' bracket too.
    const standings = seeded.map((player) => ({ player, rank: 1 }));
    expect(parts.rank(standings).map((s) => s.rank)).toEqual([1, 1, 1, 1, 1]);
  });
});
