// The production entry, built to dist/main.js: runs the server bundle dist/server.cjs from its
// V8 code cache (see run-bundle.ts), which saves most of the time Node spends compiling it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheFileFor } from './code-cache.js';
import { runBundle } from './run-bundle.js';

/**
 * How long after the server has started (listening, rules warmed up) a missing or refused cache
 * is stored: by then the code of the start and of a first game has been compiled into it.
 */
const SAVE_AFTER_MS = 200;

const server = join(dirname(fileURLToPath(import.meta.url)), 'server.cjs');
const bundle = runBundle(server, cacheFileFor(server));
if (!bundle.cached) {
  // The server's `started` settles once it is up; a --verify or --backup run exits before.
  const started = bundle.exports['started'] as Promise<unknown> | undefined;
  void started?.then(
    () => setTimeout(() => bundle.saveCache(), SAVE_AFTER_MS).unref(),
    () => {},
  );
}
