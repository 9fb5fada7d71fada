import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndJoin, nextMove, connectPlayers, playMoves } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('when the database refuses a commit (issue 12 #6)', () => {
  test('the order is refused with server/storage_unavailable, nothing half-applied stays, health says so, and play resumes', async () => {
    const game = await createAndJoin(server.app);
    const clients = await connectPlayers(server.wsUrl, game);
    const random = seededRandom(6);
    const seq = await playMoves(server.app, game.gameId, clients, random, 3);
    const move = nextMove(server.app, game.gameId, random)!;
    const sender = clients[move.seat]!;
    const live = server.app.match.cache.peek(game.gameId)!;
    const hashBefore = live.ruleset.hash(live.state);

    server.app.db.pragma('query_only = ON');
    sender.send({ type: 'order', clientOrderId: 'doomed', expectedSeq: seq, order: move.order });
    const refused = await sender.next('rejected');
    expect(refused).toMatchObject({
      clientOrderId: 'doomed',
      seq,
      error: { code: 'server/storage_unavailable' },
    });
    // The game in memory is the stored one: same object, same sequence, same state.
    expect(server.app.match.cache.peek(game.gameId)).toBe(live);
    expect(live.header.seq).toBe(seq);
    expect(live.ruleset.hash(live.state)).toBe(hashBefore);
    const health = await server.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', storage: 'unavailable' });
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
    });
    expect(created.statusCode).toBe(503);
    expect(created.json().error.code).toBe('server/storage_unavailable');
    server.app.db.pragma('query_only = OFF');

    // The socket stayed open: the same order, with the same id, now goes through once.
    sender.send({ type: 'order', clientOrderId: 'doomed', expectedSeq: seq, order: move.order });
    expect(await sender.next('ack')).toMatchObject({ clientOrderId: 'doomed', seq: seq + 1 });
    expect((await server.app.inject({ url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      storage: 'ok',
    });
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
    // The doomed game acknowledged nothing: its order was refused as an internal error and the
    // game put back as stored, its clients still connected.
    expect(acks(doomed)).toEqual([]);
    const refusals = doomed.frames
      .map((f) => JSON.parse(f) as { type: string; error?: { code: string } })
      .filter((m) => m.type === 'rejected');
    expect(refusals).toEqual([
      expect.objectContaining({ error: expect.objectContaining({ code: 'server/internal' }) }),
    ]);
    expect(doomed.aborted()).toBe(false);
    expect(server.app.match.cache.peek(doomed.game.gameId)!.header.seq).toBe(0);
    expect(server.app.match.store.getGame(doomed.game.gameId)!.seq).toBe(0);
    healthy.session.close();
  });
});
