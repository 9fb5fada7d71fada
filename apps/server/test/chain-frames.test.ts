import { recordChain, type GameRecord } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { connect, connectPlayers, createAndJoin, nextMove } from './helpers/game.js';
import { startServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

/** Every chain head a client was sent, by sequence number, from welcomes, acks and batches. */
function headsSeen(client: TestClient): Map<number, string> {
  const heads = new Map<number, string>();
  for (const m of client.all('welcome')) if (m.chain) heads.set(m.seq, m.chain);
  for (const m of client.all('events')) if (m.chain) heads.set(m.seq, m.chain);
  for (const m of client.all('ack')) if (m.chain) heads.set(m.seq, m.chain);
  return heads;
}

describe('the hash chain head in every frame (issue 13)', () => {
  test('players and a spectator see, after each batch, the head the finished record proves; across a restart too', async () => {
    const server = await startServer();
    const game = await createAndJoin(server.app);
    let clients = await connectPlayers(server.wsUrl, game);
    let spectator = await connect(server.wsUrl, game.gameId);
    const seen: Map<number, string>[] = [];
    const collect = () => {
      for (const c of [...Object.values(clients), spectator]) seen.push(headsSeen(c));
    };
    const random = seededRandom(12);
    let seq = 0;
    /** Plays `count` random legal orders through `app`'s sockets; every ack carries a head. */
    const playSome = async (app: typeof server.app, count: number, prefix: string) => {
      for (let i = 0; i < count; i += 1) {
        const move = nextMove(app, game.gameId, random);
        if (!move) return;
        const id = `${prefix}${seq}`;
        clients[move.seat]!.send({
          type: 'order',
          clientOrderId: id,
          expectedSeq: seq,
          order: move.order,
        });
        const ack = await clients[move.seat]!.nextWhere(
          (m) => m.type === 'ack' && m.clientOrderId === id,
        );
        expect(ack.type === 'ack' && ack.chain).toMatch(/^[0-9a-f]{64}$/);
        seq = ack.type === 'ack' ? ack.seq : seq;
      }
    };
    await playSome(server.app, 12, 'c');
    await new Promise((r) => setTimeout(r, 50));
    collect();
    for (const c of [...Object.values(clients), spectator]) await c.close();

    // A restart: the chain goes on from the stored log.
    await server.stop();
    const again = await startServer({ dataDir: server.dataDir });
    try {
      clients = await connectPlayers(again.wsUrl, game);
      spectator = await connect(again.wsUrl, game.gameId);
      await playSome(again.app, 8, 'd');
      clients.A!.send({
        type: 'order',
        clientOrderId: 'end',
        expectedSeq: seq,
        order: { type: 'concede' },
      });
      await clients.A!.nextWhere((m) => m.type === 'ack' && m.clientOrderId === 'end');
      await new Promise((r) => setTimeout(r, 50));
      collect();
      for (const c of [...Object.values(clients), spectator]) await c.close();

      const record = (
        await again.app.inject({ url: `/api/games/${game.gameId}/record` })
      ).json() as GameRecord;
      const proven = recordChain(record);
      let compared = 0;
      for (const heads of seen)
        for (const [at, head] of heads) {
          expect(head, `head after batch ${at}`).toBe(proven[at]);
          compared += 1;
        }
      expect(compared).toBeGreaterThan(3 * record.entries.length);
      expect(record.chain).toBe(proven[record.entries.length]);
    } finally {
      await again.close();
    }
  });
});
