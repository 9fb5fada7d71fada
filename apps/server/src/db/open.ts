import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { immediateTransactions } from './immediate.js';
import { migrate, type MigrationReport } from './migrate.js';
import { MIGRATIONS } from './migrations.js';

/** File name of the database inside `DATA_DIR`. */
export const DB_FILE_NAME = 'broadside.db';

/** An open, migrated database. */
export interface OpenedDatabase {
  readonly db: Database;
  readonly path: string;
  readonly migrations: MigrationReport;
}

/** How hard a commit is pressed to disk before the order it carries is acknowledged. */
export const DURABILITY_LEVELS = ['normal', 'full'] as const;
/** One durability level. */
export type Durability = (typeof DURABILITY_LEVELS)[number];

/**
 * Opens (creating if needed) `dataDir/broadside.db` in WAL mode and applies pending migrations.
 *
 * - `normal` (default, `synchronous = NORMAL`): a committed transaction is in the WAL file before
 *   the commit returns, so it survives a crash or kill of the process; the commits since the last
 *   checkpoint may be lost if the operating system crashes, the power fails or the file system
 *   fails (the WAL is fsynced only at checkpoints).
 * - `full` (`synchronous = FULL`): the WAL is fsynced at every commit, before any order in it is
 *   acknowledged; an acknowledged order survives those too, at the cost of an fsync per group
 *   commit.
 */
export function openDatabase(dataDir: string, durability: Durability = 'normal'): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DB_FILE_NAME);
  const db = new DatabaseConstructor(path);
  db.pragma('journal_mode = WAL');
  db.pragma(durability === 'full' ? 'synchronous = FULL' : 'synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_autocheckpoint = 10000');
  // Several processes may write this file (WORKERS=N): each transaction takes the lock first.
  immediateTransactions(db);
  const migrations = migrate(db, MIGRATIONS);
  return { db, path, migrations };
}

/** Checkpoints the WAL into the main file and closes the database. Safe to call twice. */
export function closeDatabase(db: Database): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
