// The client order ids a live game remembers as fingerprints (src/match/seen-order-ids.ts): an
// accepted id is always "perhaps seen" (the store then settles it), an id never accepted is
// almost always "certainly new", so that a new order needs no database look-up.
import { describe, expect, test } from 'vitest';
import { SeenOrderIds, seenOrderIdsOf } from '../src/match/seen-order-ids.js';

describe('seen client order ids', () => {
  test.each([
    ['the same id, same seat', 'A', 'o-1', true],
    ['the same id for the other seat', 'B', 'o-1', false],
    ['another id', 'A', 'o-2', false],
    ['an id that differs only by case', 'A', 'O-1', false],
    ['the empty id', 'A', '', false],
  ])('after A accepts "o-1": %s is %s', (_what, seat, id, expected) => {
    const seen = new SeenOrderIds();
    seen.add('A', 'o-1');
    expect(seen.mayHave(seat, id)).toBe(expected);
  });

  test('every accepted id of a long game is kept, and unseen ids come back new', () => {
    const stored = Array.from({ length: 5_000 }, (_, i) => ({
      seat: i % 2 === 0 ? 'A' : 'B',
      clientOrderId: `order-${i}`,
    }));
    const seen = seenOrderIdsOf(stored);
    for (const o of stored) expect(seen.mayHave(o.seat, o.clientOrderId)).toBe(true);
    let perhaps = 0;
    for (let i = 5_000; i < 55_000; i += 1) if (seen.mayHave('A', `order-${i}`)) perhaps += 1;
    // 50,000 unseen ids against 5,000 fingerprints of 30 bits: about 0.2 expected by chance.
    expect(perhaps).toBeLessThanOrEqual(2);
  });

  test('a reloaded game replaces what was known', () => {
    const live = seenOrderIdsOf([{ seat: 'A', clientOrderId: 'in-memory-only' }]);
    live.replaceWith(seenOrderIdsOf([{ seat: 'B', clientOrderId: 'stored' }]));
    expect(live.mayHave('A', 'in-memory-only')).toBe(false);
    expect(live.mayHave('B', 'stored')).toBe(true);
    expect(live.size).toBe(1);
  });
});
