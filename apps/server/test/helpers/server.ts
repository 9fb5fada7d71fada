import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { TEST_HTTP_RATE_LIMITS } from './app.js';
import { tempDir } from './temp-dir.js';

/** A real server listening on 127.0.0.1 with a random port and a real database file. */
export interface RunningServer {
  readonly app: FastifyInstance;
  readonly httpUrl: string;
  readonly wsUrl: string;
  readonly dataDir: string;
  /** Closes the server (keeps the data folder). */
  stop(): Promise<void>;
  /** Closes the server and removes its data folder. */
  close(): Promise<void>;
}

/** Starts the real app on port 0. Reuse `dataDir` to restart on the same database. */
export async function startServer(
  options: BuildAppOptions & { dataDir?: string } = {},
): Promise<RunningServer> {
  const dir = options.dataDir ? { path: options.dataDir, remove: () => {} } : tempDir();
  const config = loadConfig({
    DATA_DIR: dir.path,
    PORT: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp(config, {
    logger: pino({ level: 'silent' }),
    tickMs: 0,
    heartbeatMs: 0,
    ...options,
    // Test bots play far faster than people; rate limits get their own tests.
    wsLimits: { messagesPerWindow: 100_000, ...options.wsLimits },
    httpRateLimits: { ...TEST_HTTP_RATE_LIMITS, ...options.httpRateLimits },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };
  return {
    app,
    httpUrl: `http://127.0.0.1:${address.port}`,
    wsUrl: `ws://127.0.0.1:${address.port}/ws`,
    dataDir: dir.path,
    stop,
    close: async () => {
      await stop();
      dir.remove();
    },
  };
}
