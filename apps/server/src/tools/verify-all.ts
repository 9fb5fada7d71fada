import type { AnyRuleset } from '@broadside/rules';
import type { Database } from 'better-sqlite3';
import { openDatabase, closeDatabase } from '../db/open.js';
import { openPostgresDatabase } from '../db/pg/open.js';
import type { SqlDatabase } from '../db/sql-database.js';
import { verifyStoredGame, type StoredGameCheck } from '../match/verify-store.js';
import { SqliteGameStore } from '../store/sqlite-store.js';

/** What {@link verifyAllGames} found. */
export interface VerifyReport {
  readonly games: number;
  readonly entries: number;
  readonly hashes: number;
  /** Problems of the database file itself (it cannot be opened, or SQLite's integrity check). */
  readonly fileProblems: readonly string[];
  readonly problems: readonly StoredGameCheck[];
}

/**
 * Checks a data folder (`node dist/main.js --verify`): SQLite's own `integrity_check`, then every
 * stored game rebuilt from its first snapshot through its whole log, comparing every stored hash,
 * every snapshot's stored state with its own hash, and the stored result with the one the log
 * reaches. Never throws: a file SQLite cannot read is itself a problem. Read-only apart from
 * opening the database; run it with the server stopped or running. With `databaseUrl` it checks
 * the PostgreSQL store instead (no file check: PostgreSQL checks its own pages).
 */
export function verifyAllGames(
  dataDir: string,
  rulesets: ReadonlyMap<string, AnyRuleset>,
  databaseUrl?: string,
): VerifyReport {
  const report = {
    games: 0,
    entries: 0,
    hashes: 0,
    fileProblems: [] as string[],
    problems: [] as StoredGameCheck[],
  };
  let db: SqlDatabase;
  let sqlite: Database | null = null;
  try {
    if (databaseUrl) db = openPostgresDatabase(databaseUrl).db;
    else db = sqlite = openDatabase(dataDir).db;
  } catch (error) {
    report.fileProblems.push(`the database cannot be opened: ${describe(error)}`);
    return report;
  }
  try {
    const integrity = sqlite
      ? (sqlite.pragma('integrity_check') as { integrity_check: string }[])
      : [];
    for (const row of integrity)
      if (row.integrity_check !== 'ok')
        report.fileProblems.push(`integrity: ${row.integrity_check}`);
    const store = new SqliteGameStore(db);
    const ids = (
      db.prepare('SELECT id FROM games ORDER BY created_at').all() as { id: string }[]
    ).map((r) => r.id);
    report.games = ids.length;
    for (const id of ids) {
      let check: StoredGameCheck;
      try {
        check = verifyStoredGame(store, rulesets, id);
      } catch (error) {
        check = {
          gameId: id,
          entries: 0,
          hashesChecked: 0,
          problem: `cannot be read: ${describe(error)}`,
        };
      }
      report.entries += check.entries;
      report.hashes += check.hashesChecked;
      if (check.problem !== null) report.problems.push(check);
    }
  } catch (error) {
    report.fileProblems.push(`the database cannot be read: ${describe(error)}`);
  } finally {
    try {
      if (sqlite) closeDatabase(sqlite);
      else db.close();
    } catch (error) {
      report.fileProblems.push(`the database cannot be closed cleanly: ${describe(error)}`);
    }
  }
  return report;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
