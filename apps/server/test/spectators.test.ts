import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../src/util/clock.js';
import { connect, connectPlayers, createAndJoin, nextMove, play } from './helpers/game.js';
import { stateAt } from '../src/match/rebuild.js';
import { startServer, type RunningServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

const clock = new ManualClock();
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ clock });
});
afterAll(async () => {
  await server.close();
});

async function playMoves(
  gameId: string,
  clients: Record<string, TestClient>,
  seq: number,
  until: (seq: number) => boolean,
  random: () => number,
) {
  for (let i = 0; i < 2000 && !until(seq); i += 1) {
    const move = nextMove(server.app, gameId, random);
    if (!move) break;
    seq = await play(clients[move.seat]!, move.order, seq);
  }
  return seq;
}

describe('spectators', () => {
  test('never receive the hidden warp-point transit order (warp point assault)', async () => {
    const game = await createAndJoin(server.app, { setup: { scenario: 'warp_assault' } });
    const clients = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    const spectator = await connect(server.wsUrl, game.gameId);
    const live = server.app.match.cache.peek(game.gameId)!;
    // Side A first places the warp point near the middle of the map (Starfire rules 1.2.0).
    expect(live.pending[0]).toMatchObject({ seat: 'A', kind: 'place_warp_point' });
    const random = seededRandom(1);
    const placed = nextMove(server.app, game.gameId, random)!;
    expect(placed.order).toMatchObject({ type: 'place_warp_point' });
    let seq = await play(clients.A, placed.order, 0);
    expect(live.pending[0]).toMatchObject({ seat: 'B' });
    const move = nextMove(server.app, game.gameId, random)!;
    expect(move.order).toMatchObject({ type: 'transit_order' });
    const units = (move.order as { units: string[] }).units;
    const secret = JSON.stringify(units);
    seq = await play(clients.B, move.order, seq);
    seq = await playMoves(game.gameId, clients, seq, (s) => s >= 7, random);
    await spectator.next('events', (m) => m.seq === seq);
    const late = await connect(server.wsUrl, game.gameId);

    // The writer sees its own order; the other side and spectators only learn that one was written.
    const written = (c: TestClient) =>
      c
        .all('events')
        .flatMap((m) => m.events as { type: string; units?: unknown }[])
        .find((e) => e.type === 'transit_order_written');
    expect(written(clients.B)?.units).toEqual(units);
    expect(written(clients.A)?.units).toBeNull();
    expect(written(spectator)?.units).toBeNull();
    for (const c of [spectator, late, clients.A]) {
      expect(c.raw.some((frame) => frame.includes(secret))).toBe(false);
    }
    for (const c of [spectator, late, clients.A, clients.B]) await c.close();
  });

  test('a delay in seconds holds batches back from spectators only', async () => {
    const game = await createAndJoin(server.app, {
      spectatorDelay: { kind: 'seconds', seconds: 30 },
    });
    const clients = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    const spectator = await connect(server.wsUrl, game.gameId);
    const random = seededRandom(2);
    const seq = await playMoves(game.gameId, clients, 0, (s) => s >= 3, random);
    await clients.A.next('events', (m) => m.seq === seq);
    server.app.match.tick();
    expect(spectator.all('events')).toHaveLength(0);
    const early = await connect(server.wsUrl, game.gameId);
    expect(early.all('welcome')[0]).toMatchObject({
      seq: 0,
      spectatorDelay: { kind: 'seconds', seconds: 30 },
    });
    // What it sees is the game as it was at seq 0, decisions owed included.
    const initial = server.app.match.store.snapshotAtOrBefore(game.gameId, 0)!.state;
    expect(early.all('welcome')[0]!.pending).toEqual(
      server.app.match.cache.peek(game.gameId)!.ruleset.pending(initial),
    );
    expect(early.all('welcome')[0]!.pending).not.toEqual(
      server.app.match.cache.peek(game.gameId)!.pending,
    );

    clock.advance(29_000);
    server.app.match.tick();
    expect(spectator.all('events')).toHaveLength(0);
    clock.advance(2_000);
    server.app.match.tick();
    await spectator.next('events', (m) => m.seq === seq);
    expect(spectator.all('events').map((m) => m.seq)).toEqual([1, 2, 3].slice(0, seq));
    for (const c of [spectator, early, clients.A, clients.B]) await c.close();
  });

  test('a delay in turns shows a turn only when the next one has started', async () => {
    // Random play may end a game during turn 1; try a few games until one reaches turn 2.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const game = await createAndJoin(server.app, { spectatorDelay: { kind: 'turns', turns: 1 } });
      const clients = {
        A: await connect(server.wsUrl, game.gameId, game.tokens.A),
        B: await connect(server.wsUrl, game.gameId, game.tokens.B),
      };
      const spectator = await connect(server.wsUrl, game.gameId);
      const live = server.app.match.cache.peek(game.gameId)!;
      const turn = () => (live.state as { turn: number }).turn;
      const seq = await playMoves(
        game.gameId,
        clients,
        0,
        () => turn() >= 2,
        seededRandom(4 + attempt),
      );
      await clients.A.next('events', (m) => m.seq === seq);
      const reachedTurn2 = live.header.status === 'live' && turn() >= 2;
      if (reachedTurn2) {
        // Everything before the batch that started turn 2 is released; that batch is held.
        const held = live.delayed.map((d) => d.seq);
        expect(held.length).toBeGreaterThan(0);
        await spectator.next('events', (m) => m.seq === held[0]! - 1);
        const shown = spectator.all('events');
        // Turn 1 (and deployment, turn 0) is shown, nothing of turn 2 yet.
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThan(seq);
        const events = shown.flatMap((m) => m.events as { type: string; turn?: number }[]);
        expect(events.some((e) => e.type === 'turn_started' && e.turn === 1)).toBe(true);
        expect(events.some((e) => e.type === 'turn_started' && e.turn === 2)).toBe(false);
      }
      for (const c of [spectator, clients.A, clients.B]) await c.close();
      if (reachedTurn2) return;
    }
    throw new Error('no game reached turn 2');
  });

  test('a spectator catching up in a delayed game gets each batch with the decisions owed after it, not now', async () => {
    const game = await createAndJoin(server.app, {
      spectatorDelay: { kind: 'seconds', seconds: 30 },
      timeControl: { kind: 'live', initialSeconds: 900, incrementSeconds: 0 },
    });
    const clients = await connectPlayers(server.wsUrl, game);
    const random = seededRandom(12);
    const shown = await playMoves(game.gameId, clients, 0, (s) => s >= 4, random);
    clock.advance(31_000);
    server.app.match.tick();
    const live = server.app.match.cache.peek(game.gameId)!;
    expect(live.spectatorSeq).toBe(shown);
    const seq = await playMoves(game.gameId, clients, shown, (s) => s >= shown + 3, random);
    expect(live.spectatorSeq).toBe(shown);
    expect(live.header.seq).toBe(seq);

    const late = await connect(server.wsUrl, game.gameId, undefined, { lastSeq: 1 });
    const batches = await Promise.all(
      Array.from({ length: shown - 1 }, (_, i) => late.next('events', (m) => m.seq === i + 2)),
    );
    const pendingAfter = (n: number) =>
      live.ruleset.pending(
        stateAt(server.app.match.store, live.ruleset, live.dice, game.gameId, n).state,
      );
    expect(late.all('welcome')[0]).toMatchObject({ catchUp: true, seq: 1 });
    expect(late.all('welcome')[0]!.pending).toEqual(pendingAfter(shown));
    expect(batches.map((b) => b.pending)).toEqual(batches.map((b) => pendingAfter(b.seq)));
    // Nothing tells who owes a decision now: not the decisions, not a running clock.
    const now = batches.map(() => live.pending);
    expect(batches.map((b) => b.pending)).not.toEqual(now);
    for (const frame of [late.all('welcome')[0]!, ...batches])
      expect(Object.values(frame.clocks.seats).some((c) => c.running)).toBe(false);
    expect(late.all('events').every((b) => b.seq <= shown)).toBe(true);
    for (const c of [late, clients.A!, clients.B!]) await c.close();
  });

  test('players see the spectator count', async () => {
    const game = await createAndJoin(server.app);
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
    const s1 = await connect(server.wsUrl, game.gameId);
    await a.next('presence', (m) => m.spectators === 1);
    const s2 = await connect(server.wsUrl, game.gameId);
    await a.next('presence', (m) => m.spectators === 2);
    const listed = (await server.app.inject({ url: '/api/games?status=live' })).json().games as {
      id: string;
      spectators: number;
    }[];
    expect(listed.find((g) => g.id === game.gameId)?.spectators).toBe(2);
    await s1.close();
    await a.next('presence', (m) => m.spectators === 1);
    for (const c of [a, s2]) await c.close();
  });
});
