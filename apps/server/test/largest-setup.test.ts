import { HULL_CODES } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const SIDES = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Six sides of nine force lines of `count` ships each on the largest map. */
function setup(count: number): unknown {
  return {
    scenario: 'patrol',
    custom: {
      map: { columns: 99, rows: 99 },
      sides: 6,
      forces: Object.fromEntries(
        SIDES.map((side) => [side, HULL_CODES.map((hull) => ({ hull, count }))]),
      ),
    },
  };
}

const create = (count: number) =>
  server.app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { ruleset: 'starfire', setup: setup(count) },
  });

describe('the largest set-up the server accepts is playable (issue 12 #3)', () => {
  test('too large is refused up front; the largest accepted plays with two players and a spectator', async () => {
    // The schema allows 6 × 9 × 20 = 1,080 ships: far too many to play, so it is refused.
    const most = await create(20);
    expect(most.statusCode).toBe(413);
    expect(most.json().error.code).toBe('setup/too_large');
    // The largest accepted ship count per line.
    let count = 20;
    let accepted = most;
    while (count > 1 && accepted.statusCode !== 201) {
      count -= 1;
      accepted = await create(count);
    }
    expect(accepted.statusCode).toBe(201);
    const { gameId, invites } = accepted.json() as {
      gameId: string;
      invites: { seat: string; invite: string }[];
    };
    const tokens: Record<string, string> = {};
    for (const { seat, invite } of invites) {
      const joined = await server.app.inject({
        method: 'POST',
        url: `/api/games/${gameId}/seats/${seat}/join`,
        payload: { invite },
      });
      tokens[seat] = joined.json().seatToken;
    }
    // Players and a spectator asking for full views: every welcome and presence frame arrives,
    // and nobody is dropped as a slow consumer.
    const a = await connect(server.wsUrl, gameId, tokens.A, { views: true });
    const b = await connect(server.wsUrl, gameId, tokens.B, { views: true });
    const spectator = await connect(server.wsUrl, gameId, undefined, { views: true });
    for (const c of [a, b, spectator]) {
      expect(c.all('welcome')).toHaveLength(1);
      expect(c.raw[0]!.length).toBeLessThan(1024 * 1024);
    }
    await a.next('presence', (m) => m.spectators === 1);
    const live = server.app.match.cache.peek(gameId)!;
    const owing = live.pending[0]!.seat;
    const order = live.ruleset.legalOrders(live.state, owing)[0];
    const player = { A: a, B: b, C: null, D: null, E: null, F: null }[owing];
    if (player) {
      player.send({ type: 'order', clientOrderId: 'big-1', expectedSeq: live.header.seq, order });
      expect(await player.next('ack')).toMatchObject({ clientOrderId: 'big-1' });
      await spectator.next('events');
    }
    for (const c of [a, b, spectator]) {
      expect(c.socket.readyState).toBe(c.socket.OPEN);
      await c.close();
    }
  }, 120_000);
});
