import type { SqlStatement as Statement } from '../db/sql-database.js';
import { cachedJson } from '../util/json-cache.js';
import type { AppendItem, GameProgress, LogEntry, Snapshot } from './types.js';

/** The prepared statements of the game store, by name (see `sqlite-statements.ts`). */
export type Statements = Record<string, Statement>;

/** The columns a log row and a tail row share, in table order, for one entry. */
export function entryColumns(gameId: string, entry: LogEntry): unknown[] {
  return [
    gameId,
    entry.seq,
    entry.kind,
    entry.seat,
    entry.clientOrderId,
    entry.order === null ? null : JSON.stringify(entry.order),
    cachedJson(entry.events),
    JSON.stringify(entry.dice),
    entry.stateHash,
    entry.at,
  ];
}

/** Writes an entry straight into the log, with its snapshot when it has one. */
export function writeEntry(stmt: Statements, item: AppendItem): void {
  stmt.insertEntry!.run(...entryColumns(item.gameId, item.entry));
  if (item.snapshot) writeSnapshot(stmt, item.gameId, item.snapshot);
}

/**
 * Writes a game's header (`games` row) as of its latest entry; `at` becomes its start time when
 * it has none yet and is no longer open. Throws when the game does not exist.
 */
export function writeProgress(
  stmt: Statements,
  gameId: string,
  progress: GameProgress,
  at: number,
  written?: Pick<GameProgress, 'status' | 'deadlineAt'>,
): void {
  if (written && stillLive(written, progress)) {
    const info = stmt.liveProgress!.run(
      progress.seq,
      progress.hashSeq,
      progress.stateHash,
      progress.result === null ? null : JSON.stringify(progress.result),
      JSON.stringify(progress.clocks),
      gameId,
    );
    if (info.changes !== 1) throw new Error(`game ${gameId} not found while writing progress`);
    return;
  }
  const info = stmt.progress!.run(
    progress.seq,
    progress.hashSeq,
    progress.stateHash,
    progress.status,
    progress.result === null ? null : JSON.stringify(progress.result),
    JSON.stringify(progress.clocks),
    progress.deadlineAt,
    progress.finishedAt,
    progress.status === 'open' ? null : at,
    gameId,
  );
  if (info.changes !== 1) throw new Error(`game ${gameId} not found while writing progress`);
}

/**
 * Whether the header as stored and as of the latest entry are both those of a live game with
 * the same deadline: then no indexed column of `games` changes (status, deadline, finish and
 * start times), and the narrower update leaves every index of the table alone.
 */
function stillLive(
  written: Pick<GameProgress, 'status' | 'deadlineAt'>,
  progress: GameProgress,
): boolean {
  return (
    written.status === 'live' &&
    progress.status === 'live' &&
    written.deadlineAt === progress.deadlineAt &&
    progress.finishedAt === null
  );
}

/** Stores a snapshot, replacing one already stored at the same seq. */
export function writeSnapshot(stmt: Statements, gameId: string, snapshot: Snapshot): void {
  stmt.insertSnapshot!.run(
    gameId,
    snapshot.seq,
    JSON.stringify(snapshot.state),
    snapshot.stateHash,
    snapshot.chainHead ?? null,
  );
}
