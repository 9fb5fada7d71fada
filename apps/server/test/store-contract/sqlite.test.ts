import { closeDatabase, openDatabase } from '../../src/db/open.js';
import { SqliteGameStore } from '../../src/store/sqlite-store.js';
import { tempDir } from '../helpers/temp-dir.js';
import { describeGameStoreContract, type StoreUnderTest } from './game-store-contract.js';

/** The embedded store on a real database file in a temporary folder. */
async function openSqlite(dir = tempDir('broadside-store-contract-')): Promise<StoreUnderTest> {
  const { db } = openDatabase(dir.path);
  return {
    store: new SqliteGameStore(db),
    async reopen() {
      closeDatabase(db);
      return openSqlite(dir);
    },
    async close() {
      closeDatabase(db);
      dir.remove();
    },
  };
}

describeGameStoreContract('SQLite', () => openSqlite());
