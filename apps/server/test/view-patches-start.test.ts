import { randomBytes } from 'node:crypto';
import { applyViewPatch, diffView } from '@broadside/protocol';
import { nonceCommitment } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PATCHES = { views: true, viewPatches: true };

function nonce(): { hex: string; commitment: string } {
  const bytes = new Uint8Array(randomBytes(32));
  return { hex: Buffer.from(bytes).toString('hex'), commitment: nonceCommitment(bytes) };
}

describe('view patches across the start of a game seeded together', () => {
  test.each(['duel', 'ambush'])(
    '%s: the first patch after the start is of the view the start welcome sent',
    async (scenario) => {
      const app = server.app;
      const nonces = { A: nonce(), B: nonce() };
      const created = await app.inject({
        method: 'POST',
        url: '/api/games',
        payload: {
          ruleset: 'startrek',
          setup: { scenario },
          creatorSeat: 'A',
          nonceCommitment: nonces.A.commitment,
        },
      });
      const c = created.json();
      const a = await connect(server.wsUrl, c.gameId, c.creator.seatToken, PATCHES);
      const joined = await app.inject({
        method: 'POST',
        url: `/api/games/${c.gameId}/seats/B/join`,
        payload: { invite: c.invites[0].invite, nonceCommitment: nonces.B.commitment },
      });
      const b = await connect(server.wsUrl, c.gameId, joined.json().seatToken, PATCHES);
      a.send({ type: 'reveal', nonce: nonces.A.hex });
      b.send({ type: 'reveal', nonce: nonces.B.hex });
      const start = await a.next('welcome', (m) => m.status === 'live');
      const move = nextMove(app, c.gameId, seededRandom(1))!;
      const seq = await play(move.seat === 'A' ? a : b, move.order, 0);
      const first = await a.next('events', (m) => m.seq === seq);
      // The view of seat A after batch 1, as a fresh socket of A gets it whole.
      const fresh = await connect(server.wsUrl, c.gameId, c.creator.seatToken, { views: true });
      const full = fresh.all('welcome')[0]!.view;
      expect(first.viewPatch).toEqual(diffView(start.view, full));
      expect(applyViewPatch(start.view, first.viewPatch!)).toEqual(full);
      for (const client of [a, b, fresh]) await client.close();
    },
  );
});
