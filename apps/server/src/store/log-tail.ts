import type { GameProgress, GameRecordRow } from './types.js';

/** Most entries a game keeps in the log tail before they are moved into its log. */
export const TAIL_MAX_ENTRIES = 64;

/** One row of a game's tail: the entry's seq and the row's id in `log_tail`. */
export interface TailRow {
  readonly seq: number;
  readonly id: number;
}

/**
 * A game's tail rows, oldest first, as a persistent list: {@link with} makes a longer list that
 * shares this one, so a tail grows by one row in constant time and no list is ever changed. (A
 * copied array cost a copy of the whole tail, up to 64 rows, for every entry appended.)
 */
export class TailRows implements Iterable<TailRow> {
  /** The list without rows. */
  static readonly EMPTY = new TailRows(null, null, 0, null);

  private readonly newest: TailRow | null;
  private readonly before: TailRows | null;
  /** How many rows the list holds. */
  readonly length: number;
  /** Id of the oldest row, or `null` when there is none. */
  readonly oldestId: number | null;

  private constructor(
    newest: TailRow | null,
    before: TailRows | null,
    length: number,
    oldestId: number | null,
  ) {
    this.newest = newest;
    this.before = before;
    this.length = length;
    this.oldestId = oldestId;
  }

  /** The list of `rows`, in the order given (oldest first). */
  static of(rows: Iterable<TailRow>): TailRows {
    let list = TailRows.EMPTY;
    for (const row of rows) list = list.with(row);
    return list;
  }

  /** This list with `row` after its newest row. */
  with(row: TailRow): TailRows {
    return new TailRows(
      { seq: row.seq, id: row.id },
      this,
      this.length + 1,
      this.oldestId ?? row.id,
    );
  }

  /** The rows, oldest first. */
  toArray(): TailRow[] {
    const rows = new Array<TailRow>(this.length);
    if (this.length === 0) return rows;
    rows[this.length - 1] = this.newest!;
    let list = this.before;
    for (let i = this.length - 2; i >= 0; i -= 1) {
      rows[i] = list!.newest!;
      list = list!.before;
    }
    return rows;
  }

  [Symbol.iterator](): Iterator<TailRow> {
    return this.toArray()[Symbol.iterator]();
  }
}

/**
 * A game's tail as the store knows it while it runs: which rows of `log_tail` hold the game's
 * latest entries, the header as last written to `games`, and the header as of the last entry.
 * Values are replaced, never changed, so that a rolled-back transaction leaves nothing behind.
 */
export interface GameTail {
  /** The header's `seq`, `status` and `deadline_at` as last written to the games row. */
  readonly written: Pick<GameProgress, 'seq' | 'status' | 'deadlineAt'>;
  /** Tail rows not yet moved into the log, oldest first. */
  readonly rows: TailRows;
  /** The header after the game's last entry. */
  readonly progress: GameProgress;
  /** Time of the game's last entry (the header's `started_at` falls back to it). */
  readonly at: number;
}

/**
 * Whether an entry must move the game's tail into the log and write its header now, instead of
 * being appended to the tail: at a snapshot (the snapshot and the entries it covers are then in
 * the log), when the status changes (the lobby lists by status), when the earliest deadline moves
 * earlier or appears (the clock sweep reads the stored deadline, which must never be later than
 * the real one; a stored deadline that is too early only costs a look), and when the tail is full.
 */
export function mustSettle(tail: GameTail, progress: GameProgress, snapshot: boolean): boolean {
  if (snapshot || progress.status !== tail.written.status) return true;
  if (tail.rows.length + 1 >= TAIL_MAX_ENTRIES) return true;
  const stored = tail.written.deadlineAt;
  const next = progress.deadlineAt;
  return next !== null && (stored === null || next < stored);
}

/** A stored header with the progress of the entries still in the tail laid over it. */
export function withTail(row: GameRecordRow, tail: GameTail | undefined): GameRecordRow {
  if (!tail || tail.rows.length === 0) return row;
  const p = tail.progress;
  return {
    ...row,
    seq: p.seq,
    hashSeq: p.hashSeq,
    stateHash: p.stateHash,
    status: p.status,
    result: p.result,
    clocks: p.clocks,
    deadlineAt: p.deadlineAt,
    finishedAt: p.finishedAt,
    startedAt: row.startedAt ?? (p.status === 'open' ? null : tail.at),
  };
}
