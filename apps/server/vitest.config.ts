import { defineConfig } from 'vitest/config';

/**
 * Tests about SQLite itself (its files, WAL checkpoints, pragmas, backups, the verify tool on
 * `broadside.db`, query plans): they do not run when `BROADSIDE_TEST_DATABASE=postgres` puts
 * every test server on PostgreSQL. Everything else runs on both engines.
 */
const SQLITE_FILE_TESTS = [
  'test/backup.test.ts',
  'test/checkpointer.test.ts',
  'test/cluster/nodes-standby.test.ts',
  'test/cluster/nodes.test.ts',
  'test/cluster/shard-lease.test.ts',
  'test/cluster/workers.test.ts',
  'test/commit-failure.test.ts',
  'test/crash-loop.test.ts',
  'test/crash.test.ts',
  'test/disk-limits.test.ts',
  'test/durability.test.ts',
  'test/lobby-indexes.test.ts',
  'test/log-tail.test.ts',
  'test/migrate.test.ts',
  'test/process-lifecycle.test.ts',
  'test/record-format-4-stored.test.ts',
  'test/storage-fault-browser.test.ts',
  'test/store-contract/sqlite.test.ts',
  'test/verify.test.ts',
];

/** Tests that start every engine they use themselves: the same in both runs, so run once. */
const OWN_ENGINE_TESTS = ['test/cluster/cluster.test.ts'];

const onPostgres = process.env.BROADSIDE_TEST_DATABASE === 'postgres';

export default defineConfig({
  test: {
    name: onPostgres ? 'server-postgres' : 'server',
    include: ['test/**/*.test.ts'],
    exclude: onPostgres
      ? ['**/node_modules/**', ...SQLITE_FILE_TESTS, ...OWN_ENGINE_TESTS]
      : ['**/node_modules/**'],
    globalSetup: ['test/helpers/postgres-global.ts'],
    // After each test file, passed or failed, every process it started is killed.
    setupFiles: ['test/support/process-teardown.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // A failed test runs once more before the run fails (a loaded 2-core CI runner can stall a
    // process past a wait); `npm test` names every test that passed only on its retry, with the
    // first attempt's error, so an intermittent bug stays in sight.
    retry: 1,
  },
});
