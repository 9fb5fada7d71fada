import { migrate, type MigrationReport } from '../migrate.js';
import { MIGRATIONS } from '../migrations.js';
import { PgDatabase, type PgDatabaseOptions } from './database.js';

/** An open, migrated PostgreSQL database. */
export interface OpenedPostgres {
  readonly db: PgDatabase;
  readonly migrations: MigrationReport;
}

/** Whether a `DATABASE_URL` names a PostgreSQL database. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Connects to the PostgreSQL database at `url` (`postgres://user:password@host:port/db`) and
 * applies pending migrations (their PostgreSQL forms) under an advisory lock, so that servers
 * starting together migrate once. Throws when it cannot connect or migrate.
 */
export function openPostgresDatabase(url: string, options: PgDatabaseOptions = {}): OpenedPostgres {
  const db = new PgDatabase(url, options);
  try {
    return { db, migrations: migrate(db, MIGRATIONS, Date.now, 'postgres') };
  } catch (error) {
    db.close();
    throw error;
  }
}
