import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgresDatabase } from '../../src/db/pg/open.js';
import { SqliteGameStore } from '../../src/store/sqlite-store.js';
import { postgresSkipReason, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { describeGameStoreContract, type StoreUnderTest } from './game-store-contract.js';

const skip = postgresSkipReason();

describe.skipIf(skip !== null)('PostgreSQL store (a throwaway cluster on 127.0.0.1)', () => {
  let cluster: TestPostgres;
  let databases = 0;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  /** The same store code as on SQLite, on a fresh database of the cluster. */
  async function openPostgres(name = `contract_${++databases}`): Promise<StoreUnderTest> {
    const { db } = openPostgresDatabase(await cluster.ensureDatabase(name));
    return {
      store: new SqliteGameStore(db),
      async reopen() {
        db.close();
        return openPostgres(name);
      },
      async close() {
        db.close();
      },
    };
  }

  describeGameStoreContract('PostgreSQL', () => openPostgres());
});
