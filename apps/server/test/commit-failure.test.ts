import { seededRandom } from '@broadside/rules/starfire';
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

describe('a commit-time guard per game (issue 20)', () => {
  test('a sequence number the store already holds fails that game alone; the others in the same group commit are acknowledged', async () => {
    const games = [await createAndJoin(server.app), await createAndJoin(server.app)];
    const random = seededRandom(21);
    // A seat's in-process session per game, so that both orders land in one group commit.
    const sessions = games.map((game) => {
      const move = nextMove(server.app, game.gameId, random)!;
      const frames: string[] = [];
      let aborted = false;
      const opened = server.app.match.connect(game.gameId, game.tokens[move.seat], (role) => ({
        role,
        wantsViews: false,
        send: (frame) => frames.push(frame),
        abort: () => (aborted = true),
      }));
      if (!opened.ok) throw new Error(opened.error.code);
      return { game, move, frames, session: opened.value, aborted: () => aborted };
    });
    // Another copy of the first game has already stored sequence 1.
    const [doomed, healthy] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    server.app.db
      .prepare(
        `INSERT INTO log (game_id, seq, kind, seat, client_order_id, order_json, events_json, dice_json, state_hash, at)
         VALUES (?, 1, 'order', ?, 'stray', '{}', '[]', '[]', NULL, 0)`,
      )
      .run(doomed.game.gameId, doomed.move.seat);

    for (const s of sessions)
      s.session.order({ clientOrderId: 'same-commit', expectedSeq: 0, order: s.move.order }, 0);
    expect(server.app.match.commits.size).toBe(2);
    server.app.match.commits.flush();

    const acks = (s: (typeof sessions)[0]) =>
      s.frames.map((f) => JSON.parse(f) as { type: string }).filter((m) => m.type === 'ack');
    expect(acks(healthy)).toEqual([
      expect.objectContaining({ type: 'ack', clientOrderId: 'same-commit', seq: 1 }),
    ]);
    expect(healthy.aborted()).toBe(false);
    expect(server.app.match.store.getGame(healthy.game.gameId)!.seq).toBe(1);
    // The doomed game acknowledged nothing, was dropped from memory and its clients closed.
    expect(acks(doomed)).toEqual([]);
    expect(doomed.aborted()).toBe(true);
    expect(server.app.match.cache.peek(doomed.game.gameId)).toBeUndefined();
    expect(server.app.match.store.getGame(doomed.game.gameId)!.seq).toBe(0);
    healthy.session.close();
  });
});
