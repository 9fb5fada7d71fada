import { RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('a whole Starfire game through the protocol', () => {
  test('two players and a spectator play the patrol scenario to its end', async () => {
    const game = await createAndJoin(server.app, { setup: { scenario: 'patrol' } });
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
    const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
    const spectator = await connect(server.wsUrl, game.gameId);
    const clients: Record<string, typeof a> = { A: a, B: b };

    expect(a.all('welcome')[0]).toMatchObject({
      role: { kind: 'seat', seat: 'A' },
      status: 'live',
      seq: 0,
      catchUp: false,
    });
    expect(spectator.all('welcome')[0]).toMatchObject({
      role: { kind: 'spectator' },
      status: 'live',
    });

    const random = seededRandom(7);
    let seq = 0;
    for (let n = 0; n < 3000; n += 1) {
      const move = nextMove(server.app, game.gameId, random);
      if (!move) break;
      const acked = await play(clients[move.seat]!, move.order, seq);
      expect(acked).toBe(seq + 1);
      seq = acked;
    }
    expect(seq).toBeGreaterThan(20);
    // Everyone receives every batch, in order, ending with the result.
    for (const client of [a, b, spectator]) {
      const last = await client.next('events', (m) => m.seq === seq);
      expect(last.status).toBe('finished');
      expect(last.result?.summary).toMatch(/wins/);
      const seqs = client.all('events').map((m) => m.seq);
      expect(seqs).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    }

    const summary = (await server.app.inject({ url: `/api/games/${game.gameId}` })).json();
    expect(summary).toMatchObject({ status: 'finished', seq, spectators: 1 });
    const finished = (await server.app.inject({ url: '/api/games?status=finished' })).json();
    expect(finished.games.map((g: { id: string }) => g.id)).toContain(game.gameId);
    const live = (await server.app.inject({ url: '/api/games?status=live' })).json();
    expect(live.games.map((g: { id: string }) => g.id)).not.toContain(game.gameId);

    const record = (
      await server.app.inject({ url: `/api/games/${game.gameId}/record` })
    ).json() as GameRecord;
    expect(record.dice.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(record.dice.commitment).toBe(game.commitment);
    expect(record.entries).toHaveLength(seq);
    const verified = verifyRecord(record, RULESETS);
    expect(verified).toMatchObject({ ok: true });

    for (const client of [a, b, spectator]) await client.close();
  });
});
