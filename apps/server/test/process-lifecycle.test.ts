import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { spawnServer } from './helpers/child-server.js';
import { tempDir } from './helpers/temp-dir.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the server process (issue 2: fail fast on bad config, clean shutdown)', () => {
  const dirs: { remove: () => void }[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
  ])('%s=%s exits non-zero at once with one line naming the variable', (name, value) => {
    const dir = tempDir();
    dirs.push(dir);
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dir.path, [name]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid environment: ${name} `));
    expect(lines[0]).toContain(JSON.stringify(value));
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  test('SIGTERM exits 0 within 2 s and leaves a checkpointed, consistent database', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const server = await spawnServer(dir.path);
    const created = await fetch(`${server.httpUrl}/api/health`);
    expect(created.ok).toBe(true);

    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopAt).toBeLessThan(2000);

    const file = join(dir.path, 'broadside.db');
    const wal = `${file}-wal`;
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  }, 30_000);
});
