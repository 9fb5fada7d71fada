import { chmodSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { afterEach, describe, expect, test } from 'vitest';
import { cacheFileFor, readCodeCache, stampOf, writeCodeCache } from '../src/boot/code-cache.js';
import { runBundle } from '../src/boot/run-bundle.js';
import { tempDir } from './helpers/temp-dir.js';

/** A small CommonJS bundle using what a real one does: require, __filename, strict mode. */
const BUNDLE = `'use strict';
const { basename } = require('node:path');
function square(n) { return n * n; }
exports.file = basename(__filename);
exports.squares = [1, 2, 3].map(square);
exports.strict = (function () { return this; })() === undefined;
exports.started = Promise.resolve();
`;

let dir: ReturnType<typeof tempDir>;
afterEach(() => dir?.remove());

function bundleIn(source = BUNDLE): { bundle: string; cache: string } {
  dir = tempDir('broadside-code-cache-');
  const bundle = join(dir.path, 'server.cjs');
  writeFileSync(bundle, source);
  return { bundle, cache: `${bundle}.cache` };
}

describe('the code cache file', () => {
  test('reads back what was written for the same build of the bundle', () => {
    const { bundle, cache } = bundleIn();
    const data = Buffer.from([1, 2, 3, 10, 4]);
    expect(writeCodeCache(cache, stampOf(bundle), data)).toBe(true);
    expect(readCodeCache(cache, stampOf(bundle))).toEqual(data);
  });

  test('is ignored once the bundle is rebuilt, even to the same length', () => {
    const { bundle, cache } = bundleIn();
    writeCodeCache(cache, stampOf(bundle), Buffer.from('data'));
    writeFileSync(bundle, BUNDLE.replace('square', 'sQuare'));
    utimesSync(bundle, new Date(), new Date(Date.now() + 5000));
    expect(readCodeCache(cache, stampOf(bundle))).toBeUndefined();
  });

  test('missing or of another format: none', () => {
    const { bundle, cache } = bundleIn();
    expect(readCodeCache(cache, stampOf(bundle))).toBeUndefined();
    writeFileSync(cache, 'not a cache');
    expect(readCodeCache(cache, stampOf(bundle))).toBeUndefined();
  });

  test('a folder that cannot be written: false, and nothing left behind', () => {
    const { bundle, cache } = bundleIn();
    chmodSync(dir.path, 0o500);
    try {
      const wrote = writeCodeCache(cache, stampOf(bundle), Buffer.from('data'));
      // root may write anywhere; everyone else is refused.
      if (process.getuid?.() !== 0) expect(wrote).toBe(false);
    } finally {
      chmodSync(dir.path, 0o700);
    }
    expect(readdirSync(dir.path).filter((name) => name.includes('partial'))).toEqual([]);
  });

  test('a server started with Node options keeps a cache of its own', () => {
    expect(cacheFileFor('/dist/server.cjs')).toMatch(
      /^\/dist\/server\.cjs(\.[0-9a-f]{12})?\.cache$/,
    );
  });
});

describe('running a bundle from its code cache', () => {
  test('runs as CommonJS, strict; without a cache, then from the one it saved', () => {
    const { bundle, cache } = bundleIn();
    const first = runBundle(bundle, cache);
    expect(first.cached).toBe(false);
    expect(first.exports['file']).toBe('server.cjs');
    expect(first.exports['squares']).toEqual([1, 4, 9]);
    expect(first.exports['strict']).toBe(true);
    expect(first.saveCache()).toBe(true);

    const second = runBundle(bundle, cache);
    expect(second.cached).toBe(true);
    expect(second.exports['squares']).toEqual([1, 4, 9]);
  });

  test('a damaged cache is refused by V8 and the bundle compiles from source', () => {
    const { bundle, cache } = bundleIn();
    runBundle(bundle, cache).saveCache();
    const bytes = readFileSync(cache);
    const body = bytes.indexOf(0x0a) + 1;
    for (let i = body + 8; i < bytes.length; i += 7) bytes[i] = bytes[i]! ^ 0xff;
    writeFileSync(cache, bytes);
    utimesSync(bundle, stampOf(bundle).mtimeMs / 1000, stampOf(bundle).mtimeMs / 1000);
    // This process compiled the same source from the same file a moment ago; while V8 still
    // holds that compile in its in-memory compilation cache it reuses it and never looks at the
    // damaged data (`cachedDataRejected` stays false). A server compiles its bundle once per
    // process; the test turns that cache off so that V8 reads the data, as a server would.
    setFlagsFromString('--no-compilation-cache');
    let run: ReturnType<typeof runBundle>;
    try {
      run = runBundle(bundle, cache);
    } finally {
      setFlagsFromString('--compilation-cache');
    }
    expect(run.cached).toBe(false);
    expect(run.exports['squares']).toEqual([1, 4, 9]);
  });
});
