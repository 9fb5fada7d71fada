import type { GameStore } from '../store/types.js';
import type { PreparedChange } from './commit.js';
import { CommitPacer } from './commit-pacer.js';

/** Called once the change is durable, with this change's share of the transaction time. */
export type OnDurable = (dbSeconds: number) => void;

/** Called when the change could not be stored (after its game was put back as stored). */
export type OnFailed = (error: unknown, wholeBatch: boolean) => void;

/**
 * Called when changes could not be stored, with the error by game id: those games are ahead of
 * the database in memory and must be put back. `wholeBatch` is true when the transaction failed as
 * a whole (the storage refuses writes); otherwise the other games of the batch were committed.
 */
export type OnCommitFailure = (failures: ReadonlyMap<string, unknown>, wholeBatch: boolean) => void;

/**
 * Group commit. Changes prepared in the same event-loop turn are stored together in one SQLite
 * transaction at the end of the turn (`setImmediate`), and only then are their callbacks run —
 * acknowledgements and broadcasts. Nothing about a change leaves the server before its
 * transaction committed; a busy server pays for one commit per turn instead of one per order,
 * and when changes come fast the {@link CommitPacer} lets a commit wait a moment (at most its
 * window, 2 ms by default) so that the changes of several turns share it.
 * `flush()` commits at once (before a welcome, on shutdown). No transaction spans an `await`.
 * A game whose changes cannot be stored fails alone; the other games of the batch are acknowledged.
 */
export class CommitQueue {
  private batch: { change: PreparedChange; onDurable: OnDurable; onFailed: OnFailed | null }[] = [];
  private after: (() => void)[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private waiting: NodeJS.Timeout | null = null;
  private readonly store: GameStore;
  private readonly onFailure: OnCommitFailure;
  private readonly pacer: CommitPacer;
  /** True from a group commit the storage refused as a whole until one succeeds again. */
  storageRefusing = false;

  constructor(
    store: GameStore,
    onFailure: OnCommitFailure,
    pacer: CommitPacer = new CommitPacer(),
  ) {
    this.store = store;
    this.onFailure = onFailure;
    this.pacer = pacer;
  }

  /** Changes waiting for the next commit. */
  get size(): number {
    return this.batch.length;
  }

  /**
   * Queues a prepared change; `onDurable` runs after its transaction committed, `onFailed` if it
   * could not be stored.
   */
  enqueue(change: PreparedChange, onDurable: OnDurable, onFailed?: OnFailed): void {
    this.batch.push({ change, onDurable, onFailed: onFailed ?? null });
    this.schedule();
  }

  /** Runs `callback` after the next commit (at once when nothing is waiting). */
  afterCommit(callback: () => void): void {
    if (this.batch.length === 0) return callback();
    this.after.push(callback);
  }

  /** Commits everything waiting now, then runs the callbacks in order. */
  flush(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    if (this.waiting) clearTimeout(this.waiting);
    this.scheduled = null;
    this.waiting = null;
    const batch = this.batch;
    const after = this.after;
    this.batch = [];
    this.after = [];
    if (batch.length === 0) {
      for (const callback of after) callback();
      return;
    }
    const t0 = performance.now();
    this.pacer.committed(t0);
    let failures: ReadonlyMap<string, unknown>;
    try {
      // A prepared change is an append item as it is (game, entry, header, snapshot).
      failures = this.store.appendMany(batch.map(({ change }) => change));
    } catch (error) {
      this.storageRefusing = true;
      this.onFailure(new Map(batch.map(({ change }) => [change.gameId, error])), true);
      for (const { onFailed } of batch) onFailed?.(error, true);
      return;
    }
    const share = (performance.now() - t0) / 1000 / batch.length;
    this.storageRefusing = false;
    if (failures.size > 0) this.onFailure(failures, false);
    for (const { change, onDurable, onFailed } of batch) {
      const failure = failures.get(change.gameId);
      if (failure === undefined) onDurable(share);
      else onFailed?.(failure, false);
    }
    for (const callback of after) callback();
  }

  private schedule(): void {
    const now = performance.now();
    this.pacer.changed(now);
    if (this.scheduled || this.waiting) return;
    const wait = this.pacer.delay(now);
    if (wait > 0) this.waiting = setTimeout(() => this.flush(), wait);
    else this.scheduled = setImmediate(() => this.flush());
  }
}
