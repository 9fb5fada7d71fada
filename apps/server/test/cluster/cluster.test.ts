import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnServer, type ChildServer } from '../helpers/child-server.js';
import { postgresSkipReason, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { redisSkipReason, startRedis, type TestRedis } from '../helpers/redis.js';
import { tempDir } from '../helpers/temp-dir.js';
import {
  checkGames,
  clientsOf,
  createGames,
  explainer,
  finishAll,
  type PlayedGame,
} from './helpers/games.js';
import { createPacedGame, type PacedGame } from './helpers/paced-game.js';
import { haproxyInstalled, startProxy, type TestProxy } from './helpers/haproxy.js';
import { ClusterClient, until } from './helpers/player.js';

/**
 * The issue's cluster test: three nodes + PostgreSQL + Redis on loopback, behind the repository's
 * HAProxy configuration. Games are created on each node and played through the proxy; each
 * game's spectator is connected straight to a node that does not own the game, its frames
 * relayed through Redis (see {@link SPECTATORS_ON_OTHER_NODES}). Node n2 is killed with SIGKILL mid-game: its successor n3 takes n2's lease
 * once it expires and its games go on there, rebuilt from the log; then n2 is started again and
 * gets them back. Every acknowledged order must be stored, no client may see a duplicate or a
 * gap in `seq`, and every record must verify.
 */

const NODES = ['n1', 'n2', 'n3'] as const;
const GAMES_PER_NODE = 2;
const ORDERS_PER_GAME = 30;
const LEASE_MS = 2000;
/** Orders each paced game of n2 plays at n3 (after the kill) or back at n2. */
const PACED_ORDERS = 4;
/**
 * Whether spectators watch from nodes that do not own their game, relayed through Redis (`false`
 * puts them on the owner, through the proxy, to tell a fault of the relay from one of the leases).
 */
const SPECTATORS_ON_OTHER_NODES = true;

/** Why the test cannot run here (null: it can); throws instead with BROADSIDE_REQUIRE_SERVICES=1. */
function skipReason(): string | null {
  const reasons = [postgresSkipReason(), redisSkipReason()];
  if (!haproxyInstalled()) {
    const reason = 'no haproxy binary (install Debian package haproxy)';
    if (process.env.BROADSIDE_REQUIRE_SERVICES === '1')
      throw new Error(`${reason} (BROADSIDE_REQUIRE_SERVICES=1)`);
    reasons.push(reason);
  }
  const found = reasons.filter((r): r is string => r !== null);
  if (found.length > 0) console.warn(`cluster.test.ts skipped: ${found.join('; ')}`);
  return found[0] ?? null;
}

const skip = skipReason();

/** The node a game's id names. */
const prefixOf = (id: string): string => id.slice(0, id.indexOf('-'));

/** The lease row of `shard`: which node's process holds it, and with which token. */
async function leaseOf(url: string, shard: string): Promise<{ node: string; token: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ holder: string; token: string }>(
      'SELECT holder, token FROM shard_leases WHERE shard = $1',
      [shard],
    );
    return { node: rows[0]!.holder.split('@')[0]!, token: Number(rows[0]!.token) };
  } finally {
    await client.end();
  }
}

describe.skipIf(skip !== null)(
  'three nodes on PostgreSQL and Redis behind HAProxy: a SIGKILLed node’s games go on at its successor (issue 19)',
  () => {
    const dir = tempDir('broadside-cluster-');
    const nodes = new Map<string, ChildServer>();
    let postgres: TestPostgres;
    let redis: TestRedis;
    let proxy: TestProxy | null = null;
    beforeAll(async () => {
      [postgres, redis] = await Promise.all([startPostgres({ durable: false }), startRedis()]);
    }, 30_000);
    afterAll(async () => {
      proxy?.stop();
      for (const n of nodes.values()) if (n.child.exitCode === null) n.child.kill('SIGKILL');
      await Promise.all([postgres?.stop(), redis?.stop()]);
      dir.remove();
    });

    test('every acknowledged order is stored, no client sees a duplicate or a gap, every record verifies', async () => {
      const url = await postgres.ensureDatabase('cluster');
      const start = (name: string, port = '0'): Promise<ChildServer> =>
        spawnServer(dir.path, {
          DATABASE_URL: url,
          REDIS_URL: redis.url,
          NODE_NAME: name,
          NODE_BACKGROUND: name === 'n1' ? 'on' : 'off',
          NODE_LEASE_MS: String(LEASE_MS),
          PORT: port,
        });
      // The first node migrates the database; the others start together.
      nodes.set('n1', await start('n1'));
      const others = await Promise.all([start('n2'), start('n3')]);
      nodes.set('n2', others[0]);
      nodes.set('n3', others[1]);
      proxy = await startProxy(dir.path, new Map([...nodes].map(([n, s]) => [n, s.port])));
      const through = proxy;
      const dead = new Set<string>();
      const output = (): string =>
        [through.output(), ...[...nodes.values()].map((n) => n.output())].join('\n');

      // Each node creates its own games; the players reach them through the proxy, the
      // spectators straight at a live node that does not run the game: never the owner, nor n3
      // for n2's games (n3 takes them over).
      const spectatorNode = (id: string): ChildServer => {
        const owner = prefixOf(id);
        const name = NODES.find(
          (n) => n !== owner && !dead.has(n) && !(owner === 'n2' && n === 'n3'),
        )!;
        return nodes.get(name)!;
      };
      const spectatorUrl = (id: string): (() => string) =>
        SPECTATORS_ON_OTHER_NODES ? () => spectatorNode(id).wsUrl : () => through.wsUrl;
      const regular: PlayedGame[] = [];
      for (const name of NODES) {
        const created = await createGames(
          nodes.get(name)!.httpUrl,
          () => through.wsUrl,
          GAMES_PER_NODE,
          ORDERS_PER_GAME,
        );
        for (const g of created) {
          const spectator = new ClusterClient(spectatorUrl(g.id), g.id, undefined, { left: 0 });
          regular.push({ ...g, spectator });
        }
      }
      // Two more games of n2 whose seats wait: one plays only once n3 took n2 over, the other
      // only once n2 took it back. (A bot game may end on its own after a few turns: these two
      // are sure to be live at those moments.)
      const paced = (): Promise<PacedGame> =>
        createPacedGame(nodes.get('n2')!.httpUrl, () => through.wsUrl, spectatorUrl);
      const atN3 = await paced();
      const backAtN2 = await paced();
      const games = [...regular, atN3, backAtN2];
      expect(games.map((g) => prefixOf(g.id))).toEqual([
        ...NODES.flatMap((n) => Array<string>(GAMES_PER_NODE).fill(n)),
        'n2',
        'n2',
      ]);
      const explain = explainer(games, prefixOf, output);
      await Promise.all(clientsOf(games).map((c) => c.start()));
      const acked = (g: PlayedGame): number => g.players.reduce((n, p) => n + p.acked.length, 0);
      const over = (g: PlayedGame): boolean => g.spectator.status === 'finished';
      // Mid-game: every game played a few orders, unless it ended already.
      await until(
        () => regular.every((g) => acked(g) >= 4 || over(g)),
        60_000,
        'a few orders in every game',
      ).catch(explain);

      // SIGKILL n2 mid-game. Its lease expires within LEASE_MS; n3 takes it over, and the proxy
      // sends n2's traffic to n3, its first backup. The seats of `atN3` get orders to play: they
      // play them after reconnecting, so at n3.
      const n2 = nodes.get('n2')!;
      atN3.budget.left = PACED_ORDERS;
      const killedAt = Date.now();
      n2.child.kill('SIGKILL');
      dead.add('n2');
      await n2.exited;
      await until(() => acked(atN3) > 0, 20_000, 'an n2 game to go on at n3').catch(explain);
      const resumedMs = Date.now() - killedAt;
      expect(nodes.get('n3')!.output()).toMatch(/"taken":"n2","fence":2[^\n]*took over/);
      expect(await leaseOf(url, 'n2')).toEqual({ node: 'n3', token: 2 });

      const takenAt = /"time":(\d+)[^\n]*"taken":"n2"/.exec(nodes.get('n3')!.output())!;
      // The lease runs out within LEASE_MS of the kill, and n3 looks every quarter of it (the
      // bounds leave room for a loaded machine: measured 1.6–2.3 s and 1.8–4.0 s); the first
      // order then also waits for the proxy's checks and the seats' reconnects.
      expect(Number(takenAt[1]) - killedAt).toBeLessThan(LEASE_MS * 2);
      expect(resumedMs).toBeLessThan(LEASE_MS * 4);
      console.info(
        `n3 took n2's lease ${Number(takenAt[1]) - killedAt} ms after the SIGKILL; its games went on ${resumedMs} ms after the SIGKILL`,
      );
      await until(() => atN3.players.every((p) => p.done), 30_000, 'atN3 to play').catch(explain);

      // n2 starts again on its port: it asks for its lease back, n3 hands it over (closing the
      // sockets of n2's games), and `backAtN2` plays its orders at n2.
      backAtN2.budget.left = PACED_ORDERS;
      const restartedAt = Date.now();
      nodes.set('n2', await start('n2', String(n2.port)));
      dead.delete('n2');
      expect(await leaseOf(url, 'n2')).toEqual({ node: 'n2', token: 3 });
      await until(() => acked(backAtN2) > 0, 20_000, 'an n2 game to go on at n2').catch(explain);
      console.info(`n2's games went on at n2 ${Date.now() - restartedAt} ms after its restart`);
      expect(nodes.get('n3')!.output()).toMatch(/"dropped":"n2","reason":"handed on"/);

      const players = games.flatMap((g) => g.players);
      await until(() => players.every((p) => p.done), 60_000, 'every seat to play').catch(explain);
      // Each seat of n2's paced games was moved twice: n2 → n3 → n2.
      for (const p of [...atN3.players, ...backAtN2.players])
        expect(p.drops.length).toBeGreaterThanOrEqual(2);
      await finishAll(games, explain);
      await checkGames(games, through.httpUrl, dir.path, url);
      for (const c of clientsOf(games)) c.stop();
    }, 120_000);
  },
);
