import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { MIGRATIONS, type Migration } from '../src/db/migrations.js';
import { openDatabase } from '../src/db/open.js';
import { tempDir } from './helpers/temp-dir.js';

const twoSteps: Migration[] = [
  { version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER)' },
  { version: 2, name: 'two', sql: 'ALTER TABLE a ADD COLUMN y TEXT' },
];

describe('migrate', () => {
  test('applies pending migrations in order and records them', () => {
    const db = new Database(':memory:');
    expect(migrate(db, twoSteps.slice(0, 1), () => 5)).toEqual({ from: 0, to: 1, applied: [1] });
    expect(migrate(db, twoSteps, () => 6)).toEqual({ from: 1, to: 2, applied: [2] });
    expect(migrate(db, twoSteps)).toEqual({ from: 2, to: 2, applied: [] });
    expect(
      db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all(),
    ).toEqual([
      { version: 1, name: 'one', applied_at: 5 },
      { version: 2, name: 'two', applied_at: 6 },
    ]);
    db.prepare("INSERT INTO a (x, y) VALUES (1, 'ok')").run();
  });

  test('a failing migration leaves no trace', () => {
    const db = new Database(':memory:');
    const broken: Migration[] = [
      ...twoSteps,
      { version: 3, name: 'bad', sql: 'CREATE TABLE b (x); NOT SQL' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()).toEqual({ v: 2 });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });

  test('refuses gaps and a database newer than the server', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [twoSteps[1]!])).toThrow(/numbered/);
    migrate(db, twoSteps);
    expect(() => migrate(db, twoSteps.slice(0, 1))).toThrow(/newer than this server/);
  });

  test('the real schema opens in WAL mode on a file and is idempotent', () => {
    const dir = tempDir();
    try {
      const first = openDatabase(dir.path);
      expect(first.migrations.applied).toEqual(MIGRATIONS.map((m) => m.version));
      expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
      first.db.close();
      const second = openDatabase(dir.path);
      expect(second.migrations.applied).toEqual([]);
      second.db.close();
    } finally {
      dir.remove();
    }
  });
});
