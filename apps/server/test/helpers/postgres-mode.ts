import pg from 'pg';
import { databaseNameFor } from './postgres.js';

/** Whether this run puts every test server on PostgreSQL (`BROADSIDE_TEST_DATABASE=postgres`). */
export const ON_POSTGRES = process.env.BROADSIDE_TEST_DATABASE === 'postgres';

/**
 * The extra environment a test server needs for its store: nothing on SQLite; on PostgreSQL the
 * `DATABASE_URL` of a database named after its data folder (created on first use), so a server
 * restarted on the same folder finds the same games, as it would in the folder's SQLite file.
 */
export async function testDatabaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (!ON_POSTGRES) return {};
  const admin = process.env.BROADSIDE_TEST_PG_URL;
  if (!admin) throw new Error('BROADSIDE_TEST_DATABASE=postgres but no cluster was started');
  const name = databaseNameFor(dataDir);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}
