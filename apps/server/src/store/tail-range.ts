/**
 * The ids of `log_tail` that one store writes, and recovers when it opens: `from < id < to`.
 *
 * A server alone owns the whole table. Each worker of a `WORKERS=N` server owns a range of its
 * own, so several processes can keep a log tail in one database file: a worker appends, moves,
 * purges and, after a crash, recovers only its own rows, and the other workers' rows are never
 * touched. A worker always owns the same games (the hash ring of its name) and is restarted
 * under the same name, so the rows of a worker that died are recovered by its successor.
 */
export interface TailRange {
  /** Ids are greater than this. */
  readonly from: number;
  /** Ids are less than this. */
  readonly to: number;
}

/** Ids in one worker's range: 2⁴⁰, a trillion rows, far more than a tail ever holds at once. */
const WORKER_SPAN = 2 ** 40;

/**
 * The whole table: a server alone. It recovers what every earlier process left, workers
 * included, and its own ids stay below the first worker's range (they restart at 1 whenever
 * the tail is empty, as it is after every recovery).
 */
export const WHOLE_TAIL: TailRange = { from: 0, to: Number.MAX_SAFE_INTEGER };

/** The range of worker `index` (`w0` is 0) of a `WORKERS=N` server; ranges never overlap. */
export function workerTailRange(index: number): TailRange {
  if (!Number.isInteger(index) || index < 0 || index > 8000)
    throw new RangeError(`no log tail range for worker ${index}`);
  return { from: (index + 1) * WORKER_SPAN, to: (index + 2) * WORKER_SPAN };
}
