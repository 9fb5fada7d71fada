import type { RematchOffer, Role } from '@broadside/protocol';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { MatchMetrics } from '../metrics.js';
import type { GameStore, LogEntry } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import type { CommitQueue } from './commit-queue.js';
import type { LiveGame, Subscriber } from './live-game.js';
import type { OrderQueues } from './order-queues.js';

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
  readonly queues: OrderQueues | null;
  /** The events frame for a stored entry, as sent to a catching-up client (with a view if given). */
  catchUpFrame(game: LiveGame, role: Role, entry: LogEntry, now: number, view?: unknown): string;
  /** Removes a subscriber from its game and tells the others. */
  detach(game: LiveGame, subscriber: Subscriber): void;
  /** The rematch offered after a finished game, if any. */
  rematchOf(gameId: string): RematchOffer | null;
  /** Called once a game is over. */
  onFinished(game: LiveGame): void;
}
