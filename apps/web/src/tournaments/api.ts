import { accountRequest } from '../net/account.js';
import type { BracketView } from '@broadside/protocol';

/** A board of a round, as the server describes it. */
export interface BoardView {
  readonly board: number;
  readonly first: number;
  readonly second: number | null;
  readonly gameId: string | null;
  readonly result: { readonly kind: string; readonly winner?: 'first' | 'second' } | null;
  readonly resultText: string;
  readonly adjudication: string | null;
  /** Whether the board's game was played (it started); false when settled before it began. */
  readonly played: boolean;
  /** Groups into playoffs: the group of a group-stage board. */
  readonly group?: string | null;
}

/** The kinds of result the organiser's scoring gives points for. */
export const SCORING_KEYS = [
  'majorWin',
  'minorWin',
  'draw',
  'minorLoss',
  'majorLoss',
  'forfeit',
  'bye',
] as const;
/** One kind of result of the scoring. */
export type ScoringKey = (typeof SCORING_KEYS)[number];

/** A tournament as `GET /api/tournaments/{id}` answers it. */
export interface TournamentView {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly format:
    | 'round_robin'
    | 'double_round_robin'
    | 'swiss'
    | 'single_elimination'
    | 'double_elimination'
    | 'swiss_top_cut'
    | 'groups_playoffs';
  readonly status: 'registration' | 'running' | 'finished';
  readonly organiser: number;
  readonly organiserUsername: string | null;
  readonly totalRounds: number | null;
  readonly settings: {
    readonly games: unknown;
    readonly tieBreaks: readonly ('buchholz' | 'sonneborn_berger' | 'head_to_head')[];
    readonly maxPlayers: number;
    readonly rated: boolean;
    readonly timeControl: { readonly kind: string; readonly perDecisionSeconds?: number };
    readonly scoring?: Readonly<Record<ScoringKey, number>>;
    readonly registrationOpensAt?: number | null;
    readonly registrationClosesAt?: number | null;
    readonly roundStartDelayHours?: number;
    /** Swiss: the number of rounds. */
    readonly rounds?: number | null;
    /** Whether the tournament has a webhook (its URL and secret are not shown). */
    readonly webhook?: boolean;
    /** Single elimination: whether the semi-final losers play for third place. */
    readonly thirdPlaceMatch?: boolean;
    /** Double elimination: whether a final won by the losers' champion is replayed. */
    readonly grandFinalReset?: boolean;
    /** Swiss with a top cut: how many go through to the playoff. */
    readonly topCut?: number | null;
    /** Groups into playoffs: the number of groups, and how many of each go through. */
    readonly groups?: number | null;
    readonly advancePerGroup?: number | null;
  };
  readonly players: readonly {
    readonly userId: number;
    readonly username: string;
    readonly name: string;
    /** What to show: the name, with the username beside it when names look alike. */
    readonly label: string;
    readonly seed: number | null;
    readonly withdrawn: boolean;
  }[];
  readonly rounds: readonly {
    readonly round: number;
    readonly status: 'paired' | 'started' | 'finished';
    readonly startsAt: number;
    /** Two-stage formats: the stage of the round. */
    readonly stage?: 'swiss' | 'groups' | 'playoff';
    readonly boards: readonly BoardView[];
  }[];
  readonly standings: readonly {
    readonly rank: number;
    readonly userId: number;
    readonly points: number;
    readonly wins: number;
    readonly draws: number;
    readonly losses: number;
    readonly tieBreaks: Readonly<Record<string, number>>;
    /** The player's rating now and its deviation (null unrated). */
    readonly rating?: number | null;
    readonly deviation?: number | null;
    /** Performance in the event, by the algorithm of 400 (null before a game). */
    readonly performance?: number | null;
  }[];
  /** Two-stage formats: the first stage's tables and the playoff's seeds. */
  readonly stages?: StagesView;
  /** Elimination formats once started: the bracket by section. */
  readonly bracket?: BracketView;
}

export type { BracketMatchView, BracketView } from '@broadside/protocol';

/** A line of a table: a player's rank, points, record and tie-breaks. */
export type StandingLine = TournamentView['standings'][number];

/** The two stages of a Swiss with a top cut or groups into playoffs (docs/protocol.md). */
export interface StagesView {
  readonly firstStage: 'swiss' | 'groups';
  /** Rounds 1…this are the first stage; later ones the playoff. */
  readonly firstStageRounds: number;
  readonly playoffPlayers: number;
  /** The Swiss table (empty for groups). */
  readonly table: readonly StandingLine[];
  readonly groups: readonly {
    readonly name: string;
    readonly players: readonly number[];
    readonly standings: readonly StandingLine[];
  }[];
  /** The playoff's players by seed, once it is paired. */
  readonly qualifiers: readonly number[];
}

/** A line of the tournament list. */
export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly format: TournamentView['format'];
  readonly status: TournamentView['status'];
  readonly players: number;
  readonly maxPlayers: number;
  readonly createdAt: number;
}

/** A leaderboard line. */
export interface LeaderboardLine {
  readonly rank: number;
  readonly name: string;
  /** What to show: the name, with the username beside it when names look alike. */
  readonly label: string;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

const call = accountRequest;

const path = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;

/** Tournaments, newest first. */
export const listTournaments = () =>
  call<{ tournaments: TournamentSummary[] }>('GET', '/api/tournaments').then((r) => r.tournaments);

/** One tournament. */
export const getTournament = (id: string) => call<TournamentView>('GET', path(id));

/** Creates a tournament (signed in). */
export const createTournament = (body: unknown) =>
  call<{ tournament: TournamentView; webhookSecret?: string }>('POST', '/api/tournaments', body);

/** A player or organiser action: `register`, `withdraw`, `start`. */
export const tournamentAction = (id: string, action: 'register' | 'withdraw' | 'start') =>
  call<{ tournament: TournamentView }>(
    'POST',
    `${path(id)}/${action}`,
    action === 'withdraw' ? {} : undefined,
  );

/** An export of the tournament, ready to paste. */
export const tournamentExport = (id: string, format: string, part: string) =>
  call<{ text: string }>('GET', `${path(id)}/export?format=${format}&part=${part}`).then(
    (r) => r.text,
  );

/** Where a Swiss's FIDE TRF file downloads from. */
export const tournamentTrfUrl = (id: string) => `${path(id)}/trf`;

/** The battle report of a finished game. */
export const battleReport = (gameId: string, format: string) =>
  call<{ text: string }>(
    'GET',
    `/api/games/${encodeURIComponent(gameId)}/report?format=${format}`,
  ).then((r) => r.text);

/** The leaderboard of a ruleset. */
export const leaderboard = (ruleset: string) =>
  call<{ players: LeaderboardLine[] }>('GET', `/api/ratings/${encodeURIComponent(ruleset)}`).then(
    (r) => r.players,
  );

/** A board result the organiser decides. */
export type AdjudicatedResult =
  | { readonly kind: 'win'; readonly winner: 'first' | 'second'; readonly level: 'major' | 'minor' }
  | { readonly kind: 'draw' }
  | { readonly kind: 'forfeit'; readonly winner: 'first' | 'second' }
  | { readonly kind: 'double_forfeit' };

/** Organiser: decide a board, with a reason shown publicly. */
export const adjudicate = (
  id: string,
  round: number,
  board: number,
  result: AdjudicatedResult,
  reason: string,
) =>
  call<{ tournament: TournamentView }>(
    'POST',
    `${path(id)}/rounds/${round}/boards/${board}/adjudicate`,
    { result, reason },
  );

/** Organiser: withdraw a player. */
export const withdrawPlayer = (id: string, userId: number) =>
  call<{ tournament: TournamentView }>('POST', `${path(id)}/withdraw`, { userId });

/** Organiser: pair a round that has not started afresh, or start it now. */
export const roundAction = (id: string, round: number, action: 'repair' | 'start') =>
  call<{ tournament: TournamentView }>('POST', `${path(id)}/rounds/${round}/${action}`);

/** Organiser: change settings (`PATCH`); a new webhook URL answers with its secret, once. */
export const patchTournament = (id: string, patch: Readonly<Record<string, unknown>>) =>
  call<{ tournament: TournamentView; webhookSecret?: string }>('PATCH', path(id), patch);

/** Organiser: the seed order, every player once, top seed first. */
export const setSeeds = (id: string, players: readonly number[]) =>
  call<{ tournament: TournamentView }>('PUT', `${path(id)}/seeds`, { players });

/** Organiser: the pairing of a round that has not started (`second` null is a bye). */
export const setPairings = (
  id: string,
  round: number,
  boards: readonly { first: number; second: number | null }[],
) =>
  call<{ tournament: TournamentView }>('POST', `${path(id)}/rounds/${round}/pairings`, { boards });

/** A player's rating before and after a correction. */
export interface RatingChange {
  readonly userId: number;
  readonly username: string | null;
  readonly ruleset: string;
  readonly before: number;
  readonly after: number;
}

/** Organiser: correct a decided board, with a public reason; says whose ratings changed. */
export const correctResult = (
  id: string,
  round: number,
  board: number,
  result: AdjudicatedResult,
  reason: string,
) =>
  call<{ tournament: TournamentView; ratingChanges: RatingChange[] }>(
    'POST',
    `${path(id)}/rounds/${round}/boards/${board}/correct`,
    { result, reason },
  );
