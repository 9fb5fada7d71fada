import type {
  ChatLine,
  Clocks,
  GameStatus,
  QueueFrame,
  RematchOffer,
  Role,
  Seeding,
  SpectatorDelay,
  WireError,
  WireGameResult,
} from '@broadside/protocol';
import type { PendingDecision } from '@broadside/rules';

/**
 * What a client knows about one game, as the shell's `net/session.ts` rebuilds it and a
 * ruleset's battle screen reads it. Part of the ruleset contract (see `../types.ts`).
 */

/** One event of the battle log with the batch it came in (`Event` is the ruleset's event). */
export interface LogEntry<Event = unknown> {
  /** Sequence number of the batch. */
  readonly seq: number;
  /** Position within the batch. */
  readonly index: number;
  /** Server time of the batch. */
  readonly at: number;
  readonly event: Event;
}

/** State of the socket as the player sees it. */
export const CONNECTION_STATES = ['connecting', 'open', 'reconnecting', 'closed'] as const;

/** One of {@link CONNECTION_STATES}. */
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Seat presence as the server reports it. */
export interface SeatPresence {
  readonly seat: string;
  readonly name: string;
  readonly claimed: boolean;
  readonly online: boolean;
}

/**
 * Everything the client knows about the game. `View` and `Event` are the ruleset's view and
 * event types: the shell leaves them `unknown`, a ruleset's folder narrows them.
 */
export interface Session<View = unknown, Event = unknown> {
  readonly connection: ConnectionState;
  readonly role: Role | null;
  readonly status: GameStatus | null;
  /** Sequence number of the last batch applied. */
  readonly seq: number;
  /** The ruleset the game is played under (from `welcome`; practice sets it itself). */
  readonly ruleset: string | null;
  readonly view: View | null;
  readonly pending: readonly PendingDecision[];
  readonly clocks: Clocks | null;
  /** Client time when `clocks` arrived, to run them down locally. */
  readonly clocksReceivedAt: number;
  readonly result: WireGameResult | null;
  readonly seats: readonly SeatPresence[];
  readonly spectators: number;
  readonly spectatorDelay: SpectatorDelay;
  /** The dice commitment in full (SHA-256 of the seed), from the welcome; `''` before it. */
  readonly commitment: string;
  /** The latest hash-chain head the server sent, and the batch it follows. */
  readonly chain: { readonly seq: number; readonly head: string } | null;
  /** Seeds made together: every commitment and who revealed (`null` before the welcome). */
  readonly seeding: Seeding | null;
  readonly chat: readonly ChatLine[];
  readonly log: readonly LogEntry<Event>[];
  /** False when the server sent a full view without the events before it (a long game). */
  readonly logComplete: boolean;
  /** Last error frame (not an order rejection). */
  readonly error: WireError | null;
  /** The rematch a player offered after the game, once there is one. */
  readonly rematch: RematchOffer | null;
  /** This seat's queue of future orders as the server last reported it (`null`: none reported). */
  readonly queue: QueueFrame | null;
}
