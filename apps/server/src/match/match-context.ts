import type { BotSeatSpec, QueuedOrder, RematchOffer, Role, WireError } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import type { StoredBotSeat } from '../store/bot-store.js';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { MatchMetrics } from '../metrics.js';
import type { GameStore, LogEntry } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import type { CommitQueue } from './commit-queue.js';
import type { LiveGame, Subscriber } from './live-game.js';
import type { SeedContributions } from './seeding.js';

/** The server's bot seats, as the match service sees them. */
export interface SeatBots {
  /** A change of this game is durable (or the game started): bots that owe a decision think. */
  changed(gameId: string): void;
  /** Why a new game of this ruleset cannot have these bot seats, or `null` if it can. */
  refusal(ruleset: string, bots: readonly BotSeatSpec[]): WireError | null;
  /** Stores a new game (`createGame`) and its bot seats in one transaction. */
  storeWith(gameId: string, bots: readonly StoredBotSeat[], createGame: () => void): void;
  /** The bot seats of a game for its rematch, each moved to its seat there (`seatMap`). */
  rematchBots(gameId: string, seatMap: Readonly<Record<string, string>>): BotSeatSpec[];
}

/** Seats' queues of future orders, as sessions and the pipeline use them (OrderQueues keeps them). */
export interface SeatQueues {
  /** Sets, replaces or (no orders) clears a seat's queue and plays what it can; or why not. */
  set(
    game: LiveGame,
    seat: SeatId,
    expectedSeq: number,
    orders: readonly QueuedOrder[],
  ): WireError | null;
  /** Sends a joining seat socket its queue, if it has one. */
  welcome(game: LiveGame, subscriber: Subscriber): void;
  /** Plays every queued order that is due. */
  run(game: LiveGame): void;
}

/** What the match service asks about rematches (RematchService answers). */
export interface RematchLookup {
  /** The offer of a finished game, or null. */
  offerOf(gameId: string): RematchOffer | null;
  /** True for a rematch game: its seats are kept for the earlier game's players. */
  reserves(gameId: string): boolean;
}

/** What sessions need from the match service. */
export interface MatchContext {
  readonly store: GameStore;
  readonly clock: Clock;
  readonly log: Logger;
  readonly metrics: MatchMetrics;
  readonly snapshotEvery: number;
  /** Group commit of prepared changes. */
  readonly commits: CommitQueue;
  readonly maxCatchUpBatches: number;
  /** Seats' queues of future orders (`null` until the queue store is attached). */
  readonly queues: SeatQueues | null;
  /** Seeds made together: commitments, reveals and the seed's making (absent: not attached). */
  readonly seeding?: SeedContributions | null;
  /** Seats the server's bots play, told of every durable change (absent: no bots). */
  readonly bots?: SeatBots | null;
  /** The events frame for a stored entry, as sent to a catching-up client (with a view if given). */
  catchUpFrame(game: LiveGame, role: Role, entry: LogEntry, now: number, view?: unknown): string;
  /** Removes a subscriber from its game and tells the others. */
  detach(game: LiveGame, subscriber: Subscriber): void;
  /** The rematch offered after a finished game, if any. */
  rematchOf(gameId: string): RematchOffer | null;
  /** Called once a game is over. */
  onFinished(game: LiveGame): void;
}
