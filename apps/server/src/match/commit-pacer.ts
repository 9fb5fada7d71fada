/** How group commits are paced (`COMMIT_WINDOW_MS`, docs/operations.md). */
export interface CommitPacing {
  /** Longest a change waits for others to share its transaction, in ms; 0: never waits. */
  readonly windowMs: number;
  /** Changes per second from which the server is busy enough to wait (default 500). */
  readonly busyPerSecond: number;
}

/** The default pacing: wait up to 2 ms for company from 500 changes a second. */
export const DEFAULT_COMMIT_PACING: CommitPacing = { windowMs: 2, busyPerSecond: 500 };

/** Length of the buckets in which changes are counted, in ms. */
const BUCKET_MS = 100;

/**
 * Decides when the next group commit runs. While changes come slowly, a change is committed at
 * the end of the event-loop turn it was made in, as soon as possible. When they come fast (at
 * least `busyPerSecond` in the last full 100 ms), a commit waits until `windowMs` after the
 * previous one, so that one transaction carries the changes of several turns: a commit has a
 * fixed cost (the transaction, the WAL pages it writes) that is then shared. The wait is bounded
 * by the window, and nothing is acknowledged before its commit either way.
 */
export class CommitPacer {
  private readonly pacing: CommitPacing;
  private bucketStart = Number.NEGATIVE_INFINITY;
  private inBucket = 0;
  private lastBucketRate = 0;
  private lastCommit = Number.NEGATIVE_INFINITY;

  constructor(pacing: CommitPacing = DEFAULT_COMMIT_PACING) {
    this.pacing = pacing;
  }

  /** Counts a change made at `now` (ms, monotonic). */
  changed(now: number): void {
    if (now >= this.bucketStart + BUCKET_MS) {
      const gap = now - this.bucketStart;
      // The bucket that just ended gives the rate; one that ended long ago says nothing came.
      this.lastBucketRate = gap < 2 * BUCKET_MS ? (this.inBucket * 1000) / BUCKET_MS : 0;
      this.bucketStart = now;
      this.inBucket = 0;
    }
    this.inBucket += 1;
  }

  /** Whether changes come fast enough to wait for company. */
  get busy(): boolean {
    return this.pacing.windowMs > 0 && this.lastBucketRate >= this.pacing.busyPerSecond;
  }

  /** How long the commit of changes waiting at `now` should wait, in ms (0: this turn). */
  delay(now: number): number {
    if (!this.busy) return 0;
    return Math.max(0, this.lastCommit + this.pacing.windowMs - now);
  }

  /** Notes a commit that ran at `now`. */
  committed(now: number): void {
    this.lastCommit = now;
  }
}
