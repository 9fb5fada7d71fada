// The log tail (migration 12): entries between snapshots are appended in arrival order and the
// game header on disk is written less often; the store answers as if it were written every time,
// and a store opened after a crash rebuilds the header exactly from the tail.
import { RULESETS } from '@broadside/rules';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/open.js';
import { verifyStoredGame } from '../src/match/verify-store.js';
import { SqliteGameStore } from '../src/store/sqlite-store.js';
import type { GameProgress } from '../src/store/types.js';
import { ackedCount, startBotGames } from './helpers/bot-games.js';
import { spawnServer, type ChildServer } from './helpers/child-server.js';
import { entry, liveGame, playAll, progress, rawHeader, T0 } from './helpers/tail-games.js';
import { tempDir } from './helpers/temp-dir.js';

const dirs: ReturnType<typeof tempDir>[] = [];
const children: ChildServer[] = [];
afterAll(() => {
  for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
  for (const d of dirs) d.remove();
});

function folder(): string {
  const dir = tempDir('broadside-log-tail-');
  dirs.push(dir);
  return dir.path;
}

describe('log tail (migration 12)', () => {
  test('between snapshots the file header lags, the store does not; a reopened store rebuilds it exactly', () => {
    const dir = folder();
    const { db } = openDatabase(dir);
    const store = new SqliteGameStore(db);
    const ids = [liveGame(store, 1), liveGame(store, 2)];
    expect(playAll(store, ids, 1, 7)).toBe(0);
    const expectedAll = ids.map((id) => store.getGame(id)!);
    const expected = expectedAll[0]!;
    expect(expected.seq).toBe(7);
    expect(expected.clocks).toEqual(progress(7).clocks);
    // On disk: the header still says 0 and the entries are in the tail, not the log.
    expect(rawHeader(db, ids[0]!).seq).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM log').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM log_tail').get()).toEqual({ n: 14 });
    // Every read sees the tail.
    expect(store.entries(ids[0]!, 1, 7).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(store.entries(ids[0]!, 3, 4)).toEqual([entry(3), entry(4)]);
    expect(store.clientOrder(ids[0]!, 'A', 'c5')).toEqual({ seq: 5, order: { n: 5 } });
    expect(store.clientOrderIds(ids[1]!)).toHaveLength(7);
    expect(store.firstEntryAfter(ids[0]!, T0 + 4500)).toBe(5);
    expect(store.listGames({ status: 'live', limit: 10, publicOnly: true })[0]!.seq).toBe(7);

    // The process stops without moving the tail (as a crash would): the file keeps only the tail.
    db.close();
    const readOnly = new Database(join(dir, 'broadside.db'), { readonly: true });
    const reader = new SqliteGameStore(readOnly);
    expect(reader.getGame(ids[0]!)).toEqual(expected);
    expect(reader.entries(ids[1]!, 1, 7)).toHaveLength(7);
    expect(rawHeader(readOnly, ids[0]!).seq).toBe(0);
    readOnly.close();

    const reopened = openDatabase(dir).db;
    const recovered = new SqliteGameStore(reopened);
    for (const [i, id] of ids.entries()) {
      expect(recovered.getGame(id)).toEqual(expectedAll[i]);
      expect(rawHeader(reopened, id).seq).toBe(7);
    }
    expect(reopened.prepare('SELECT COUNT(*) AS n FROM log').get()).toEqual({ n: 14 });
    expect(reopened.prepare('SELECT COUNT(*) AS n FROM log_tail').get()).toEqual({ n: 0 });
    expect(recovered.entries(ids[0]!, 1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7].map(entry));
    // And play goes on: entry 8 follows, entry 8 again is refused.
    recovered.append(ids[0]!, entry(8), progress(8), null);
    expect(() => recovered.append(ids[0]!, entry(8), progress(8), null)).toThrow(/does not follow/);
    closeDatabase(reopened);
  });

  // Small numbers standing for the server's (a look every 512 rows, stale after 16,384, at most
  // 1,024 rows moved per look): 20 games that started together go stale together.
  test.each([
    {
      name: 'without a budget, one look moves every game that went stale at once',
      upkeep: { lookEvery: 64, purgeEvery: 64, staleRows: 40, moveBudgetRows: Infinity },
      largest: { atLeast: 40, atMost: Infinity },
    },
    {
      name: 'with a budget, quiet tails move a bounded number of rows at a time',
      upkeep: { lookEvery: 8, purgeEvery: 64, staleRows: 40, moveBudgetRows: 16 },
      largest: { atLeast: 1, atMost: 24 },
    },
  ])('$name, and every entry reads back', ({ upkeep, largest }) => {
    const dir = folder();
    const { db } = openDatabase(dir);
    const store = new SqliteGameStore(db, { tailUpkeep: upkeep });
    const ids = Array.from({ length: 20 }, (_, i) => liveGame(store, i + 1));
    const logRows = () => (db.prepare('SELECT COUNT(*) AS n FROM log').get() as { n: number }).n;
    const tailRows = () =>
      (db.prepare('SELECT COUNT(*) AS n FROM log_tail').get() as { n: number }).n;
    let largestMove = 0;
    let mostTailRows = 0;
    for (let seq = 1; seq <= 12; seq += 1) {
      for (const gameId of ids) {
        const before = logRows();
        const item = { gameId, entry: entry(seq), progress: progress(seq), snapshot: null };
        expect(store.appendMany([item]).size).toBe(0);
        largestMove = Math.max(largestMove, logRows() - before);
        mostTailRows = Math.max(mostTailRows, tailRows());
      }
    }
    expect(largestMove).toBeGreaterThanOrEqual(largest.atLeast);
    expect(largestMove).toBeLessThanOrEqual(largest.atMost);
    // Moved rows are removed: the tail stays near its stale limit.
    expect(mostTailRows).toBeLessThan(upkeep.staleRows + upkeep.purgeEvery + 2 * ids.length);
    // Every entry reads back in order, through the log and the tail alike.
    for (const id of ids) {
      expect(store.entries(id, 1, 12).map((e) => e.seq)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      expect(store.getGame(id)!.seq).toBe(12);
    }
    closeDatabase(db);
  });

  test.each([
    // TAIL_MAX_ENTRIES is 64: the 64th entry moves the 63 before it (chunks of 16, the last
    // padded) and itself; 17 and 33 entries are moved by a status change.
    [17, 'finished'],
    [33, 'finished'],
    [64, 'live'],
  ] as const)(
    'a tail of %i entries moves into the log whole, in chunks, when it settles (%s)',
    (count, lastStatus) => {
      const { db } = openDatabase(folder());
      const store = new SqliteGameStore(db);
      const ids = [liveGame(store, 1), liveGame(store, 2)];
      for (let seq = 1; seq <= count; seq += 1) {
        const over =
          seq === count && lastStatus === 'finished'
            ? { status: 'finished' as const, finishedAt: T0 + seq }
            : {};
        // The other game's entries interleave, so that one game's tail ids are not contiguous.
        const items = ids.map((gameId) => ({
          gameId,
          entry: entry(seq),
          progress: progress(seq, gameId === ids[0] ? over : {}),
          snapshot: null,
        }));
        expect(store.appendMany(items).size).toBe(0);
      }
      const logged = db
        .prepare('SELECT seq FROM log WHERE game_id = ? ORDER BY seq')
        .all(ids[0]) as { seq: number }[];
      expect(logged.map((r) => r.seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(store.entries(ids[0]!, 1, count)).toEqual(
        Array.from({ length: count }, (_, i) => entry(i + 1)),
      );
      expect(rawHeader(db, ids[0]!).seq).toBe(count);
      // The other game is still all in the tail, below its full size.
      const other = db.prepare('SELECT COUNT(*) AS n FROM log WHERE game_id = ?').get(ids[1]);
      expect(other).toEqual({ n: count === 64 ? 64 : 0 });
      closeDatabase(db);
    },
  );

  test('a snapshot, a status change and an earlier deadline write the header at once', () => {
    const { db } = openDatabase(folder());
    const store = new SqliteGameStore(db);
    const id = liveGame(store, 3);
    store.append(id, entry(1), progress(1), null);
    expect(rawHeader(db, id).seq).toBe(0);
    // A deadline appears: the stored one must never be later than the real one.
    store.append(id, entry(2), progress(2, { deadlineAt: T0 + 90_000 }), null);
    expect(rawHeader(db, id)).toMatchObject({ seq: 2, deadline_at: T0 + 90_000 });
    // A later deadline may wait; the sweep still sees the real one.
    store.append(id, entry(3), progress(3, { deadlineAt: T0 + 95_000 }), null);
    expect(rawHeader(db, id)).toMatchObject({ seq: 2, deadline_at: T0 + 90_000 });
    expect(store.dueGames(T0 + 92_000)).toEqual([]);
    expect(store.dueGames(T0 + 95_000)).toEqual([id]);
    // An earlier one may not.
    store.append(id, entry(4), progress(4, { deadlineAt: T0 + 80_000 }), null);
    expect(rawHeader(db, id)).toMatchObject({ seq: 4, deadline_at: T0 + 80_000 });
    // A snapshot moves the tail into the log with it.
    store.append(id, entry(5), progress(5, { hashSeq: 5, stateHash: 'a'.repeat(64) }), {
      seq: 5,
      state: { n: 5 },
      stateHash: 'a'.repeat(64),
      chainHead: 'b'.repeat(64),
    });
    expect(rawHeader(db, id).seq).toBe(5);
    expect(store.snapshotAtOrBefore(id, 9)).toMatchObject({ seq: 5, chainHead: 'b'.repeat(64) });
    store.append(id, entry(6), progress(6), null);
    expect(rawHeader(db, id).seq).toBe(5);
    const result = { winners: ['A'], reason: 'destroyed' };
    store.append(
      id,
      entry(7),
      progress(7, { status: 'finished', result, finishedAt: T0 + 7000 } as Partial<GameProgress>),
      null,
    );
    expect(rawHeader(db, id)).toMatchObject({ seq: 7, status: 'finished' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM log WHERE game_id = ?').get(id)).toEqual({ n: 7 });
    closeDatabase(db);
  });
});

describe('log tail after a real kill', () => {
  test('SIGKILL with entries in the tail: a restarted server rebuilds every header exactly from the tail', async () => {
    const dir = folder();
    const first = await spawnServer(dir, {}, { built: true });
    children.push(first);
    const bots = await startBotGames(first, ['task_groups', 'task_groups', 'task_groups'], {
      seedStride: 7,
      prefix: 'k',
    });
    const acked = () => ackedCount(bots);
    const started = Date.now();
    // Stop at a moment when some game's latest entries are in the tail (not on a snapshot).
    const tailRows = () => {
      const db = new Database(join(dir, 'broadside.db'), { readonly: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM log_tail').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    while ((acked() < 40 || tailRows() === 0) && Date.now() - started < 15_000) await sleep(20);
    first.child.kill('SIGKILL');
    await first.exited;
    for (const b of bots) b.close();
    const lastAcked = new Map<string, number>();
    for (const b of bots)
      for (const a of b.acked)
        lastAcked.set(b.gameId, Math.max(a.seq, lastAcked.get(b.gameId) ?? 0));

    // In the file: some header behind its acknowledged entries, which are in the tail.
    const killed = new Database(join(dir, 'broadside.db'), { readonly: true });
    const behind = [...lastAcked].filter(([id, seq]) => rawHeader(killed, id).seq < seq);
    expect(behind.length).toBeGreaterThan(0);
    const tailTotal = (killed.prepare('SELECT COUNT(*) AS n FROM log_tail').get() as { n: number })
      .n;
    expect(tailTotal).toBeGreaterThan(0);
    killed.close();

    const second = await spawnServer(dir, {}, { built: true });
    children.push(second);
    const db = new Database(join(dir, 'broadside.db'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM log_tail').get()).toEqual({ n: 0 });
    const store = new SqliteGameStore(db);
    const rulesets = new Map(Object.entries(RULESETS));
    for (const [id, seq] of lastAcked) {
      // Nothing acknowledged is lost; the header is the log's, and the game verifies.
      const top = db
        .prepare('SELECT MAX(seq) AS top, COUNT(*) AS n FROM log WHERE game_id = ?')
        .get(id) as { top: number; n: number };
      expect(top.top).toBeGreaterThanOrEqual(seq);
      expect(top.n).toBe(top.top);
      expect(rawHeader(db, id).seq).toBe(top.top);
      const check = verifyStoredGame(store, rulesets, id);
      expect(check.problem).toBeNull();
    }
    for (const b of bots)
      for (const a of b.acked)
        expect(store.clientOrder(b.gameId, b.seat, a.clientOrderId)?.seq).toBe(a.seq);
    db.close();
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 60_000);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
