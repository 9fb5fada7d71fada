import type { AnyRuleset } from '@broadside/rules';
import { openDatabase, closeDatabase } from '../db/open.js';
import { verifyStoredGame, type StoredGameCheck } from '../match/verify-store.js';
import { SqliteGameStore } from '../store/sqlite-store.js';

/** What {@link verifyAllGames} found. */
export interface VerifyReport {
  readonly games: number;
  readonly entries: number;
  readonly hashes: number;
  readonly problems: readonly StoredGameCheck[];
}

/**
 * Rebuilds every stored game of `dataDir` from its first snapshot through its whole log and
 * compares every stored hash (`node dist/main.js --verify`). Read-only apart from opening
 * the database; run it with the server stopped or running.
 */
export function verifyAllGames(
  dataDir: string,
  rulesets: ReadonlyMap<string, AnyRuleset>,
): VerifyReport {
  const { db } = openDatabase(dataDir);
  try {
    const store = new SqliteGameStore(db);
    const ids = (
      db.prepare('SELECT id FROM games ORDER BY created_at').all() as { id: string }[]
    ).map((r) => r.id);
    let entries = 0;
    let hashes = 0;
    const problems: StoredGameCheck[] = [];
    for (const id of ids) {
      const check = verifyStoredGame(store, rulesets, id);
      entries += check.entries;
      hashes += check.hashesChecked;
      if (check.problem !== null) problems.push(check);
    }
    return { games: ids.length, entries, hashes, problems };
  } finally {
    closeDatabase(db);
  }
}
