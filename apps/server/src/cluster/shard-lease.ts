import type { SqlDatabase, SqlStatement } from '../db/sql-database.js';

/** An append refused because this process no longer holds its shard's lease. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

/** One row of `shard_leases`, as every node reads it. */
export interface LeaseRow {
  /** The shard: a node name (`NODE_NAME`), the prefix of its games' ids. */
  readonly shard: string;
  /** The process that holds it (`<node>@<host>:<pid>:<random>`). */
  readonly holder: string;
  /** The fencing token: raised by one at each change of holder. */
  readonly token: number;
  /** When the lease ends unless renewed (ms since the epoch). */
  readonly expiresAt: number;
  /** Until when the shard's own node, started again, asks for it back (0: not asked). */
  readonly wantedUntil: number;
}

interface DbRow {
  shard: string;
  holder: string;
  token: number | string;
  expires_at: number | string;
  wanted_until: number | string;
}

function fromDb(row: DbRow): LeaseRow {
  return {
    shard: row.shard,
    holder: row.holder,
    token: Number(row.token),
    expiresAt: Number(row.expires_at),
    wantedUntil: Number(row.wanted_until),
  };
}

/**
 * Rows of `shard_leases` whose name starts with this are the leases of cluster-wide tasks (the
 * background scans, `background-lease.ts`), not shards: no node name can start with it.
 */
export const TASK_LEASE_PREFIX = '~';

/** A reader of every shard lease in the database (one row per node that ever started). */
export function leaseReader(db: SqlDatabase): () => LeaseRow[] {
  const all = db.prepare(
    `SELECT shard, holder, token, expires_at, wanted_until FROM shard_leases WHERE shard NOT LIKE '${TASK_LEASE_PREFIX}%' ORDER BY shard`,
  );
  return () => (all.all() as DbRow[]).map(fromDb);
}

type Statements = Record<
  'read' | 'insert' | 'take' | 'renew' | 'check' | 'release' | 'want',
  SqlStatement
>;

/**
 * The lease of one shard (a node's games, `NODE_NAME`) in the shared database: at most one
 * process holds it at a time, until it expires unless renewed. Each change of holder raises the
 * fencing token by one; {@link assertHeld} runs inside every append's transaction, so a process
 * that lost the lease (paused, cut off, or replaced after the expiry) can never append again,
 * whatever its clock says.
 *
 * Every change is a conditional statement whose row count says whether it happened, so two
 * processes racing for an expired lease cannot both win, on SQLite or PostgreSQL. On PostgreSQL
 * the check of an append is an `UPDATE` of the lease row: it locks the row until the append
 * commits, so a takeover waits for that commit, and an append after a takeover sees the new
 * token.
 */
export class ShardLease {
  private readonly s: Statements;
  /** The token this process holds, or null. */
  token: number | null = null;
  /** The shard (node name). */
  readonly shard: string;
  /** This process, as the lease names it (unique per process start). */
  readonly holder: string;
  /** How long the lease lasts without renewal. */
  readonly ttlMs: number;

  constructor(db: SqlDatabase, shard: string, holder: string, ttlMs: number) {
    this.shard = shard;
    this.holder = holder;
    this.ttlMs = ttlMs;
    this.s = {
      read: db.prepare(
        'SELECT shard, holder, token, expires_at, wanted_until FROM shard_leases WHERE shard = ?',
      ),
      insert: db.prepare(
        'INSERT OR IGNORE INTO shard_leases (shard, holder, token, expires_at, wanted_until) VALUES (?, ?, 1, ?, 0)',
      ),
      take: db.prepare(
        'UPDATE shard_leases SET holder = ?, token = token + 1, expires_at = ?, wanted_until = 0 WHERE shard = ? AND token = ? AND expires_at <= ?',
      ),
      renew: db.prepare(
        'UPDATE shard_leases SET expires_at = ? WHERE shard = ? AND holder = ? AND token = ?',
      ),
      check: db.prepare(
        'UPDATE shard_leases SET token = token WHERE shard = ? AND holder = ? AND token = ? AND expires_at > ?',
      ),
      release: db.prepare(
        'UPDATE shard_leases SET expires_at = ? WHERE shard = ? AND holder = ? AND token = ? AND expires_at > ?',
      ),
      want: db.prepare('UPDATE shard_leases SET wanted_until = ? WHERE shard = ? AND holder <> ?'),
    };
  }

  /** The lease's row now, or undefined if no process ever took it. */
  read(): LeaseRow | undefined {
    const row = this.s.read.get(this.shard) as DbRow | undefined;
    return row && fromDb(row);
  }

  /**
   * Takes the lease if it is free or expired (a new token), or renews it if this process holds
   * it. Returns whether this process holds it now.
   */
  tryAcquire(now: number): boolean {
    if (this.token !== null && this.renew(now)) return true;
    this.token = null;
    const until = now + this.ttlMs;
    if (this.s.insert.run(this.shard, this.holder, until).changes === 1) {
      this.token = 1;
      return true;
    }
    const row = this.read();
    return row !== undefined && row.expiresAt <= now && this.take(now, row.token);
  }

  /**
   * Takes the lease from whoever held it with token `seen`, provided it has expired at `now`
   * and nobody took it since. Returns whether this process holds it now (with `seen + 1`).
   */
  take(now: number, seen: number): boolean {
    const taken = this.s.take.run(this.holder, now + this.ttlMs, this.shard, seen, now).changes;
    this.token = taken === 1 ? seen + 1 : null;
    return this.token !== null;
  }

  /** Extends the lease held by this process; false (and no token) if it was taken meanwhile. */
  renew(now: number): boolean {
    if (this.token === null) return false;
    const renewed =
      this.s.renew.run(now + this.ttlMs, this.shard, this.holder, this.token).changes === 1;
    if (!renewed) this.token = null;
    return renewed;
  }

  /** Throws {@link LeaseLostError} unless this process holds the lease at `now`. */
  assertHeld(now: number): void {
    if (
      this.token === null ||
      this.s.check.run(this.shard, this.holder, this.token, now).changes !== 1
    )
      throw new LeaseLostError(`lease of shard ${this.shard} lost (token ${this.token})`);
  }

  /**
   * Asks the process that holds the lease (a node that took this shard over) to hand it back
   * before `until`. Used by the shard's own node while it waits to start again.
   */
  askBack(until: number): void {
    this.s.want.run(until, this.shard, this.holder);
  }

  /**
   * Lets the lease go at `now`, keeping its token, so that the next holder need not wait for
   * the expiry. Its successors count their delays from `now` (see `succession.ts`).
   */
  release(now: number): void {
    if (this.token !== null) this.s.release.run(now, this.shard, this.holder, this.token, now);
    this.token = null;
  }
}
