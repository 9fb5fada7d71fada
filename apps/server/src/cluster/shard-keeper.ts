import type { SqlDatabase } from '../db/sql-database.js';
import { leaseReader, LeaseLostError, ShardLease, type LeaseRow } from './shard-lease.js';
import { nodeOfHolder, successors, takeoverDelay } from './succession.js';

/** What a {@link ShardKeeper} tells its process, synchronously, as leases come and go. */
export interface ShardKeeperEvents {
  /** Another node's shard was taken: its games are now this process's to run. */
  taken?(shard: string, token: number): void;
  /** `shard` is about to be handed on: the lease is still held; commit what is pending. */
  handingOn?(shard: string): void;
  /** `shard` is no longer held (handed on, or lost): forget its games, close their sockets. */
  dropped?(shard: string, reason: 'handed on' | 'lost'): void;
  /** The node's own lease was lost to another process: this process must stop. */
  homeLost?(): void;
}

/** Settings of a {@link ShardKeeper}. */
export interface ShardKeeperOptions {
  readonly db: SqlDatabase;
  /** This node's name (`NODE_NAME`): its own shard. */
  readonly home: string;
  /** This process in the lease table; must start with `<home>@`. */
  readonly holder: string;
  /** Lifetime of a lease without renewal (`NODE_LEASE_MS`). */
  readonly ttlMs: number;
}

/**
 * The shard leases one process holds: its own node's, plus those of dead nodes it took over by
 * the rule of `succession.ts`. {@link tick} runs every fraction of a lease time: it renews each
 * lease, hands a taken shard back to its own node when that node asks (started again) or on to
 * an earlier successor that is alive again (so that the reverse proxy, which sends a dead node's
 * traffic to its first live `backup`, and the lease agree), and takes the expired shards that
 * fall to this node. A lease that could not be renewed is dropped at once; losing its own
 * node's lease is reported with {@link ShardKeeperEvents.homeLost}.
 */
export class ShardKeeper {
  private readonly leases = new Map<string, ShardLease>();
  private readonly options: ShardKeeperOptions;
  private readonly events: ShardKeeperEvents;
  private readonly readLeases: () => LeaseRow[];

  constructor(options: ShardKeeperOptions, events: ShardKeeperEvents = {}) {
    if (!options.holder.startsWith(`${options.home}@`))
      throw new Error(`holder ${options.holder} must start with ${options.home}@`);
    this.options = options;
    this.events = events;
    this.readLeases = leaseReader(options.db);
  }

  /** This node's name. */
  get home(): string {
    return this.options.home;
  }

  /** Whether this process holds `shard` (and may run its games). */
  holds(shard: string): boolean {
    return this.leases.has(shard);
  }

  /** The shards held, own first. */
  held(): string[] {
    const others = [...this.leases.keys()].filter((s) => s !== this.home).sort();
    return this.leases.has(this.home) ? [this.home, ...others] : others;
  }

  /** The fencing token this process holds for `shard`, or null. */
  tokenOf(shard: string): number | null {
    return this.leases.get(shard)?.token ?? null;
  }

  /**
   * One attempt at this node's own lease: taken if free or expired. Otherwise, if a survivor
   * holds it, asks for it back (the survivor hands it over at its next tick). Returns whether
   * it is held now.
   */
  acquireHome(now: number): boolean {
    const lease =
      this.leases.get(this.home) ??
      new ShardLease(this.options.db, this.home, this.options.holder, this.options.ttlMs);
    if (lease.tryAcquire(now)) {
      this.leases.set(this.home, lease);
      return true;
    }
    lease.askBack(now + this.options.ttlMs);
    return false;
  }

  /**
   * Throws {@link LeaseLostError} unless this process holds `shard` at `now`; run inside the
   * transaction of every append to one of its games.
   */
  assertHeld(shard: string, now: number): void {
    const lease = this.leases.get(shard);
    if (!lease) throw new LeaseLostError(`shard ${shard} is not held by this process`);
    lease.assertHeld(now);
  }

  /** Renews, hands on and takes leases as described on the class. */
  tick(now: number): void {
    const rows = this.readLeases();
    const byShard = new Map(rows.map((r) => [r.shard, r]));
    const alive = (node: string): boolean => {
      const row = byShard.get(node);
      return (
        node === this.home || (!!row && row.expiresAt > now && nodeOfHolder(row.holder) === node)
      );
    };
    const nodes = [this.home, ...byShard.keys()];
    for (const [shard, lease] of [...this.leases]) {
      const row = byShard.get(shard);
      if (shard !== this.home && row && this.shouldHandOn(row, now, nodes, alive))
        this.handOn(shard, lease, now);
      else if (!lease.renew(now)) this.lost(shard);
    }
    // A process that lost its own node is stopping; one that never held it takes nothing.
    if (!this.leases.has(this.home)) return;
    for (const row of rows) {
      if (row.shard === this.home || this.leases.has(row.shard)) continue;
      if (row.expiresAt > now || row.wantedUntil > now) continue;
      const delay = takeoverDelay(row.shard, this.home, nodes, alive, this.options.ttlMs);
      // Free since the later of its expiry and the end of a request to give it back.
      if (delay === null || now - Math.max(row.expiresAt, row.wantedUntil) < delay) continue;
      const lease = new ShardLease(
        this.options.db,
        row.shard,
        this.options.holder,
        this.options.ttlMs,
      );
      if (!lease.take(now, row.token)) continue;
      this.leases.set(row.shard, lease);
      this.events.taken?.(row.shard, lease.token!);
    }
  }

  /**
   * Whether a taken shard should go: its own node asks for it back, or a successor before this
   * node is alive (the proxy sends the shard's traffic there).
   */
  private shouldHandOn(
    row: LeaseRow,
    now: number,
    nodes: readonly string[],
    alive: (node: string) => boolean,
  ): boolean {
    if (row.wantedUntil > now) return true;
    const order = successors(row.shard, nodes);
    return order.slice(0, Math.max(0, order.indexOf(this.home))).some(alive);
  }

  private handOn(shard: string, lease: ShardLease, now: number): void {
    this.events.handingOn?.(shard);
    this.leases.delete(shard);
    lease.release(now);
    this.events.dropped?.(shard, 'handed on');
  }

  private lost(shard: string): void {
    this.leases.delete(shard);
    if (shard === this.home) this.events.homeLost?.();
    else this.events.dropped?.(shard, 'lost');
  }
}
