import { nameLabels, type TimeControl } from '@broadside/protocol';
import { entriesView, type EntriesView } from './entries.js';
import { eventRatings, type EventRating } from './event-ratings.js';
import { playedBoard } from './field.js';
import type { BracketView } from './formats/bracket-view.js';
import { eliminationViewParts } from './formats/elimination-view.js';
import { isStaged, playoffSize } from './formats/staged.js';
import { firstStageExport, stagedViewParts, type StagesView } from './formats/stages-view.js';
import { isHalfPointBye } from './half-point-bye.js';
import { computeStandings, type Standing } from './standings.js';
import type { TournamentRow, TournamentStore } from './store.js';
import { resultText, type TournamentExport } from './export/tables.js';
import { roundCount } from './next-round.js';
import type { BoardResult, Scoring, TieBreak } from './types.js';
import type { GameSpec } from './settings.js';

/** A player as pages show them. */
export interface PlayerView {
  readonly userId: number;
  readonly username: string;
  readonly name: string;
  /**
   * What pages and exports show: the name, with the username beside it when another player's
   * name looks alike or the name holds characters refused today (docs/security.md).
   */
  readonly label: string;
  readonly seed: number | null;
  readonly withdrawn: boolean;
}

/** A board as pages show it. */
export interface BoardView {
  readonly board: number;
  readonly first: number;
  readonly second: number | null;
  readonly gameId: string | null;
  readonly result: BoardResult | null;
  readonly resultText: string;
  readonly adjudication: string | null;
  /**
   * Whether the board's game was played (it started): false for a board settled before its game
   * began (a no-show, an adjudication, a withdrawal), whose game has nothing to replay.
   */
  readonly played: boolean;
  /** Groups into playoffs: the group of a group-stage board (A, B…). */
  readonly group?: string | null;
}

/** Everything public about a tournament. */
export interface TournamentView {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly format: TournamentRow['format'];
  readonly status: TournamentRow['status'];
  readonly organiser: number;
  /** The organiser's username, or null if the account is gone. */
  readonly organiserUsername: string | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly totalRounds: number | null;
  readonly settings: {
    readonly games: GameSpec | GameSpec[];
    readonly timeControl: TimeControl;
    readonly scoring: Scoring;
    readonly tieBreaks: TieBreak[];
    readonly maxPlayers: number;
    readonly registrationOpensAt: number | null;
    readonly registrationClosesAt: number | null;
    readonly rated: boolean;
    readonly roundStartDelayHours: number;
    readonly rounds: number | null;
    readonly webhook: boolean;
    /** Single elimination: whether the semi-final losers play for third place. */
    readonly thirdPlaceMatch: boolean;
    /** Double elimination: whether a won grand final by the losers' champion is replayed. */
    readonly grandFinalReset: boolean;
    /** Swiss with a top cut: how many go through to the playoff (null for other formats). */
    readonly topCut: number | null;
    /** Groups into playoffs: the number of groups and how many of each go through. */
    readonly groups: number | null;
    readonly advancePerGroup: number | null;
  };
  readonly players: PlayerView[];
  readonly rounds: {
    readonly round: number;
    readonly status: 'paired' | 'started' | 'finished';
    readonly startsAt: number;
    /** Staged formats: the stage the round belongs to. */
    readonly stage?: 'swiss' | 'groups' | 'playoff';
    readonly boards: BoardView[];
  }[];
  /** The standings, each line with the player's rating (provisional or not) and performance. */
  readonly standings: (Omit<Standing, 'player'> & { readonly userId: number } & EventRating)[];
  /**
   * Staged formats (Swiss with a top cut, groups into playoffs): the first stage's tables and the
   * playoff's seeds; `standings` is then the final ranking (the playoff first).
   */
  readonly stages?: StagesView;
  /**
   * Elimination formats once started, and the playoff of a two-stage format once it is paired:
   * the bracket by section (winners, losers, final, third place), each match placed on its round
   * and board (docs/tournaments.md); `standings` is then the final ranking by placement.
   */
  readonly bracket?: BracketView;
  /** Check-in, late entries and half-point byes (Swiss). */
  readonly entries?: EntriesView;
}

const NO_RATING: EventRating = { rating: null, deviation: null, performance: null };

/** The public view of a tournament: settings, players, rounds with boards, standings. */
export function tournamentView(store: TournamentStore, t: TournamentRow): TournamentView {
  const players = store.players(t.id);
  const labels = nameLabels(players.map((p) => ({ name: p.displayName, username: p.username })));
  const boards = store.boards(t.id);
  const started = store.startedGames(t.id);
  const s = t.settings;
  const staged =
    isStaged(t.format) && t.status !== 'registration'
      ? stagedViewParts(
          {
            format: t.format,
            settings: s,
            seeded: players.map((p) => String(p.userId)),
            withdrawn: new Set(
              players.filter((p) => p.withdrawnAt !== null).map((p) => String(p.userId)),
            ),
            boards: boards.map(playedBoard),
          },
          playoffSize(t.format, s, players.length),
        )
      : null;
  const elimination = eliminationViewParts(
    t.format,
    s,
    players.map((p) => String(p.userId)),
    boards.map(playedBoard),
    t.status !== 'registration',
  );
  const points = () =>
    computeStandings(
      players.map((p) => String(p.userId)),
      boards.map(playedBoard),
      s.scoring,
      s.tieBreaks,
    );
  const standings = staged?.ranking ?? elimination?.rank(points()) ?? points();
  const ratings = eventRatings(
    store,
    t,
    players.map((p) => p.userId),
    boards,
  );
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    format: t.format,
    status: t.status,
    organiser: t.organiserId,
    organiserUsername: store.usernameOf(t.organiserId),
    createdAt: t.createdAt,
    startedAt: t.startedAt,
    finishedAt: t.finishedAt,
    totalRounds:
      t.status === 'registration'
        ? (s.rounds ?? null)
        : roundCount(t.format, players.length, s.rounds ?? 0, s),
    settings: {
      games: s.games,
      timeControl: s.timeControl,
      scoring: s.scoring,
      tieBreaks: s.tieBreaks,
      maxPlayers: s.maxPlayers,
      registrationOpensAt: s.registrationOpensAt ?? null,
      registrationClosesAt: s.registrationClosesAt ?? null,
      rated: s.rated,
      roundStartDelayHours: s.roundStartDelayHours,
      rounds: s.rounds ?? null,
      webhook: t.webhookUrl !== null,
      thirdPlaceMatch: s.thirdPlaceMatch ?? false,
      grandFinalReset: s.grandFinalReset ?? true,
      topCut: s.topCut ?? null,
      groups: s.groups ?? null,
      advancePerGroup: s.advancePerGroup ?? null,
    },
    players: players.map((p, i) => ({
      userId: p.userId,
      username: p.username,
      name: p.displayName,
      label: labels[i]!,
      seed: p.seed,
      withdrawn: p.withdrawnAt !== null,
    })),
    rounds: store.rounds(t.id).map((r) => ({
      round: r.round,
      status: r.status,
      startsAt: r.startsAt,
      ...(staged && { stage: staged.stageOf(r.round) }),
      boards: boards
        .filter((b) => b.round === r.round)
        .map((b) => ({
          board: b.board,
          first: b.firstUser,
          second: b.secondUser,
          gameId: b.gameId,
          result: b.result,
          resultText:
            b.secondUser === null
              ? isHalfPointBye(playedBoard(b))
                ? 'half-point bye'
                : 'bye'
              : resultText(b.result),
          adjudication: b.adjudication,
          played: b.gameId !== null && started.has(b.gameId),
          ...(staged && { group: staged.groupOfBoard(playedBoard(b)) }),
        })),
    })),
    entries: entriesView(store, t),
    standings: standings.map(({ player, ...rest }) => ({
      ...rest,
      userId: Number(player),
      ...(ratings.get(Number(player)) ?? NO_RATING),
    })),
    ...(staged && { stages: staged.stages }),
    ...(elimination && { bracket: elimination.bracket }),
    ...(staged?.bracket && { bracket: staged.bracket }),
  };
}

/** The exports' input from the public view. */
export function exportInput(view: TournamentView, baseUrl: string): TournamentExport {
  const names = new Map(view.players.map((p) => [String(p.userId), p.label]));
  return {
    name: view.name,
    url: `${baseUrl}/#/tournaments/${view.id}`,
    names,
    withdrawn: new Set(view.players.filter((p) => p.withdrawn).map((p) => String(p.userId))),
    tieBreaks: view.settings.tieBreaks,
    standings: view.standings.map(({ userId, ...rest }) => ({ ...rest, player: String(userId) })),
    ratings: new Map(view.standings.map((s) => [String(s.userId), s])),
    ...(view.stages && { firstStage: firstStageExport(view.stages) }),
    rounds: view.rounds.map((r) => ({
      round: r.round,
      stage: r.stage,
      boards: r.boards.map((b) => ({
        first: String(b.first),
        second: b.second === null ? null : String(b.second),
        result: b.result,
        gameUrl: b.gameId && b.played ? `${baseUrl}/#/watch/${b.gameId}` : null,
        adjudication: b.adjudication,
      })),
    })),
  };
}
