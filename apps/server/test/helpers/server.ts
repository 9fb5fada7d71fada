import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { TEST_HTTP_RATE_LIMITS } from './app.js';
import { testDatabaseEnv } from './postgres-mode.js';
import { tempDir } from './temp-dir.js';

/** The built web client (`pnpm build`), for tests that load the page in a browser. */
export const BUILT_WEB_CLIENT = resolve(
  fileURLToPath(new URL('../../../web/dist', import.meta.url)),
);

/** A real server listening on 127.0.0.1 with a random port and a real database file. */
/** Limits that test clients, all from one address and far faster than people, never reach. */
export const TEST_WS_LIMITS = {
  messagesPerWindow: 100_000,
  hellosPerAddressPerWindow: 100_000,
  maxSpectatorsPerAddress: 100_000,
  maxSpectatorsPerAddressPerGame: 100_000,
  maxUnjoinedPerAddress: 100_000,
};

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

/**
 * Starts the real app on port 0. Reuse `dataDir` to restart on the same database. Give
 * `webDist` (e.g. {@link BUILT_WEB_CLIENT}) to serve a built web client at `/`; it throws a
 * clear error when that folder holds no build.
 */
export async function startServer(
  options: BuildAppOptions & {
    dataDir?: string;
    webDist?: string;
    /** More environment variables for the configuration (e.g. `TRUST_PROXY`). */
    env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  const { webDist, dataDir, env, ...appOptions } = options;
  if (webDist !== undefined && !existsSync(join(webDist, 'index.html'))) {
    throw new Error(`The web client is not built (${webDist}); run \`pnpm build\` first.`);
  }
  const dir = dataDir ? { path: dataDir, remove: () => {} } : tempDir();
  const config = loadConfig({
    DATA_DIR: dir.path,
    PORT: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist ?? '/nonexistent',
    ...(await testDatabaseEnv(dir.path)),
    ...env,
  });
  const app = await buildApp(config, {
    logger: pino({ level: 'silent' }),
    tickMs: 0,
    heartbeatMs: 0,
    ...appOptions,
    // Test bots play far faster than people; rate limits get their own tests.
    // Every test client comes from 127.0.0.1: per-address limits get their own tests.
    wsLimits: { ...TEST_WS_LIMITS, ...appOptions.wsLimits },
    httpRateLimits: { ...TEST_HTTP_RATE_LIMITS, ...appOptions.httpRateLimits },
    gameLimits: { maxOpenGamesPerAddress: 100_000, ...appOptions.gameLimits },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await closeWithin(app, SLOW_CLOSE_MS);
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

/** How long a test server may take to close before it is said to be slow and forced. */
const SLOW_CLOSE_MS = 10_000;

/**
 * Closes the app. A close that takes longer than `ms` is reported on stderr with what is still
 * open, then every HTTP and WebSocket connection is cut, so that the report names the culprit and
 * the rest of the file still runs. (Once, in a local CI run, the close after
 * tournaments/map-report.test.ts waited out the 30 s hook time-out; 17 runs of that file alone,
 * some on a loaded machine, did not repeat it.)
 */
async function closeWithin(app: FastifyInstance, ms: number): Promise<void> {
  const closing = app.close();
  const slow = setTimeout(() => {
    const handles = (process as unknown as { _getActiveHandles(): object[] })
      ._getActiveHandles()
      .map((handle) => handle.constructor.name);
    const sockets = app.hasDecorator('connections') ? app.connections.size : 0;
    console.error(
      `test server: app.close() still running after ${ms} ms; ${sockets} WebSocket connection(s), handles: ${handles.join(', ')}; cutting every connection`,
    );
    app.server.closeAllConnections();
    if (app.hasDecorator('connections')) for (const c of app.connections) c.socket.terminate();
  }, ms);
  try {
    await closing;
  } finally {
    clearTimeout(slow);
  }
}
