import { eliminationRounds } from '../elimination.js';
import { computeStandings, type Standing } from '../standings.js';
import type { Pairing, PlayedBoard, PlayerId, Scoring, TieBreak } from '../types.js';
import {
  groupPlayoffSeeds,
  groupQualifiers,
  groupRound,
  groupStageRounds,
  groupStandings,
  snakeGroups,
} from './groups.js';
import { playoffRanking, playoffRound } from './playoff.js';
import { topCutQualifiers } from './top-cut.js';

/** The formats played in two stages: a first stage, then a single-elimination playoff. */
export const STAGED_FORMATS = ['swiss_top_cut', 'groups_playoffs'] as const;
/** A format played in two stages. */
export type StagedFormat = (typeof STAGED_FORMATS)[number];

/** Whether a format is played in two stages. */
export function isStaged(format: string): format is StagedFormat {
  return (STAGED_FORMATS as readonly string[]).includes(format);
}

/** The settings the staged formats read (a tournament's settings are a superset). */
export interface StageSettings {
  /** Swiss with a top cut: the Swiss rounds. */
  readonly rounds?: number | undefined;
  /** Swiss with a top cut: how many go through to the playoff (2, 4, 8 or 16). */
  readonly topCut?: number | undefined;
  /** Groups into playoffs: how many groups (2–8). */
  readonly groups?: number | undefined;
  /** Groups into playoffs: how many of each group go through (1–4). */
  readonly advancePerGroup?: number | undefined;
  readonly scoring: Scoring;
  readonly tieBreaks: readonly TieBreak[];
}

/** Placeholder ids for counting rounds from a field's size. */
const field = (players: number): PlayerId[] => Array.from({ length: players }, (_, i) => `${i}`);

/** How many rounds the first stage (the Swiss, or the groups' round robins) has. */
export function firstStageRounds(format: StagedFormat, s: StageSettings, players: number): number {
  if (format === 'swiss_top_cut') return s.rounds ?? 0;
  return groupStageRounds(snakeGroups(field(players), s.groups ?? 2));
}

/** How many players the playoff is planned for (before any withdrawal). */
export function playoffSize(format: StagedFormat, s: StageSettings, players: number): number {
  if (format === 'swiss_top_cut') return Math.min(s.topCut ?? 2, players);
  return (s.groups ?? 2) * (s.advancePerGroup ?? 1);
}

/** Both stages' rounds: the first stage's and the playoff's. */
export function stagedRoundCount(format: StagedFormat, s: StageSettings, players: number): number {
  return firstStageRounds(format, s, players) + eliminationRounds(playoffSize(format, s, players));
}

/**
 * Why a field cannot play these settings, or null when it can: a top cut larger than the field,
 * or groups too small for their players going through (every group needs more players than go
 * through from it). `path` names the setting to change.
 */
export function stageFieldProblem(
  format: StagedFormat,
  s: StageSettings,
  players: number,
): { message: string; path: string[] } | null {
  if (format === 'swiss_top_cut') {
    const cut = s.topCut ?? 2;
    return cut > players
      ? { message: `A top cut of ${cut} needs at least ${cut} players.`, path: ['topCut'] }
      : null;
  }
  const groups = s.groups ?? 2;
  const through = s.advancePerGroup ?? 1;
  const smallest = Math.floor(players / groups);
  return smallest > through
    ? null
    : {
        message: `${groups} groups with ${through} going through from each need at least ${groups * (through + 1)} players.`,
        path: ['groups'],
      };
}

/** What the staged formats' pairing and standings read. */
export interface StagedInput {
  readonly format: StagedFormat;
  readonly settings: StageSettings;
  /** Every player, by seed (1 first). */
  readonly seeded: readonly PlayerId[];
  readonly withdrawn: ReadonlySet<PlayerId>;
  /** Boards of every round so far (tournament rounds). */
  readonly boards: readonly PlayedBoard[];
}

/** A staged tournament's two stages as far as they have been played. */
export interface Stages {
  /** Rounds of the first stage; later rounds are the playoff. */
  readonly firstStageRounds: number;
  /** The groups by seed (groups into playoffs), each a list of players; empty for a Swiss. */
  readonly groups: readonly PlayerId[][];
  /** The first stage's tables: one for the Swiss, one per group. */
  readonly tables: readonly Standing[][];
  /** The playoff's players by playoff seed; empty until it is paired. */
  readonly qualifiers: readonly PlayerId[];
  /** The playoff's boards, their `round` counted from 1 within the playoff. */
  readonly playoffBoards: readonly PlayedBoard[];
}

/**
 * The stages of a staged tournament. The playoff's qualifiers are worked out from the first
 * stage's tables with the players withdrawn before the playoff was paired passed over: a player
 * who withdraws during the playoff keeps its seed, so the bracket stays as drawn.
 */
export function stagesOf(input: StagedInput): Stages {
  const { format, settings: s, seeded, boards } = input;
  const first = firstStageRounds(format, s, seeded.length);
  const firstBoards = boards.filter((b) => b.round <= first);
  const playoffBoards = boards
    .filter((b) => b.round > first)
    .map((b) => ({ ...b, round: b.round - first }));
  const inPlayoff = new Set(
    playoffBoards.filter((b) => b.round === 1).flatMap((b) => [b.first, b.second ?? b.first]),
  );
  const withdrawn = new Set([...input.withdrawn].filter((p) => !inPlayoff.has(p)));
  if (format === 'swiss_top_cut') {
    const table = computeStandings(seeded, firstBoards, s.scoring, s.tieBreaks);
    const qualifiers = inPlayoff.size > 0 ? topCutQualifiers(table, s.topCut ?? 2, withdrawn) : [];
    return { firstStageRounds: first, groups: [], tables: [table], qualifiers, playoffBoards };
  }
  const groups = snakeGroups(seeded, s.groups ?? 2);
  const tables = groups.map((g) => groupStandings(g, firstBoards, s.scoring, s.tieBreaks));
  const qualifiers =
    inPlayoff.size > 0
      ? groupPlayoffSeeds(groupQualifiers(tables, s.advancePerGroup ?? 1, withdrawn))
      : [];
  return { firstStageRounds: first, groups, tables, qualifiers, playoffBoards };
}

/**
 * Round `round` of a staged tournament, or null when it is over. The first stage's rounds come
 * from `firstStage` (the Swiss pairing) or the groups' round robins; the round after the first
 * stage seeds the playoff from its tables, and later rounds follow the bracket.
 */
export function pairStagedRound(
  input: StagedInput,
  round: number,
  swiss: () => Pairing[] | null,
): Pairing[] | null {
  const { format, settings: s, seeded } = input;
  const first = firstStageRounds(format, s, seeded.length);
  if (round <= first) {
    return format === 'swiss_top_cut'
      ? swiss()
      : groupRound(snakeGroups(seeded, s.groups ?? 2), round);
  }
  const stages = stagesOf(input);
  const qualifiers =
    round === first + 1 ? qualifiersAtCut(input, stages.tables) : stages.qualifiers;
  return playoffRound(qualifiers, stages.playoffBoards, round - first);
}

/** The playoff's seeds when it is about to be paired: the first stage's top, withdrawn passed. */
function qualifiersAtCut(input: StagedInput, tables: readonly Standing[][]): PlayerId[] {
  const s = input.settings;
  if (input.format === 'swiss_top_cut')
    return topCutQualifiers(tables[0] ?? [], s.topCut ?? 2, input.withdrawn);
  return groupPlayoffSeeds(groupQualifiers(tables, s.advancePerGroup ?? 1, input.withdrawn));
}

/**
 * The final ranking of a staged tournament: the playoff's players first by how far they got
 * (champion, finalist, semi-finalists sharing 3rd…), then everyone else by the first stage
 * (a Swiss: its standings; groups: by place in the group, then points, then group). Until the
 * playoff is paired, the first stage's order. Each line keeps the player's first-stage numbers.
 */
export function stagedRanking(input: StagedInput, stages: Stages = stagesOf(input)): Standing[] {
  const lines = new Map<PlayerId, Standing>();
  // A line's first-stage key: (place in its table, −points, group): smaller is better.
  const key = new Map<PlayerId, [number, number, number]>();
  stages.tables.forEach((table, group) =>
    table.forEach((line) => {
      lines.set(line.player, line);
      key.set(line.player, [line.rank, -line.points, input.format === 'swiss_top_cut' ? 0 : group]);
    }),
  );
  const out: Standing[] = [];
  for (const place of playoffRanking(stages.qualifiers, stages.playoffBoards))
    out.push({ ...lines.get(place.player)!, rank: place.rank });
  const offset = out.length;
  const rest = [...lines.keys()].filter((p) => !stages.qualifiers.includes(p));
  const better = (a: [number, number, number], b: [number, number, number]) =>
    a[0] - b[0] || a[1] - b[1] || (input.format === 'swiss_top_cut' ? 0 : a[2] - b[2]);
  const seed = (p: PlayerId) => input.seeded.indexOf(p);
  rest.sort((a, b) => better(key.get(a)!, key.get(b)!) || seed(a) - seed(b));
  // Groups: players of equal place and points share a rank, whatever their group.
  const same = (a: PlayerId, b: PlayerId) => {
    const [x, y] = [key.get(a)!, key.get(b)!];
    return x[0] === y[0] && x[1] === y[1];
  };
  rest.forEach((p, i) => {
    const shared = rest.findIndex((q) => same(p, q));
    out.push({ ...lines.get(p)!, rank: offset + (shared === -1 ? i : shared) + 1 });
  });
  return out;
}

/** A staged tournament's settings problem, as the API reports it. */
export interface StageProblem {
  readonly code: 'request/invalid' | 'tournament/bad_settings';
  readonly message: string;
  readonly path: string[];
}

/**
 * What a staged format's creation lacks, or null: a Swiss with a top cut needs `rounds` and
 * `topCut`, groups into playoffs need `groups` and `advancePerGroup` (`request/invalid`); a
 * field the player cap can never make big enough is `tournament/bad_settings`.
 */
export function stageSettingsProblem(
  format: StagedFormat,
  s: StageSettings & { readonly maxPlayers: number },
): StageProblem | null {
  const needs =
    format === 'swiss_top_cut'
      ? ([
          ['rounds', 'A Swiss with a top cut needs its number of Swiss rounds.'],
          ['topCut', 'A Swiss with a top cut needs the size of its cut: 2, 4, 8 or 16.'],
        ] as const)
      : ([
          ['groups', 'Groups into playoffs needs its number of groups (2–8).'],
          ['advancePerGroup', 'Groups into playoffs needs how many go through per group (1–4).'],
        ] as const);
  for (const [key, message] of needs)
    if (s[key] === undefined) return { code: 'request/invalid', message, path: [key] };
  const problem = stageFieldProblem(format, s, s.maxPlayers);
  return problem && { code: 'tournament/bad_settings', ...problem };
}
