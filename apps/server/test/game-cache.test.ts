import { seededRandom } from '@broadside/rules/starfire';
import { CLOSE_CODES } from '@broadside/protocol';
import { describe, expect, test } from 'vitest';
import { TestClient } from './helpers/ws-client.js';
import { connect, connectPlayers, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer } from './helpers/server.js';

/** Reads one sample of the Prometheus text. */
async function metric(httpUrl: string, name: string): Promise<number> {
  const text = await (await fetch(`${httpUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no metric ${name}`);
  return Number(line.split(' ')[1]);
}

describe('the live-game cache keeps one copy per game (issue 20)', () => {
  test('more connected games than the cache limit: every order reaches the other player', async () => {
    const server = await startServer({ cacheSize: 5 });
    try {
      const games = [];
      for (let i = 0; i < 9; i += 1) games.push(await createAndJoin(server.app));
      // Both players of every game connect: the cache must grow past 5 rather than split a game.
      const players = [];
      for (const game of games) players.push(await connectPlayers(server.wsUrl, game));
      expect(server.app.match.cache.size).toBe(games.length);

      const random = seededRandom(20);
      const seqs = games.map(() => 0);
      for (let round = 0; round < 4; round += 1) {
        for (const [i, game] of games.entries()) {
          const move = nextMove(server.app, game.gameId, random)!;
          const sender = players[i]![move.seat]!;
          seqs[i] = await play(sender, move.order, seqs[i]!);
          // The other player of the same game sees the batch of that very order.
          const other = Object.entries(players[i]!).find(([seat]) => seat !== move.seat)![1];
          await other.nextWhere((m) => m.type === 'events' && m.seq === seqs[i]);
        }
      }
      for (const [i, game] of games.entries()) {
        expect(server.app.match.cache.peek(game.gameId)!.header.seq).toBe(seqs[i]);
        for (const client of Object.values(players[i]!)) expect(client.all('rejected')).toEqual([]);
      }
      expect(await metric(server.httpUrl, 'broadside_game_cache_pinned')).toBe(games.length);
      expect(await metric(server.httpUrl, 'broadside_game_cache_overflows_total')).toBe(4);
      expect(await metric(server.httpUrl, 'broadside_game_cache_limit')).toBe(5);

      // Once players leave, the cache shrinks back to its soft limit.
      const evictedBefore = await metric(server.httpUrl, 'broadside_game_cache_evictions_total');
      for (const clients of players) for (const c of Object.values(clients)) await c.close();
      await expect.poll(() => server.app.match.cache.size).toBeLessThanOrEqual(5);
      expect(await metric(server.httpUrl, 'broadside_game_cache_evictions_total')).toBe(
        evictedBefore + 4,
      );
    } finally {
      await server.close();
    }
  });

  test('at the hard limit a new game is refused with server/overloaded, and no game is split', async () => {
    const server = await startServer({ cacheSize: 2, cacheHardLimit: 3 });
    try {
      const games = [];
      for (let i = 0; i < 4; i += 1) games.push(await createAndJoin(server.app));
      const watchers = [];
      for (const game of games.slice(0, 3)) watchers.push(await connect(server.wsUrl, game.gameId));
      const refused = await TestClient.open(server.wsUrl);
      refused.send({ type: 'hello', gameId: games[3]!.gameId, token: games[3]!.tokens.A });
      expect((await refused.next('error')).error.code).toBe('server/overloaded');
      expect((await refused.closed).code).toBe(CLOSE_CODES.tryAgainLater);
      expect(await metric(server.httpUrl, 'broadside_game_cache_refusals_total')).toBe(1);

      // A watched game is still the one copy in memory: a second socket joins the same object.
      const first = server.app.match.cache.peek(games[0]!.gameId)!;
      const player = await connect(server.wsUrl, games[0]!.gameId, games[0]!.tokens.A);
      expect(server.app.match.cache.peek(games[0]!.gameId)).toBe(first);
      expect(first.subscribers.size).toBe(2);

      // When a game becomes idle, the refused one can be loaded.
      await watchers[2]!.close();
      await expect.poll(() => server.app.match.cache.inUse).toBe(2);
      const later = await connect(server.wsUrl, games[3]!.gameId, games[3]!.tokens.A);
      expect(later.all('welcome')).toHaveLength(1);
      for (const c of [...watchers, player, later]) await c.close();
    } finally {
      await server.close();
    }
  });
});
