import type { FastifyBaseLogger as Logger } from 'fastify';
import type { MatchService } from '../match/match-service.js';
import type { Clock } from '../util/clock.js';
import type { TournamentNotice } from './notify.js';
import type { TournamentRow, TournamentStore } from './store.js';
import type { WebhookEvent } from './webhooks.js';

/**
 * What the parts of the tournament life cycle (creation, rounds' games, settled boards, scoring)
 * need from `TournamentService`, which hands itself to them through this.
 */
export interface TournamentContext {
  readonly store: TournamentStore;
  readonly match: MatchService;
  readonly clock: Clock;
  readonly log: Logger;
  /** Tells a player of a new game, or the organiser of a no-show. */
  notify(notice: TournamentNotice): void;
  /** Sends the tournament's webhook, if it has one. */
  webhook(t: TournamentRow, event: WebhookEvent, data: unknown): void;
  /** Moves a running tournament on (idempotent). */
  advance(id: string): void;
}
