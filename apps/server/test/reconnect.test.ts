import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ maxCatchUpBatches: 10 });
});
afterAll(async () => {
  await server.close();
});

/** Plays `count` orders with whichever connected client owes the decision; returns the new seq. */
async function playMoves(
  gameId: string,
  clients: Record<string, TestClient | null>,
  seq: number,
  count: number,
  random: () => number,
) {
  for (let i = 0; i < count; i += 1) {
    const move = nextMove(server.app, gameId, random);
    if (!move) break;
    const client = clients[move.seat];
    if (!client) return seq;
    seq = await play(client, move.order, seq);
  }
  return seq;
}

describe('reconnecting', () => {
  test('a player who drops mid-turn gets exactly the batches it missed, then plays on', async () => {
    const game = await createAndJoin(server.app);
    const random = seededRandom(11);
    const clients: Record<string, TestClient | null> = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    let seq = await playMoves(game.gameId, clients, 0, 4, random);
    // The player who does not owe the next decision drops; the other plays on until it is
    // the dropped player's turn again.
    const owing = server.app.match.cache.peek(game.gameId)!.pending[0]!.seat;
    const gone = owing === 'A' ? 'B' : 'A';
    const stays = owing;
    const leaving = clients[gone]!;
    await leaving.next('events', (m) => m.seq === seq);
    const lastSeen = leaving.lastSeq;
    await leaving.close();
    clients[gone] = null;
    seq = await playMoves(game.gameId, clients, seq, 6, random);
    expect(seq).toBeGreaterThan(lastSeen);

    const back = await connect(server.wsUrl, game.gameId, game.tokens[gone], { lastSeq: lastSeen });
    const welcome = back.all('welcome')[0]!;
    expect(welcome).toMatchObject({
      catchUp: true,
      seq: lastSeen,
      role: { kind: 'seat', seat: gone },
    });
    expect(welcome.view).toBeUndefined();
    const missed = [];
    for (let s = lastSeen + 1; s <= seq; s += 1)
      missed.push(await back.next('events', (m) => m.seq === s));
    expect(missed.map((m) => m.seq)).toEqual(
      Array.from({ length: seq - lastSeen }, (_, i) => lastSeen + 1 + i),
    );
    expect(back.all('events')).toHaveLength(seq - lastSeen);
    // The batches are the same the other player saw, filtered for the returning seat.
    const seenByOther = clients[stays]!.all('events').filter((m) => m.seq > lastSeen);
    expect(missed.map((m) => m.events.length)).toEqual(seenByOther.map((m) => m.events.length));

    clients[gone] = back;
    const after = await playMoves(game.gameId, clients, seq, 4, random);
    expect(after).toBeGreaterThan(seq);
    await back.close();
    await clients[stays]!.close();
  });

  test('a client that asks for views gets the current view with the last missed batch', async () => {
    const game = await createAndJoin(server.app);
    const random = seededRandom(8);
    const clients: Record<string, TestClient | null> = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    const seq = await playMoves(game.gameId, clients, 0, 5, random);
    const bot = await connect(server.wsUrl, game.gameId, game.tokens.A, {
      lastSeq: 2,
      views: true,
    });
    await bot.next('events', (m) => m.seq === seq);
    const frames = bot.all('events');
    expect(frames.map((m) => m.seq)).toEqual(Array.from({ length: seq - 2 }, (_, i) => 3 + i));
    expect(frames.slice(0, -1).every((m) => m.view === undefined)).toBe(true);
    const live = server.app.match.cache.peek(game.gameId)!;
    expect(frames.at(-1)!.view).toEqual(
      JSON.parse(JSON.stringify(live.ruleset.view(live.state, { kind: 'seat', seat: 'A' }))),
    );
    for (const c of [bot, clients.A!, clients.B!]) await c.close();
  });

  test('a client too far behind gets a fresh full view instead', async () => {
    const game = await createAndJoin(server.app);
    const random = seededRandom(5);
    const clients: Record<string, TestClient | null> = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    const seq = await playMoves(game.gameId, clients, 0, 15, random);
    expect(seq).toBeGreaterThan(10);
    const fresh = await connect(server.wsUrl, game.gameId, game.tokens.A, { lastSeq: 0 });
    const welcome = fresh.all('welcome')[0]!;
    expect(welcome).toMatchObject({ catchUp: false, seq });
    expect(welcome.view).toBeTypeOf('object');
    expect(fresh.all('events')).toHaveLength(0);
    for (const c of [fresh, clients.A!, clients.B!]) await c.close();
  });

  test('the same seat from another browser: the taker’s own invite gives a second working token', async () => {
    const game = await createAndJoin(server.app);
    // The invite made at creation was spent taking the seat (issue 14: single-use invites).
    const spent = await server.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/seats/A/join`,
      payload: { invite: game.invites.A },
    });
    expect(spent.json().error.code).toBe('auth/invite_used');
    const again = await server.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/seats/A/join`,
      payload: { invite: game.ownInvites.A },
    });
    expect(again.statusCode).toBe(200);
    const token = again.json().seatToken as string;
    expect(token).not.toBe(game.tokens.A);
    const other = await connect(server.wsUrl, game.gameId, token);
    expect(other.all('welcome')[0]!.role).toEqual({ kind: 'seat', seat: 'A' });
    const wrong = await server.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/seats/B/join`,
      payload: { invite: again.json().invite },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('auth/invalid_invite');
    await other.close();
  });
});
