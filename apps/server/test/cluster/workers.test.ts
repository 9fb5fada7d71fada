import { afterAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { HashRing, workerNames } from '../../src/cluster/ring.js';
import { tempDir } from '../helpers/temp-dir.js';
import {
  checkGames,
  clientsOf,
  createGames,
  expectListed,
  explainer,
  finishAll,
} from './helpers/games.js';
import { until } from './helpers/player.js';
import { spawnWorkers, type WorkersServer } from './helpers/workers-server.js';

const GAMES = 6;
const ORDERS_PER_GAME = 24;

describe('WORKERS=2: games shared out by id over two processes on one SQLite file (issue 19)', () => {
  const dir = tempDir('broadside-workers-');
  let server: WorkersServer | null = null;
  afterAll(async () => {
    await server?.stop();
    dir.remove();
  });

  test('games play through both workers, survive a SIGKILLed worker, and every record verifies', async () => {
    server = await spawnWorkers(2, dir.path);
    const live = server;
    const ring = new HashRing(workerNames(2));
    const games = await createGames(live.httpUrl, () => live.wsUrl, GAMES, ORDERS_PER_GAME);
    const explain = explainer(games, (id) => ring.ownerOf(id), live.output);
    // Created in turn, each on a worker that makes ids it owns: both workers own games.
    expect(new Set(games.map((g) => ring.ownerOf(g.id)))).toEqual(new Set(['w0', 'w1']));

    await Promise.all(clientsOf(games).map((c) => c.start()));
    const players = games.flatMap((g) => g.players);
    const acked = (): number => players.reduce((sum, p) => sum + p.acked.length, 0);
    await until(() => acked() >= (GAMES * ORDERS_PER_GAME) / 2, 60_000, 'half the orders').catch(
      explain,
    );

    // Kill worker w1 mid-game: its games continue on its replacement, rebuilt from the log.
    const victim = live.workers.get('w1')!;
    process.kill(victim, 'SIGKILL');
    await until(() => live.workers.get('w1') !== victim, 60_000, 'w1 to be started again').catch(
      explain,
    );
    await until(() => players.every((p) => p.done), 120_000, 'every seat to play').catch(explain);
    const w1Games = games.filter((g) => ring.ownerOf(g.id) === 'w1');
    expect(w1Games.some((g) => g.players.some((p) => p.drops.length > 0))).toBe(true);

    await finishAll(games, explain);
    await checkGames(games, live.httpUrl, dir.path);
    // The lobby lists every game whichever worker answers (requests without a game go in turn).
    await expectListed(games, live.httpUrl, 4, explain);
    for (const c of clientsOf(games)) c.stop();
  }, 300_000);

  test('a socket that names no game, for a game another worker owns, is refused, not forked', async () => {
    const live = server!;
    const created = (await (
      await fetch(`${live.httpUrl}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset: 'starfire', setup: { scenario: 'patrol' } }),
      })
    ).json()) as { gameId: string };
    const answers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const ws = new WebSocket(live.wsUrl);
      const first = await new Promise<string>((resolve) => {
        ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', gameId: created.gameId })));
        ws.on('message', (data) => resolve(String(data)));
      });
      ws.terminate();
      answers.push(
        first.includes('"welcome"')
          ? 'welcome'
          : first.includes('game/unavailable')
            ? 'elsewhere'
            : first,
      );
    }
    // In turn: two of four land on the owner, two on the other worker, which refuses.
    expect(answers.filter((c) => c === 'welcome')).toHaveLength(2);
    expect(answers.filter((c) => c === 'elsewhere')).toHaveLength(2);
  }, 60_000);
});
