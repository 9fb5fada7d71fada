import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../src/util/clock.js';
import { connect, connectPlayers, createAndJoin, playMoves } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

const clock = new ManualClock();
let server: RunningServer;
beforeAll(async () => {
  // Catch-up stops at 5 batches here, so that a short game is already "long".
  server = await startServer({ clock, maxCatchUpBatches: 5 });
});
afterAll(async () => {
  await server.close();
});

type History = { seq: number; events: unknown[] }[];

describe('a page opened mid-game gets the battle log from the start', () => {
  test('a late player and a late spectator receive every earlier batch, filtered for them', async () => {
    const game = await createAndJoin(server.app);
    const clients = await connectPlayers(server.wsUrl, game);
    const seq = await playMoves(server.app, game.gameId, clients, seededRandom(4), 12);
    expect(seq).toBeGreaterThan(5);
    const watcher = await connect(server.wsUrl, game.gameId, undefined, { history: true });
    const welcome = watcher.received[0] as { seq: number; history?: History; view?: unknown };
    expect(welcome.view).toBeDefined();
    expect(welcome.history?.map((b) => b.seq)).toEqual([...Array(seq + 1).keys()]);
    const stored = server.app.match.store.entries(game.gameId, 1, seq);
    const live = server.app.match.cache.peek(game.gameId)!;
    stored.forEach((entry, i) => {
      const visible = entry.events
        .map((e) => live.ruleset.viewEvent(e, { kind: 'spectator' }))
        .filter((e) => e !== null);
      expect(welcome.history![i + 1]!.events).toEqual(visible);
    });
    expect(welcome.history![0]!.events).toEqual(
      live.header.createEvents
        .map((e) => live.ruleset.viewEvent(e, { kind: 'spectator' }))
        .filter((e) => e !== null),
    );
    const player = await connect(server.wsUrl, game.gameId, game.tokens.B, { history: true });
    expect((player.received[0] as { history?: History }).history).toHaveLength(seq + 1);
    // Without asking, a welcome stays as small as before.
    const plain = await connect(server.wsUrl, game.gameId);
    expect(plain.received[0]).not.toHaveProperty('history');
    for (const c of [...Object.values(clients), watcher, player, plain]) await c.close();
  });

  test('a spectator of a delayed game gets only the history the delay shows', async () => {
    const game = await createAndJoin(server.app, {
      spectatorDelay: { kind: 'seconds', seconds: 60 },
    });
    const clients = await connectPlayers(server.wsUrl, game);
    let seq = await playMoves(server.app, game.gameId, clients, seededRandom(5), 3);
    clock.advance(61_000);
    server.app.match.tick();
    const shown = seq;
    seq = await playMoves(server.app, game.gameId, clients, seededRandom(6), 4, seq);
    expect(seq).toBeGreaterThan(shown);
    const watcher = await connect(server.wsUrl, game.gameId, undefined, { history: true });
    const welcome = watcher.received[0] as { seq: number; history?: History };
    expect(welcome.seq).toBe(shown);
    expect(welcome.history?.map((b) => b.seq)).toEqual([...Array(shown + 1).keys()]);
    for (const c of [...Object.values(clients), watcher]) await c.close();
  });
});
