import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../src/util/clock.js';
import { connect } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

const clock = new ManualClock();
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    clock,
    gameLimits: {
      maxOpenGamesPerAddress: 3,
      openGameTtlMs: 3600_000,
      maxInitialStateBytes: 200_000,
    },
  });
});
afterAll(async () => {
  await server.close();
});

const create = (setup: unknown = { scenario: 'patrol' }) =>
  server.app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'starfire', setup } });

describe('nobody can fill the disk within the rate limits (issue 12 #4)', () => {
  test('an address may keep only so many open games; expired ones make room again', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await create()).json().gameId);
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('game/open_quota');

    // A spectator watching an open game is told when it expires.
    const watcher = await connect(server.wsUrl, ids[0]!);
    clock.advance(3600_001);
    server.app.match.tick();
    expect(await watcher.closed).toBeDefined();
    for (const id of ids)
      expect((await server.app.inject({ url: `/api/games/${id}` })).statusCode).toBe(404);
    expect(server.app.db.prepare('SELECT COUNT(*) AS n FROM snapshots').get()).toEqual({ n: 0 });
    expect((await create()).statusCode).toBe(201);
  });

  test('a set-up whose game would be too large to play is refused with setup/too_large', async () => {
    const small = await startServer({ gameLimits: { maxInitialStateBytes: 2000 } });
    try {
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'setup/too_large', path: ['setup'] });
      expect(small.app.db.prepare('SELECT COUNT(*) AS n FROM games').get()).toEqual({ n: 0 });
    } finally {
      await small.close();
    }
  });

  test('below the free-disk threshold, new games are refused with server/disk_full', async () => {
    const full = await startServer({ gameLimits: { minFreeDiskBytes: Number.MAX_SAFE_INTEGER } });
    try {
      const res = await full.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('server/disk_full');
    } finally {
      await full.close();
    }
  });
});
