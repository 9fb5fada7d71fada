import { describe, expect, test } from 'vitest';
import type { PreparedChange } from '../src/match/commit.js';
import { CommitPacer } from '../src/match/commit-pacer.js';
import { CommitQueue } from '../src/match/commit-queue.js';
import type { AppendItem, GameStore } from '../src/store/types.js';

function change(gameId: string, seq: number): PreparedChange {
  return {
    gameId,
    entry: {
      seq,
      kind: 'order',
      seat: 'A',
      clientOrderId: `c${seq}`,
      order: {},
      events: [],
      dice: [],
      stateHash: null,
      at: 0,
    },
    progress: {
      seq,
      hashSeq: 0,
      stateHash: 'h',
      status: 'live',
      result: null,
      clocks: { seats: {} },
      deadlineAt: null,
      finishedAt: null,
    },
    snapshot: null,
    context: {
      status: 'live',
      pending: () => [],
      clocks: { kind: 'none', seats: {}, serverTime: 0 },
      result: null,
    },
    state: {},
    turn: 0,
    finished: false,
  };
}

/** A store that records batches, fails as a whole, or fails the games named in `failGames`. */
function fakeStore(
  fail: boolean,
  failGames: readonly string[] = [],
): { store: GameStore; batches: AppendItem[][] } {
  const batches: AppendItem[][] = [];
  const store = {
    appendMany(items: readonly AppendItem[]) {
      if (fail) throw new Error('disk full');
      batches.push(items.filter((i) => !failGames.includes(i.gameId)));
      return new Map(failGames.map((id) => [id, new Error(`duplicate seq in ${id}`)]));
    },
  } as unknown as GameStore;
  return { store, batches };
}

describe('CommitQueue (group commit)', () => {
  test('changes of one event-loop turn are committed together, then their callbacks run in order', async () => {
    const { store, batches } = fakeStore(false);
    const queue = new CommitQueue(store, () => {
      throw new Error('no failure expected');
    });
    const durable: number[] = [];
    queue.enqueue(change('g1', 1), () => durable.push(1));
    queue.enqueue(change('g2', 1), () => durable.push(2));
    queue.enqueue(change('g1', 2), () => durable.push(3));
    queue.afterCommit(() => durable.push(4));
    expect(durable).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((i) => `${i.gameId}:${i.entry.seq}`)).toEqual(['g1:1', 'g2:1', 'g1:2']);
    expect(durable).toEqual([1, 2, 3, 4]);
  });

  test('a busy queue lets a commit wait out its window, then commits the changes together', async () => {
    const { store, batches } = fakeStore(false);
    // Busy from 10 changes a second, so that two turns 110 ms apart are enough.
    const pacer = new CommitPacer({ windowMs: 40, busyPerSecond: 10 });
    const queue = new CommitQueue(store, () => {}, pacer);
    const durable: number[] = [];
    queue.enqueue(change('g1', 1), () => durable.push(1));
    await new Promise((r) => setImmediate(r));
    expect(durable).toEqual([1]);
    await new Promise((r) => setTimeout(r, 110));
    queue.enqueue(change('g1', 2), () => durable.push(2));
    await new Promise((r) => setImmediate(r));
    // The server is busy and committed less than 40 ms ago: the change waits for company.
    queue.enqueue(change('g2', 1), () => durable.push(3));
    await new Promise((r) => setImmediate(r));
    queue.enqueue(change('g3', 1), () => durable.push(4));
    await new Promise((r) => setImmediate(r));
    expect(durable).toEqual([1, 2]);
    await new Promise((r) => setTimeout(r, 60));
    // Both turns' changes shared one transaction.
    expect(durable).toEqual([1, 2, 3, 4]);
    expect(batches.map((b) => b.length)).toEqual([1, 1, 2]);
  });

  test('flush commits at once; afterCommit with nothing waiting runs at once', () => {
    const { store, batches } = fakeStore(false);
    const queue = new CommitQueue(store, () => {});
    let acked = false;
    queue.enqueue(change('g1', 1), () => (acked = true));
    queue.flush();
    expect(batches).toHaveLength(1);
    expect(acked).toBe(true);
    let ran = false;
    queue.afterCommit(() => (ran = true));
    expect(ran).toBe(true);
  });

  test('a failed commit acknowledges nothing and reports every game in the batch', () => {
    const { store } = fakeStore(true);
    const failed: string[][] = [];
    const queue = new CommitQueue(store, (failures) => failed.push([...failures.keys()].sort()));
    let acked = 0;
    queue.enqueue(change('g2', 1), () => (acked += 1));
    queue.enqueue(change('g1', 1), () => (acked += 1));
    queue.afterCommit(() => (acked += 1));
    queue.flush();
    expect(acked).toBe(0);
    expect(failed).toEqual([['g1', 'g2']]);
    expect(queue.size).toBe(0);
  });

  test('a game that fails alone is reported alone; the rest of the batch is acknowledged', () => {
    const { store } = fakeStore(false, ['g2']);
    const failed: string[][] = [];
    const queue = new CommitQueue(store, (failures) => failed.push([...failures.keys()]));
    const acked: string[] = [];
    queue.enqueue(change('g1', 1), () => acked.push('g1:1'));
    queue.enqueue(change('g2', 1), () => acked.push('g2:1'));
    queue.enqueue(change('g3', 1), () => acked.push('g3:1'));
    queue.afterCommit(() => acked.push('after'));
    queue.flush();
    expect(failed).toEqual([['g2']]);
    expect(acked).toEqual(['g1:1', 'g3:1', 'after']);
  });
});
