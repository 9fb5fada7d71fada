import { spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { spawnTracked } from '../support/processes.js';
import { freePort, missingServiceReason } from './services.js';

/** A throwaway PostgreSQL cluster on 127.0.0.1, in a temporary folder. */
export interface TestPostgres {
  readonly port: number;
  /** The postmaster's process id (its backends and workers are its children). */
  readonly pid: number;
  /** The URL of a database of the cluster (`postgres` by default). */
  url(database?: string): string;
  /** Creates a database unless it exists; returns its URL. */
  ensureDatabase(name: string): Promise<string>;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}

/** Where the PostgreSQL server binaries are (`BROADSIDE_PG_BIN`, the PATH, or Debian's folder). */
export function findPostgresBin(): string | null {
  const pinned = process.env.BROADSIDE_PG_BIN;
  if (pinned) return existsSync(join(pinned, 'initdb')) ? pinned : null;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = onPath.status === 0 ? onPath.stdout.trim() : '';
  if (found && existsSync(join(found, '..', 'postgres'))) return join(found, '..');
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(debian, versions[0], 'bin') : null;
}

/**
 * Why the PostgreSQL tests cannot run here, or null when they can. With
 * `BROADSIDE_REQUIRE_SERVICES=1` (CI) a missing PostgreSQL is an error, not a reason to skip.
 */
export function postgresSkipReason(): string | null {
  return missingServiceReason(
    findPostgresBin() !== null,
    'PostgreSQL',
    'PostgreSQL server binaries (initdb, postgres) not found: install Debian package postgresql, or set BROADSIDE_PG_BIN',
  );
}

/** The user the cluster runs as: initdb refuses root, so root hands it to `postgres` or `nobody`. */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0)
      return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists');
}

/** A database name for any key (e.g. a data folder path): stable, short, valid. */
export function databaseNameFor(key: string): string {
  return `bs_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

/**
 * Starts a PostgreSQL cluster of its own: `initdb` in a temporary folder (C locale, trust
 * authentication, user `postgres`), `postgres` listening on a free port of 127.0.0.1 with its
 * unix socket in that folder. fsync stays on unless `durable: false`, so crash tests test real
 * durability.
 */
export async function startPostgres(
  options: {
    /**
     * false: no fsync, no synchronous commit (a run of many tests that never crash the
     * PostgreSQL server itself, only the Broadside process). Default true.
     */
    readonly durable?: boolean;
    /** More `-c name=value` settings, after the defaults (a later one wins). */
    readonly settings?: readonly string[];
  } = {},
): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const root = mkdtempSync(join(tmpdir(), 'broadside-pg-'));
  const data = join(root, 'data');
  const user = clusterUser();
  if (user) chownSync(root, user.uid, user.gid);
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { encoding: 'utf8', cwd: root, ...asUser },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const port = await freePort();
  let log = '';
  const server: ChildProcess = spawnTracked(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      root,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=64MB',
      ...(options.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
      ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...asUser },
  );
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = (database = 'postgres'): string =>
    `postgres://postgres@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url() });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`PostgreSQL did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    pid: server.pid!,
    url,
    async ensureDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error;
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGINT');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
