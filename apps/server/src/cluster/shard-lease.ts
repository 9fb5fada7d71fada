import type { SqlDatabase, SqlStatement } from '../db/sql-database.js';

/** An append refused because this process no longer holds its shard's lease. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

interface LeaseRow {
  holder: string;
  token: number;
  expires_at: number;
}

/**
 * The lease of one shard (a node's games, `NODE_NAME`) in the shared database: at most one
 * process holds it at a time, until it expires unless renewed. Each change of holder raises the
 * fencing token by one; {@link assertHeld} runs inside every append's transaction, so a process
 * that lost the lease (paused, cut off, or replaced by a standby after the expiry) can never
 * append again, whatever it believes.
 */
export class ShardLease {
  private readonly db: SqlDatabase;
  private readonly s: Record<'read' | 'insert' | 'take' | 'renew' | 'release', SqlStatement>;
  /** The token this process holds, or null. */
  token: number | null = null;
  /** The shard (node name). */
  readonly shard: string;
  /** This process, as the lease names it (unique per process start). */
  readonly holder: string;
  /** How long the lease lasts without renewal. */
  readonly ttlMs: number;

  constructor(db: SqlDatabase, shard: string, holder: string, ttlMs: number) {
    this.db = db;
    this.shard = shard;
    this.holder = holder;
    this.ttlMs = ttlMs;
    this.s = {
      read: db.prepare('SELECT holder, token, expires_at FROM shard_leases WHERE shard = ?'),
      insert: db.prepare(
        'INSERT INTO shard_leases (shard, holder, token, expires_at) VALUES (?, ?, 1, ?)',
      ),
      take: db.prepare(
        'UPDATE shard_leases SET holder = ?, token = token + 1, expires_at = ? WHERE shard = ?',
      ),
      renew: db.prepare(
        'UPDATE shard_leases SET expires_at = ? WHERE shard = ? AND holder = ? AND token = ?',
      ),
      release: db.prepare(
        'UPDATE shard_leases SET expires_at = 0 WHERE shard = ? AND holder = ? AND token = ?',
      ),
    };
  }

  /**
   * Takes the lease if it is free or expired (a new token), or renews it if this process holds
   * it. Returns whether this process holds it now.
   */
  tryAcquire(now: number): boolean {
    return this.db.transaction(() => {
      const row = this.s.read.get(this.shard) as LeaseRow | undefined;
      const until = now + this.ttlMs;
      if (!row) {
        this.s.insert.run(this.shard, this.holder, until);
        this.token = 1;
        return true;
      }
      if (row.holder === this.holder && Number(row.token) === this.token) {
        this.s.renew.run(until, this.shard, this.holder, this.token);
        return true;
      }
      if (Number(row.expires_at) > now) {
        this.token = null;
        return false;
      }
      this.s.take.run(this.holder, until, this.shard);
      this.token = Number(row.token) + 1;
      return true;
    })();
  }

  /** Throws {@link LeaseLostError} unless this process holds the lease at `now`. */
  assertHeld(now: number): void {
    const row = this.s.read.get(this.shard) as LeaseRow | undefined;
    if (
      !row ||
      this.token === null ||
      row.holder !== this.holder ||
      Number(row.token) !== this.token ||
      Number(row.expires_at) <= now
    )
      throw new LeaseLostError(`lease of shard ${this.shard} lost (token ${this.token})`);
  }

  /** Lets the lease go at once (graceful shutdown), so a standby need not wait for the expiry. */
  release(): void {
    if (this.token !== null) this.s.release.run(this.shard, this.holder, this.token);
    this.token = null;
  }
}

/** The part of a game store whose writes append to game logs. */
interface Appending {
  append(...args: never[]): unknown;
  appendMany(...args: never[]): unknown;
}

/**
 * Makes every append of `store` check, in the same transaction, that `lease` is still held:
 * an append after the lease was lost throws {@link LeaseLostError} and writes nothing. Wraps
 * the store object in place (its other methods are untouched).
 */
export function fenceAppends(
  store: Appending,
  db: SqlDatabase,
  lease: ShardLease,
  now: () => number,
): void {
  for (const name of ['append', 'appendMany'] as const) {
    const inner = store[name].bind(store) as (...args: unknown[]) => unknown;
    const fenced = db.transaction((...args: unknown[]) => {
      lease.assertHeld(now());
      return inner(...args);
    });
    (store as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => fenced(...args);
  }
}
