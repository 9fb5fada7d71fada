import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
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

/**
 * Opens (creating if needed) `dataDir/broadside.db` in WAL mode with `synchronous = NORMAL`
 * and applies pending migrations. With WAL + NORMAL a committed transaction survives a crash
 * of the process (it is in the WAL file, written before commit returns) but the last few
 * commits may be lost on power failure or an OS crash (the WAL is fsynced only at checkpoints).
 */
export function openDatabase(dataDir: string): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DB_FILE_NAME);
  const db = new DatabaseConstructor(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_autocheckpoint = 10000');
  const migrations = migrate(db, MIGRATIONS);
  return { db, path, migrations };
}

/** Checkpoints the WAL into the main file and closes the database. Safe to call twice. */
export function closeDatabase(db: Database): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
