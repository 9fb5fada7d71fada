import { execFile } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { startCheckpointer, type CheckpointReport } from '../src/db/checkpointer.js';
import { openDatabase } from '../src/db/open.js';
import { createAndJoin } from './helpers/game.js';
import { startServer } from './helpers/server.js';
import { tempDir } from './helpers/temp-dir.js';

/** Frames in the WAL not yet copied into the database file, as a second connection sees it. */
function walBacklog(db: ReturnType<typeof openDatabase>['db']): number {
  const [row] = db.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[];
  return row ? row.log - row.checkpointed : 0;
}

describe('WAL checkpoints run on a worker thread (issue 16)', () => {
  test('commits never checkpoint; the worker copies the WAL into the database file', async () => {
    const dir = tempDir();
    try {
      const { db, path } = openDatabase(dir.path);
      db.pragma('wal_autocheckpoint = 0');
      db.exec('CREATE TABLE t (x TEXT)');
      const insert = db.prepare('INSERT INTO t VALUES (?)');
      for (let i = 0; i < 300; i += 1) insert.run('x'.repeat(2000));
      // No automatic checkpoint on this connection: the WAL holds every page written.
      expect(walBacklog(db)).toBeGreaterThan(100);
      const before = statSync(path).size;

      const reports: CheckpointReport[] = [];
      const checkpointer = startCheckpointer({
        path,
        everyMs: 20,
        onCheckpoint: (r) => reports.push(r),
      });
      await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThan(0);
      await checkpointer.stop();
      expect(reports[0]!.checkpointed).toBe(reports[0]!.walFrames);
      expect(walBacklog(db)).toBe(0);
      expect(statSync(path).size).toBeGreaterThan(before);
      db.close();
    } finally {
      dir.remove();
    }
  });

  test('stopping waits for the worker even when nothing else keeps the process alive', async () => {
    const dir = tempDir();
    try {
      const module = fileURLToPath(new URL('../src/db/checkpointer.ts', import.meta.url));
      const script = join(dir.path, 'stop.mts');
      writeFileSync(
        script,
        [
          `import { startCheckpointer } from ${JSON.stringify(module)};`,
          `import { openDatabase } from ${JSON.stringify(module.replace('checkpointer.ts', 'open.ts'))};`,
          `const { db, path } = openDatabase(${JSON.stringify(dir.path)});`,
          'const checkpointer = startCheckpointer({ path, everyMs: 50 });',
          'await checkpointer.stop();',
          'db.close();',
          "console.log('stopped');",
        ].join('\n'),
      );
      const ran = await promisify(execFile)(process.execPath, ['--import', 'tsx', script]);
      expect(ran.stdout.trim()).toBe('stopped');
    } finally {
      dir.remove();
    }
  });

  test('the server turns SQLite’s own checkpoints off and still closes with an empty WAL', async () => {
    const server = await startServer();
    try {
      expect(server.app.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      await createAndJoin(server.app);
      await server.stop();
      const { db } = openDatabase(server.dataDir);
      expect(walBacklog(db)).toBe(0);
      expect((db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBe(1);
      db.close();
    } finally {
      await server.close();
    }
  });
});
