import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { BACKGROUND_LEASE, BackgroundLease } from '../../src/cluster/background-lease.js';
import { ShardKeeper } from '../../src/cluster/shard-keeper.js';
import { openDatabase } from '../../src/db/open.js';
import { openPostgresDatabase } from '../../src/db/pg/open.js';
import type { SqlDatabase } from '../../src/db/sql-database.js';
import { testDatabaseEnv } from '../helpers/postgres-mode.js';
import { tempDir } from '../helpers/temp-dir.js';

const TTL = 1000;
const log = pino({ level: 'silent' });

describe('the background lease: one node of a cluster runs the scans, a survivor takes them over (issue 31: cluster mode)', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() =>
    cleanups
      .splice(0)
      .reverse()
      .forEach((c) => c()),
  );

  /** Opens connections to one shared database (SQLite file, or PostgreSQL in a PostgreSQL run). */
  async function shared(): Promise<() => SqlDatabase> {
    const dir = tempDir('broadside-background-');
    cleanups.push(() => dir.remove());
    const url = (await testDatabaseEnv(dir.path)).DATABASE_URL;
    return () => {
      const db = url ? openPostgresDatabase(url).db : openDatabase(dir.path).db;
      cleanups.push(() => db.close());
      return db;
    };
  }

  test('one holder at a time; the next takes it only after the expiry; the old one learns it lost it', async () => {
    const open = await shared();
    const n1 = new BackgroundLease(open(), 'n1@test:1', TTL, log);
    const n2 = new BackgroundLease(open(), 'n2@test:2', TTL, log);
    // [time, who ticks, what n1 holds after, what n2 holds after]
    const steps: [number, 'n1' | 'n2', boolean, boolean][] = [
      [0, 'n1', true, false],
      [100, 'n2', true, false],
      [800, 'n1', true, false], // renewed until 1800
      [1500, 'n2', true, false], // not expired yet
      // n1 dies here: it renews no more.
      [1800, 'n2', false, true], // expired: taken with the next token
      [1900, 'n1', false, true], // n1, paused and back, is refused
    ];
    for (const [at, who, n1Holds, n2Holds] of steps) {
      (who === 'n1' ? n1 : n2).tick(at);
      expect([at, n1.held(at), n2.held(at)]).toEqual([at, n1Holds, n2Holds]);
    }
  });

  test('a paused holder is refused by the database whatever its clock says', async () => {
    const open = await shared();
    const n1 = new BackgroundLease(open(), 'n1@test:1', TTL, log);
    const n2 = new BackgroundLease(open(), 'n2@test:2', TTL, log);
    expect(n1.tick(0)).toBe(true);
    expect(n2.tick(1000)).toBe(true);
    // n1's clock says 10: its lease would still run, but its token is stale.
    expect(n1.held(10)).toBe(false);
    expect(n2.held(1010)).toBe(true);
  });

  test('a graceful stop lets a survivor take the scans at once', async () => {
    const open = await shared();
    const n1 = new BackgroundLease(open(), 'n1@test:1', TTL, log);
    const n2 = new BackgroundLease(open(), 'n2@test:2', TTL, log);
    n1.tick(0);
    n1.release(100);
    expect(n2.tick(101)).toBe(true);
  });

  test('the background lease is no shard: no node takes it over as a dead node’s games', async () => {
    const open = await shared();
    const db = open();
    const task = new BackgroundLease(db, 'n9@test:9', TTL, log);
    task.tick(0);
    const taken: string[] = [];
    const keeper = new ShardKeeper(
      { db, home: 'n1', holder: 'n1@test:1', ttlMs: TTL },
      { taken: (shard) => taken.push(shard) },
    );
    expect(keeper.acquireHome(5000)).toBe(true);
    keeper.tick(5000);
    keeper.tick(10_000);
    expect(taken).toEqual([]);
    expect(keeper.held()).toEqual(['n1']);
    expect(keeper.holds(BACKGROUND_LEASE)).toBe(false);
  });
});
