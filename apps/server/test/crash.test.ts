import { RULESETS } from '@broadside/rules';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CLOSE_CODES } from '@broadside/protocol';
import { verifyStoredGame } from '../src/match/verify-store.js';
import { SqliteGameStore } from '../src/store/sqlite-store.js';
import { BotPlayer } from './helpers/bot.js';
import { ackedCount, startBotGames } from './helpers/bot-games.js';
import { spawnServer, type ChildServer } from './helpers/child-server.js';
import { tempDir } from './helpers/temp-dir.js';

const dir = tempDir('broadside-crash-');
const children: ChildServer[] = [];
afterAll(() => {
  for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
  dir.remove();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('crash safety', () => {
  test('SIGKILL under load loses no acknowledged order; every game rebuilds to its stored hashes and plays on', async () => {
    const first = await spawnServer(dir.path);
    children.push(first);
    const scenarios = [
      'patrol',
      'task_groups',
      'patrol',
      'task_groups',
      'convoy_raid',
      'set_piece',
    ];
    const bots = await startBotGames(first, scenarios);
    const acked = () => ackedCount(bots);
    const started = Date.now();
    while (acked() < 300 && Date.now() - started < 8000) await sleep(20);
    first.child.kill('SIGKILL');
    await first.exited;
    const ackedAtKill = bots.map((b) => [...b.acked]);
    expect(ackedAtKill.flat().length).toBeGreaterThan(50);

    // Restart on the same data folder.
    const second = await spawnServer(dir.path);
    children.push(second);
    const db = new Database(join(dir.path, 'broadside.db'), { readonly: true });
    const find = db.prepare(
      'SELECT seq FROM log WHERE game_id = ? AND seat = ? AND client_order_id = ?',
    );
    bots.forEach((bot, i) => {
      for (const a of ackedAtKill[i]!) {
        expect(find.get(bot.gameId, bot.seat, a.clientOrderId)).toEqual({ seq: a.seq });
      }
    });
    const store = new SqliteGameStore(db);
    const rulesets = new Map(Object.entries(RULESETS));
    for (const gameId of new Set(bots.map((b) => b.gameId))) {
      const check = verifyStoredGame(store, rulesets, gameId);
      expect(check.problem).toBeNull();
      expect(check.hashesChecked).toBeGreaterThan(0);
    }
    db.close();

    // Play continues on the restarted server.
    const before = acked();
    const players = bots.map(
      (b, i) => new BotPlayer(second.wsUrl, b.gameId, b.seat, b.token, 1000 + i, `r${i}`),
    );
    await Promise.all(players.map((p) => p.connect()));
    const resumed = Date.now();
    const unfinished = players.filter((p) => !p.finished);
    while (unfinished.reduce((n, p) => n + p.acked.length, 0) < 20 && Date.now() - resumed < 8000)
      await sleep(20);
    expect(unfinished.reduce((n, p) => n + p.acked.length, 0)).toBeGreaterThanOrEqual(20);
    expect(acked()).toBe(before);

    // Graceful shutdown: sockets closed as "going away", exit 0 within 2 s.
    const stopAt = Date.now();
    second.child.kill('SIGTERM');
    const exit = await second.exited;
    expect(exit.code).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(2000);
    await sleep(50);
    expect(players.every((p) => p.closeCodes.includes(CLOSE_CODES.goingAway))).toBe(true);
  }, 60_000);
});
