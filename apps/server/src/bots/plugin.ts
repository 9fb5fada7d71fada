import { availableParallelism } from 'node:os';
import { BOT_BUDGET_MS, botCatalogSchema } from '@broadside/protocol';
import { botLevels } from '@broadside/bots';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MatchService } from '../match/match-service.js';
import type { ServerMetrics } from '../metrics.js';
import { routeSchema } from '../http/zod-compilers.js';
import { BotMetrics } from './bot-metrics.js';
import { BotSeats } from './bot-seats.js';
import { BotStore } from '../store/bot-store.js';
import type { BotRequest } from './worker-messages.js';
import { BotPool } from './worker-pool.js';

/** Settings of the server's bots; the defaults suit production. */
export interface BotOptions {
  /** Worker threads that run bots (default: one per core beyond the first, at most 2, at least 1). */
  readonly threads?: number;
  /** Time a decision may overrun its budget before its worker is stopped, in ms (default 5000). */
  readonly graceMs?: number;
  /** URL of a bot library module to use instead of the built-in one (tests only). */
  readonly library?: string;
  /** Sees every request as it is posted to a worker (tests). */
  readonly onPost?: (request: BotRequest) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's bot seats (solo games, load tests). */
    bots: BotSeats;
  }
}

/** Default number of bot worker threads. */
export function defaultBotThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/** The server's bots: the seats the match service holds and the worker pool that plays them. */
export interface ServerBots {
  readonly seats: BotSeats;
  readonly pool: BotPool;
}

/**
 * Builds the worker pool and the bot seats for a match service being built (the service holds the
 * seats from its constructor on); {@link botsPlugin} then resumes, serves and closes them.
 */
export function buildBots(
  app: FastifyInstance,
  options: BotOptions,
  match: MatchService,
  metrics: ServerMetrics,
): ServerBots {
  const log = app.log.child({ component: 'bots' });
  const pool = new BotPool({
    size: options.threads ?? defaultBotThreads(),
    graceMs: options.graceMs ?? 5000,
    library: options.library ?? null,
    ...(options.onPost ? { onPost: options.onPost } : {}),
    log,
  });
  const seats = new BotSeats({
    match,
    store: new BotStore(app.db),
    pool,
    metrics: new BotMetrics(metrics.registry, () => pool.waiting),
    log,
  });
  return { seats, pool };
}

/**
 * Bot seats built with the match service ({@link buildBots}): resuming the bots of live games once
 * the server is up, closing the pool at shutdown, and `GET /api/bots` (which levels each ruleset
 * offers).
 */
export const botsPlugin = fp<{ readonly bots: ServerBots }>(
  async (app, options) => {
    const { seats, pool } = options.bots;
    app.decorate('bots', seats);
    app.addHook('onReady', async () => {
      const games = seats.resumeAll();
      if (games > 0) app.log.info({ games }, 'bots resumed');
    });
    app.addHook('preClose', async () => {
      seats.close();
      await pool.close();
    });

    const catalog = {
      rulesets: Object.fromEntries(
        [...app.match.rulesets.keys()].map((id) => [id, { levels: [...botLevels(id)] }]),
      ),
      budgetMs: { ...BOT_BUDGET_MS },
    };
    app.get(
      '/api/bots',
      {
        schema: routeSchema({
          summary: 'Bot levels of each hosted ruleset',
          description:
            'The levels `POST /api/games` accepts in `bots` for each ruleset, and the bounds of the thinking budget of the levels that search (`hard`).',
          tags: ['rulesets'],
          response: { 200: botCatalogSchema },
        }),
      },
      async () => catalog,
    );
  },
  { name: 'broadside-bots', dependencies: ['broadside-match'] },
);
