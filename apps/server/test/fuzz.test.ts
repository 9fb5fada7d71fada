import { ORDER_TYPES, seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ wsLimits: { maxStrikes: 100_000 } });
});
afterAll(async () => {
  await server.close();
});

/** A random JSON value, biased towards the shapes of real messages. */
function randomValue(random: () => number, depth = 0): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const r = random();
  if (depth > 3 || r < 0.3) {
    return pick([
      null,
      true,
      0,
      -1,
      1e308,
      2 ** 53,
      0.5,
      '',
      'A',
      'B',
      'A1',
      'B1',
      'x'.repeat(200),
      '__proto__',
      '\u0000',
      'deploy',
      'step',
      'fire',
      'forward',
    ]);
  }
  if (r < 0.5)
    return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  const keys = [
    'type',
    'unit',
    'hex',
    'q',
    'r',
    'facing',
    'action',
    'units',
    'shots',
    'weapon',
    'target',
    'declaration',
    'intercepts',
    'constructor',
  ];
  const out: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 5); i > 0; i -= 1)
    out[pick(keys)] = randomValue(random, depth + 1);
  if (random() < 0.6) out.type = pick([...ORDER_TYPES, 'nope']);
  return out;
}

describe('fuzzing the socket', () => {
  test('random messages and random orders never break the server or change a game', async () => {
    const game = await createAndJoin(server.app);
    const clients = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    const random = seededRandom(99);
    // Random messages of any type from one socket, random orders from both seats.
    for (let i = 0; i < 400; i += 1) {
      const client = i % 2 === 0 ? clients.A : clients.B;
      if (i % 4 === 0) {
        client.send(randomValue(random));
      } else {
        client.send({
          type: 'order',
          clientOrderId: `fuzz-${i}`,
          expectedSeq: 0,
          order: randomValue(random),
        });
      }
    }
    for (const c of Object.values(clients)) {
      c.send({ type: 'ping', nonce: 'done' });
      await c.next('pong', (m) => m.nonce === 'done', 10_000);
    }
    const codes = new Set(
      Object.values(clients)
        .flatMap((c) => c.received)
        .flatMap((m) => (m.type === 'error' || m.type === 'rejected' ? [m.error.code] : [])),
    );
    // The fuzz reached both the socket's checks and the rules' checks.
    expect(codes.has('request/invalid') || codes.has('request/unknown_type')).toBe(true);
    expect([...codes].some((c) => c.startsWith('order/'))).toBe(true);
    const internal = Object.values(clients)
      .flatMap((c) => c.received)
      .filter(
        (m) => (m.type === 'error' || m.type === 'rejected') && m.error.code === 'server/internal',
      );
    expect(internal).toEqual([]);
    // Random orders may be legal by chance; the game must still be consistent and playable.
    const live = server.app.match.cache.peek(game.gameId)!;
    const seq = live.header.seq;
    const count = (
      server.app.db.prepare('SELECT COUNT(*) AS n FROM log WHERE game_id = ?').get(game.gameId) as {
        n: number;
      }
    ).n;
    expect(count).toBe(seq);
    const move = nextMove(server.app, game.gameId, seededRandom(1));
    if (move) expect(await play(clients[move.seat as 'A' | 'B'], move.order, seq)).toBe(seq + 1);
    const health = await server.app.inject({ url: '/api/health' });
    expect(health.json().status).toBe('ok');
    for (const c of Object.values(clients)) await c.close();
  });
});
