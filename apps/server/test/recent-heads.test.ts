// The ring of recent chain heads a live game keeps (src/match/recent-heads.ts).
import { describe, expect, test } from 'vitest';
import { RecentHeads } from '../src/match/recent-heads.js';

/** A distinct 64-digit head for each sequence number. */
const headOf = (seq: number): string => seq.toString(16).padStart(8, '0').repeat(8);

describe('recent chain heads', () => {
  test.each([
    ['the newest', 20, headOf(20)],
    ['the oldest kept (newest − 3)', 17, headOf(17)],
    ['one older than kept', 16, undefined],
    ['one newer than any', 21, undefined],
    ['entry 0 (before the chain has heads)', 0, undefined],
  ])('after heads 1…20 in a ring of 4: %s', (_what, seq, expected) => {
    const heads = new RecentHeads(4);
    for (let s = 1; s <= 20; s += 1) heads.add(s, headOf(s));
    expect(heads.get(seq)).toBe(expected);
  });

  test('a head that does not follow the newest starts the ring again', () => {
    const heads = new RecentHeads(4);
    heads.add(1, headOf(1));
    heads.add(2, headOf(2));
    heads.add(9, headOf(9));
    expect([heads.get(1), heads.get(2), heads.get(9)]).toEqual([undefined, undefined, headOf(9)]);
    heads.add(10, headOf(10));
    expect(heads.get(9)).toBe(headOf(9));
  });

  test('heads keep their digits exactly (hex in, the same hex out)', () => {
    const heads = new RecentHeads(16);
    const head = 'f0'.repeat(16) + '0a'.repeat(16);
    heads.add(5, head);
    expect(heads.get(5)).toBe(head);
  });
});
