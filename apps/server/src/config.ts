import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DURABILITY_LEVELS, type Durability } from './db/open.js';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address.js';
import { parseWebhookCidrs, type WebhookPolicy } from './tournaments/webhook-target.js';

/** Log levels pino understands. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** One pino log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];
/** How log lines are written: JSON objects, or readable lines for a person (`LOG_FORMAT`). */
export const LOG_FORMATS = ['json', 'pretty'] as const;
/** One log format. */
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The validated server configuration. */
export interface ServerConfig {
  /** TCP port to listen on; 0 picks a free one. */
  readonly port: number;
  /** Interface to bind. */
  readonly host: string;
  /** Folder holding `broadside.db`. */
  readonly dataDir: string;
  /** pino log level. */
  readonly logLevel: LogLevel;
  /**
   * `LOG_FORMAT`: `json` or `pretty`; absent, readable lines when stdout is a terminal and JSON
   * lines otherwise.
   */
  readonly logFormat?: LogFormat | undefined;
  /** Public base URL used to build invite links; derived from the request when absent. */
  readonly publicUrl: string | undefined;
  /** Folder of the built web client served at `/`. */
  readonly webDist: string;
  /** `DURABILITY`: `normal` (WAL, synchronous NORMAL) or `full` (fsync before every ack). */
  readonly durability?: Durability;
  /**
   * `COMMIT_WINDOW_MS`: how long a busy server lets a group commit wait for more orders to share
   * it (0 to 50 ms; default 2; 0 commits every event-loop turn). See docs/operations.md.
   */
  readonly commitWindowMs?: number | undefined;
  /** Soft limit of live games in memory (`GAME_CACHE_SIZE`); the default when absent. */
  readonly gameCacheSize?: number | undefined;
  /** Hard limit of live games in memory (`GAME_CACHE_HARD_LIMIT`); the default when absent. */
  readonly gameCacheHardLimit?: number | undefined;
  /**
   * `TRUST_PROXY`: the reverse proxies whose `X-Forwarded-For` names the client (addresses,
   * CIDR ranges, `loopback`, `linklocal`, `uniquelocal`); empty when absent.
   */
  readonly trustProxy?: TrustedProxies;
  /** `SMTP_URL`: where notification email goes (`smtp://` or `smtps://`); none is sent without it. */
  readonly smtpUrl?: string | undefined;
  /** `SMTP_FROM`: the sender of notification email. */
  readonly smtpFrom?: string | undefined;
  /** `DATABASE_URL`: a `postgres://` URL stores everything in PostgreSQL instead of `DATA_DIR`. */
  readonly databaseUrl?: string | undefined;
  /**
   * `WORKERS`: processes that share the games out by id (default 1: one process, no primary).
   * See docs/scaling.md.
   */
  readonly workers?: number | undefined;
  /**
   * `NODE_NAME`: this machine's name in a cluster of several (docs/scaling.md): it runs only the
   * games whose id starts with `<name>-`, and makes such ids. Absent: a server on its own.
   */
  readonly nodeName?: string | undefined;
  /** `NODE_BACKGROUND`: whether this node runs the scans over every game (default on). */
  readonly nodeBackground?: boolean | undefined;
  /** `NODE_LEASE_MS`: how long a node's lease on its games lasts unless renewed (default 10 s). */
  readonly nodeLeaseMs?: number | undefined;
  /**
   * `REDIS_URL`: a `redis://` or `rediss://` URL; spectators may then connect to any node of a
   * cluster and are relayed the owner's frames (docs/scaling.md). Absent: no Redis is used.
   */
  readonly redisUrl?: string | undefined;
  /**
   * What tournament webhooks may reach: public addresses only, unless `WEBHOOK_ALLOW_PRIVATE=1`
   * (every address) or `WEBHOOK_ALLOW_CIDRS` (these ranges too). See docs/security.md.
   */
  readonly webhookPolicy?: WebhookPolicy | undefined;
  /**
   * `SIGNUPS_PER_ADDRESS_PER_HOUR`: accounts one address may create in an hour (default 10). A
   * club whose members share one address raises it (docs/operations.md).
   */
  readonly signUpsPerAddressPerHour?: number | undefined;
  /** `ANALYSIS_WORKERS`: the coach's worker threads (default min(2, cores − 1), at least 1). */
  readonly analysisWorkers?: number | undefined;
  /** `ANALYSIS_SAMPLES`: the coach's playouts per candidate and decision. */
  readonly analysisSamples?: number | undefined;
  /** `ANALYSIS_GAME_SAMPLES`: the coach's most playouts per candidate for a whole game. */
  readonly analysisGameSamples?: number | undefined;
  /** `ANALYSIS_QUEUE`: games that may wait for the coach while it analyses one. */
  readonly analysisQueue?: number | undefined;
}

/** The built web client, found relative to this package whether running from `src/` or `dist/`. */
function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, '..', '..', 'web', 'dist');
}

const positiveInteger = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a whole number from 1 to 999999999')
  .transform(Number);

/** The schema of each variable, with the sentence shown when it is wrong. */
const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be an integer 0-65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be an integer 0-65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, `must be one of ${LOG_FORMATS.join(', ')}`).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  WEB_DIST: z.string().min(1, 'must not be empty').optional(),
  GAME_CACHE_SIZE: positiveInteger.optional(),
  DURABILITY: z.enum(DURABILITY_LEVELS, 'must be normal or full').default('normal'),
  COMMIT_WINDOW_MS: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number of milliseconds from 0 to 50')
    .transform(Number)
    .refine((n) => n <= 50, 'must be a whole number of milliseconds from 0 to 50')
    .optional(),
  GAME_CACHE_HARD_LIMIT: positiveInteger.optional(),
  TRUST_PROXY: z
    .string()
    .refine((text) => {
      try {
        parseTrustedProxies(text);
        return true;
      } catch {
        return false;
      }
    }, 'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal')
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_FROM: z
    .string()
    .min(3, 'must be an address such as Broadside <noreply@example.org>')
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'must be a postgres:// URL')
    .optional(),
  NODE_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9]{0,7}$/, 'must be a lowercase letter and up to 7 letters or digits')
    .optional(),
  NODE_BACKGROUND: z.enum(['on', 'off'], 'must be on or off').optional(),
  NODE_LEASE_MS: positiveInteger.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/i, 'must be a redis:// or rediss:// URL')
    .optional(),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1'], 'must be 0 or 1').optional(),
  WEBHOOK_ALLOW_CIDRS: z
    .string()
    .refine((text) => {
      try {
        parseWebhookCidrs(text);
        return true;
      } catch {
        return false;
      }
    }, 'must be a comma-separated list of addresses or CIDR ranges')
    .optional(),
  SIGNUPS_PER_ADDRESS_PER_HOUR: positiveInteger.optional(),
  ANALYSIS_WORKERS: z
    .string()
    .regex(/^[1-9]\d?$/, 'must be a whole number from 1 to 64')
    .transform(Number)
    .refine((n) => n <= 64, 'must be a whole number from 1 to 64')
    .optional(),
  ANALYSIS_SAMPLES: positiveInteger.optional(),
  ANALYSIS_GAME_SAMPLES: positiveInteger.optional(),
  ANALYSIS_QUEUE: positiveInteger.optional(),
  WORKERS: z
    .string()
    .regex(/^[1-9]\d?$/, 'must be a whole number from 1 to 64')
    .transform(Number)
    .refine((n) => n <= 64, 'must be a whole number from 1 to 64')
    .optional(),
});

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads and validates the configuration from environment variables. Empty strings count as
 * unset. Throws a {@link ConfigError} whose message is one line naming the first bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid environment: ${key} ${issue?.message ?? 'is invalid'} (got ${JSON.stringify(picked[key] ?? '')})`,
    );
  }
  const v = parsed.data;
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(v.DATA_DIR),
    logLevel: v.LOG_LEVEL,
    logFormat: v.LOG_FORMAT,
    publicUrl: v.PUBLIC_URL,
    webDist: v.WEB_DIST ? resolve(v.WEB_DIST) : defaultWebDist(),
    gameCacheSize: v.GAME_CACHE_SIZE,
    durability: v.DURABILITY,
    commitWindowMs: v.COMMIT_WINDOW_MS,
    gameCacheHardLimit: v.GAME_CACHE_HARD_LIMIT,
    trustProxy: parseTrustedProxies(v.TRUST_PROXY),
    smtpUrl: v.SMTP_URL,
    smtpFrom: v.SMTP_FROM,
    databaseUrl: v.DATABASE_URL,
    workers: v.WORKERS,
    nodeName: v.NODE_NAME,
    nodeBackground: v.NODE_BACKGROUND === undefined ? undefined : v.NODE_BACKGROUND === 'on',
    nodeLeaseMs: v.NODE_LEASE_MS,
    redisUrl: v.REDIS_URL,
    webhookPolicy: {
      allowPrivate: v.WEBHOOK_ALLOW_PRIVATE === '1',
      allowCidrs: parseWebhookCidrs(v.WEBHOOK_ALLOW_CIDRS),
    },
    signUpsPerAddressPerHour: v.SIGNUPS_PER_ADDRESS_PER_HOUR,
    analysisWorkers: v.ANALYSIS_WORKERS,
    analysisSamples: v.ANALYSIS_SAMPLES,
    analysisGameSamples: v.ANALYSIS_GAME_SAMPLES,
    analysisQueue: v.ANALYSIS_QUEUE,
  };
}
