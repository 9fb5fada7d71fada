// Several writers of one log tail (store/tail-range.ts): each worker of a WORKERS=N server keeps
// its tail in its own range of row ids, so two processes on one SQLite file can both write
// through the tail. Each store appends, purges, settles and recovers only its own rows; a server
// alone recovers every range.
import { afterAll, describe, expect, test } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/open.js';
import { SqliteGameStore } from '../src/store/sqlite-store.js';
import { WHOLE_TAIL, workerTailRange, type TailRange } from '../src/store/tail-range.js';
import { liveGame, playAll, rawHeader } from './helpers/tail-games.js';
import { tempDir } from './helpers/temp-dir.js';

const dirs: ReturnType<typeof tempDir>[] = [];
afterAll(() => {
  for (const d of dirs) d.remove();
});

function folder(): string {
  const dir = tempDir('broadside-tail-ranges-');
  dirs.push(dir);
  return dir.path;
}

type Db = ReturnType<typeof openDatabase>['db'];

/** Tail row ids in the file, lowest first. */
function tailIds(db: Db): number[] {
  return (db.prepare('SELECT id FROM log_tail ORDER BY id').all() as { id: number }[]).map(
    (r) => r.id,
  );
}

const inRange = (range: TailRange) => (id: number) => id > range.from && id < range.to;

/** Appends entries `from..to` to each game, one group commit per sequence number. */
function play(store: SqliteGameStore, ids: readonly string[], from: number, to: number): void {
  expect(playAll(store, ids, from, to)).toBe(0);
}

describe('log tail ranges', () => {
  test.each([
    { index: 0, from: 2 ** 40, to: 2 ** 41 },
    { index: 1, from: 2 ** 41, to: 3 * 2 ** 40 },
    { index: 7, from: 8 * 2 ** 40, to: 9 * 2 ** 40 },
  ])('worker $index writes ids above $from and below $to', ({ index, from, to }) => {
    expect(workerTailRange(index)).toEqual({ from, to });
    // Below 2⁵³, every id is an exact JavaScript number.
    expect(Number.isSafeInteger(to)).toBe(true);
  });

  test.each([-1, 1.5, 8001])('there is no range for worker %s', (index) => {
    expect(() => workerTailRange(index)).toThrow(RangeError);
  });

  test('two workers on one file keep apart; a crashed one recovers only its own rows', () => {
    const dir = folder();
    const w0 = workerTailRange(0);
    const w1 = workerTailRange(1);
    const db0 = openDatabase(dir).db;
    const db1 = openDatabase(dir).db;
    // Small upkeep, so that purges run while both write.
    const upkeep = { lookEvery: 4, purgeEvery: 4, staleRows: 6, moveBudgetRows: 8 };
    const store0 = new SqliteGameStore(db0, { logTail: w0, tailUpkeep: upkeep });
    const store1 = new SqliteGameStore(db1, { logTail: w1, tailUpkeep: upkeep });
    const games0 = [liveGame(store0, 1), liveGame(store0, 2)];
    const games1 = [liveGame(store1, 3), liveGame(store1, 4)];
    for (let seq = 1; seq <= 20; seq += 1) {
      play(store0, games0, seq, seq);
      play(store1, games1, seq, seq);
    }
    const ids = tailIds(db0);
    expect(ids.length).toBeGreaterThan(0);
    // Every row is in one of the two ranges, and each worker wrote some.
    expect(ids.every((id) => inRange(w0)(id) || inRange(w1)(id))).toBe(true);
    expect(ids.some(inRange(w0))).toBe(true);
    expect(ids.some(inRange(w1))).toBe(true);
    for (const id of [...games0, ...games1]) {
      const store = games0.includes(id) ? store0 : store1;
      expect(store.entries(id, 1, 20).map((e) => e.seq)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(store.getGame(id)!.seq).toBe(20);
    }

    // w1 stops without settling (as a crash would); w0 plays on, settles and stops cleanly.
    const rowsOf1 = tailIds(db0).filter(inRange(w1));
    expect(rowsOf1.length).toBeGreaterThan(0);
    db1.close();
    play(store0, games0, 21, 30);
    expect(tailIds(db0).filter(inRange(w1))).toEqual(rowsOf1);
    store0.settleAll();
    // w0's clean stop empties only its own range: w1's rows wait for w1.
    expect(tailIds(db0)).toEqual(rowsOf1);
    for (const id of games0) expect(rawHeader(db0, id).seq).toBe(30);
    closeDatabase(db0);

    // w1 restarts under the same name: it recovers its own rows, exactly.
    const again = openDatabase(dir).db;
    const restarted = new SqliteGameStore(again, { logTail: w1 });
    expect(tailIds(again)).toEqual([]);
    for (const id of games1) {
      expect(rawHeader(again, id).seq).toBe(20);
      expect(restarted.entries(id, 1, 20).map((e) => e.seq)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    }
    // New rows start again at the beginning of its range.
    play(restarted, games1, 21, 21);
    expect(tailIds(again)).toEqual([w1.from + 1, w1.from + 2]);
    closeDatabase(again);
  });

  test('a server alone recovers what every worker left behind', () => {
    const dir = folder();
    const db0 = openDatabase(dir).db;
    const db1 = openDatabase(dir).db;
    const store0 = new SqliteGameStore(db0, { logTail: workerTailRange(0) });
    const store1 = new SqliteGameStore(db1, { logTail: workerTailRange(1) });
    const games0 = [liveGame(store0, 1)];
    const games1 = [liveGame(store1, 2)];
    play(store0, games0, 1, 5);
    play(store1, games1, 1, 9);
    // Both stop without settling.
    db0.close();
    db1.close();

    const db = openDatabase(dir).db;
    const alone = new SqliteGameStore(db, { logTail: WHOLE_TAIL });
    expect(tailIds(db)).toEqual([]);
    expect(rawHeader(db, games0[0]!).seq).toBe(5);
    expect(rawHeader(db, games1[0]!).seq).toBe(9);
    expect(alone.entries(games1[0]!, 1, 9).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Its own rows start at 1, below every worker's range.
    play(alone, games0, 6, 6);
    expect(tailIds(db)).toEqual([1]);
    closeDatabase(db);
  });

  test('without a tail (a node of a cluster) every entry is settled at once', () => {
    const { db } = openDatabase(folder());
    const store = new SqliteGameStore(db, { logTail: null });
    const [id] = [liveGame(store, 1)];
    play(store, [id!], 1, 3);
    expect(tailIds(db)).toEqual([]);
    expect(rawHeader(db, id!).seq).toBe(3);
    closeDatabase(db);
  });
});
