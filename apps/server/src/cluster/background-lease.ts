import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlDatabase } from '../db/sql-database.js';
import { ShardLease, TASK_LEASE_PREFIX } from './shard-lease.js';

/** The row of `shard_leases` that says which process runs the background scans of a cluster. */
export const BACKGROUND_LEASE = `${TASK_LEASE_PREFIX}background`;

/**
 * Whether this process may run the scans over every game (notification email, tournament round
 * starts) right now. A server alone always may; a node of a cluster only while it holds the
 * background lease.
 */
export type BackgroundGate = () => boolean;

/** The gate of a server alone, or of a process that runs the scans unconditionally. */
export const ALWAYS_BACKGROUND: BackgroundGate = () => true;

/**
 * The background lease of a cluster (docs/scaling.md, "Background work"): one row of the shard
 * lease table, taken, renewed and fenced exactly like a node's lease, so at most one live
 * process runs the scans at a time. Every node with `NODE_BACKGROUND=on` competes for it: the
 * first to find it free or expired takes it with the next fencing token; the others keep
 * trying, so a survivor takes the scans over one lease time after their holder died.
 *
 * {@link held} checks the lease in the database (a conditional `UPDATE`, as an append's check
 * does) rather than trusting this process's clock: a process paused past the expiry and replaced
 * learns it at its next scan and skips it.
 */
export class BackgroundLease {
  private readonly lease: ShardLease;
  private readonly log: FastifyBaseLogger;
  private holding = false;

  constructor(db: SqlDatabase, holder: string, ttlMs: number, log: FastifyBaseLogger) {
    this.lease = new ShardLease(db, BACKGROUND_LEASE, holder, ttlMs);
    this.log = log;
  }

  /** Takes the lease if free or expired, or renews it; logs each change of holder. */
  tick(now: number): boolean {
    const held = this.lease.tryAcquire(now);
    if (held !== this.holding)
      this.log[held ? 'info' : 'warn'](
        { fence: this.lease.token },
        held ? 'background lease taken: this node runs the scans' : 'background lease lost',
      );
    this.holding = held;
    return held;
  }

  /** Whether this process holds the lease now, as the database says. */
  held(now: number): boolean {
    if (this.lease.token === null) return false;
    try {
      this.lease.assertHeld(now);
      return true;
    } catch {
      this.holding = false;
      return false;
    }
  }

  /** Lets the lease go (a graceful shutdown), so that another node need not wait the expiry. */
  release(now: number): void {
    this.lease.release(now);
    this.holding = false;
  }
}

/**
 * Competes for the background lease from now on: a first attempt at once, then every quarter
 * of a lease time, until `stop()` (which releases it). Returns the gate the scans ask.
 */
export function holdBackground(
  db: SqlDatabase,
  node: string,
  ttlMs: number,
  log: FastifyBaseLogger,
): { gate: BackgroundGate; stop: () => void } {
  const lease = new BackgroundLease(
    db,
    `${node}@${hostname()}:${process.pid}:${randomUUID()}`,
    ttlMs,
    log,
  );
  const attempt = (): void => {
    try {
      lease.tick(Date.now());
    } catch (error) {
      // The database is out of reach: the scans stop on their own, the lease expires.
      log.error({ err: error }, 'background lease renewal failed');
    }
  };
  attempt();
  const timer = setInterval(attempt, ttlMs / 4);
  timer.unref();
  return {
    gate: () => lease.held(Date.now()),
    stop: () => {
      clearInterval(timer);
      try {
        lease.release(Date.now());
      } catch {
        // The database is gone: the lease expires.
      }
    },
  };
}
