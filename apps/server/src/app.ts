import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.js';
import { databasePlugin } from './db/plugin.js';
import { accountsPlugin } from './accounts/plugin.js';
import { seatAccountsPlugin } from './accounts/seat-routes.js';
import { notificationsPlugin } from './notifications/plugin.js';
import { myGamesRoutes } from './accounts/my-games.js';
import type { AccountOptions } from './accounts/account-service.js';
import { useErrorHandler, frameworkErrorHandler } from './http/errors.js';
import {
  DEFAULT_HTTP_RATE_LIMITS,
  useRateLimits,
  type HttpRateLimits,
} from './http/rate-limits.js';
import { healthRoutes } from './http/health.js';
import { webRoutes } from './http/web.js';
import { useSecurityHeaders } from './http/security-headers.js';
import { useZodCompilers, zodSchemaToOpenApi } from './http/zod-compilers.js';
import { createLogger } from './logger.js';
import { gameDataRoutes } from './http/game-data.js';
import { keyRoutes } from './http/keys.js';
import { loadServerKey } from './util/server-key.js';
import { installNativeSha256 } from './util/native-sha256.js';
import { lobbyRoutes } from './http/lobby.js';
import { rematchRoutes } from './http/rematch.js';
import { metricsRoutes } from './http/metrics.js';
import { API_DESCRIPTION, protocolComponents } from './http/openapi.js';
import { rulesetRoutes } from './http/rulesets.js';
import { tournamentsPlugin } from './tournaments/plugin.js';
import { libraryPlugin } from './library/plugin.js';
import { analysisPlugin, type AnalysisOptions } from './analysis/plugin.js';
import { annotationsPlugin } from './annotations/plugin.js';
import { DEFAULT_CACHE_SIZE } from './match/game-cache.js';
import { matchPlugin } from './match/plugin.js';
import { botsPlugin, buildBots, type BotOptions, type ServerBots } from './bots/plugin.js';
import { systemClock, type Clock } from './util/clock.js';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './ws/connection.js';
import { websocketPlugin } from './ws/plugin.js';
import { fanoutPlugin } from './fanout/plugin.js';
import { WS_LIMITS } from '@broadside/protocol';
import { RULESETS, type AnyRuleset } from '@broadside/rules';
import type { GameLimits } from './match/game-limits.js';
import type { GameOwnership } from './match/ownership.js';
import { ALWAYS_BACKGROUND, type BackgroundGate } from './cluster/background-lease.js';
import { SERVER_VERSION } from './version.js';
import type { TailRange } from './store/tail-range.js';

/** Options of {@link buildApp} besides the configuration; the defaults suit production. */
export interface BuildAppOptions {
  /** The logger to use; by default one is made from the config (pretty on a TTY). */
  readonly logger?: Logger;
  /** Where time comes from (tests pass a manual clock). */
  readonly clock?: Clock;
  /** Rulesets to host, by id (default: every ruleset of `@broadside/rules`). */
  readonly rulesets?: Readonly<Record<string, AnyRuleset>>;
  /** Interval of the clock and spectator-delay check in ms; 0 disables it (tests call `app.match.tick()`). */
  readonly tickMs?: number;
  /** Snapshot (and hash) the state every this many log entries. */
  readonly snapshotEvery?: number;
  /** Soft limit of games kept in memory (default: the config's, else 2000). */
  readonly cacheSize?: number;
  /** Hard limit of games in memory (default: the config's, else 20,000). */
  readonly cacheHardLimit?: number;
  /** A reconnecting client further behind than this many batches gets a fresh view. */
  readonly maxCatchUpBatches?: number;
  /** Limits that keep games from filling the disk (tests tighten them). */
  readonly gameLimits?: Partial<GameLimits>;
  /** Dice seeds for new games; only the benchmark replaces the secure default. */
  readonly seedSource?: () => Uint8Array;
  /** WebSocket limits (tests tighten them). */
  readonly wsLimits?: Partial<ConnectionLimits>;
  /** Heartbeat interval in ms; 0 disables heartbeats. */
  readonly heartbeatMs?: number;
  /** HTTP rate limits per client IP (tests raise them; defaults {@link DEFAULT_HTTP_RATE_LIMITS}). */
  readonly httpRateLimits?: Partial<HttpRateLimits>;
  /** Session lifetime and sign-in limits (tests tighten them). */
  readonly accounts?: Partial<AccountOptions>;
  /** The server's bot seats: worker threads, time allowed (tests replace the bot library). */
  readonly bots?: BotOptions;
  /**
   * Whether this process runs the scans shared by the whole server (tournament rounds, rematch
   * offers); default true. Only one worker of a `WORKERS=N` server does (docs/scaling.md).
   * Every process watches the games it owns for notifications either way.
   */
  readonly background?: boolean;
  /**
   * Asked before each of those scans: a node of a cluster runs them only while it holds the
   * background lease (`cluster/background-lease.ts`); default always.
   */
  readonly backgroundGate?: BackgroundGate;
  /**
   * The rows of the log tail this process writes (store/tail-range.ts): default the whole tail,
   * for a server alone; a worker's own range; null for none (a node of a cluster).
   */
  readonly logTail?: TailRange | null;
  /**
   * Which games this process runs and how it names new ones; default every game. A process of a
   * sharded server passes its role's (docs/scaling.md).
   */
  readonly ownership?: GameOwnership;
  /** The coach's settings beyond the configuration's (tests use small ones, or a test coach). */
  readonly analysis?: AnalysisOptions;
}

/** Largest HTTP body accepted (custom setups and designs are small). */
export const HTTP_BODY_LIMIT = 256 * 1024;

/**
 * Builds the Broadside server — database, HTTP API, OpenAPI docs, WebSocket endpoint and the
 * web client — without listening. Call `listen()` on the result, or `inject()` in tests.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  installNativeSha256();
  const logger =
    options.logger ?? createLogger({ level: config.logLevel, format: config.logFormat });
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: HTTP_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
    // request.ip is the client named by a trusted proxy's X-Forwarded-For, else the TCP peer.
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? [...config.trustProxy] : false,
  }) as unknown as FastifyInstance;

  useZodCompilers(app);
  useErrorHandler(app);
  await useSecurityHeaders(app, { publicUrl: config.publicUrl });
  const rateLimits = { ...DEFAULT_HTTP_RATE_LIMITS, ...options.httpRateLimits };
  await useRateLimits(app, rateLimits);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Broadside server API',
        version: SERVER_VERSION,
        description: API_DESCRIPTION,
      },
      components: { schemas: protocolComponents() as never },
      tags: [
        { name: 'lobby', description: 'Create, join, list and watch games' },
        { name: 'games', description: 'Game summaries and records' },
        { name: 'rulesets', description: 'Rulesets, scenarios and designs' },
        { name: 'operations', description: 'Health and metrics' },
        { name: 'tournaments', description: 'Tournaments, ratings and forum exports' },
        { name: 'accounts', description: 'Sign up, sign in, sessions' },
        { name: 'library', description: 'Players’ designs and scenarios, kept and shared' },
      ],
    },
    transform: ({ schema, url }) => ({ schema: zodSchemaToOpenApi(schema) as never, url }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const rulesets = new Map(Object.entries(options.rulesets ?? RULESETS));
  await app.register(databasePlugin, {
    dataDir: config.dataDir,
    durability: config.durability ?? 'normal',
    databaseUrl: config.databaseUrl,
  });
  await app.register(accountsPlugin, {
    clock: options.clock ?? systemClock,
    publicUrl: config.publicUrl,
    options: {
      ...(config.signUpsPerAddressPerHour === undefined
        ? {}
        : { signUpPerIp: { max: config.signUpsPerAddressPerHour, windowMs: 3600_000 } }),
      ...options.accounts,
    },
  });
  // The match service builds its bot seats itself; the bots plugin serves what it built.
  let bots: ServerBots | undefined;
  await app.register(matchPlugin, {
    rulesets,
    clock: options.clock ?? systemClock,
    tickMs: options.tickMs ?? 250,
    snapshotEvery: options.snapshotEvery ?? 20,
    cacheSize: options.cacheSize ?? config.gameCacheSize ?? DEFAULT_CACHE_SIZE,
    cacheHardLimit: options.cacheHardLimit ?? config.gameCacheHardLimit,
    commitWindowMs: config.commitWindowMs,
    maxCatchUpBatches: options.maxCatchUpBatches ?? WS_LIMITS.maxCatchUpBatches,
    seedSource: options.seedSource,
    gameLimits: options.gameLimits,
    dataDir: config.dataDir,
    sockets: () => (app.hasDecorator('connections') ? app.connections.size : 0),
    logTail: options.logTail,
    ...(options.ownership ? { ownership: options.ownership } : {}),
    bots: (match, metrics) => {
      bots = buildBots(app, options.bots ?? {}, match, metrics);
      return bots.seats;
    },
  });
  await app.register(botsPlugin, { bots: bots! });
  await app.register(fanoutPlugin, { redisUrl: config.redisUrl });
  await app.register(websocketPlugin, {
    limits: { ...DEFAULT_CONNECTION_LIMITS, ...options.wsLimits },
    heartbeatMs: options.heartbeatMs ?? WS_LIMITS.heartbeatMs,
    trustProxy: config.trustProxy ?? [],
  });
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(seatAccountsPlugin, { publicUrl: config.publicUrl });
  await app.register(notificationsPlugin, {
    clock: options.clock ?? systemClock,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    smtpFrom: config.smtpFrom,
    // Every process watches its own games; the shared part runs where the background scans do.
    scanMs: options.tickMs === 0 ? 0 : 5000,
    background: options.background !== false,
    gate: options.backgroundGate ?? ALWAYS_BACKGROUND,
  });
  await app.register(myGamesRoutes);
  await app.register(lobbyRoutes, { publicUrl: config.publicUrl, rateLimits });
  await app.register(rematchRoutes, { publicUrl: config.publicUrl, rateLimits });
  // After the database plugin, which makes the data folder.
  const serverKey = loadServerKey(config.dataDir);
  await app.register(gameDataRoutes, { publicUrl: config.publicUrl, serverKey });
  await app.register(keyRoutes, { serverKey });
  await app.register(analysisPlugin, {
    clock: options.clock ?? systemClock,
    options: {
      workers: config.analysisWorkers,
      samples: config.analysisSamples,
      gameSamples: config.analysisGameSamples,
      queue: config.analysisQueue,
      ...options.analysis,
    },
  });
  // Before the tournaments' report routes, which print the comments.
  await app.register(annotationsPlugin, { clock: options.clock ?? systemClock, rateLimits });
  await app.register(rulesetRoutes, { rulesets });
  await app.register(tournamentsPlugin, {
    clock: options.clock ?? systemClock,
    publicUrl: config.publicUrl,
    tickMs: options.tickMs === 0 || options.background === false ? 0 : 60_000,
    gate: options.backgroundGate ?? ALWAYS_BACKGROUND,
    webhookPolicy: config.webhookPolicy,
  });
  await app.register(libraryPlugin, {
    rulesets,
    clock: options.clock ?? systemClock,
    rateLimits,
  });
  await app.register(webRoutes, { webDist: config.webDist });

  return app;
}
