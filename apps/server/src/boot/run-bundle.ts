import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { constants, Script } from 'node:vm';
import { readCodeCache, stampOf, writeCodeCache } from './code-cache.js';

/** A CommonJS bundle run by {@link runBundle}. */
export interface RunBundle {
  /** What the bundle exported. */
  readonly exports: Record<string, unknown>;
  /** Whether V8 compiled it from the stored code cache (false: none, or refused). */
  readonly cached: boolean;
  /**
   * Stores the code cache of the bundle as it is compiled now (so the functions run so far load
   * precompiled next time); false when it could not be written.
   */
  saveCache(): boolean;
}

/**
 * Runs the CommonJS bundle `file` the way Node's `require` would (same `require`, `module`,
 * `__filename` and `__dirname`; an `import()`, which the server's bundle avoids, goes through
 * Node's own loader with an experimental-feature warning), but compiled with the V8
 * code cache stored at `cacheFile` when there is one that fits: then V8 skips parsing and
 * compiling what the cache holds. Without a usable cache it compiles from source as usual.
 */
export function runBundle(file: string, cacheFile: string): RunBundle {
  const stamp = stampOf(file);
  const cachedData = readCodeCache(cacheFile, stamp);
  // One line, so that line numbers in stack traces and the source map stay the bundle's.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const script = new Script(wrapped, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cached = cachedData !== undefined && script.cachedDataRejected === false;
  const module = { exports: {} as Record<string, unknown> };
  const body = script.runInThisContext() as (...args: unknown[]) => void;
  body.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    cached,
    saveCache: () => writeCodeCache(cacheFile, stamp, script.createCachedData()),
  };
}
