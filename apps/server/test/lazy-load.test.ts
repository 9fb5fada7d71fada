import { seededRandom } from '@broadside/rules/starfire';
import { CLOSE_CODES } from '@broadside/protocol';
import { describe, expect, test } from 'vitest';
import { TestClient } from './helpers/ws-client.js';
import { connect, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer } from './helpers/server.js';

describe('lazy loading and the bounded cache', () => {
  test('a restart loads no game; games load on first use and the cache stays bounded', async () => {
    const first = await startServer({ cacheSize: 5 });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const game = await createAndJoin(first.app);
      ids.push(game.gameId);
      if (i === 0) {
        // Play a few orders in the first game so that its reload replays a log.
        const a = await connect(first.wsUrl, game.gameId, game.tokens.A);
        const b = await connect(first.wsUrl, game.gameId, game.tokens.B);
        const clients = { A: a, B: b } as Record<string, typeof a>;
        const random = seededRandom(2);
        let seq = 0;
        for (let n = 0; n < 5; n += 1) {
          const move = nextMove(first.app, game.gameId, random)!;
          seq = await play(clients[move.seat]!, move.order, seq);
        }
        await a.close();
        await b.close();
      }
    }
    expect(first.app.match.cache.size).toBeLessThanOrEqual(5);
    // As the store answers it: the header on disk may lag behind the log tail until shutdown.
    const header = first.app.match.store.getGame(ids[0]!)!;
    const hashBefore = { seq: header.seq, state_hash: header.stateHash };
    await first.stop();

    const started = performance.now();
    const second = await startServer({ cacheSize: 5, dataDir: first.dataDir });
    try {
      expect(performance.now() - started).toBeLessThan(5000);
      expect(second.app.match.cache.size).toBe(0);
      const spectator = await connect(second.wsUrl, ids[0]!);
      expect(spectator.all('welcome')[0]).toMatchObject({ seq: 5, status: 'live' });
      expect(second.app.match.cache.size).toBe(1);
      const live = second.app.match.cache.peek(ids[0]!)!;
      expect(
        second.app.db.prepare('SELECT seq, state_hash FROM games WHERE id = ?').get(ids[0]),
      ).toEqual(hashBefore);
      expect(live.header.seq).toBe(5);
      for (const id of ids.slice(1))
        await second.app.inject({
          method: 'POST',
          url: `/api/games/${id}/seats/A/join`,
          payload: { invite: 'x'.repeat(43) },
        });
      expect(second.app.match.cache.size).toBeLessThanOrEqual(5);
      // The watched game is never evicted.
      expect(second.app.match.cache.peek(ids[0]!)).toBe(live);
      await spectator.close();
    } finally {
      await second.close();
    }
  });

  test('a stored game that no longer matches its hashes is refused, not served wrong', async () => {
    const first = await startServer();
    const game = await createAndJoin(first.app);
    first.app.db
      .prepare("UPDATE snapshots SET state_hash = 'deadbeef' WHERE game_id = ?")
      .run(game.gameId);
    await first.stop();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      const client = await TestClient.open(second.wsUrl);
      client.send({ type: 'hello', gameId: game.gameId, token: game.tokens.A });
      expect((await client.next('error')).error.code).toBe('game/unavailable');
      expect((await client.closed).code).toBe(CLOSE_CODES.internalError);
      const summary = await second.app.inject({ url: `/api/games/${game.gameId}` });
      expect(summary.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
