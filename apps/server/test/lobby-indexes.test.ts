import type { Database } from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/open.js';
import { SqliteGameStore } from '../src/store/sqlite-store.js';
import type { GameListQuery } from '../src/store/types.js';
import { tempDir } from './helpers/temp-dir.js';

/**
 * The lobby's game lists must read rows in index order: a list that sorts in a temporary B-tree
 * reads every game of its status first, which on a database of thousands of finished games
 * blocks every live game for tens of milliseconds per call.
 */

const dir = tempDir('broadside-lobby-indexes-');
const { db } = openDatabase(dir.path);
const store = new SqliteGameStore(db);
afterAll(() => {
  closeDatabase(db);
  dir.remove();
});

/** Runs `store.listGames(query)` and returns the SQL text and parameters it ran. */
function listQuery(database: Database, query: GameListQuery): { sql: string; params: unknown[] } {
  const original = database.prepare.bind(database);
  let seen: { sql: string; params: unknown[] } | undefined;
  database.prepare = ((sql: string) => {
    const statement = original(sql);
    if (!/\bFROM games\b/i.test(sql) || !/\bORDER BY\b/i.test(sql)) return statement;
    const all = statement.all.bind(statement);
    statement.all = ((...params: unknown[]) => {
      seen = { sql, params };
      return all(...params);
    }) as typeof statement.all;
    return statement;
  }) as typeof database.prepare;
  try {
    store.listGames(query);
  } finally {
    database.prepare = original;
  }
  if (!seen) throw new Error(`listGames(${JSON.stringify(query)}) ran no sorted games query`);
  return seen;
}

const cases: readonly GameListQuery[] = (['open', 'live', 'finished'] as const).flatMap((status) =>
  [true, false].map((publicOnly) => ({ status, publicOnly, limit: 50 })),
);

describe('lobby list query plans', () => {
  test.each(cases)('status $status, publicOnly $publicOnly: sorted by an index', (query) => {
    const { sql, params } = listQuery(db, query);
    const plan = (
      db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]
    ).map((row) => row.detail);
    expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});
