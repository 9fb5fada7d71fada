import { RULESETS, verifyRecord } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../src/util/clock.js';
import { connect, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer } from './helpers/server.js';

describe('clocks and deadlines', () => {
  test('a live clock that runs out ends the game on time, recorded as such', async () => {
    const clock = new ManualClock();
    const server = await startServer({ clock });
    try {
      const game = await createAndJoin(server.app, {
        timeControl: { kind: 'live', initialSeconds: 60, incrementSeconds: 5 },
      });
      const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
      const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
      const clients = { A: a, B: b } as Record<string, typeof a>;
      const welcome = a.all('welcome')[0]!;
      expect(welcome.clocks.kind).toBe('live');
      const first = server.app.match.cache.peek(game.gameId)!.pending[0]!.seat;
      expect(welcome.clocks.seats[first]).toMatchObject({ running: true, remainingMs: 60_000 });

      // The first player uses 10 s and gets the 5 s increment when its decision is done.
      clock.advance(10_000);
      const move = nextMove(server.app, game.gameId, seededRandom(1))!;
      await play(clients[move.seat]!, move.order, 0);
      const live = server.app.match.cache.peek(game.gameId)!;
      const owing = live.pending[0]!.seat;
      if (owing !== first)
        expect(live.header.clocks.seats[first]).toEqual({
          remainingMs: 55_000,
          runningSince: null,
        });

      clock.advance(59_000);
      server.app.match.tick();
      expect(server.app.match.cache.peek(game.gameId)!.header.status).toBe('live');
      clock.advance(owing === first ? 10_000 : 2_000);
      server.app.match.tick();
      const timeout = await a.next('events', (m) => m.cause === 'timeout');
      expect(timeout).toMatchObject({
        status: 'finished',
        seat: owing,
        result: { reason: 'timeout' },
      });
      expect(timeout.result?.winners).not.toContain(owing);
      const record = (await server.app.inject({ url: `/api/games/${game.gameId}/record` })).json();
      expect(record.entries.at(-1)).toMatchObject({ kind: 'timeout', seat: owing });
      expect(record.result.reason).toBe('timeout');
      expect(verifyRecord(record, RULESETS)).toMatchObject({ ok: true });
      await a.close();
      await b.close();
    } finally {
      await server.close();
    }
  });

  test('a correspondence deadline is stored as an absolute time and survives a restart', async () => {
    const clock = new ManualClock();
    const first = await startServer({ clock });
    const game = await createAndJoin(first.app, {
      timeControl: { kind: 'correspondence', perDecisionSeconds: 86_400 },
    });
    const row = first.app.db
      .prepare('SELECT deadline_at FROM games WHERE id = ?')
      .get(game.gameId) as {
      deadline_at: number;
    };
    expect(row.deadline_at).toBe(clock.now() + 86_400_000);
    await first.stop();

    clock.advance(86_400_000 + 1);
    const second = await startServer({ clock, dataDir: first.dataDir });
    try {
      const spectator = await connect(second.wsUrl, game.gameId);
      second.app.match.tick();
      const timeout = await spectator.next('events', (m) => m.cause === 'timeout');
      expect(timeout.result).toMatchObject({ reason: 'timeout' });
      await spectator.close();
    } finally {
      await second.close();
    }
  });

  test('a restart keeps a spectator delay: held batches stay held', async () => {
    const clock = new ManualClock();
    const first = await startServer({ clock });
    const game = await createAndJoin(first.app, {
      spectatorDelay: { kind: 'seconds', seconds: 60 },
    });
    const a = await connect(first.wsUrl, game.gameId, game.tokens.A);
    const b = await connect(first.wsUrl, game.gameId, game.tokens.B);
    const clients = { A: a, B: b } as Record<string, typeof a>;
    const random = seededRandom(9);
    let seq = 0;
    for (let i = 0; i < 3; i += 1) {
      const move = nextMove(first.app, game.gameId, random)!;
      seq = await play(clients[move.seat]!, move.order, seq);
    }
    await a.close();
    await b.close();
    await first.stop();

    clock.advance(30_000);
    const second = await startServer({ clock, dataDir: first.dataDir });
    try {
      const spectator = await connect(second.wsUrl, game.gameId);
      expect(spectator.all('welcome')[0]).toMatchObject({ seq: 0, catchUp: false });
      clock.advance(31_000);
      second.app.match.tick();
      await spectator.next('events', (m) => m.seq === seq);
      await spectator.close();
    } finally {
      await second.close();
    }
  });
});
