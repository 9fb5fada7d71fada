import type { Standing } from '../standings.js';
import { bracketView, type BracketView } from './bracket-view.js';
import { replayTournamentBracket } from './elimination-format.js';
import type { PlayedBoard, PlayerId } from '../types.js';
import { groupName, groupOf } from './groups.js';
import { stagedRanking, stagesOf, type StagedInput, type Stages } from './staged.js';

/** A line of a table as pages show it: the standing with the player's account id. */
export type StandingLineView = Omit<Standing, 'player'> & { readonly userId: number };

/** One group of a group stage: its name, players by seed, and its own table. */
export interface GroupView {
  /** A, B, C… */
  readonly name: string;
  readonly players: number[];
  readonly standings: StandingLineView[];
}

/**
 * The two stages of a staged tournament (Swiss with a top cut, groups into playoffs), as pages
 * and exports show them; the playoff's bracket is the view's `bracket`.
 */
export interface StagesView {
  /** What the first stage is: Swiss rounds, or every group's round robin. */
  readonly firstStage: 'swiss' | 'groups';
  /** Tournament rounds 1…firstStageRounds are the first stage; later ones the playoff. */
  readonly firstStageRounds: number;
  /** How many go through: the top cut, or groups × players per group. */
  readonly playoffPlayers: number;
  /** The Swiss standings by their own ranks (empty for groups: each group has its table). */
  readonly table: StandingLineView[];
  readonly groups: GroupView[];
  /** The playoff's players by playoff seed (1 first); empty until the playoff is paired. */
  readonly qualifiers: number[];
}

/** What a staged tournament adds to its view. */
export interface StagedViewParts {
  readonly stages: StagesView;
  /** The final ranking: the playoff first, then the rest by the first stage. */
  readonly ranking: Standing[];
  /**
   * The playoff's bracket once it is paired (a single-elimination `winners` section), each match
   * on its tournament round and board; null before.
   */
  readonly bracket: BracketView | null;
  /** The stage a tournament round belongs to. */
  stageOf(round: number): 'swiss' | 'groups' | 'playoff';
  /** The group of a group-stage board (by its first player), or null. */
  groupOfBoard(board: Pick<PlayedBoard, 'round' | 'first'>): string | null;
}

const line = ({ player, ...rest }: Standing): StandingLineView => ({
  ...rest,
  userId: Number(player),
});

/** The stages, final ranking and board labels of a staged tournament. */
export function stagedViewParts(input: StagedInput, playoffPlayers: number): StagedViewParts {
  const stages = stagesOf(input);
  const swiss = input.format === 'swiss_top_cut';
  const first = stages.firstStageRounds;
  return {
    stages: {
      firstStage: swiss ? 'swiss' : 'groups',
      firstStageRounds: first,
      playoffPlayers,
      table: swiss ? (stages.tables[0] ?? []).map(line) : [],
      groups: swiss
        ? []
        : stages.groups.map((players, i) => ({
            name: groupName(i),
            players: players.map(Number),
            standings: (stages.tables[i] ?? []).map(line),
          })),
      qualifiers: stages.qualifiers.map(Number),
    },
    ranking: stagedRanking(input, stages),
    bracket: stages.qualifiers.length === 0 ? null : playoffBracket(stages),
    stageOf: (round) => (round > first ? 'playoff' : swiss ? 'swiss' : 'groups'),
    groupOfBoard: (b: Pick<PlayedBoard, 'round' | 'first'>) => {
      if (swiss || b.round > first) return null;
      const g = groupOf(stages.groups, b.first as PlayerId);
      return g === -1 ? null : groupName(g);
    },
  };
}

/** The playoff as a bracket: replayed with its own rounds, then placed on the tournament's. */
function playoffBracket(stages: Stages): BracketView {
  const replay = replayTournamentBracket(
    'single_elimination',
    {},
    stages.qualifiers,
    stages.playoffBoards,
  );
  const view = bracketView(replay);
  const shift = (round: number | null) => (round === null ? null : round + stages.firstStageRounds);
  return {
    sections: view.sections.map((section) => ({
      ...section,
      rounds: section.rounds.map((r) => ({
        ...r,
        matches: r.matches.map((m) => ({ ...m, round: shift(m.round) })),
      })),
    })),
  };
}

/** The first stage's tables as the exports show them: "Swiss stage", or "Group A", "Group B"… */
export function firstStageExport(stages: StagesView): { title: string; standings: Standing[] }[] {
  const back = (lines: readonly StandingLineView[]): Standing[] =>
    lines.map(({ userId, ...rest }) => ({ ...rest, player: String(userId) }));
  if (stages.firstStage === 'swiss')
    return [{ title: 'Swiss stage', standings: back(stages.table) }];
  return stages.groups.map((g) => ({ title: `Group ${g.name}`, standings: back(g.standings) }));
}
