import { describe, expect, it } from 'vitest';
import { isoTime } from '../src/util/iso-time.js';

describe('isoTime', () => {
  it.each([
    ['the epoch', 0],
    ['a time of the log', Date.UTC(2026, 11, 7, 16, 30, 5, 7)],
    ['two digits of milliseconds', Date.UTC(2026, 11, 7, 16, 30, 5, 42)],
    ['the last millisecond of a year', Date.UTC(2026, 11, 31, 23, 59, 59, 999)],
    ['before the epoch', -1_500],
    ['after the year 9999', Date.UTC(10_000, 0, 1)],
    ['a fraction of a millisecond', 1_765_000_000_123.5],
  ])('writes %s as toISOString does', (_name, ms) => {
    expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    // Again, from the cached second.
    expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('agrees with toISOString over a run of times, in and out of order', () => {
    const start = Date.UTC(2026, 11, 7, 23, 59, 58, 0);
    const times = Array.from({ length: 5_000 }, (_, i) => start + i * 3);
    times.push(start + 17, start - 2_001, start + 2_000_000, start + 4);
    for (const ms of times) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });
});
