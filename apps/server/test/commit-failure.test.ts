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

/** Ways to make the real database refuse writes, and to undo each. */
const STORAGE_FAULTS: [
  string,
  (db: RunningServer['app']['db']) => void,
  (db: RunningServer['app']['db']) => void,
][] = [
  [
    'a read-only database (query_only)',
    (db) => db.pragma('query_only = ON'),
    (db) => db.pragma('query_only = OFF'),
  ],
  [
    'a full disk (SQLITE_FULL: the file may not grow by one page)',
    (db) => {
      // The file may not grow; a filler table then takes every free byte.
      db.exec('CREATE TABLE IF NOT EXISTS disk_filler (junk BLOB)');
      const pages = db.pragma('page_count', { simple: true }) as number;
      db.pragma(`max_page_count = ${pages}`);
      const fill = db.prepare('INSERT INTO disk_filler (junk) VALUES (zeroblob(?))');
      for (const size of [65_536, 4096, 512, 64, 8, 1]) {
        for (;;) {
          try {
            fill.run(size);
          } catch (error) {
            expect((error as { code?: string }).code).toBe('SQLITE_FULL');
            break;
          }
        }
      }
    },
    (db) => {
      db.exec('DROP TABLE IF EXISTS disk_filler');
      db.pragma('max_page_count = 1073741823');
    },
  ],
];

describe('when the database refuses a commit (issue 12 #6)', () => {
  test.each(STORAGE_FAULTS)(
    '%s: the order is refused with server/storage_unavailable, nothing half-applied stays, health says so, and play resumes',
    async (_name, breakIt, mendIt) => {
      const game = await createAndJoin(server.app);
      const clients = await connectPlayers(server.wsUrl, game);
      const random = seededRandom(6);
      let seq = await playMoves(server.app, game.gameId, clients, random, 3);
      const live = server.app.match.cache.peek(game.gameId)!;

      breakIt(server.app.db);
      try {
        // Orders that still fit in pages the file already has may be stored; the first that
        // needs the disk is refused.
        let refused: { move: NonNullable<ReturnType<typeof nextMove>>; id: string } | null = null;
        for (let i = 0; i < 200 && !refused; i += 1) {
          const move = nextMove(server.app, game.gameId, random)!;
          const sender = clients[move.seat]!;
          const hashBefore = live.ruleset.hash(live.state);
          const id = `order-${i}`;
          sender.send({ type: 'order', clientOrderId: id, expectedSeq: seq, order: move.order });
          const answer = await sender.nextWhere(
            (m) => (m.type === 'ack' || m.type === 'rejected') && m.clientOrderId === id,
          );
          if (answer.type === 'ack') {
            seq = answer.seq;
            continue;
          }
          expect(answer).toMatchObject({ seq, error: { code: 'server/storage_unavailable' } });
          // The game in memory is the stored one: same object, same sequence, same state.
          expect(server.app.match.cache.peek(game.gameId)).toBe(live);
          expect(live.header.seq).toBe(seq);
          expect(live.ruleset.hash(live.state)).toBe(hashBefore);
          refused = { move, id };
        }
        expect(refused).not.toBeNull();
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
        mendIt(server.app.db);

        // The socket stayed open: the same order, with the same id, now goes through once.
        const { move, id } = refused!;
        const sender = clients[move.seat]!;
        sender.send({ type: 'order', clientOrderId: id, expectedSeq: seq, order: move.order });
        expect(await sender.next('ack')).toMatchObject({ clientOrderId: id, seq: seq + 1 });
        expect((await server.app.inject({ url: '/api/health' })).json()).toMatchObject({
          status: 'ok',
          storage: 'ok',
        });
      } catch (error) {
        mendIt(server.app.db);
        throw error;
      }
      for (const c of Object.values(clients)) await c.close();
    },
  );
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
