import type { Database } from 'better-sqlite3';
import type { Migration } from './migrations.js';

/** What {@link migrate} did. */
export interface MigrationReport {
  /** Schema version before. */
  readonly from: number;
  /** Schema version after. */
  readonly to: number;
  /** Versions applied now, in order. */
  readonly applied: readonly number[];
}

/**
 * Brings a database up to the newest of `migrations`: each pending migration runs in its own
 * transaction and is recorded in `schema_migrations`. Throws (a programmer or operator error)
 * when the list is not consecutive from 1 or the database is newer than this server.
 */
export function migrate(
  db: Database,
  migrations: readonly Migration[],
  now: () => number = Date.now,
): MigrationReport {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`migrations must be numbered 1, 2, 3 …; found ${m.version} at index ${i}`);
  });
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT`);
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
      db.exec(m.sql);
      record.run(m.version, m.name, now());
    })();
    applied.push(m.version);
  }
  return { from, to: migrations.length, applied };
}
