import { RULESETS } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
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
});
