import type { Migration } from './migrations.js';
import type { SqlDatabase, SqlDialect } from './sql-database.js';

/** What {@link migrate} did. */
export interface MigrationReport {
  /** Schema version before. */
  readonly from: number;
  /** Schema version after. */
  readonly to: number;
  /** Versions applied now, in order. */
  readonly applied: readonly number[];
}

/** The bookkeeping table, in each dialect. */
const SCHEMA_TABLE: Readonly<Record<SqlDialect, string>> = {
  sqlite: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT`,
  postgres: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`,
};

/** Key of the PostgreSQL advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 0x42524f41;

/** The SQL of a migration in a dialect; throws when a migration has no PostgreSQL form. */
export function migrationSql(migration: Migration, dialect: SqlDialect): string {
  if (dialect === 'sqlite') return migration.sql;
  if (migration.postgres === undefined)
    throw new Error(`migration ${migration.version} (${migration.name}) has no PostgreSQL form`);
  return migration.postgres;
}

/**
 * Brings a database up to the newest of `migrations`: each pending migration runs in its own
 * transaction and is recorded in `schema_migrations`. Throws (a programmer or operator error)
 * when the list is not consecutive from 1, when a migration lacks the dialect's SQL, or when the
 * database is newer than this server. On PostgreSQL an advisory lock keeps several servers
 * starting at once from migrating together.
 */
export function migrate(
  db: SqlDatabase,
  migrations: readonly Migration[],
  now: () => number = Date.now,
  dialect: SqlDialect = 'sqlite',
): MigrationReport {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`migrations must be numbered 1, 2, 3 …; found ${m.version} at index ${i}`);
    migrationSql(m, dialect);
  });
  if (dialect === 'postgres') db.prepare('SELECT pg_advisory_lock(?)').get(MIGRATION_LOCK);
  try {
    db.exec(SCHEMA_TABLE[dialect]);
    const row = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as {
      v: number | null;
    };
    const from = row.v ?? 0;
    if (from > migrations.length) {
      throw new Error(
        `database schema version ${from} is newer than this server (knows ${migrations.length})`,
      );
    }
    const record = db.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    );
    const applied: number[] = [];
    for (const m of migrations.slice(from)) {
      db.transaction(() => {
        db.exec(migrationSql(m, dialect));
        record.run(m.version, m.name, now());
      })();
      applied.push(m.version);
    }
    return { from, to: migrations.length, applied };
  } finally {
    if (dialect === 'postgres') db.prepare('SELECT pg_advisory_unlock(?)').get(MIGRATION_LOCK);
  }
}
