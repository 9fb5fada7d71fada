import { startPostgres, type TestPostgres } from './postgres.js';

/**
 * vitest global setup of the server tests: with `BROADSIDE_TEST_DATABASE=postgres` it starts one
 * throwaway PostgreSQL cluster for the whole run and hands its URL to the test workers in
 * `BROADSIDE_TEST_PG_URL`; every test server then gets a database of its own there (see
 * `postgres-mode.ts`). Without it, it does nothing.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env.BROADSIDE_TEST_DATABASE !== 'postgres') return;
  // Only Broadside processes are killed in these tests, never PostgreSQL: a commit PostgreSQL
  // has answered survives that without fsync, and the run is much faster on a busy disk.
  const cluster: TestPostgres = await startPostgres({ durable: false });
  process.env.BROADSIDE_TEST_PG_URL = cluster.url();
  return async () => {
    await cluster.stop();
  };
}
