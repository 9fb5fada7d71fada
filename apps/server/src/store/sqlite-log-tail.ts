import type { SqlDatabase as Database } from '../db/sql-database.js';
import { TailRows, type GameTail } from './log-tail.js';
import { toGame, type GameDbRow, type TailDbRow } from './sqlite-rows.js';
import { MOVE_TAIL_ROWS } from './sqlite-statements.js';
import { entryColumns, writeProgress, type Statements } from './sqlite-writes.js';
import { WHOLE_TAIL, type TailRange } from './tail-range.js';
import type { AppendItem, GameRecordRow } from './types.js';

/** When the log tail's upkeep runs and how much it may do at a time. */
export interface TailUpkeep {
  /** Tail rows inserted between two looks for stale tails. */
  readonly lookEvery: number;
  /** Tail rows inserted between two removals of moved rows (`DELETE … WHERE id < ?`). */
  readonly purgeEvery: number;
  /** A game whose oldest tail row is this many rows behind the newest is moved into its log. */
  readonly staleRows: number;
  /**
   * Most tail rows one look moves into the log (a game's tail is never split). Without a bound,
   * games that all started together went stale together: one commit moved a thousand tails and
   * held the event loop for 100–150 ms at 3,000 orders/s. It must be larger than `lookEvery`,
   * or the rows waiting to move would grow faster than they are moved.
   */
  readonly moveBudgetRows: number;
}

/**
 * The upkeep of a server: a look every 512 rows, moving at most 1,024 rows. A look walks every
 * game the store appended to (a thousand or more on a busy server); every 256 rows it cost about
 * 1.5 % of the main thread at 3,000 orders/s.
 */
export const DEFAULT_TAIL_UPKEEP: TailUpkeep = {
  lookEvery: 512,
  purgeEvery: 2048,
  staleRows: 16_384,
  moveBudgetRows: 1024,
};

/** Tails changed by a transaction, made current only once it committed. */
export type StagedTails = Map<string, GameTail>;

/** A game's header as stored in `games`, without any tail laid over it. */
export function storedHeader(stmt: Statements, gameId: string): GameRecordRow | undefined {
  const row = stmt.getGame!.get(gameId) as GameDbRow | undefined;
  return row ? toGame(row) : undefined;
}

/**
 * The upkeep of the log tail (`log_tail`, migration 12) for one store: which tail rows hold each
 * game's latest entries, moving a tail into its game's log (writing the header with it), the
 * periodic removal of moved rows, and recovery of the tails an earlier process left behind. The
 * store's transactions stage their tails here and make them current with {@link commit}. It
 * writes, removes and recovers only the rows of its own range of ids ({@link TailRange}).
 */
export class SqliteLogTail {
  /** Each game's tail, for the games this store appended to since it opened. */
  private readonly tails = new Map<string, GameTail>();
  /** Tail rows inserted since moved rows were last removed. */
  private insertedSincePurge = 0;
  /** Tail rows inserted since the last look for stale tails. */
  private insertedSinceLook = 0;
  /** Id of the newest tail row (the range's start while there is none). */
  private lastTailId: number;

  private readonly db: Database;
  private readonly stmt: Statements;
  private readonly upkeep: TailUpkeep;
  private readonly range: TailRange;

  /**
   * @param range the ids of `log_tail` this store writes and recovers (default: all of them,
   *   for a server alone).
   */
  constructor(
    db: Database,
    stmt: Statements,
    upkeep: TailUpkeep = DEFAULT_TAIL_UPKEEP,
    range: TailRange = WHOLE_TAIL,
  ) {
    this.db = db;
    this.stmt = stmt;
    this.upkeep = upkeep;
    this.range = range;
    this.lastTailId = range.from;
  }

  /**
   * Moves every tail row of this store's range left by an earlier process into the log and
   * rebuilds each game's header from its last tail row, in one transaction; the range is then
   * empty, and new rows start at its beginning. Rows already moved (seq at or below the
   * header's) are skipped. On a read-only database nothing is written: the tails are kept in
   * memory and laid over the headers as while the server ran.
   */
  recover(): void {
    const { from, to } = this.range;
    if (this.db.readonly) {
      for (const [gameId, tail] of this.storedTails()) this.tails.set(gameId, tail);
      return;
    }
    if (this.stmt.tailAny!.get(from, to) === undefined) return;
    // Read inside the write transaction: another process on the same file may recover first.
    this.db.transaction(() => {
      for (const [gameId, tail] of this.storedTails()) this.moveIntoLog(gameId, tail);
      this.stmt.deleteTail!.run(from, to);
    })();
  }

  /** The tail rows of this range that continue their games' headers, as each game's tail. */
  private storedTails(): Map<string, GameTail> {
    const rows = this.stmt.tailAll!.all(this.range.from, this.range.to) as TailDbRow[];
    const found = new Map<string, { header: GameRecordRow; rows: TailDbRow[] }>();
    for (const row of rows) {
      let game = found.get(row.game_id);
      if (!game) {
        const header = storedHeader(this.stmt, row.game_id);
        if (!header) continue;
        game = { header, rows: [] };
        found.set(row.game_id, game);
      }
      if (row.seq === (game.rows.at(-1)?.seq ?? game.header.seq) + 1) game.rows.push(row);
    }
    const recovered = new Map<string, GameTail>();
    for (const [gameId, { header, rows: tailRows }] of found) {
      const last = tailRows.at(-1);
      if (!last) continue;
      const hashed = tailRows.findLast((r) => r.state_hash !== null);
      recovered.set(gameId, {
        written: { seq: header.seq, status: header.status, deadlineAt: header.deadlineAt },
        rows: TailRows.of(tailRows),
        progress: {
          seq: last.seq,
          hashSeq: hashed ? hashed.seq : header.hashSeq,
          stateHash: hashed ? hashed.state_hash! : header.stateHash,
          status: last.status,
          result: last.result_json === null ? null : JSON.parse(last.result_json),
          clocks: JSON.parse(last.clocks_json),
          deadlineAt: last.deadline_at,
          finishedAt: last.finished_at,
        },
        at: last.at,
      });
    }
    return recovered;
  }

  /** The game's committed tail, if this store keeps one. */
  current(gameId: string): GameTail | undefined {
    return this.tails.get(gameId);
  }

  /** The game's tail: as staged by this transaction, as committed, or read from its header. */
  of(gameId: string, staged: StagedTails): GameTail {
    const known = staged.get(gameId) ?? this.tails.get(gameId);
    if (known) return known;
    const header = storedHeader(this.stmt, gameId);
    if (!header) throw new Error(`game ${gameId} not found while writing progress`);
    // The header is exact here (no tail of this process); a log row past it is a conflict.
    const logged = (this.stmt.lastLogSeq!.get(gameId) as { seq: number | null }).seq ?? 0;
    return {
      written: { seq: header.seq, status: header.status, deadlineAt: header.deadlineAt },
      rows: TailRows.EMPTY,
      progress: {
        seq: Math.max(header.seq, logged),
        hashSeq: header.hashSeq,
        stateHash: header.stateHash,
        status: header.status,
        result: header.result,
        clocks: header.clocks,
        deadlineAt: header.deadlineAt,
        finishedAt: header.finishedAt,
      },
      at: header.startedAt ?? header.createdAt,
    };
  }

  /** Appends an entry to the log tail with the header after it; returns the row's id. */
  appendRow(item: AppendItem): number {
    const { entry, progress } = item;
    // A rolled-back transaction leaves its ids unused: a gap in the range does no harm.
    const id = this.lastTailId + 1;
    if (id >= this.range.to) throw new Error('the log tail has used up its range of row ids');
    this.stmt.insertTail!.run(
      id,
      ...entryColumns(item.gameId, entry),
      progress.status,
      progress.result === null ? null : JSON.stringify(progress.result),
      JSON.stringify(progress.clocks),
      progress.deadlineAt,
      progress.finishedAt,
    );
    this.insertedSincePurge += 1;
    this.insertedSinceLook += 1;
    this.lastTailId = id;
    return id;
  }

  /** Moves the tail's rows into the game's log; the caller writes the header. */
  moveRows(tail: GameTail): void {
    const ids = tail.rows.toArray().map((row) => row.id);
    for (let from = 0; from < ids.length; from += MOVE_TAIL_ROWS) {
      const chunk = ids.slice(from, from + MOVE_TAIL_ROWS);
      const last = chunk[chunk.length - 1]!;
      while (chunk.length < MOVE_TAIL_ROWS) chunk.push(last);
      this.stmt.moveTail!.run(...chunk);
    }
  }

  /** Moves the tail's rows into the game's log and writes the header as of its last entry. */
  private moveIntoLog(gameId: string, tail: GameTail): void {
    this.moveRows(tail);
    writeProgress(this.stmt, gameId, tail.progress, tail.at, tail.written);
  }

  /**
   * Every `lookEvery` tail rows: moves the tails of games that have been quiet for `staleRows`
   * rows into their logs, oldest first and at most about `moveBudgetRows` rows at a time (the
   * rest wait for the next look). Every `purgeEvery` rows it then removes every tail row older
   * than the oldest one still needed, in one range.
   */
  maintain(staged: StagedTails): void {
    if (this.insertedSinceLook < this.upkeep.lookEvery) return;
    this.insertedSinceLook = 0;
    let keepFrom = this.lastTailId + 1;
    const staleBefore = this.lastTailId - this.upkeep.staleRows;
    const stale: { gameId: string; tail: GameTail; oldest: number }[] = [];
    const look = (gameId: string, tail: GameTail): void => {
      const oldest = tail.rows.oldestId;
      if (oldest === null) return;
      if (oldest >= staleBefore) keepFrom = Math.min(keepFrom, oldest);
      else stale.push({ gameId, tail, oldest });
    };
    // Every game once, as staged by this transaction or else as committed. This runs over every
    // game the store appended to, so it walks the maps as they are instead of joining their keys.
    for (const [gameId, committed] of this.tails) look(gameId, staged.get(gameId) ?? committed);
    for (const [gameId, tail] of staged) if (!this.tails.has(gameId)) look(gameId, tail);
    stale.sort((a, b) => a.oldest - b.oldest);
    let moved = 0;
    for (const { gameId, tail, oldest } of stale) {
      if (moved >= this.upkeep.moveBudgetRows) {
        keepFrom = Math.min(keepFrom, oldest);
        continue;
      }
      this.moveIntoLog(gameId, tail);
      moved += tail.rows.length;
      const { seq, status, deadlineAt } = tail.progress;
      staged.set(gameId, { ...tail, written: { seq, status, deadlineAt }, rows: TailRows.EMPTY });
    }
    if (this.insertedSincePurge < this.upkeep.purgeEvery) return;
    this.insertedSincePurge = 0;
    this.stmt.deleteTail!.run(this.range.from, keepFrom);
  }

  /**
   * Moves every game's tail into its log and writes its header, then empties this store's range
   * of the tail: on a clean shutdown, so that the file holds exact headers for tools that read
   * it without this store.
   */
  settleAll(): void {
    this.db.transaction(() => {
      for (const [gameId, tail] of this.tails)
        if (tail.rows.length > 0) this.moveIntoLog(gameId, tail);
      this.stmt.deleteTail!.run(this.range.from, this.range.to);
    })();
    this.tails.clear();
    this.insertedSincePurge = 0;
    this.insertedSinceLook = 0;
  }

  /** Makes a committed transaction's tails current. */
  commit(staged: StagedTails): void {
    for (const [gameId, tail] of staged) {
      // A game without tail rows needs no bookkeeping: its header is exact.
      if (tail.rows.length === 0 && tail.progress.status === 'finished') this.tails.delete(gameId);
      else this.tails.set(gameId, tail);
    }
  }

  /** Forgets a game's tail: its header was written exactly, or the game was removed. */
  forget(gameId: string): void {
    this.tails.delete(gameId);
  }

  /** The game's tail rows with `from <= seq <= to`, in order. */
  rows(gameId: string, from: number, to: number): TailDbRow[] {
    const tail = this.tails.get(gameId);
    if (!tail) return [];
    const rows: TailDbRow[] = [];
    for (const { seq, id } of tail.rows)
      if (seq >= from && seq <= to) rows.push(this.stmt.tailRow!.get(id) as TailDbRow);
    return rows;
  }
}
