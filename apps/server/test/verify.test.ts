import { RULESETS } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { verifyAllGames } from '../src/tools/verify-all.js';
import { createAndJoin, connectPlayers, playMoves } from './helpers/game.js';
import { startServer } from './helpers/server.js';

const rulesets = new Map(Object.entries(RULESETS));

describe('verifying every stored game (main.js --verify)', () => {
  test('a clean database verifies; an edited order is found', async () => {
    const server = await startServer({ snapshotEvery: 5 });
    const game = await createAndJoin(server.app);
    await createAndJoin(server.app);
    const clients = await connectPlayers(server.wsUrl, game);
    const seq = await playMoves(server.app, game.gameId, clients, seededRandom(17), 12);
    for (const c of Object.values(clients)) await c.close();
    await server.stop();

    const clean = verifyAllGames(server.dataDir, rulesets);
    expect(clean).toMatchObject({ games: 2, entries: seq, problems: [] });
    expect(clean.hashes).toBeGreaterThan(2);

    // Move the first ship's deployment one hex: the log no longer replays to the stored hashes.
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(`${server.dataDir}/broadside.db`);
    const first = db
      .prepare('SELECT order_json FROM log WHERE game_id = ? AND seq = 1')
      .get(game.gameId) as {
      order_json: string;
    };
    const order = JSON.parse(first.order_json) as { type: string; hex: { q: number; r: number } };
    expect(order.type).toBe('deploy');
    order.hex = { q: order.hex.q, r: order.hex.r === 0 ? 1 : order.hex.r - 1 };
    db.prepare('UPDATE log SET order_json = ? WHERE game_id = ? AND seq = 1').run(
      JSON.stringify(order),
      game.gameId,
    );
    db.close();
    const edited = verifyAllGames(server.dataDir, rulesets);
    expect(edited.problems.map((p) => p.gameId)).toEqual([game.gameId]);
    await server.close();
  });

  test.each([
    [
      'a snapshot whose stored state was changed (its hash kept)',
      `UPDATE snapshots SET state_json = replace(state_json, '"rolls":', '"rolls":1') WHERE game_id = $id AND seq = (SELECT MAX(seq) FROM snapshots WHERE game_id = $id)`,
      /snapshot at \d+: its stored state does not match its own hash/,
    ],
    [
      'an edited stored result',
      `UPDATE games SET result_json = json_set(result_json, '$.summary', 'Side A won, honest.') WHERE id = $id`,
      /stored result .* is not the result the log reaches/,
    ],
  ])('%s is reported (issue 12 #7)', async (_what, sql, problem) => {
    const server = await startServer({ snapshotEvery: 5 });
    const game = await createAndJoin(server.app);
    const clients = await connectPlayers(server.wsUrl, game);
    const seq = await playMoves(server.app, game.gameId, clients, seededRandom(5), 8);
    // A concession ends the game, so that it has a stored result.
    const conceder = clients.A!;
    conceder.send({
      type: 'order',
      clientOrderId: 'bye',
      expectedSeq: seq,
      order: { type: 'concede' },
    });
    await conceder.next('ack');
    for (const c of Object.values(clients)) await c.close();
    await server.stop();
    expect(verifyAllGames(server.dataDir, rulesets).problems).toEqual([]);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(`${server.dataDir}/broadside.db`);
    const changed = db.prepare(sql).run({ id: game.gameId }).changes;
    expect(changed).toBe(1);
    db.close();
    const report = verifyAllGames(server.dataDir, rulesets);
    expect(report.problems.map((p) => p.problem)).toEqual([expect.stringMatching(problem)]);
    await server.close();
  });

  test('a damaged database file is reported, never thrown, and main.js --verify exits 2', async () => {
    const server = await startServer();
    for (let i = 0; i < 30; i += 1) await createAndJoin(server.app);
    await server.stop();
    const file = `${server.dataDir}/broadside.db`;
    const bytes = readFileSync(file);
    // Scribble over the pages after the header: SQLite can open the file but not trust it.
    for (let i = 4096; i < bytes.length; i += 97) bytes[i] = 0xa5;
    writeFileSync(file, bytes);
    const report = verifyAllGames(server.dataDir, rulesets);
    expect(report.fileProblems.length + report.problems.length).toBeGreaterThan(0);
    const ran = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--verify'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(ran.status).toBe(2);
    expect(ran.stdout).toMatch(/problems/);
    expect(ran.stderr).not.toMatch(/SqliteError/);
    await server.close();
  }, 60_000);
});
