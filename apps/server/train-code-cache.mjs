// Makes dist/server.cjs.cache, the V8 code cache that dist/main.js starts the server from (see
// src/boot/run-bundle.ts), at build time: it starts the built server once on an empty data folder,
// lets it store the cache of what it compiled while starting, and stops it. A build that cannot
// (no native addon built, say) still succeeds: the first start then stores the cache itself,
// where it may write next to the bundle.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Longest the training start may take before the build goes on without a cache. */
const TRAINING_TIMEOUT_MS = 30_000;

/**
 * Starts `dist/main.js` in `dist` on a fresh data folder (port 0 on 127.0.0.1, its log discarded,
 * no outside services), waits for it to store `server.cjs.cache`, then stops it. Resolves true when
 * the cache was made; never rejects.
 */
export async function trainCodeCache(dist) {
  const cache = join(dist, 'server.cjs.cache');
  // Caches of the previous build, including those of servers started with Node options.
  for (const name of readdirSync(dist)) {
    if (/^server\.cjs\.([0-9a-f]{12}\.)?cache$/.test(name))
      rmSync(join(dist, name), { force: true });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'broadside-code-cache-'));
  // Only what the server needs: no database URL, Redis or SMTP of the builder's shell, and no
  // NODE_OPTIONS, whose V8 flags would make a cache that a plain `node dist/main.js` refuses.
  const env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    // Logging as in production (into the void), so that its code is in the cache too.
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, [join(dist, 'main.js')], { env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('error', () => {});
  const started = Date.now();
  let made = false;
  let running = true;
  void exited.then(() => (running = false));
  while (running && Date.now() - started < TRAINING_TIMEOUT_MS) {
    if (existsSync(cache)) {
      made = true;
      break;
    }
    await sleep(50);
  }
  if (running) child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(
    made
      ? `  dist/server.cjs.cache made in ${Date.now() - started} ms\n`
      : '  dist/server.cjs.cache not made: the first start of the server makes it\n',
  );
  return made;
}
