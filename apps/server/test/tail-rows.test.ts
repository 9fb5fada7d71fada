import { describe, expect, test } from 'vitest';
import { TailRows } from '../src/store/log-tail.js';

describe('TailRows: a persistent list of a game tail rows', () => {
  test('the empty list has no rows and no oldest id', () => {
    expect(TailRows.EMPTY.length).toBe(0);
    expect(TailRows.EMPTY.oldestId).toBeNull();
    expect(TailRows.EMPTY.toArray()).toEqual([]);
    expect([...TailRows.EMPTY]).toEqual([]);
  });

  test.each([1, 2, 17, 64])('%i rows come back oldest first', (count) => {
    const rows = Array.from({ length: count }, (_, i) => ({ seq: 10 + i, id: 500 + 3 * i }));
    const list = TailRows.of(rows);
    expect(list.length).toBe(count);
    expect(list.oldestId).toBe(500);
    expect(list.toArray()).toEqual(rows);
    expect([...list]).toEqual(rows);
  });

  test('extending a list leaves it as it was (a rolled-back append leaves nothing behind)', () => {
    const committed = TailRows.of([
      { seq: 1, id: 7 },
      { seq: 2, id: 9 },
    ]);
    const staged = committed.with({ seq: 3, id: 12 });
    const other = committed.with({ seq: 3, id: 13 });
    expect(committed.toArray()).toEqual([
      { seq: 1, id: 7 },
      { seq: 2, id: 9 },
    ]);
    expect(staged.toArray().map((r) => r.id)).toEqual([7, 9, 12]);
    expect(other.toArray().map((r) => r.id)).toEqual([7, 9, 13]);
    expect(staged.oldestId).toBe(7);
    expect(TailRows.EMPTY.with({ seq: 4, id: 40 }).oldestId).toBe(40);
  });
});
