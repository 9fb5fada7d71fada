import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { fenceAppends } from './fence-appends.js';
import { shardOfGame, type HeldShards } from './ownership.js';
import { ShardKeeper } from './shard-keeper.js';

/** Default lifetime of a node's lease (`NODE_LEASE_MS`). */
export const DEFAULT_LEASE_MS = 10_000;

/** Forgets the cached games of `shard` and closes their sockets; clients reconnect elsewhere. */
function forgetShard(app: FastifyInstance, shard: string): number {
  let games = 0;
  for (const game of [...app.match.cache.values()]) {
    if (shardOfGame(game.id) !== shard) continue;
    for (const sub of [...game.subscribers]) sub.abort?.();
    app.match.cache.forget(game.id);
    games += 1;
  }
  return games;
}

/**
 * Holds the lease of node `home` (`leases.home`) for this process before it serves, then keeps
 * it and takes over the games of dead nodes (docs/scaling.md, `succession.ts`):
 *
 * - Waits here, without listening (so the proxy's health check keeps it out), while another
 *   process holds `home`: a standby of the same name, the same node before a restart whose
 *   lease has not expired yet, or a survivor that took the node's games over. A survivor is
 *   asked to hand them back and does so at its next renewal.
 * - From then on every append checks, in its own transaction, the lease of its game's shard;
 *   the match service owns the games of every shard held, at each moment.
 * - Every quarter of a lease time the leases are renewed, taken shards handed back or on, and
 *   dead nodes' shards taken. After taking one, the bots of its live games are resumed (clocks
 *   and reveal deadlines are found by the match service's periodic scans, now that it owns
 *   them); its games are rebuilt from the log when first used.
 * - A shard handed on or lost is forgotten and its sockets closed. A process that loses its
 *   own node's lease exits at once. A graceful shutdown releases nothing (its last commits
 *   still need the leases): they expire.
 */
export async function holdShard(
  app: FastifyInstance,
  leases: HeldShards,
  ttlMs: number,
): Promise<ShardKeeper> {
  const home = leases.home;
  const log = app.log.child({ component: 'lease', shard: home });
  const keeper = new ShardKeeper(
    {
      db: app.db,
      home,
      holder: `${home}@${hostname()}:${process.pid}:${randomUUID()}`,
      ttlMs,
    },
    {
      taken: (shard, token) => {
        // A copy read before (a lobby summary, a seat request) may be stale: rebuild from the log.
        forgetShard(app, shard);
        log.warn({ taken: shard, fence: token }, 'took over the games of a dead node');
        const bots = app.bots.resumeAll();
        if (bots > 0) log.info({ games: bots }, 'bots resumed');
      },
      // Commit what is queued while the lease is still held.
      handingOn: () => app.match.commits.flush(),
      dropped: (shard, reason) => {
        app.match.commits.flush();
        const games = forgetShard(app, shard);
        log.warn({ dropped: shard, reason, games }, 'gave up the games of another node');
      },
      homeLost: () => {
        log.fatal({ fence: keeper.tokenOf(home) }, 'node lease lost to another process; exiting');
        process.exit(1);
      },
    },
  );
  let waiting = false;
  while (!keeper.acquireHome(Date.now())) {
    if (!waiting) log.info({ ttlMs }, 'standby: another process holds this node; waiting');
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, Math.min(500, ttlMs / 4))));
  }
  log.info({ fence: keeper.tokenOf(home) }, 'node lease taken');
  fenceAppends(app.match.store, app.db, keeper, shardOfGame, () => Date.now());
  // The match service was built with `leases.ownership`: from now on it follows the keeper.
  leases.follow(keeper);
  const renew = setInterval(() => {
    try {
      keeper.tick(Date.now());
    } catch (error) {
      // The database is out of reach: keep trying; appends fail anyway once a lease expires.
      log.error({ err: error }, 'lease renewal failed');
    }
  }, ttlMs / 4);
  renew.unref();
  app.addHook('onClose', async () => clearInterval(renew));
  return keeper;
}
