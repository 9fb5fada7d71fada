import { DEFAULT_COMMIT_PACING } from './commit-pacer.js';
import type { AnyRuleset } from '@broadside/rules';
import fp from 'fastify-plugin';
import { ServerMetrics } from '../metrics.js';
import { QueueStore } from '../store/queue-store.js';
import { SeedStore } from '../store/seed-store.js';
import { warmUpRules } from './warm-up.js';
import { SqliteGameStore } from '../store/sqlite-store.js';
import type { Clock } from '../util/clock.js';
import { freeDiskBytes, type GameLimits } from './game-limits.js';
import { MatchService } from './match-service.js';
import type { SeatBots } from './match-context.js';
import { OrderQueues } from './order-queues.js';
import type { GameOwnership } from './ownership.js';
import { RematchService } from './rematch-service.js';
import { RematchStore } from '../store/rematch-store.js';
import { SeedContributions } from './seeding.js';
import type { TailRange } from '../store/tail-range.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The match service: lobby, sessions, order pipeline, clocks. */
    match: MatchService;
    /** Rematch offers of finished games, which the match service consults too. */
    rematches: RematchService;
    /** Prometheus metrics. */
    metrics: ServerMetrics;
  }
}

/** Options of {@link matchPlugin}. */
export interface MatchPluginOptions {
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly clock: Clock;
  /** How often clocks and spectator delays are checked, in ms (0: never; tests call `tick()`). */
  readonly tickMs: number;
  readonly snapshotEvery: number;
  readonly cacheSize: number;
  readonly cacheHardLimit: number | undefined;
  /** Longest a busy server lets a group commit wait for company, in ms (absent: the default). */
  readonly commitWindowMs?: number | undefined;
  readonly maxCatchUpBatches: number;
  readonly seedSource: (() => Uint8Array) | undefined;
  readonly gameLimits: Partial<GameLimits> | undefined;
  /** The data folder, whose free space is watched. */
  readonly dataDir: string;
  /** Counts open sockets, for the metrics. */
  readonly sockets: () => number;
  /** Builds the seats the server's bots play, given the service and the metrics (absent: none). */
  readonly bots?: (match: MatchService, metrics: ServerMetrics) => SeatBots;
  /**
   * The rows of the log tail this process writes, or null for none; default the whole tail
   * (docs/scaling.md).
   */
  readonly logTail?: TailRange | null | undefined;
  /** Which games this process runs and how it names new ones (absent: every game). */
  readonly ownership?: GameOwnership;
}

/**
 * Creates the store, the match service and its rematch offers, order queues and seeding on the
 * app's database, and runs the clock ticker.
 */
export const matchPlugin = fp<MatchPluginOptions>(
  async (app, options) => {
    const store = new SqliteGameStore(app.db, { logTail: options.logTail });
    const metrics = new ServerMetrics({
      gamesLive: () => {
        let n = 0;
        for (const g of app.match.cache.values()) if (g.header.status === 'live') n += 1;
        return n;
      },
      gamesInMemory: () => app.match.cache.size,
      gamesPinned: () => app.match.cache.inUse,
      cacheLimit: () => app.match.cache.maxSize,
      sockets: options.sockets,
    });
    let rematches: RematchService | undefined;
    const match = new MatchService({
      store,
      rulesets: options.rulesets,
      log: app.log.child({ component: 'match' }),
      clock: options.clock,
      metrics,
      snapshotEvery: options.snapshotEvery,
      cacheSize: options.cacheSize,
      ...(options.cacheHardLimit === undefined ? {} : { cacheHardLimit: options.cacheHardLimit }),
      ...(options.commitWindowMs === undefined
        ? {}
        : { commitPacing: { ...DEFAULT_COMMIT_PACING, windowMs: options.commitWindowMs } }),
      maxCatchUpBatches: options.maxCatchUpBatches,
      ...(options.seedSource ? { seedSource: options.seedSource } : {}),
      ...(options.gameLimits ? { gameLimits: options.gameLimits } : {}),
      freeDisk: () => freeDiskBytes(options.dataDir),
      ...(options.ownership ? { ownership: options.ownership } : {}),
      ...(options.bots ? { bots: (service: MatchService) => options.bots!(service, metrics) } : {}),
      rematches: (service) => (rematches = new RematchService(service, new RematchStore(app.db))),
      queues: (service) => new OrderQueues(service, new QueueStore(app.db), store),
      seeding: (service) => new SeedContributions(service, new SeedStore(app.db)),
    });
    app.decorate('match', match);
    app.decorate('rematches', rematches!);
    app.decorate('metrics', metrics);
    const ticker = options.tickMs > 0 ? setInterval(() => match.tick(), options.tickMs) : null;
    ticker?.unref();
    // Once listening, compile the whole game load on one stored game, off the start-up path: on
    // the next turn, after the "listening" line is out and before most clients can connect.
    app.server.once('listening', () => {
      setImmediate(() => {
        try {
          warmUpRules(store, options.rulesets, options.clock);
        } catch (error) {
          app.log.warn({ err: error }, 'rules warm-up failed');
        }
      }).unref();
    });
    app.addHook('preClose', async () => {
      if (ticker) clearInterval(ticker);
      // Finish in-flight orders: commit, acknowledge and broadcast before the sockets close.
      match.commits.flush();
      // A clean stop leaves exact game headers and an empty log tail behind.
      try {
        store.settleAll();
      } catch (error) {
        app.log.error({ err: error }, 'could not move the log tail into the log at shutdown');
      }
    });
    app.addHook('onClose', async () => match.shutdown());
  },
  { name: 'broadside-match', dependencies: ['broadside-db'] },
);
