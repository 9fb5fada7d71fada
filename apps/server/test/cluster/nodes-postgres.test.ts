import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { spawnServer, type ChildServer } from '../helpers/child-server.js';
import { postgresSkipReason, startPostgres, type TestPostgres } from '../helpers/postgres.js';
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

const skip = postgresSkipReason();
const ORDERS_PER_GAME = 20;

describe.skipIf(skip !== null)(
  'two nodes on one PostgreSQL database, each running the games named after it (issue 19)',
  () => {
    let cluster: TestPostgres;
    const dir = tempDir('broadside-nodes-pg-');
    const nodes: ChildServer[] = [];
    beforeAll(async () => {
      cluster = await startPostgres({ durable: false });
    }, 60_000);
    afterAll(async () => {
      for (const n of nodes) if (n.child.exitCode === null) n.child.kill('SIGKILL');
      await cluster?.stop();
      dir.remove();
    });

    test('games created and played on either node; the lobby of each lists both nodes’ games', async () => {
      const url = await cluster.ensureDatabase('nodes');
      // One after another: the first migrates (the second waits on the advisory lock anyway).
      for (const [name, background] of [
        ['n1', 'on'],
        ['n2', 'off'],
      ] as const)
        nodes.push(
          await spawnServer(dir.path, {
            DATABASE_URL: url,
            NODE_NAME: name,
            NODE_BACKGROUND: background,
          }),
        );
      const [n1, n2] = nodes as [ChildServer, ChildServer];
      // No proxy here: each game is created, joined and played on its own node directly.
      const games = [
        ...(await createGames(n1.httpUrl, () => n1.wsUrl, 2, ORDERS_PER_GAME)),
        ...(await createGames(n2.httpUrl, () => n2.wsUrl, 2, ORDERS_PER_GAME)),
      ];
      expect(games.map((g) => g.id.slice(0, 3))).toEqual(['n1-', 'n1-', 'n2-', 'n2-']);
      const output = (): string => nodes.map((n) => n.output()).join('\n');
      const explain = explainer(games, (id) => id.slice(0, 2), output);
      await Promise.all(clientsOf(games).map((c) => c.start()));
      const players = games.flatMap((g) => g.players);
      await until(() => players.every((p) => p.done), 120_000, 'every seat to play').catch(explain);
      await finishAll(games, explain);
      await checkGames(games.slice(0, 2), n1.httpUrl, dir.path, url);
      await checkGames(games.slice(2), n2.httpUrl, dir.path, url);
      await expectListed(games, n1.httpUrl, 1, explain);
      await expectListed(games, n2.httpUrl, 1, explain);

      // A node refuses a socket for the other node's game instead of running a second copy.
      const ws = new WebSocket(`${n1.wsUrl}?game=${games[2]!.id}`);
      const first = await new Promise<string>((resolve) => {
        ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', gameId: games[2]!.id })));
        ws.on('message', (data) => resolve(String(data)));
      });
      ws.terminate();
      expect(first).toContain('game/unavailable');
      for (const c of clientsOf(games)) c.stop();
    }, 240_000);
  },
);
