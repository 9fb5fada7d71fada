import { seededRandom } from '@broadside/rules/starfire';
import { CLOSE_CODES, WS_LIMITS } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  connect,
  createAndJoin,
  nextMove,
  play,
  connectPlayers,
  playMoves,
} from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import { TestClient } from './helpers/ws-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ wsLimits: { maxStrikes: 1000 } });
});
afterAll(async () => {
  await server.close();
});

function logCount(gameId: string): number {
  return (
    server.app.db.prepare('SELECT COUNT(*) AS n FROM log WHERE game_id = ?').get(gameId) as {
      n: number;
    }
  ).n;
}

/** A live game where both players are connected, after a few real orders. */
async function liveGame() {
  const game = await createAndJoin(server.app);
  const clients = await connectPlayers(server.wsUrl, game);
  const random = seededRandom(3);
  const seq = await playMoves(server.app, game.gameId, clients, random, 3);
  const owing = server.app.match.cache.peek(game.gameId)!.pending[0]!.seat;
  const waiting = owing === 'A' ? 'B' : 'A';
  return { game, clients, seq, owing, waiting, random };
}

/** Sends an order and returns the server's answer to it. */
async function answerTo(client: TestClient, message: Record<string, unknown>) {
  client.send({ type: 'order', ...message });
  return client.nextWhere(
    (m) => (m.type === 'ack' || m.type === 'rejected') && m.clientOrderId === message.clientOrderId,
  );
}

describe('orders that must be refused, each changing nothing', () => {
  test.each([
    ['a stale sequence number', 'stale', 'order/stale_sequence'],
    // The seat may act out of turn (concession), so the rules judge the order itself.
    ['a move from the seat that owes no decision', 'wrong-seat', 'order/not_your_turn'],
    ['a spectator', 'spectator', 'order/spectator'],
    ['a malformed order message (no expectedSeq)', 'malformed', 'request/invalid'],
    ['an order the rules refuse', 'illegal', 'order/'],
  ])('%s', async (_name, kind, code) => {
    const { game, clients, seq, owing, waiting, random } = await liveGame();
    const before = {
      log: logCount(game.gameId),
      hash: server.app.match.cache.peek(game.gameId)!.header.stateHash,
    };
    const move = nextMove(server.app, game.gameId, random)!;
    let answer;
    if (kind === 'stale') {
      answer = await answerTo(clients[owing]!, {
        clientOrderId: 'x1',
        expectedSeq: seq - 1,
        order: move.order,
      });
    } else if (kind === 'wrong-seat') {
      answer = await answerTo(clients[waiting]!, {
        clientOrderId: 'x2',
        expectedSeq: seq,
        order: move.order,
      });
    } else if (kind === 'spectator') {
      const spectator = await connect(server.wsUrl, game.gameId);
      answer = await answerTo(spectator, {
        clientOrderId: 'x3',
        expectedSeq: seq,
        order: move.order,
      });
      await spectator.close();
    } else if (kind === 'malformed') {
      answer = await answerTo(clients[owing]!, { clientOrderId: 'x4', order: move.order });
    } else {
      answer = await answerTo(clients[owing]!, {
        clientOrderId: 'x5',
        expectedSeq: seq,
        order: { type: 'warp_to_victory' },
      });
    }
    expect(answer.type).toBe('rejected');
    if (answer.type !== 'rejected') return;
    expect(answer.error.code.startsWith(code)).toBe(true);
    expect(answer.error.message.length).toBeGreaterThan(0);
    if (kind === 'illegal') expect(answer.error.path[0]).toBe('order');
    expect(logCount(game.gameId)).toBe(before.log);
    const live = server.app.match.cache.peek(game.gameId)!;
    expect(live.header.seq).toBe(seq);
    expect(live.header.stateHash).toBe(before.hash);
    // The right order from the right seat still goes through afterwards.
    expect(await play(clients[owing]!, move.order, seq)).toBe(seq + 1);
    for (const c of Object.values(clients)) await c.close();
  });

  test('a replayed order id is acknowledged again with its first sequence and applied once', async () => {
    const { game, clients, seq, owing, random } = await liveGame();
    const move = nextMove(server.app, game.gameId, random)!;
    const first = await answerTo(clients[owing]!, {
      clientOrderId: 'same',
      expectedSeq: seq,
      order: move.order,
    });
    expect(first).toMatchObject({ type: 'ack', seq: seq + 1 });
    const count = logCount(game.gameId);
    const again = await answerTo(clients[owing]!, {
      clientOrderId: 'same',
      expectedSeq: seq,
      order: move.order,
    });
    expect(again).toMatchObject({ type: 'ack', seq: seq + 1 });
    expect(logCount(game.gameId)).toBe(count);
    expect(server.app.match.cache.peek(game.gameId)!.header.seq).toBe(seq + 1);
    for (const c of Object.values(clients)) await c.close();
  });
});

describe('acting out of turn (issue 10, issue 11 #3)', () => {
  test('a Starfire concession is accepted while the opponent is on move, and ends the game', async () => {
    const { game, clients, seq, waiting } = await liveGame();
    const answer = await answerTo(clients[waiting]!, {
      clientOrderId: 'give-up',
      expectedSeq: seq,
      order: { type: 'concede' },
    });
    expect(answer).toMatchObject({ type: 'ack', seq: seq + 1 });
    const live = server.app.match.cache.peek(game.gameId)!;
    expect(live.header.status).toBe('finished');
    expect(live.header.result?.reason).toBe('concession');
    expect(live.header.result?.winners).not.toContain(waiting);
    for (const c of Object.values(clients)) await c.close();
  });
});

describe('orders to a game that is not running', () => {
  test('an order to an open game is refused with game/not_started and stores nothing', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
    });
    const { gameId, invites } = created.json() as {
      gameId: string;
      invites: { seat: string; invite: string }[];
    };
    const first = invites[0]!;
    const joined = await server.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/seats/${first.seat}/join`,
      payload: { invite: first.invite, playerName: 'Early' },
    });
    const client = await connect(server.wsUrl, gameId, joined.json().seatToken as string);
    const before = logCount(gameId);
    for (const order of [{ type: 'concede' }, { type: 'warp_to_victory' }]) {
      const answer = await answerTo(client, {
        clientOrderId: `open-${order.type}`,
        expectedSeq: 0,
        order,
      });
      expect(answer).toMatchObject({ type: 'rejected', error: { code: 'game/not_started' } });
    }
    expect(logCount(gameId)).toBe(before);
    expect(server.app.match.cache.peek(gameId)?.header.status).toBe('open');
    await client.close();
  });

  test('an order to a finished game is refused with game/over and stores nothing', async () => {
    const { game, clients, seq, owing, waiting } = await liveGame();
    const conceded = await answerTo(clients[waiting]!, {
      clientOrderId: 'end-it',
      expectedSeq: seq,
      order: { type: 'concede' },
    });
    expect(conceded).toMatchObject({ type: 'ack', seq: seq + 1 });
    const live = server.app.match.cache.peek(game.gameId)!;
    const finished = { log: logCount(game.gameId), hash: live.header.stateHash };
    for (const [seat, order] of [
      [owing, { type: 'concede' }],
      [waiting, { type: 'concede' }],
    ] as const) {
      const answer = await answerTo(clients[seat]!, {
        clientOrderId: `late-${seat}`,
        expectedSeq: seq + 1,
        order,
      });
      expect(answer).toMatchObject({ type: 'rejected', error: { code: 'game/over' } });
    }
    expect(logCount(game.gameId)).toBe(finished.log);
    expect(server.app.match.cache.peek(game.gameId)!.header.stateHash).toBe(finished.hash);
    expect(server.app.match.cache.peek(game.gameId)!.header.result?.reason).toBe('concession');
    for (const c of Object.values(clients)) await c.close();
  });
});

describe('a client order id reused for a different order (order/duplicate_mismatch)', () => {
  /** The same order with its keys in reverse order: equal as JSON, different as text. */
  const reordered = (order: unknown) =>
    Object.fromEntries(Object.entries(order as Record<string, unknown>).reverse());

  test('after the commit: the same order (keys in any order) is acknowledged again, another is refused', async () => {
    const { game, clients, seq, owing, random } = await liveGame();
    const move = nextMove(server.app, game.gameId, random)!;
    const id = { clientOrderId: 'mine-1', expectedSeq: seq };
    expect(await answerTo(clients[owing]!, { ...id, order: move.order })).toMatchObject({
      type: 'ack',
      seq: seq + 1,
    });
    const count = logCount(game.gameId);
    expect(await answerTo(clients[owing]!, { ...id, order: reordered(move.order) })).toMatchObject({
      type: 'ack',
      seq: seq + 1,
    });
    const refused = await answerTo(clients[owing]!, { ...id, order: { type: 'concede' } });
    expect(refused).toMatchObject({
      type: 'rejected',
      seq: seq + 1,
      error: { code: 'order/duplicate_mismatch', path: ['clientOrderId'] },
    });
    expect(logCount(game.gameId)).toBe(count);
    const live = server.app.match.cache.peek(game.gameId)!;
    expect(live.header.seq).toBe(seq + 1);
    expect(live.header.status).toBe('live');
    for (const c of Object.values(clients)) await c.close();
  });

  test('while the first is still waiting for its commit, a different order under its id is refused', async () => {
    const { game, clients, seq, owing, random } = await liveGame();
    const move = nextMove(server.app, game.gameId, random)!;
    const client = clients[owing]!;
    // Both frames leave together and usually arrive in the same event-loop turn, before the
    // group commit; either way the second must be refused and the first applied once.
    client.send({ type: 'order', clientOrderId: 'mine-2', expectedSeq: seq, order: move.order });
    client.send({
      type: 'order',
      clientOrderId: 'mine-2',
      expectedSeq: seq,
      order: { type: 'concede' },
    });
    // The refusal leaves at once; the acknowledgement only after the commit.
    const answers = [
      await client.nextWhere((m) => 'clientOrderId' in m && m.clientOrderId === 'mine-2'),
      await client.nextWhere((m) => 'clientOrderId' in m && m.clientOrderId === 'mine-2'),
    ];
    expect(answers).toContainEqual(
      expect.objectContaining({ type: 'ack', clientOrderId: 'mine-2', seq: seq + 1 }),
    );
    expect(answers).toContainEqual(
      expect.objectContaining({
        type: 'rejected',
        error: expect.objectContaining({ code: 'order/duplicate_mismatch' }),
      }),
    );
    expect(server.app.match.cache.peek(game.gameId)!.header.status).toBe('live');
    for (const c of Object.values(clients)) await c.close();
  });
});

describe('the socket boundary', () => {
  test('text that is not JSON, unknown types and orders before hello get structured errors', async () => {
    const client = await TestClient.open(server.wsUrl);
    client.sendRaw('not json');
    expect((await client.next('error')).error.code).toBe('request/invalid');
    client.send({ type: 'launch_missiles' });
    expect((await client.next('error')).error).toMatchObject({
      code: 'request/unknown_type',
      path: ['type'],
    });
    client.send({ type: 'chat', text: 'hi' });
    expect((await client.next('error')).error.code).toBe('request/hello_required');
    client.send({ type: 'ping', nonce: 7 });
    expect(await client.next('pong')).toMatchObject({ nonce: 7 });
    await client.close();
  });

  test('an oversized message closes the socket with 1009', async () => {
    const client = await TestClient.open(server.wsUrl);
    client.sendRaw(
      JSON.stringify({ type: 'chat', text: 'x'.repeat(WS_LIMITS.maxMessageBytes + 10) }),
    );
    expect((await client.closed).code).toBe(CLOSE_CODES.messageTooBig);
  });

  test('a bad seat token and an unknown game are refused with their close codes', async () => {
    const game = await createAndJoin(server.app);
    const bad = await TestClient.open(server.wsUrl);
    bad.send({ type: 'hello', gameId: game.gameId, token: 'A'.repeat(43) });
    expect((await bad.next('error')).error.code).toBe('auth/invalid_token');
    expect((await bad.closed).code).toBe(CLOSE_CODES.unauthorized);
    const missing = await TestClient.open(server.wsUrl);
    missing.send({ type: 'hello', gameId: 'no-such-game' });
    expect((await missing.next('error')).error.code).toBe('game/not_found');
    expect((await missing.closed).code).toBe(CLOSE_CODES.gameNotFound);
  });

  test('a private game refuses spectators', async () => {
    const game = await createAndJoin(server.app, { visibility: 'private' });
    const spectator = await TestClient.open(server.wsUrl);
    spectator.send({ type: 'hello', gameId: game.gameId });
    expect((await spectator.next('error')).error.code).toBe('auth/spectators_not_allowed');
    expect((await spectator.closed).code).toBe(CLOSE_CODES.unauthorized);
  });
});

describe('repeat offenders and floods', () => {
  let strict: RunningServer;
  beforeAll(async () => {
    strict = await startServer({
      wsLimits: { maxStrikes: 3, messagesPerWindow: 5, rateWindowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await strict.close();
  });

  test('three malformed messages close the socket with 4001', async () => {
    const client = await TestClient.open(strict.wsUrl);
    for (let i = 0; i < 3; i += 1) client.sendRaw('{');
    expect((await client.closed).code).toBe(CLOSE_CODES.tooManyErrors);
    expect(client.all('error')).toHaveLength(3);
  });

  test('messages over the rate limit are refused', async () => {
    const client = await TestClient.open(strict.wsUrl);
    for (let i = 0; i < 6; i += 1) client.send({ type: 'ping', nonce: i });
    const error = await client.next('error');
    expect(error.error.code).toBe('request/rate_limited');
    expect(client.all('pong')).toHaveLength(5);
    await client.close();
  });
});
