import { seededRandom } from '@broadside/rules';
import { CLOSE_CODES } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin, nextMove, connectPlayers, playMoves } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('when the database refuses a commit', () => {
  test('nothing is acknowledged, clients are closed with 1011, and the game resumes from disk', async () => {
    const game = await createAndJoin(server.app);
    const clients = await connectPlayers(server.wsUrl, game);
    const random = seededRandom(6);
    const seq = await playMoves(server.app, game.gameId, clients, random, 3);
    const move = nextMove(server.app, game.gameId, random)!;
    const sender = clients[move.seat]!;

    const acksBefore = sender.all('ack').length;
    server.app.db.pragma('query_only = ON');
    sender.send({ type: 'order', clientOrderId: 'doomed', expectedSeq: seq, order: move.order });
    expect((await sender.closed).code).toBe(CLOSE_CODES.internalError);
    expect(sender.all('ack')).toHaveLength(acksBefore);
    server.app.db.pragma('query_only = OFF');

    // The game was dropped from memory; it comes back from disk at the last durable sequence.
    expect(server.app.match.cache.peek(game.gameId)).toBeUndefined();
    const again = await connect(server.wsUrl, game.gameId, game.tokens[move.seat]);
    expect(again.all('welcome')[0]).toMatchObject({ seq });
    // The same order, with the same id, now goes through once.
    again.send({ type: 'order', clientOrderId: 'doomed', expectedSeq: seq, order: move.order });
    expect(await again.next('ack')).toMatchObject({ clientOrderId: 'doomed', seq: seq + 1 });
    await again.close();
    for (const c of Object.values(clients)) await c.close();
  });
});
