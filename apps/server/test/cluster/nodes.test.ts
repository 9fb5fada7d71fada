import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { spawnServer, type ChildServer } from '../helpers/child-server.js';
import { freePort } from '../helpers/services.js';
import { tempDir } from '../helpers/temp-dir.js';
import { spawnTracked } from '../support/processes.js';
import {
  checkGames,
  clientsOf,
  createGames,
  expectListed,
  explainer,
  finishAll,
} from './helpers/games.js';
import { until } from './helpers/player.js';

const deploy = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'deploy');
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
const required = process.env.BROADSIDE_REQUIRE_SERVICES === '1';
if (!haproxy && !required)
  console.warn('nodes.test.ts skipped: no haproxy binary (apt-get install haproxy)');

const GAMES = 6;
const ORDERS_PER_GAME = 24;
const NODES = ['n1', 'n2', 'n3'] as const;

/** deploy/haproxy.cfg with the compose names replaced by loopback ports. */
function proxyConfig(dir: string, proxyPort: number, ports: ReadonlyMap<string, number>): string {
  copyFileSync(join(deploy, 'owners.map'), join(dir, 'owners.map'));
  let cfg = readFileSync(join(deploy, 'haproxy.cfg'), 'utf8')
    .replace(/^resolvers docker[\s\S]*?\n\n/m, '')
    .replace(' resolvers docker init-addr last,libc,none', '')
    .replace('log stdout format raw local0', '')
    .replace('bind :8080', `bind 127.0.0.1:${proxyPort}`)
    .replace('/usr/local/etc/haproxy/owners.map', join(dir, 'owners.map'));
  for (const [name, port] of ports) cfg = cfg.replaceAll(`${name}:3000`, `127.0.0.1:${port}`);
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, cfg);
  return file;
}

describe.skipIf(!haproxy && !required)(
  'three nodes behind HAProxy on one database, routed by the game id prefix (issue 19)',
  () => {
    const dir = tempDir('broadside-nodes-');
    const nodes = new Map<string, ChildServer>();
    let proxy: ChildProcess | null = null;
    afterAll(async () => {
      proxy?.kill('SIGTERM');
      await Promise.all(
        [...nodes.values()].map((n) => {
          n.child.kill('SIGTERM');
          return n.exited;
        }),
      );
      dir.remove();
    });

    test('games play through the proxy on three nodes, survive a SIGKILLed node, and verify', async () => {
      const start = (name: string): Promise<ChildServer> =>
        spawnServer(dir.path, {
          NODE_NAME: name,
          NODE_BACKGROUND: name === 'n1' ? 'on' : 'off',
          // The restarted node waits for its own lease to expire first.
          NODE_LEASE_MS: '2000',
        });
      // One after another: the first migrates the database.
      for (const name of NODES) nodes.set(name, await start(name));
      const proxyPort = await freePort();
      const ports = new Map([...nodes].map(([name, node]) => [name, node.port]));
      let proxyOutput = '';
      proxy = spawnTracked('haproxy', ['-db', '-f', proxyConfig(dir.path, proxyPort, ports)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      proxy.stderr!.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()));
      const httpUrl = `http://127.0.0.1:${proxyPort}`;
      const wsUrl = `ws://127.0.0.1:${proxyPort}/ws`;
      for (let i = 0; i < 100; i += 1) {
        const ok = await fetch(`${httpUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const output = (): string =>
        [proxyOutput, ...[...nodes.values()].map((n) => n.output())].join('\n');
      const games = await createGames(httpUrl, () => wsUrl, GAMES, ORDERS_PER_GAME);
      const owner = (id: string): string => id.split('-')[0]!;
      const explain = explainer(games, owner, output);
      // Created in turn by the three nodes, each game named after its node.
      expect(new Set(games.map((g) => owner(g.id)))).toEqual(new Set(NODES));

      await Promise.all(clientsOf(games).map((c) => c.start()));
      const players = games.flatMap((g) => g.players);
      const acked = (): number => players.reduce((sum, p) => sum + p.acked.length, 0);
      await until(() => acked() >= (GAMES * ORDERS_PER_GAME) / 2, 60_000, 'half the orders').catch(
        explain,
      );
      // SIGKILL node n2 mid-game; its supervisor (here, the test) starts it again and its games
      // continue, rebuilt from the log, while the other nodes' games never stop.
      const n2 = nodes.get('n2')!;
      n2.child.kill('SIGKILL');
      await n2.exited;
      nodes.set(
        'n2',
        await spawnServer(dir.path, {
          NODE_NAME: 'n2',
          NODE_BACKGROUND: 'off',
          NODE_LEASE_MS: '2000',
          PORT: String(n2.port),
        }),
      );
      await until(() => players.every((p) => p.done), 120_000, 'every seat to play').catch(explain);
      const n2Games = games.filter((g) => owner(g.id) === 'n2');
      expect(n2Games.some((g) => g.players.some((p) => p.drops.length > 0))).toBe(true);

      await finishAll(games, explain);
      await checkGames(games, httpUrl, dir.path);
      await expectListed(games, httpUrl, 3, explain);
      for (const c of clientsOf(games)) c.stop();
    }, 300_000);
  },
);
