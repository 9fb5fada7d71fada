import { RULESETS } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { backupDatabase } from '../src/tools/backup.js';
import { verifyAllGames } from '../src/tools/verify-all.js';
import { connect, connectPlayers, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer } from './helpers/server.js';
import { tempDir } from './helpers/temp-dir.js';

describe('online backup and restore (issue 12)', () => {
  test('a backup taken while a game is played restores to a server that plays on', async () => {
    const server = await startServer();
    const game = await createAndJoin(server.app);
    const clients = await connectPlayers(server.wsUrl, game);
    const random = seededRandom(31);
    let seq = 0;
    const target = join(tempDir('broadside-backup-').path, 'copy.db');
    // Orders keep arriving while the copy is made.
    const playing = (async () => {
      for (let i = 0; i < 15; i += 1) {
        const move = nextMove(server.app, game.gameId, random);
        if (!move) break;
        seq = await play(clients[move.seat]!, move.order, seq);
      }
    })();
    const report = await backupDatabase(server.dataDir, target);
    await playing;
    expect(report.pages).toBeGreaterThan(0);
    await expect(backupDatabase(server.dataDir, target)).rejects.toThrow(/exists already/);
    for (const c of Object.values(clients)) await c.close();
    await server.close();

    // Restore: the copy becomes the database of a fresh data folder.
    const restored = tempDir('broadside-restored-');
    const copied = spawnSync('cp', [target, join(restored.path, 'broadside.db')]);
    expect(copied.status).toBe(0);
    const check = verifyAllGames(restored.path, new Map(Object.entries(RULESETS)));
    expect(check).toMatchObject({ games: 1, fileProblems: [], problems: [] });
    const again = await startServer({ dataDir: restored.path });
    try {
      const a = await connect(again.wsUrl, game.gameId, game.tokens.A);
      const at = a.all('welcome')[0]!.seq;
      expect(at).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThanOrEqual(seq);
      await a.close();
    } finally {
      await again.close();
    }
  });

  test("`broadside backup <file>` copies a running server's database, and the copy verifies", async () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const tsx = resolve(here, '../../../node_modules/.bin/tsx');
    const cli = resolve(here, '../../cli/src/main.ts');
    const runCli = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
        execFile(tsx, [cli, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
          done({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr });
        });
      });
    const server = await startServer();
    const game = await createAndJoin(server.app);
    const clients = await connectPlayers(server.wsUrl, game);
    const random = seededRandom(32);
    let seq = 0;
    for (let i = 0; i < 6; i += 1) {
      const move = nextMove(server.app, game.gameId, random);
      if (!move) break;
      seq = await play(clients[move.seat]!, move.order, seq);
    }
    const target = join(tempDir('broadside-cli-backup-').path, 'copy.db');
    try {
      const made = await runCli('backup', target, '--data-dir', server.dataDir);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(/^Backed up \d+ pages to /);
      expect(existsSync(target)).toBe(true);
      const again = await runCli('backup', target, '--data-dir', server.dataDir);
      expect(again.code).toBe(3);
      expect(again.stderr).toMatch(/exists already/);
      const usage = await runCli('backup');
      expect(usage.code).toBe(2);
    } finally {
      for (const c of Object.values(clients)) await c.close();
      await server.close();
    }
    const restored = tempDir('broadside-cli-restored-');
    expect(spawnSync('cp', [target, join(restored.path, 'broadside.db')]).status).toBe(0);
    const check = verifyAllGames(restored.path, new Map(Object.entries(RULESETS)));
    expect(check).toMatchObject({ games: 1, fileProblems: [], problems: [] });
    expect(check.entries).toBeGreaterThanOrEqual(seq);
  });
});
