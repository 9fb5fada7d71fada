import { existsSync } from 'node:fs';
import { join } from 'node:path';
import DatabaseConstructor from 'better-sqlite3';
import { DB_FILE_NAME } from '../db/open.js';

/** What {@link backupDatabase} copied. */
export interface BackupReport {
  readonly target: string;
  readonly pages: number;
}

/**
 * Copies `dataDir/broadside.db` to `target` with SQLite's online backup API: a consistent copy
 * (every committed transaction up to one moment, nothing half-written) taken while the server
 * keeps running and writing. To restore, stop the server, put the copy in place as
 * `DATA_DIR/broadside.db` (removing any `broadside.db-wal` and `-shm` beside it) and start it.
 */
export async function backupDatabase(dataDir: string, target: string): Promise<BackupReport> {
  const source = join(dataDir, DB_FILE_NAME);
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new file`);
  const db = new DatabaseConstructor(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    let pages = 0;
    await db.backup(target, {
      progress: ({ totalPages }) => {
        pages = totalPages;
        // Copy in steps of 1,000 pages, letting the server write in between.
        return 1000;
      },
    });
    return { target, pages };
  } finally {
    db.close();
  }
}
