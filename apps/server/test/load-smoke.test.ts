import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeGames, connectGames, runStep, type LoadGame } from '../bench/load/driver.js';
import { measureStep } from '../bench/load/measure.js';
import { preplay } from '../bench/preplay.js';
import { benchSeed } from '../bench/seed.js';
import { startServer, type RunningServer } from './helpers/server.js';

/**
 * The smoke version of `pnpm bench:load`: a few Starfire games (task groups scenario) played
 * for a few seconds by the same load driver, open loop, against the real server. Every order
 * sent is legal under the rulebook (pre-played with the game's own dice), so it fails on any
 * rejection or lost acknowledgement, and never on speed.
 */

const GAMES = 6;
const SPECTATORS = 2;
const SCENARIO = 'task_groups';

let server: RunningServer;
let games: LoadGame[] = [];

beforeAll(async () => {
  let created = 0;
  server = await startServer({ seedSource: () => benchSeed(created++) });
  const scripts = Array.from({ length: GAMES }, (_, n) => preplay(n, SCENARIO, 80));
  games = await connectGames(
    { kind: 'server', httpUrl: server.httpUrl, wsUrl: server.wsUrl },
    scripts,
    SPECTATORS,
    SCENARIO,
  );
}, 20_000);

afterAll(async () => {
  closeGames(games);
  await server?.close();
});

describe('bench:load smoke', () => {
  test('a staggered step stops each game at its own point, ready to play on', async () => {
    const stop = new Map(games.map((game, n) => [game, n]));
    const step = await runStep(games, {
      offeredPerSecond: 60,
      seconds: 2,
      thinkMs: 10,
      drainMs: 5000,
      stopAt: (game) => stop.get(game)!,
    });
    // Game n plays its first n orders (0 + 1 + … + 5 = 15) and stops there, not retired.
    expect(games.map((game) => game.next)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(games.every((game) => !game.retired)).toBe(true);
    expect(step.acked).toBe(15);
    expect(step.rejections).toEqual({});
  }, 20_000);

  test('legal orders at a fixed offered rate: none rejected, every one acknowledged, spectators served', async () => {
    const result = await measureStep('server', process.pid, games, {
      offeredPerSecond: 60,
      seconds: 3,
      thinkMs: 20,
      drainMs: 5000,
    });
    expect(result.rejections).toEqual({});
    expect(result.lostAcks).toBe(0);
    expect(result.acked).toBe(result.sent);
    expect(result.acked).toBeGreaterThan(0);
    // Each acknowledged order reached every spectator of its game.
    expect(result.lostSpectatorFrames).toBe(0);
    expect(result.spectatorMs.count).toBe(result.acked * SPECTATORS);
  }, 20_000);
});
