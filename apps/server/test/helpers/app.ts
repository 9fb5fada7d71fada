import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import { testDatabaseEnv } from './postgres-mode.js';
import { tempDir } from './temp-dir.js';

/** A built (not listening) app on a fresh temporary data folder. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  /** Closes the app and removes its data folder. */
  close(): Promise<void>;
}

/** HTTP rate limits high enough for tests that create many games; rate limits get their own test. */
export const TEST_HTTP_RATE_LIMITS = { perIp: 100_000, createGame: 100_000, joinSeat: 100_000 };

/** Builds the real app with a silent logger and a temporary `DATA_DIR`. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const dir = tempDir();
  const config = loadConfig({
    DATA_DIR: dir.path,
    PORT: '0',
    LOG_LEVEL: 'silent',
    ...(await testDatabaseEnv(dir.path)),
    ...env,
  });
  const app = await buildApp(config, {
    logger: pino({ level: 'silent' }),
    ...options,
    httpRateLimits: { ...TEST_HTTP_RATE_LIMITS, ...options.httpRateLimits },
    gameLimits: { maxOpenGamesPerAddress: 100_000, ...options.gameLimits },
  });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      dir.remove();
    },
  };
}
