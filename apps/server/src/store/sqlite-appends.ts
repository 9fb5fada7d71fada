import type { SqlDatabase as Database } from '../db/sql-database.js';
import { isStorageError } from '../util/storage-errors.js';
import { mustSettle, TailRows } from './log-tail.js';
import type { SqliteLogTail, StagedTails } from './sqlite-log-tail.js';
import { writeEntry, writeProgress, type Statements } from './sqlite-writes.js';
import type { AppendItem } from './types.js';

const NO_FAILURES: ReadonlyMap<string, unknown> = new Map();

/** Items grouped by game, each group in its original order. */
function groupByGame(items: readonly AppendItem[]): Map<string, AppendItem[]> {
  const groups = new Map<string, AppendItem[]>();
  for (const item of items) {
    const group = groups.get(item.gameId);
    if (group) group.push(item);
    else groups.set(item.gameId, [item]);
  }
  return groups;
}

/**
 * The log appends of the game store: a batch of entries in one transaction, each to its game's
 * log tail or, when the tail must settle (see {@link mustSettle}), with the tail into the log and
 * the game's header written; and, when a batch fails, the same batch again game by game.
 */
export class SqliteAppends {
  private readonly stmt: Statements;
  private readonly tail: SqliteLogTail;
  /**
   * Whether new entries go to the log tail. Off for a node of a cluster: its games can move to
   * another node, which would not know its tail rows, so every entry is settled at once.
   */
  private readonly logTail: boolean;
  private readonly appendManyTx: (items: readonly AppendItem[]) => StagedTails;
  private readonly appendEachGameTx: (items: readonly AppendItem[]) => {
    failures: Map<string, unknown>;
    staged: StagedTails;
  };

  constructor(db: Database, stmt: Statements, tail: SqliteLogTail, logTail: boolean) {
    this.stmt = stmt;
    this.tail = tail;
    this.logTail = logTail;
    this.appendManyTx = db.transaction((items: readonly AppendItem[]) => {
      const staged: StagedTails = new Map();
      this.writeItems(items, staged);
      this.tail.maintain(staged);
      return staged;
    });
    // The slow path after a failed group commit: one savepoint per game (better-sqlite3 nests
    // transactions as savepoints), so that one game's bad entry cannot fail the others.
    const appendOneGame = db.transaction((items: readonly AppendItem[], staged: StagedTails) =>
      this.writeItems(items, staged),
    );
    this.appendEachGameTx = db.transaction((items: readonly AppendItem[]) => {
      const failures = new Map<string, unknown>();
      const staged: StagedTails = new Map();
      for (const [gameId, gameItems] of groupByGame(items)) {
        const mine: StagedTails = new Map();
        try {
          appendOneGame(gameItems, mine);
          for (const [id, tail] of mine) staged.set(id, tail);
        } catch (error) {
          // A fault of the storage fails the whole batch; only the game's own data fails alone.
          if (isStorageError(error)) throw error;
          failures.set(gameId, error);
        }
      }
      this.tail.maintain(staged);
      return { failures, staged };
    });
  }

  /**
   * Stores the items in one transaction; when that fails, game by game, so that only the games
   * whose own entries fail are left out. Returns the failures by game id; a fault of the whole
   * database is thrown.
   */
  appendMany(items: readonly AppendItem[]): ReadonlyMap<string, unknown> {
    try {
      // The fast path: the whole batch in one transaction.
      this.tail.commit(this.appendManyTx(items));
      return NO_FAILURES;
    } catch {
      // Something in the batch failed and nothing was stored: store it again game by game.
      // A fault of the whole database fails here too and is thrown.
      const { failures, staged } = this.appendEachGameTx(items);
      this.tail.commit(staged);
      return failures;
    }
  }

  /** Stores one item in its own transaction; throws when it cannot. */
  appendOne(item: AppendItem): void {
    this.tail.commit(this.appendManyTx([item]));
  }

  /** Writes entries in order: each to its game's tail, or with the tail into the log. */
  private writeItems(items: readonly AppendItem[], staged: StagedTails): void {
    for (const item of items) {
      const tail = this.tail.of(item.gameId, staged);
      const { entry, progress } = item;
      if (entry.seq !== tail.progress.seq + 1) {
        throw new Error(
          `game ${item.gameId}: entry ${entry.seq} does not follow stored entry ${tail.progress.seq}`,
        );
      }
      if (this.logTail && !mustSettle(tail, progress, item.snapshot !== null)) {
        staged.set(item.gameId, {
          written: tail.written,
          rows: tail.rows.with({ seq: entry.seq, id: this.tail.appendRow(item) }),
          progress,
          at: entry.at,
        });
        continue;
      }
      this.tail.moveRows(tail);
      writeEntry(this.stmt, item);
      writeProgress(this.stmt, item.gameId, progress, entry.at, tail.written);
      staged.set(item.gameId, {
        written: { seq: progress.seq, status: progress.status, deadlineAt: progress.deadlineAt },
        rows: TailRows.EMPTY,
        progress,
        at: entry.at,
      });
    }
  }
}
