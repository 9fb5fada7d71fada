// The server's signing key (src/util/server-key.ts): made once at first start, kept in the data
// folder with mode 0600. Workers of one server (WORKERS=2) start together on one data folder: the
// benchmark once saw the second fail with EEXIST while the first was making the key.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadServerKey, SERVER_KEY_FILE } from '../src/util/server-key.js';
import { tempDir } from './helpers/temp-dir.js';
import { spawnTracked } from './support/processes.js';

const dirs: ReturnType<typeof tempDir>[] = [];
afterAll(() => {
  for (const d of dirs) d.remove();
});

/**
 * Runs `loadServerKey(dir)` in a new process once `count` children have reached the barrier
 * folder (so that they call it at the same moment); resolves with the key id it printed.
 */
function keyIdInChild(
  script: string,
  dir: string,
  barrier: string,
  count: number,
): Promise<string> {
  return new Promise((done, fail) => {
    const args = ['--import', 'tsx', script, dir, barrier, `${count}`];
    const child = spawnTracked(process.execPath, args, {
      cwd: resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? done(out.trim()) : fail(new Error(err))));
  });
}

describe('server key', () => {
  test('made once, mode 0600, and the same key when loaded again', () => {
    const dir = tempDir('broadside-key-');
    dirs.push(dir);
    const first = loadServerKey(dir.path);
    expect(statSync(join(dir.path, SERVER_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadServerKey(dir.path).keyId).toBe(first.keyId);
    expect(readdirSync(dir.path)).toEqual([SERVER_KEY_FILE]);
  });

  test('six processes starting together on one folder all load the one key made', async () => {
    const dir = tempDir('broadside-key-race-');
    dirs.push(dir);
    const work = tempDir('broadside-key-script-');
    dirs.push(work);
    const script = join(work.path, 'load-key.mts');
    const module = resolve(import.meta.dirname, '../src/util/server-key.ts');
    writeFileSync(
      script,
      `import { loadServerKey } from ${JSON.stringify(module)};\n` +
        "import { readdirSync, writeFileSync } from 'node:fs';\n" +
        "import { join } from 'node:path';\n" +
        'const [dir, barrier, count] = process.argv.slice(2);\n' +
        "writeFileSync(join(barrier, String(process.pid)), '');\n" +
        'while (readdirSync(barrier).length < Number(count));\n' +
        'console.log(loadServerKey(dir).keyId);\n',
    );
    const barrier = tempDir('broadside-key-barrier-');
    dirs.push(barrier);
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => keyIdInChild(script, dir.path, barrier.path, 6)),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{16}$/);
    // No temporary file is left behind.
    expect(readdirSync(dir.path)).toEqual([SERVER_KEY_FILE]);
  }, 30_000);
});
