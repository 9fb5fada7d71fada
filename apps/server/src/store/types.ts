import type { ChatLine, GameStatus, SpectatorDelay, TimeControl } from '@broadside/protocol';
import type { DieRoll, GameResult, SeatId } from '@broadside/rules';

/** One seat's stored clock. */
export interface SeatClock {
  /** Time left when the clock last stopped (or started), in ms. */
  readonly remainingMs: number;
  /** When the clock started running, or `null` while stopped. */
  readonly runningSince: number | null;
}

/** Every seat's stored clock; empty without a time control. */
export interface ClockState {
  readonly seats: Readonly<Record<SeatId, SeatClock>>;
}

/** A game's stored header: everything but its log. */
export interface GameRecordRow {
  readonly id: string;
  readonly ruleset: string;
  readonly rulesetVersion: string;
  readonly scenario: string | null;
  readonly title: string;
  /** The set-up as the creator sent it (re-parsed by the ruleset on load). */
  readonly setup: unknown;
  /** The dice seed. Never leaves the server before the game is over. */
  readonly seed: Uint8Array;
  readonly commitment: string;
  readonly visibility: 'public' | 'private';
  readonly spectatorDelay: SpectatorDelay;
  readonly timeControl: TimeControl;
  readonly status: GameStatus;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  /** Number of log entries (batches) so far. */
  readonly seq: number;
  /** The latest entry whose state was hashed (a snapshot, or the end of the game). */
  readonly hashSeq: number;
  /** Ruleset hash of the state after entry `hashSeq`. */
  readonly stateHash: string;
  readonly result: GameResult | null;
  readonly clocks: ClockState;
  /**
   * Earliest absolute time at which a running clock runs out; in an open game with a clock, its
   * first deadline, when the seats nobody has taken lose by forfeit.
   */
  readonly deadlineAt: number | null;
  /** Events produced by `create` (e.g. initiative rolls). */
  readonly createEvents: readonly unknown[];
  /** Dice rolled by `create`, for the game record. */
  readonly createDice: readonly DieRoll[];
  /**
   * Seeds made together: the seed derived from `seed` (then the server's secret) and the seats'
   * nonces, once every one was revealed; absent or null while `seed` itself is the game's seed.
   */
  readonly gameSeed?: Uint8Array | null;
  /** The seats' nonce commitments the game seed was derived under, in seat order. */
  readonly seatCommitments?:
    readonly { readonly seat: SeatId; readonly commitment: string }[] | null;
  /** While seats must reveal their nonces: when those that have not lose by forfeit. */
  readonly revealDeadlineAt?: number | null;
}

/** A seat of a stored game. */
export interface SeatRow {
  readonly seat: SeatId;
  readonly position: number;
  readonly inviteHash: string;
  readonly playerName: string | null;
  readonly claimedAt: number | null;
  /** SHA-256 of the client's claim id for a seat claimed from the lobby (a retry repeats it). */
  readonly claimHash: string | null;
  /** The username of the account holding the seat; null or absent for a guest's or a bot's. */
  readonly username?: string | null;
  /** True for a seat the server's bot plays. */
  readonly bot?: boolean;
}

/**
 * One entry of a game's append-only log: an accepted order, a timeout, or an adjudication (the
 * tournament organiser decided the game while it was played: seat `''`, the result as `order`).
 */
export interface LogEntry {
  readonly seq: number;
  readonly kind: 'order' | 'timeout' | 'adjudication';
  readonly seat: SeatId;
  readonly clientOrderId: string | null;
  /** The checked order; `null` for a timeout; the organiser's `GameResult` for an adjudication. */
  readonly order: unknown;
  /** Every event the entry produced, unfiltered. */
  readonly events: readonly unknown[];
  /**
   * `events` as JSON text, when the entry was made in this process: serialised once, for the log
   * row and for every frame that carries them unfiltered. Absent on entries read back from the
   * store.
   */
  readonly eventsJson?: string;
  /** Every die the entry rolled, in order, for the game record. */
  readonly dice: readonly DieRoll[];
  /** Ruleset hash of the state after this entry, for entries that were hashed (see `hashSeq`). */
  readonly stateHash: string | null;
  readonly at: number;
}

/** A stored full state, to rebuild from without replaying the whole log. */
export interface Snapshot {
  readonly seq: number;
  readonly state: unknown;
  readonly stateHash: string;
  /**
   * The hash-chain head after entry `seq` (docs/record-format.md, The hash chain), so that a game
   * resumes its chain here instead of rehashing its whole log; absent or null when not stored.
   */
  readonly chainHead?: string | null;
}

/** What changes in a game's header when an entry is appended. */
export interface GameProgress {
  readonly seq: number;
  readonly hashSeq: number;
  readonly stateHash: string;
  readonly status: GameStatus;
  readonly result: GameResult | null;
  readonly clocks: ClockState;
  readonly deadlineAt: number | null;
  readonly finishedAt: number | null;
}

/** One entry to append, with the game header after it and maybe a snapshot. */
export interface AppendItem {
  readonly gameId: string;
  readonly entry: LogEntry;
  readonly progress: GameProgress;
  readonly snapshot: Snapshot | null;
}

/** A new game to store. */
export interface NewGame {
  readonly game: GameRecordRow;
  readonly seats: readonly SeatRow[];
  /** Tokens to issue at once (the creator's seat). */
  readonly tokens: readonly { readonly seat: SeatId; readonly tokenHash: string }[];
  readonly initial: Snapshot;
}

/** Filter of {@link GameStore.listGames}. */
export interface GameListQuery {
  readonly status: GameStatus;
  readonly limit: number;
  /** Only public games (the lobby never lists private ones). */
  readonly publicOnly: boolean;
}

/**
 * Durable storage of games. Every method is synchronous and every write is one transaction,
 * so that nothing is acknowledged before it is on disk and no transaction spans an `await`.
 */
export interface GameStore {
  createGame(input: NewGame, creatorKey?: string | null): void;
  /** Open games (waiting for players) created under a creator key. */
  countOpenGamesBy(creatorKey: string): number;
  /** Deletes every open game created before `cutoff` (ms), with its seats, tokens and snapshots. */
  deleteOpenGamesBefore(cutoff: number): string[];
  getGame(id: string): GameRecordRow | undefined;
  /**
   * The game's latest sequence number, given `stored`, the `seq` of its `games` row as a query
   * of the caller's own read it: the same, unless entries of this process are still in the log
   * tail, which the row does not count yet.
   */
  latestSeq(gameId: string, stored: number): number;
  listGames(query: GameListQuery): GameRecordRow[];
  seats(gameId: string): SeatRow[];
  /**
   * Issues a token for a seat and names the player (the first claim marks the seat taken).
   * A non-null `inviteHash` replaces the seat's invite (a claim without invite mints a new one).
   */
  claimSeat(
    gameId: string,
    seat: SeatId,
    tokenHash: string,
    playerName: string | null,
    at: number,
    inviteHash?: string | null,
    claimHash?: string | null,
  ): void;
  /**
   * Revokes every token of a seat but one (sign out other devices) and replaces the seat's invite,
   * in one transaction. Returns the number of tokens revoked.
   */
  revokeOtherTokens(
    gameId: string,
    seat: SeatId,
    keepTokenHash: string,
    inviteHash: string,
  ): number;
  /** Moves an open game to live with its first clocks. */
  start(gameId: string, progress: GameProgress, at: number): void;
  /** Token hashes issued for a game, by seat. */
  tokenHashes(gameId: string): { seat: SeatId; tokenHash: string }[];
  /** Appends one entry and moves the game header on, optionally with a snapshot: one transaction. */
  append(gameId: string, entry: LogEntry, progress: GameProgress, snapshot: Snapshot | null): void;
  /**
   * Appends several entries (of one or more games), in order, in one transaction. A game whose
   * entries cannot be stored (e.g. a sequence number the store already holds) fails alone: its
   * entries are left out, the other games' are committed, and the failures are returned by game
   * id. Throws when the transaction as a whole fails (nothing was stored).
   */
  appendMany(items: readonly AppendItem[]): ReadonlyMap<string, unknown>;
  /** Every client order id used in a game, with its seat. */
  clientOrderIds(gameId: string): { seat: SeatId; clientOrderId: string }[];
  /** The batch a seat's client order id produced and the order it carried, if any. */
  clientOrder(
    gameId: string,
    seat: SeatId,
    clientOrderId: string,
  ): { seq: number; order: unknown } | undefined;
  /** Entries with `from <= seq <= to`, in order. */
  entries(gameId: string, from: number, to: number): LogEntry[];
  /** The latest snapshot at or before `seq`. */
  snapshotAtOrBefore(gameId: string, seq: number): Snapshot | undefined;
  /** The first entry of a game stored after time `at` (ms), or null when there is none. */
  firstEntryAfter(gameId: string, at: number): number | null;
  addChat(gameId: string, line: Omit<ChatLine, 'id'>): ChatLine;
  chat(gameId: string, channel: ChatLine['channel'] | null, limit: number): ChatLine[];
  /** Ids of live games whose earliest deadline is at or before `at`. */
  dueGames(at: number): string[];
  /**
   * Ids of open games with a seat nobody has taken whose first deadline (`deadlineAt` of an open
   * game) is at or before `at`: those seats lose by forfeit.
   */
  noShowsDue(at: number): string[];
  /** Ends an open game that never started with `result`; false when it is not open. */
  endUnstarted(gameId: string, result: GameResult, at: number): boolean;
  /** Forgets an open game's first deadline: it waits for players without one. */
  clearOpenDeadline(gameId: string): void;
  /** Deletes an open game with its seats, tokens and snapshots; false when it is not open. */
  deleteOpenGame(gameId: string): boolean;
}
