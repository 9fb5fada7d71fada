import { RULESETS } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgresDatabase } from '../../src/db/pg/open.js';
import { verifyStoredGame } from '../../src/match/verify-store.js';
import { SqliteGameStore } from '../../src/store/sqlite-store.js';
import { BotPlayer } from '../helpers/bot.js';
import { ackedCount, startBotGames } from '../helpers/bot-games.js';
import { spawnServer, type ChildServer } from '../helpers/child-server.js';
import { postgresSkipReason, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { tempDir } from '../helpers/temp-dir.js';

const skip = postgresSkipReason();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skip !== null)('crash semantics on PostgreSQL', () => {
  let cluster: TestPostgres;
  const dir = tempDir('broadside-pg-crash-');
  const children: ChildServer[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
    await cluster?.stop();
    dir.remove();
  });

  test('a server process killed with SIGKILL mid-game loses no acknowledged order; games verify and play on', async () => {
    const env = { DATABASE_URL: await cluster.ensureDatabase('crash') };
    const first = await spawnServer(dir.path, env);
    children.push(first);
    const bots = await startBotGames(first, ['patrol', 'task_groups', 'convoy_raid', 'patrol']);
    const acked = () => ackedCount(bots);
    const started = Date.now();
    while (acked() < 200 && Date.now() - started < 10_000) await sleep(20);
    first.child.kill('SIGKILL');
    await first.exited;
    const ackedAtKill = bots.map((b) => [...b.acked]);
    expect(ackedAtKill.flat().length).toBeGreaterThan(30);

    const second = await spawnServer(dir.path, env);
    children.push(second);
    const { db } = openPostgresDatabase(env.DATABASE_URL);
    try {
      const store = new SqliteGameStore(db);
      bots.forEach((bot, i) => {
        for (const a of ackedAtKill[i]!)
          expect(store.clientOrder(bot.gameId, bot.seat, a.clientOrderId)?.seq).toBe(a.seq);
      });
      const rulesets = new Map(Object.entries(RULESETS));
      for (const gameId of new Set(bots.map((b) => b.gameId))) {
        const check = verifyStoredGame(store, rulesets, gameId);
        expect(check.problem).toBeNull();
        expect(check.hashesChecked).toBeGreaterThan(0);
      }
    } finally {
      db.close();
    }

    const players = bots.map(
      (b, i) => new BotPlayer(second.wsUrl, b.gameId, b.seat, b.token, 1000 + i, `r${i}`),
    );
    await Promise.all(players.map((p) => p.connect()));
    const resumed = Date.now();
    const unfinished = players.filter((p) => !p.finished);
    const playedOn = () => unfinished.reduce((n, p) => n + p.acked.length, 0);
    while (playedOn() < 20 && Date.now() - resumed < 10_000) await sleep(20);
    expect(playedOn()).toBeGreaterThanOrEqual(20);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 90_000);
});
