import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndJoin } from '../../server/test/helpers/game.js';
import { startServer, type RunningServer } from '../../server/test/helpers/server.js';
import { readArgs } from '../src/args.js';
import { GameClient } from '../src/game-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

function options(gameId: string, token: string, level: string) {
  const args = readArgs([
    '--url',
    server.httpUrl,
    '--game',
    gameId,
    '--seat-token',
    token,
    '--level',
    level,
    '--seed',
    `seed-${level}`,
  ]);
  if (!args.ok) throw new Error(args.message);
  return args.options;
}

describe('the standalone bot client against the real server', () => {
  test('an easy bot and a random bot play Patrol to the end over WebSockets', async () => {
    const game = await createAndJoin(server.app, { setup: { scenario: 'patrol' } });
    const a = new GameClient(options(game.gameId, game.tokens.A!, 'easy'));
    const b = new GameClient(options(game.gameId, game.tokens.B!, 'random'));
    const [outA, outB] = await Promise.all([a.run(), b.run()]);
    for (const out of [outA, outB]) {
      expect(out.status).toBe('finished');
      expect(out.rejected).toBe(0);
      expect(out.result?.summary).toMatch(/wins|Draw/);
    }
    expect(outA.orders + outB.orders).toBeGreaterThan(10);
    const summary = (await server.app.inject({ url: `/api/games/${game.gameId}` })).json();
    expect(summary.status).toBe('finished');
  });

  test('two easy bots play the one-page Duel with written plots (simultaneous decisions)', async () => {
    const game = await createAndJoin(server.app, {
      ruleset: 'onepage',
      setup: { scenario: 'duel', options: { movement: 'written' } },
    });
    const [outA, outB] = await Promise.all([
      new GameClient(options(game.gameId, game.tokens.A!, 'easy')).run(),
      new GameClient(options(game.gameId, game.tokens.B!, 'easy')).run(),
    ]);
    expect([outA.status, outB.status]).toEqual(['finished', 'finished']);
    expect(outA.rejected + outB.rejected).toBe(0);
  });

  test('a bad seat token is refused for good, not retried forever', async () => {
    const game = await createAndJoin(server.app, { setup: { scenario: 'patrol' } });
    const out = await new GameClient(
      options(game.gameId, 'not-a-real-token-at-all-000000000000000000', 'easy'),
    ).run();
    expect(out.status).toBe('refused');
  });
});

describe('command line', () => {
  test.each([
    [['--game', 'g', '--seat-token', 't'], /url/],
    [['--url', 'ftp://x', '--game', 'g', '--seat-token', 't'], /url/],
    [['--url', 'http://x', '--game', 'g', '--seat-token', 't', '--level', 'expert'], /level/],
    [['--url', 'http://x', '--game', 'g', '--seat-token', 't', '--budget-ms', '0'], /budgetMs/],
    [['--url', 'http://x', '--gme', 'g'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    const args = readArgs(argv);
    expect(args.ok).toBe(false);
    if (!args.ok) expect(args.message).toMatch(message);
  });
});
