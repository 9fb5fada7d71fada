import { RULESETS } from '@broadside/rules';
import { afterEach, describe, expect, test } from 'vitest';
import { fenceAppends } from '../../src/cluster/fence-appends.js';
import { HeldShards, heldShardsOwnership, shardOfGame } from '../../src/cluster/ownership.js';
import { ShardKeeper } from '../../src/cluster/shard-keeper.js';
import { LeaseLostError, ShardLease } from '../../src/cluster/shard-lease.js';
import { successors, takeoverDelay } from '../../src/cluster/succession.js';
import { openDatabase } from '../../src/db/open.js';
import { openPostgresDatabase } from '../../src/db/pg/open.js';
import type { SqlDatabase } from '../../src/db/sql-database.js';
import { buildNewGame } from '../../src/match/new-game.js';
import { SqliteGameStore } from '../../src/store/sqlite-store.js';
import type { AppendItem, GameProgress } from '../../src/store/types.js';
import { testDatabaseEnv } from '../helpers/postgres-mode.js';
import { tempDir } from '../helpers/temp-dir.js';

const TTL = 1000;

/** One node of a cluster in this process: its own connection, store, keeper and what it was told. */
interface TestNode {
  readonly db: SqlDatabase;
  readonly store: SqliteGameStore;
  readonly keeper: ShardKeeper;
  readonly said: string[];
}

describe('leases of several shards per process: survivors take over dead nodes (issue 19: game ownership)', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() =>
    cleanups
      .splice(0)
      .reverse()
      .forEach((c) => c()),
  );

  /** A shared database (SQLite file, or PostgreSQL in a PostgreSQL run) and a way to open nodes on it. */
  async function cluster(): Promise<(name: string, holder?: string) => TestNode> {
    const dir = tempDir('broadside-takeover-');
    cleanups.push(() => dir.remove());
    const url = (await testDatabaseEnv(dir.path)).DATABASE_URL;
    return (name, holder = `${name}@test:${name}`) => {
      const db = url ? openPostgresDatabase(url).db : openDatabase(dir.path).db;
      cleanups.push(() => db.close());
      const store = new SqliteGameStore(db, { logTail: null });
      const said: string[] = [];
      const keeper = new ShardKeeper(
        { db, home: name, holder, ttlMs: TTL },
        {
          taken: (shard, token) => said.push(`taken ${shard} ${token}`),
          handingOn: (shard) => said.push(`handing on ${shard}`),
          dropped: (shard, reason) => said.push(`dropped ${shard} (${reason})`),
          homeLost: () => said.push('home lost'),
        },
      );
      fenceAppends(store, db, keeper, shardOfGame, () => now.value);
      return { db, store, keeper, said };
    };
  }
  const now = { value: 0 };
  const at = (t: number): number => (now.value = t);

  let serial = 0;
  /** A live Starfire Patrol game named after `shard`, as the match service stores one. */
  function liveGame(store: SqliteGameStore, shard: string): string {
    serial += 1;
    const built = buildNewGame(
      RULESETS.starfire!,
      {
        ruleset: 'starfire',
        setup: { scenario: 'patrol' },
        title: `Takeover ${serial}`,
        visibility: 'public',
        timeControl: { kind: 'none' },
        spectatorDelay: { kind: 'none' },
        creatorSeat: 'A',
        playerName: 'Ann',
      },
      serial,
      Uint8Array.from({ length: 32 }, (_, i) => (i + serial) & 0xff),
      () => `${shard}-game${serial}`,
    );
    if (!built.ok) throw new Error(built.error.message);
    const id = built.value.stored.game.id;
    store.createGame(built.value.stored);
    store.claimSeat(id, 'B', `b${serial}`.padEnd(64, 'b'), 'Bob', 1);
    store.start(id, progress(0), 2);
    return id;
  }
  function progress(seq: number): GameProgress {
    return {
      seq,
      hashSeq: seq,
      stateHash: seq.toString(16).padStart(64, '0'),
      status: 'live',
      result: null,
      clocks: { seats: {} },
      deadlineAt: null,
      finishedAt: null,
    };
  }
  function item(gameId: string, seq: number): AppendItem {
    return {
      gameId,
      entry: {
        seq,
        kind: 'order',
        seat: seq % 2 === 1 ? 'A' : 'B',
        clientOrderId: `c${seq}`,
        order: { type: 'step', n: seq },
        events: [],
        dice: [],
        stateHash: seq.toString(16).padStart(64, '0'),
        at: seq,
      },
      progress: progress(seq),
      snapshot: null,
    };
  }

  test('succession: the next nodes in sorted order, wrapping; later ones wait a lease time per live node before them', () => {
    const nodes = ['n3', 'n1', 'n2'];
    expect(successors('n1', nodes)).toEqual(['n2', 'n3']);
    expect(successors('n2', nodes)).toEqual(['n3', 'n1']);
    expect(successors('n3', nodes)).toEqual(['n1', 'n2']);
    expect(successors('n1', ['n1', 'n10', 'n2'])).toEqual(['n10', 'n2']);
    const all = (): boolean => true;
    expect(takeoverDelay('n2', 'n3', nodes, all, TTL)).toBe(0);
    expect(takeoverDelay('n2', 'n1', nodes, all, TTL)).toBe(TTL);
    // n3 is dead too: n1 is the first live successor of n2.
    expect(takeoverDelay('n2', 'n1', nodes, (n) => n !== 'n3', TTL)).toBe(0);
    expect(takeoverDelay('n2', 'n2', nodes, all, TTL)).toBeNull();
  });

  test('ownership follows the leases held: games of every shard held, new ids named after the node', async () => {
    expect(['n2-abc', 'n10-x-y', 'abc', '-x'].map(shardOfGame)).toEqual(['n2', 'n10', null, null]);
    const open = await cluster();
    const [n1, n2] = [open('n1'), open('n2')];
    n1.keeper.acquireHome(at(0));
    n2.keeper.acquireHome(0);
    const ownership = heldShardsOwnership('n1', (shard) => n1.keeper.holds(shard));
    expect([ownership.owns('n1-a'), ownership.owns('n2-a'), ownership.owns('legacy')]).toEqual([
      true,
      false,
      false,
    ]);
    n1.keeper.tick(at(1000));
    expect([ownership.owns('n1-a'), ownership.owns('n2-a')]).toEqual([true, true]);
    expect(ownership.newGameId()).toMatch(/^n1-/);
  });

  test('a node’s process owns its own games until its keeper runs, then those of the keeper’s shards', async () => {
    const open = await cluster();
    const [n1, n2] = [open('n1'), open('n2')];
    const leases = new HeldShards('n1');
    const ownership = leases.ownership;
    expect([ownership.owns('n1-a'), ownership.owns('n2-a'), ownership.owns('n1')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(ownership.newGameId()).toMatch(/^n1-/);
    n2.keeper.acquireHome(0);
    leases.follow(n1.keeper);
    // Followed before its lease is taken: nothing is held yet.
    expect(ownership.owns('n1-a')).toBe(false);
    n1.keeper.acquireHome(at(0));
    n1.keeper.tick(at(1000));
    expect([ownership.owns('n1-a'), ownership.owns('n2-a')]).toEqual([true, true]);
  });

  test('a dead node’s first live successor takes its lease at the expiry with the next token; the next successor does not', async () => {
    const open = await cluster();
    const [n1, n2, n3] = ['n1', 'n2', 'n3'].map((n) => open(n)) as [TestNode, TestNode, TestNode];
    for (const n of [n1, n2, n3]) expect(n.keeper.acquireHome(at(0))).toBe(true);
    for (const n of [n1, n2, n3]) n.keeper.tick(at(300)); // renewed until 1300
    // n2 dies: it renews no more. The others go on.
    n1.keeper.tick(at(1200));
    n3.keeper.tick(1200);
    expect(n3.keeper.held()).toEqual(['n3']);
    // At the expiry n1 (second successor) waits; n3 (first) takes it.
    n1.keeper.tick(at(1300));
    expect(n1.keeper.held()).toEqual(['n1']);
    n3.keeper.tick(1300);
    expect(n3.keeper.held()).toEqual(['n3', 'n2']);
    expect(n3.keeper.tokenOf('n2')).toBe(2);
    expect(n3.said).toEqual(['taken n2 2']);
    // Renewed with the others: it does not expire while n3 lives.
    for (const t of [1600, 1900, 2200, 2500]) {
      n1.keeper.tick(at(t));
      n3.keeper.tick(t);
    }
    expect(n1.keeper.held()).toEqual(['n1']);
    expect(n3.keeper.held()).toEqual(['n3', 'n2']);
    // If n3 dies as well, n1 takes both: n3's at once, n2's too (no live successor before it).
    n1.keeper.tick(at(3600));
    expect(n1.keeper.held()).toEqual(['n1', 'n2', 'n3']);
    expect([n1.keeper.tokenOf('n2'), n1.keeper.tokenOf('n3')]).toEqual([3, 2]);
  });

  test('appends are fenced per shard: only games of held shards append; a batch loses only the refused games', async () => {
    const open = await cluster();
    const [n2, n3] = [open('n2'), open('n3')];
    expect(n2.keeper.acquireHome(at(0))).toBe(true);
    expect(n3.keeper.acquireHome(0)).toBe(true);
    const ofN2 = liveGame(n2.store, 'n2');
    const ofN3 = liveGame(n3.store, 'n3');
    n2.store.append(ofN2, item(ofN2, 1).entry, progress(1), null);
    // n3 does not hold n2: it cannot append to n2's game, alone or in a batch.
    expect(() => n3.store.append(ofN2, item(ofN2, 2).entry, progress(2), null)).toThrow(
      LeaseLostError,
    );
    const failures = n3.store.appendMany([item(ofN2, 2), item(ofN3, 1)]);
    expect([...failures.keys()]).toEqual([ofN2]);
    expect(failures.get(ofN2)).toBeInstanceOf(LeaseLostError);
    expect(n3.store.entries(ofN3, 1, 10).map((e) => e.seq)).toEqual([1]);
    expect(n3.store.entries(ofN2, 1, 10).map((e) => e.seq)).toEqual([1]);
  });

  test('after a takeover the old holder cannot append, even with a clock that says its lease is valid, and stops', async () => {
    const open = await cluster();
    const [n2, n3] = [open('n2'), open('n3')];
    n2.keeper.acquireHome(at(0));
    n3.keeper.acquireHome(0);
    const game = liveGame(n2.store, 'n2');
    n2.store.append(game, item(game, 1).entry, progress(1), null);
    // n2 pauses past its lease; n3 takes over and appends the next entry, rebuilt from the log.
    n3.keeper.tick(at(1000));
    expect(n3.keeper.held()).toEqual(['n3', 'n2']);
    expect(n3.store.appendMany([item(game, 2)]).size).toBe(0);
    // n2 wakes with its clock at 500: its token is stale all the same.
    at(500);
    expect(() => n2.store.append(game, item(game, 3).entry, progress(3), null)).toThrow(
      LeaseLostError,
    );
    expect(n2.store.appendMany([item(game, 3)]).get(game)).toBeInstanceOf(LeaseLostError);
    n2.keeper.tick(500);
    expect(n2.said).toEqual(['home lost']);
    expect(n2.keeper.held()).toEqual([]);
    expect(n3.store.entries(game, 1, 10).map((e) => e.seq)).toEqual([1, 2]);
  });

  test('a node started again gets its shard back from the survivor; no other node takes it meanwhile', async () => {
    const open = await cluster();
    const [n1, n2, n3] = ['n1', 'n2', 'n3'].map((n) => open(n)) as [TestNode, TestNode, TestNode];
    for (const n of [n1, n2, n3]) n.keeper.acquireHome(at(0));
    n1.keeper.tick(at(900));
    n3.keeper.tick(900);
    n3.keeper.tick(at(1000));
    expect(n3.keeper.held()).toEqual(['n3', 'n2']);
    // n2 restarts (a new process): it waits and asks for its lease back.
    const again = open('n2', 'n2@test:again');
    expect(again.keeper.acquireHome(at(1100))).toBe(false);
    n3.keeper.tick(1100);
    expect(n3.said).toEqual(['taken n2 2', 'handing on n2', 'dropped n2 (handed on)']);
    // Free now, but asked for: n1 leaves it alone.
    n1.keeper.tick(at(1200));
    expect(n1.keeper.held()).toEqual(['n1']);
    expect(again.keeper.acquireHome(1200)).toBe(true);
    expect(again.keeper.tokenOf('n2')).toBe(3);
    n3.keeper.tick(at(1300));
    expect(n3.keeper.held()).toEqual(['n3']);
  });

  test('a taken shard moves on to an earlier successor that is alive again, as the proxy’s backups do', async () => {
    const open = await cluster();
    const [n1, n2, n3] = ['n1', 'n2', 'n3'].map((n) => open(n)) as [TestNode, TestNode, TestNode];
    for (const n of [n1, n2, n3]) n.keeper.acquireHome(at(0));
    // n2 and n3 both die: n1 takes both.
    n1.keeper.tick(at(1000));
    expect(n1.keeper.held()).toEqual(['n1', 'n2', 'n3']);
    // n3 comes back: it gets n3 back, and then n2, of which it is the first successor.
    const n3again = open('n3', 'n3@test:again');
    expect(n3again.keeper.acquireHome(at(1100))).toBe(false);
    n1.keeper.tick(1100);
    expect(n3again.keeper.acquireHome(at(1150))).toBe(true);
    n1.keeper.tick(at(1200));
    expect(n1.keeper.held()).toEqual(['n1']);
    n3again.keeper.tick(at(1250));
    expect(n3again.keeper.held()).toEqual(['n3', 'n2']);
    // n1 does not take n2 back: it is held, and renewed.
    n1.keeper.tick(at(1400));
    n3again.keeper.tick(1400);
    expect(n1.keeper.held()).toEqual(['n1']);
    expect(n1.said).toEqual([
      'taken n2 2',
      'taken n3 2',
      'handing on n3',
      'dropped n3 (handed on)',
      'handing on n2',
      'dropped n2 (handed on)',
    ]);
  });

  test('two processes racing for one expired lease: exactly one wins', async () => {
    const open = await cluster();
    const first = open('n1');
    first.keeper.acquireHome(at(0));
    const a = new ShardLease(open('n2').db, 'n1', 'n2@a', TTL);
    const b = new ShardLease(open('n3').db, 'n1', 'n3@b', TTL);
    expect([a.take(2000, 1), b.take(2000, 1)]).toEqual([true, false]);
    expect([a.token, b.token]).toEqual([2, null]);
  });
});
