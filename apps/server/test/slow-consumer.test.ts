import { seededRandom } from '@broadside/rules/starfire';
import { CLOSE_CODES } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ wsLimits: { maxBufferedBytes: 64 * 1024 } });
});
afterAll(async () => {
  await server.close();
});

describe('a slow consumer', () => {
  test('is dropped with 4006 once its unsent data passes the limit; the players play on', async () => {
    const game = await createAndJoin(server.app, { setup: { scenario: 'warp_assault' } });
    const clients: Record<string, Awaited<ReturnType<typeof connect>>> = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    // A spectator that asks for full views with every batch and then stops reading.
    const slow = await connect(server.wsUrl, game.gameId, undefined, { views: true });
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const random = seededRandom(21);
    let seq = 0;
    const live = server.app.match.cache.peek(game.gameId)!;
    const watching = () => [...live.subscribers].filter((s) => s.role.kind === 'spectator').length;
    for (let i = 0; i < 3000 && watching() > 0; i += 1) {
      const move = nextMove(server.app, game.gameId, random);
      if (!move) break;
      seq = await play(clients[move.seat]!, move.order, seq);
    }
    expect(watching()).toBe(0);
    expect(live.header.status).toBe('live');
    (slow.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect((await slow.closed).code).toBe(CLOSE_CODES.slowConsumer);
    for (const c of Object.values(clients)) await c.close();
  }, 60_000);
});
