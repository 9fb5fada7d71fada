import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectPlayers, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ wsLimits: { maxStrikes: 100_000 } });
});
afterAll(async () => {
  await server.close();
});

/** A legal order with one part changed: a field removed, a value replaced, or a type swapped. */
function mutate(order: unknown, random: () => number): unknown {
  const copy = JSON.parse(JSON.stringify(order)) as Record<string, unknown>;
  const keys = Object.keys(copy);
  const key = keys[Math.floor(random() * keys.length)]!;
  const choice = Math.floor(random() * 6);
  if (choice === 0) delete copy[key];
  else if (choice === 1) copy[key] = null;
  else if (choice === 2) copy[key] = 'Z9';
  else if (choice === 3) copy[key] = { q: 999, r: -999 };
  else if (choice === 4) copy[key] = Math.floor(random() * 2000) - 1000;
  else copy.type = ['step', 'fire', 'deploy', 'declare', 'pass'][Math.floor(random() * 5)];
  return copy;
}

describe('mutated legal orders against live games (issue 12)', () => {
  test('every rejected mutation leaves the game’s state hash and sequence unchanged', async () => {
    const random = seededRandom(1212);
    let rejected = 0;
    for (let g = 0; g < 3; g += 1) {
      const game = await createAndJoin(server.app, {
        setup: { scenario: g === 1 ? 'task_groups' : 'patrol' },
      });
      const clients = await connectPlayers(server.wsUrl, game);
      let seq = 0;
      for (let step = 0; step < 60; step += 1) {
        const move = nextMove(server.app, game.gameId, random);
        if (!move) break;
        const live = server.app.match.cache.peek(game.gameId)!;
        const client = clients[move.seat]!;
        for (let m = 0; m < 3; m += 1) {
          const hash = live.ruleset.hash(live.state);
          const id = `mut-${g}-${step}-${m}`;
          client.send({
            type: 'order',
            clientOrderId: id,
            expectedSeq: seq,
            order: mutate(move.order, random),
          });
          const answer = await client.nextWhere(
            (x) => (x.type === 'ack' || x.type === 'rejected') && x.clientOrderId === id,
          );
          if (answer.type === 'ack') {
            // A mutation can still be legal: play on from it.
            seq = answer.seq;
            break;
          }
          rejected += 1;
          expect(live.header.seq).toBe(seq);
          expect(live.ruleset.hash(live.state)).toBe(hash);
        }
        const now = server.app.match.cache.peek(game.gameId)!;
        if (now.header.seq !== seq || now.header.status !== 'live') continue;
        const again = nextMove(server.app, game.gameId, random);
        if (again) seq = await play(clients[again.seat]!, again.order, seq);
      }
      for (const c of Object.values(clients)) await c.close();
    }
    expect(rejected).toBeGreaterThan(100);
  }, 120_000);
});
