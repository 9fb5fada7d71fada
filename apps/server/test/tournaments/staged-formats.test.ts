import { describe, expect, it } from 'vitest';
import {
  groupPlayoffSeeds,
  groupQualifiers,
  snakeGroups,
} from '../../src/tournaments/formats/groups.js';
import {
  stageFieldProblem,
  stagedRanking,
  stagedRoundCount,
  stagesOf,
  type StagedFormat,
  type StageSettings,
} from '../../src/tournaments/formats/staged.js';
import { stagedViewParts } from '../../src/tournaments/formats/stages-view.js';
import { pairNextRound } from '../../src/tournaments/next-round.js';
import {
  DEFAULT_SCORING,
  type BoardResult,
  type Pairing,
  type PlayedBoard,
  type TieBreak,
} from '../../src/tournaments/types.js';

/**
 * Golden tests of the staged formats (docs/tournaments.md, "Formats and pairing": "Swiss with a
 * top cut" and "Groups into playoffs"): who goes through, the group draw, the playoff's seeding
 * and the final ranking.
 */

const TIE_BREAKS: TieBreak[] = ['buchholz', 'sonneborn_berger', 'head_to_head'];
const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const WIN_FIRST: BoardResult = { kind: 'win', winner: 'first', level: 'major' };
const WIN_SECOND: BoardResult = { kind: 'win', winner: 'second', level: 'major' };
const lines = (pairing: readonly Pairing[] | null) =>
  (pairing ?? []).map((b) => `${b.first}-${b.second ?? 'bye'}`);

/** Plays `format` round by round, each board's result from `decide`, until `until` rounds. */
function play(
  format: StagedFormat,
  seeded: string[],
  settings: StageSettings,
  until: number,
  decide: (round: number, board: number, b: Pairing) => BoardResult,
  withdrawn: ReadonlySet<string> = new Set(),
): { boards: PlayedBoard[]; next: (round: number) => Pairing[] | null } {
  const boards: PlayedBoard[] = [];
  const next = (round: number) =>
    pairNextRound({
      format,
      seeded,
      withdrawn,
      boards,
      round,
      swissRounds: settings.rounds ?? 0,
      scoring: settings.scoring,
      stageSettings: settings,
    });
  for (let round = 1; round <= until; round += 1) {
    const pairing = next(round)!;
    pairing.forEach((b, i) =>
      boards.push({ ...b, round, result: b.second === null ? null : decide(round, i, b) }),
    );
  }
  return { boards, next };
}

describe('Swiss with a top cut', () => {
  const settings: StageSettings = {
    rounds: 4,
    topCut: 8,
    scoring: DEFAULT_SCORING,
    tieBreaks: TIE_BREAKS,
  };
  const seeded = players(16);
  // Four Swiss rounds: the first seat wins, but every third board is drawn and some upsets.
  const swiss = play('swiss_top_cut', seeded, settings, 4, (round, i) =>
    (round + i) % 3 === 0 ? { kind: 'draw' } : (round * 7 + i) % 5 === 0 ? WIN_SECOND : WIN_FIRST,
  );

  it('has the Swiss rounds then the bracket of the cut', () => {
    expect(stagedRoundCount('swiss_top_cut', settings, 16)).toBe(4 + 3);
    expect(stagedRoundCount('swiss_top_cut', { ...settings, topCut: 2 }, 16)).toBe(4 + 1);
  });

  it('sends the top 8 of the standings, tie-breaks applied, seeded by Swiss rank', () => {
    const table = stagesOf({
      format: 'swiss_top_cut',
      settings,
      seeded,
      withdrawn: new Set(),
      boards: swiss.boards,
    }).tables[0]!;
    expect(
      table.map((s) => [s.rank, s.player, s.points, s.tieBreaks.buchholz]).slice(0, 10),
    ).toEqual([
      [1, 'p5', 10, 25],
      [1, 'p10', 10, 25],
      [3, 'p1', 7, 30],
      [4, 'p4', 7, 28],
      [5, 'p13', 7, 22],
      [6, 'p7', 6, 26],
      [7, 'p6', 6, 15],
      // Level on 5 points: Buchholz puts p2 in the cut and p15 out of it.
      [8, 'p2', 5, 27],
      [9, 'p15', 5, 14],
      [10, 'p16', 4, 23],
    ]);
    // p5 and p10 share first place on every tie-break: the higher seed is playoff seed 1.
    // Bracket order 1 v 8, 4 v 5, 2 v 7, 3 v 6.
    expect(lines(swiss.next(5))).toEqual(['p5-p2', 'p4-p13', 'p10-p6', 'p1-p7']);
  });

  it('passes over a player withdrawn before the cut', () => {
    const withdrawn = new Set(['p4']);
    const again = play('swiss_top_cut', seeded, settings, 4, () => WIN_FIRST, withdrawn);
    const qualifiers = lines(again.next(5)).flatMap((l) => l.split('-'));
    expect(qualifiers).toHaveLength(8);
    expect(qualifiers).not.toContain('p4');
  });
});

describe('groups into playoffs', () => {
  const settings: StageSettings = {
    groups: 4,
    advancePerGroup: 2,
    scoring: DEFAULT_SCORING,
    tieBreaks: TIE_BREAKS,
  };
  const seeded = players(12);

  it.each([
    [
      12,
      4,
      [
        ['p1', 'p8', 'p9'],
        ['p2', 'p7', 'p10'],
        ['p3', 'p6', 'p11'],
        ['p4', 'p5', 'p12'],
      ],
    ],
    [
      10,
      3,
      [
        ['p1', 'p6', 'p7'],
        ['p2', 'p5', 'p8'],
        ['p3', 'p4', 'p9', 'p10'],
      ],
    ],
    [
      5,
      2,
      [
        ['p1', 'p4', 'p5'],
        ['p2', 'p3'],
      ],
    ],
  ])('snakes %i players into %i groups by seed', (n, count, groups) => {
    expect(snakeGroups(players(n), count)).toEqual(groups);
  });

  it.each([
    // 2 groups, 1 through: the final is A1 v B1.
    [[['A1', 'B1']], ['A1', 'B1']],
    // 4 groups, 2 through: A1 v C2, D1 v B2 | B1 v D2, C1 v A2.
    [
      [
        ['A1', 'B1', 'C1', 'D1'],
        ['A2', 'B2', 'C2', 'D2'],
      ],
      ['A1', 'B1', 'C1', 'D1', 'B2', 'A2', 'D2', 'C2'],
    ],
  ])('seeds the playoff so one group meets as late as possible', (tiers, seeds) => {
    const given = tiers.map((tier) =>
      tier.map((player) => ({ player, group: player.charCodeAt(0) - 65 })),
    );
    expect(groupPlayoffSeeds(given)).toEqual(seeds);
  });

  it('plays each group a round robin in the same tournament rounds, then the playoff', () => {
    expect(stagedRoundCount('groups_playoffs', settings, 12)).toBe(3 + 3);
    // The higher seed wins every group game.
    const higher = (_r: number, _i: number, b: Pairing) =>
      seeded.indexOf(b.first) < seeded.indexOf(b.second!) ? WIN_FIRST : WIN_SECOND;
    const groups = play('groups_playoffs', seeded, settings, 3, higher);
    // Round 1: each group of three by the Berger table, one player of each with a bye.
    expect(lines(groups.next(1))).toEqual([
      'p1-bye',
      'p8-p9',
      'p2-bye',
      'p7-p10',
      'p3-bye',
      'p6-p11',
      'p4-bye',
      'p5-p12',
    ]);
    const stages = stagesOf({
      format: 'groups_playoffs',
      settings,
      seeded,
      withdrawn: new Set(),
      boards: groups.boards,
    });
    expect(stages.tables.map((t) => t.map((s) => s.player))).toEqual([
      ['p1', 'p8', 'p9'],
      ['p2', 'p7', 'p10'],
      ['p3', 'p6', 'p11'],
      ['p4', 'p5', 'p12'],
    ]);
    // Group winners meet other groups' runners-up; A1 and A2 only in the final.
    expect(lines(groups.next(4))).toEqual(['p1-p6', 'p4-p7', 'p2-p5', 'p3-p8']);
  });

  it('ranks the playoff first, then the rest by their group place', () => {
    const upsets = new Set(['p3-p8', 'p1-p4']);
    const played = play('groups_playoffs', seeded, settings, 6, (round, _i, b) => {
      if (round === 6) return { kind: 'draw' }; // a drawn final: the higher seed goes through
      if (upsets.has(`${b.first}-${b.second}`)) return WIN_SECOND;
      return seeded.indexOf(b.first) < seeded.indexOf(b.second!) ? WIN_FIRST : WIN_SECOND;
    });
    expect(played.boards.filter((b) => b.round === 6).map((b) => `${b.first}-${b.second}`)).toEqual(
      ['p2-p4'],
    );
    expect(played.next(7)).toBeNull();
    const ranking = stagedRanking({
      format: 'groups_playoffs',
      settings,
      seeded,
      withdrawn: new Set(),
      boards: played.boards,
    });
    expect(ranking.map((s) => `${s.rank} ${s.player}`)).toEqual([
      '1 p2', // champion
      '2 p4', // finalist
      '3 p1', // semi-finalists, by playoff seed
      '3 p8',
      '5 p3', // quarter-finalists, by playoff seed (B2 p7 is seed 5, D2 p5 seed 7, C2 p6 seed 8)
      '5 p7',
      '5 p5',
      '5 p6',
      '9 p9', // third in their groups, level on points
      '9 p10',
      '9 p11',
      '9 p12',
    ]);
    // The view's bracket: the playoff as a winners' section on tournament rounds 4 to 6 (the
    // view's ids are account ids: numbers).
    const num = (p: string) => p.slice(1);
    const parts = stagedViewParts(
      {
        format: 'groups_playoffs',
        settings,
        seeded: seeded.map(num),
        withdrawn: new Set(),
        boards: played.boards.map((b) => ({
          ...b,
          first: num(b.first),
          second: b.second === null ? null : num(b.second),
        })),
      },
      8,
    );
    const id = (n: number | null) => (n === null ? null : `p${n}`);
    expect(
      parts.bracket!.sections.map((s) => [
        s.name,
        s.rounds.map((r) =>
          r.matches.map((m) => `${m.round}:${id(m.first)}-${id(m.second)}>${id(m.winner)}`),
        ),
      ]),
    ).toEqual([
      [
        'winners',
        [
          ['4:p1-p6>p1', '4:p4-p7>p4', '4:p2-p5>p2', '4:p3-p8>p8'],
          ['5:p1-p4>p4', '5:p2-p8>p2'],
          ['6:p4-p2>p2'],
        ],
      ],
    ]);
    expect(parts.stageOf(3)).toBe('groups');
    expect(parts.stageOf(4)).toBe('playoff');
  });

  it('keeps a playoff player who withdraws in its bracket place', () => {
    const higher = (_r: number, _i: number, b: Pairing) =>
      seeded.indexOf(b.first) < seeded.indexOf(b.second!) ? WIN_FIRST : WIN_SECOND;
    const played = play('groups_playoffs', seeded, settings, 4, higher);
    const later = stagesOf({
      format: 'groups_playoffs',
      settings,
      seeded,
      withdrawn: new Set(['p8']),
      boards: played.boards,
    });
    expect(later.qualifiers).toContain('p8');
    expect(groupQualifiers(later.tables, 2, new Set(['p8']))[1]!.map((q) => q.player)).toContain(
      'p9',
    );
  });
});

describe('the field fits the stages', () => {
  it.each<[StagedFormat, Partial<StageSettings>, number, string[] | null]>([
    ['swiss_top_cut', { rounds: 3, topCut: 8 }, 8, null],
    ['swiss_top_cut', { rounds: 3, topCut: 8 }, 7, ['topCut']],
    ['groups_playoffs', { groups: 4, advancePerGroup: 2 }, 12, null],
    ['groups_playoffs', { groups: 4, advancePerGroup: 2 }, 11, ['groups']],
    ['groups_playoffs', { groups: 2, advancePerGroup: 1 }, 4, null],
    ['groups_playoffs', { groups: 2, advancePerGroup: 1 }, 3, ['groups']],
  ])('%s %o with %i players', (format, s, n, path) => {
    const problem = stageFieldProblem(
      format,
      { scoring: DEFAULT_SCORING, tieBreaks: TIE_BREAKS, ...s },
      n,
    );
    expect(problem?.path ?? null).toEqual(path);
  });
});
