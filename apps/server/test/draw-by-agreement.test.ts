/**
 * Issue 27, bug 3: a draw offered and accepted over two real sockets ends the game drawn (result
 * reason `agreed`), every seat and spectator sees the offer, the record verifies, and a
 * tournament board scores it as any draw. The server passes the kit's draw orders through like
 * any other order: it knows no ruleset.
 */
import { RULESETS, verifyRecord, type GameResult } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boardResultOf } from '../src/tournaments/results.js';
import { connect, createAndJoin, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rulesets: RULESETS });
});
afterAll(async () => {
  await server.close();
});

describe('a draw by agreement through the real server', () => {
  test.each([
    ['onepage', { scenario: 'duel' }],
    ['startrek', undefined],
    ['scl', undefined],
    ['starfire', { scenario: 'patrol' }],
  ])(
    '%s: one side offers, the other sees it and accepts; the game ends drawn',
    async (id, given) => {
      const setup = given ?? { scenario: RULESETS[id]!.describe().scenarios[0]!.id };
      const game = await createAndJoin(server.app, { ruleset: id, setup });
      const [first, second] = Object.keys(game.tokens) as [string, string];
      const a = await connect(server.wsUrl, game.gameId, game.tokens[first]);
      const b = await connect(server.wsUrl, game.gameId, game.tokens[second]);
      const spectator = await connect(server.wsUrl, game.gameId);
      let seq = server.app.match.cache.peek(game.gameId)!.header.seq;

      seq = await play(a, { type: 'offer_draw' }, seq);
      for (const client of [b, spectator]) {
        const seen = await client.next('events', (m) => m.seq === seq);
        expect(seen.events).toEqual([{ type: 'draw_offered', seat: first }]);
        expect(seen.status).toBe('live');
      }

      seq = await play(b, { type: 'accept_draw' }, seq);
      for (const client of [a, spectator]) {
        const last = await client.next('events', (m) => m.seq === seq);
        expect(last.status).toBe('finished');
        expect(last.result).toMatchObject({ winners: [], reason: 'agreed' });
      }
      const record = (await server.app.inject({ url: `/api/games/${game.gameId}/record` })).json();
      expect(verifyRecord(record, RULESETS)).toMatchObject({ ok: true });
      for (const c of [a, b, spectator]) await c.close();
    },
  );

  test('a bot seat declines an offer at once, so the game never waits on it', async () => {
    const withBots = await startServer({ bots: { threads: 1 } });
    try {
      const res = await withBots.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: {
          creatorSeat: 'A',
          playerName: 'Tester',
          ruleset: 'starfire',
          setup: { scenario: 'patrol' },
          bots: [{ seat: 'B', level: 'easy' }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json() as { gameId: string; creator: { seatToken: string } };
      const player = await connect(withBots.wsUrl, created.gameId, created.creator.seatToken);
      const seq = await play(player, { type: 'offer_draw' }, 0);
      const answer = await player.next('events', (m) => m.seq === seq + 1);
      expect(answer.events).toEqual([{ type: 'draw_declined', seat: 'B', by: 'A' }]);
      expect(answer.status).toBe('live');
      await player.close();
    } finally {
      await withBots.close();
    }
  });

  test('an agreed draw is a draw on a tournament board (½ each)', () => {
    const agreed: GameResult = {
      winners: [],
      level: null,
      reason: 'agreed',
      summary: 'The sides agreed a draw.',
    };
    expect(boardResultOf(agreed, 'A', 'B')).toEqual({ kind: 'draw' });
  });
});
