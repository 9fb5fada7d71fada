import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { fenceAppends, ShardLease } from './shard-lease.js';

/** Default lifetime of a node's lease (`NODE_LEASE_MS`). */
export const DEFAULT_LEASE_MS = 10_000;

/**
 * Holds the lease of node `shard` for this process before it serves: a standby started with the
 * same `NODE_NAME` waits here, without listening (so the proxy's health check keeps it out),
 * until the lease is free or has expired, then takes it with the next fencing token and serves
 * the node's games, rebuilding each from the log. From then on every append checks the lease in
 * its own transaction, the lease is renewed every third of its life, and a process that finds it
 * lost exits at once. A graceful shutdown does not release it (its last commits still need
 * it): a standby takes over once it expires.
 */
export async function holdShard(app: FastifyInstance, shard: string, ttlMs: number): Promise<void> {
  const log = app.log.child({ component: 'lease', shard });
  const lease = new ShardLease(
    app.db,
    shard,
    `${hostname()}:${process.pid}:${randomUUID()}`,
    ttlMs,
  );
  let waiting = false;
  while (!lease.tryAcquire(Date.now())) {
    if (!waiting) log.info({ ttlMs }, 'standby: another process holds this node; waiting');
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, ttlMs / 4)));
  }
  log.info({ fence: lease.token }, 'node lease taken');
  fenceAppends(app.match.store, app.db, lease, () => Date.now());
  const renew = setInterval(() => {
    let held: boolean;
    try {
      held = lease.tryAcquire(Date.now());
    } catch (error) {
      // The database is out of reach: keep trying; appends fail anyway once the lease expires.
      log.error({ err: error }, 'lease renewal failed');
      return;
    }
    if (held) return;
    log.fatal({ fence: lease.token }, 'node lease lost to another process; exiting');
    process.exit(1);
  }, ttlMs / 3);
  renew.unref();
  app.addHook('onClose', async () => clearInterval(renew));
}
