import { RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { afterEach, describe, expect, test } from 'vitest';
import { verifyStoredGame } from '../src/match/verify-store.js';
import { connect, createAndJoin, play } from './helpers/game.js';
import { owing, playToMovement, stateOf, staysForTurn } from './helpers/queue-play.js';
import { startServer, type RunningServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

let servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

async function patrolInMovement(server: RunningServer) {
  const game = await createAndJoin(server.app, { setup: { scenario: 'patrol' } });
  const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
  const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
  const spectator = await connect(server.wsUrl, game.gameId);
  const clients: Record<string, TestClient> = { A: a, B: b };
  const seq = await playToMovement(server.app, game.gameId, clients, seededRandom(3));
  const first = owing(server.app, game.gameId)!;
  const other = first.seat === 'A' ? 'B' : 'A';
  return { game, clients, spectator, seq, first: first.seat, other };
}

/** Queue frames a client received. */
function queueFrames(client: TestClient) {
  return client.all('queue');
}

describe('queued orders, kept and played by the server', () => {
  test('a queue plays in order as the seat comes to owe each step; nobody else sees it', async () => {
    const server = await startServer();
    servers.push(server);
    const { game, clients, spectator, seq, first, other } = await patrolInMovement(server);
    const queue = staysForTurn(stateOf(server.app, game.gameId), other);
    expect(queue.length).toBeGreaterThan(1);
    // The seat moving second queues its whole turn while the first seat is on move.
    clients[other]!.send({ type: 'queue', expectedSeq: seq, orders: queue });
    const set = await clients[other]!.next('queue', (m) => m.reason === 'set');
    expect(set.orders).toEqual(queue);
    // The first seat stays by hand, round after round; each time the queued seat answers at once.
    let at = seq;
    const mine = staysForTurn(stateOf(server.app, game.gameId), first);
    for (const item of mine) {
      at = await play(clients[first]!, item.order, at);
      await clients[first]!.next('events', (m) => m.seq === at);
      const now = (): string => JSON.stringify(owing(server.app, game.gameId));
      while (now() === JSON.stringify({ seat: other, kind: 'move' }))
        await new Promise((r) => setTimeout(r, 5));
      at = server.app.match.cache.peek(game.gameId)!.header.seq;
    }
    await clients[other]!.next('queue', (m) => m.reason === 'played' && m.orders.length === 0);
    const acks = clients[other]!.all('ack').filter((m) => m.clientOrderId.startsWith('queued:'));
    expect(acks).toHaveLength(queue.length);
    // The steps were played in the queue's order, each as its own batch.
    const steps = clients[first]!.all('events')
      .filter((m) => m.seat === other)
      .flatMap((m) => m.events as { type: string; unit?: string }[])
      .filter((e) => e.type === 'unit_stepped')
      .map((e) => e.unit);
    expect(steps).toEqual(queue.map((q) => (q.order as { unit: string }).unit));
    expect(queueFrames(clients[first]!)).toEqual([]);
    expect(queueFrames(spectator)).toEqual([]);
  });

  test('an illegal head cancels the rest and tells the player; a decision of another kind too', async () => {
    const server = await startServer();
    servers.push(server);
    const { game, clients, seq, first } = await patrolInMovement(server);
    const [head, ...rest] = staysForTurn(stateOf(server.app, game.gameId), first);
    const unit = (head!.order as { unit: string }).unit;
    const bad = {
      kind: 'move',
      order: { type: 'step', unit, action: 'transit' },
    };
    clients[first]!.send({ type: 'queue', expectedSeq: seq, orders: [bad, ...rest] });
    const cancelled = await clients[first]!.next('queue', (m) => m.reason === 'cancelled');
    expect(cancelled.orders).toEqual([]);
    expect(cancelled.error).toMatchObject({
      code: 'order/cannot_transit',
      path: ['orders', 0, 'order', 'action'],
    });
    expect(server.app.match.cache.peek(game.gameId)!.header.seq).toBe(seq);

    clients[first]!.send({
      type: 'queue',
      expectedSeq: seq,
      orders: [{ kind: 'fire', order: { type: 'pass', unit } }],
    });
    const changed = await clients[first]!.next('queue', (m) => m.reason === 'cancelled');
    expect(changed.error).toMatchObject({ code: 'queue/decision_changed' });
    // Nothing was played: the seat decides by hand.
    expect(owing(server.app, game.gameId)?.seat).toBe(first);
  });

  test('bad queues are refused with a code and a path, and change nothing', async () => {
    const server = await startServer();
    servers.push(server);
    const { clients, spectator, seq, first } = await patrolInMovement(server);
    clients[first]!.send({ type: 'queue', expectedSeq: seq + 5, orders: [] });
    expect((await clients[first]!.next('error')).error).toMatchObject({
      code: 'order/stale_sequence',
      path: ['expectedSeq'],
    });
    spectator.send({ type: 'queue', expectedSeq: seq, orders: [] });
    expect((await spectator.next('error')).error.code).toBe('order/spectator');
    const tooMany = Array.from({ length: 101 }, () => ({ kind: 'move', order: {} }));
    clients[first]!.send({ type: 'queue', expectedSeq: seq, orders: tooMany });
    expect((await clients[first]!.next('error')).error).toMatchObject({
      code: 'request/invalid',
      path: ['orders'],
    });
    expect(queueFrames(clients[first]!)).toEqual([]);
  });

  test('a queue survives a restart, is played after it, and the stored log still verifies', async () => {
    const server = await startServer();
    servers.push(server);
    const { game, clients, seq, first, other } = await patrolInMovement(server);
    const queue = staysForTurn(stateOf(server.app, game.gameId), other);
    clients[other]!.send({ type: 'queue', expectedSeq: seq, orders: queue });
    await clients[other]!.next('queue', (m) => m.reason === 'set');
    for (const c of Object.values(clients)) await c.close();
    await server.stop();

    const again = await startServer({ dataDir: server.dataDir });
    servers.push(again);
    const b = await connect(again.wsUrl, game.gameId, game.tokens[other]);
    const restored = await b.next('queue', (m) => m.reason === 'welcome');
    expect(restored.orders).toEqual(queue);
    const a = await connect(again.wsUrl, game.gameId, game.tokens[first]);
    const stays = staysForTurn(stateOf(again.app, game.gameId), first);
    await play(a, stays[0]!.order, seq);
    const ack = await b.next('ack', (m) => m.clientOrderId.startsWith('queued:'));
    expect(ack.seq).toBe(seq + 2);
    expect((await b.next('queue', (m) => m.reason === 'played')).orders).toEqual(queue.slice(1));
    // The game ends; the queue goes with it, and the record verifies.
    await play(a, { type: 'concede' }, ack.seq);
    const over = await b.next('queue', (m) => m.reason === 'game_over');
    expect(over.orders).toEqual([]);
    // The stored log, queued orders included, replays to every stored hash.
    const check = verifyStoredGame(again.app.match.store, again.app.match.rulesets, game.gameId);
    expect(check).toMatchObject({ problem: null, entries: ack.seq + 1 });
    const record = (await again.app.inject({ url: `/api/games/${game.gameId}/record` })).json();
    expect(verifyRecord(record as GameRecord, RULESETS)).toMatchObject({ ok: true });
    await a.close();
    await b.close();
  });
});

describe('a queue lasts one turn', () => {
  test('a queue for the next movement is dropped when the turn ends', async () => {
    const server = await startServer();
    servers.push(server);
    const { game, clients, first } = await patrolInMovement(server);
    let seq = server.app.match.cache.peek(game.gameId)!.header.seq;
    let queued = false;
    // Both sides stay. Once the first side has spent its MP it owes nothing this turn (the
    // ships are too far apart to fire): it queues a step for the next movement.
    while (owing(server.app, game.gameId)?.kind === 'move') {
      const { seat } = owing(server.app, game.gameId)!;
      const spent = stateOf(server.app, game.gameId).units.find((u) => u.id === `${first}1`)!;
      if (!queued && seat !== first && spent.mp === 0) {
        const step = { kind: 'move', order: { type: 'step', unit: `${first}1`, action: 'stay' } };
        clients[first]!.send({ type: 'queue', expectedSeq: seq, orders: [step] });
        await clients[first]!.next('queue', (m) => m.reason === 'set');
        queued = true;
      }
      seq = await play(clients[seat]!, { type: 'step', unit: `${seat}1`, action: 'stay' }, seq);
    }
    expect(queued).toBe(true);
    expect(stateOf(server.app, game.gameId).turn).toBe(2);
    const dropped = await clients[first]!.next('queue', (m) => m.reason !== 'set');
    expect(dropped).toMatchObject({ reason: 'turn_over', orders: [] });
  });
});
