import type { SqlStatement as Statement } from '../db/sql-database.js';
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
    entry.eventsJson ?? JSON.stringify(entry.events),
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
 * it has none yet and is no longer open. Given `written` (the header as stored), a game that
 * stays live with the same deadline gets the narrower update (see {@link stillLive}). Throws
 * when the game does not exist.
 */
export function writeProgress(
  stmt: Statements,
  gameId: string,
  progress: GameProgress,
  at: number,
  written?: Pick<GameProgress, 'status' | 'deadlineAt'>,
): void {
  const result = progress.result === null ? null : JSON.stringify(progress.result);
  const clocks = JSON.stringify(progress.clocks);
  const { seq, hashSeq, stateHash } = progress;
  const info =
    written && stillLive(written, progress)
      ? stmt.liveProgress!.run(seq, hashSeq, stateHash, result, clocks, gameId)
      : stmt.progress!.run(
          seq,
          hashSeq,
          stateHash,
          progress.status,
          result,
          clocks,
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
