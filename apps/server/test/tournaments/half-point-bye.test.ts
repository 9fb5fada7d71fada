import { describe, expect, it } from 'vitest';
import { HALF_POINT_BYE } from '../../src/tournaments/half-point-bye.js';
import { pairNextRound } from '../../src/tournaments/next-round.js';
import { computeStandings } from '../../src/tournaments/standings.js';
import { DEFAULT_SCORING, type PlayedBoard } from '../../src/tournaments/types.js';

/**
 * docs/tournaments.md, "Check-in, late entries and byes": a requested half-point bye is a bye
 * board carrying a draw; it scores `halfPointBye` (a draw's points by default), and it does not
 * count as the pairing's bye.
 */
const major = { kind: 'win', winner: 'first', level: 'major' } as const;

describe('half-point byes', () => {
  it.each([
    ['a pairing bye scores the bye', null, undefined, DEFAULT_SCORING.bye],
    ['a half-point bye scores a draw by default', HALF_POINT_BYE, undefined, DEFAULT_SCORING.draw],
    ['a half-point bye scores its own setting', HALF_POINT_BYE, 1.5, 1.5],
  ])('%s', (_what, result, halfPointBye, points) => {
    const boards: PlayedBoard[] = [{ round: 1, first: 'A', second: null, result }];
    const table = computeStandings(['A'], boards, { ...DEFAULT_SCORING, halfPointBye }, []);
    expect(table[0]!.points).toBe(points);
  });

  it('leaves a player with a half-point bye eligible for the pairing bye', () => {
    // Round 1: A beat B, C beat D; E asked for a bye, here worth 0. Round 2, five players ranked
    // A, C (3), B, D, E (0): the pairing bye goes to the lowest-ranked player who has not had
    // one, E. Were the requested bye counted, D would get it and E would meet B.
    const boards: PlayedBoard[] = [
      { round: 1, first: 'A', second: 'B', result: major },
      { round: 1, first: 'C', second: 'D', result: major },
      { round: 1, first: 'E', second: null, result: HALF_POINT_BYE },
    ];
    const pairing = pairNextRound({
      format: 'swiss',
      seeded: ['A', 'B', 'C', 'D', 'E'],
      withdrawn: new Set(),
      boards,
      round: 2,
      swissRounds: 3,
      scoring: { ...DEFAULT_SCORING, halfPointBye: 0 },
    });
    expect(pairing).toContainEqual({ first: 'E', second: null });
  });
});
