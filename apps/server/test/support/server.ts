import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

/** The built web client that the server serves at `/`. */
export const WEB_DIST = resolve(fileURLToPath(new URL('../../../web/dist', import.meta.url)));

/** A real server listening on 127.0.0.1 with a fresh SQLite file in a temp dir. */
export interface RunningServer {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the real server on port 0 serving the built web client.
 * Throws a clear error when the web client has not been built (`pnpm build` does it).
 */
export async function startServerWithWeb(): Promise<RunningServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web client is not built (${WEB_DIST}); run \`pnpm build\` first.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'broadside-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
