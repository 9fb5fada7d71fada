import { describe, expect, test } from 'vitest';
import { CommitPacer } from '../src/match/commit-pacer.js';

/** A pacer that saw `perBucket` changes in each of the 100 ms buckets ending at `until`. */
function pacerAfter(perBucket: number, until: number, windowMs = 2): CommitPacer {
  const pacer = new CommitPacer({ windowMs, busyPerSecond: 500 });
  for (let start = 0; start < until; start += 100)
    for (let i = 0; i < perBucket; i += 1) pacer.changed(start + (i * 100) / perBucket);
  return pacer;
}

describe('CommitPacer (when a group commit may wait for company)', () => {
  test.each([
    // changes per 100 ms, window, last commit, now → wait (ms)
    {
      perBucket: 20,
      windowMs: 2,
      last: 999.5,
      now: 1000,
      wait: 0,
      why: '200/s is quiet: commit this turn',
    },
    { perBucket: 49, windowMs: 2, last: 999.5, now: 1000, wait: 0, why: 'just under 500/s' },
    {
      perBucket: 50,
      windowMs: 2,
      last: 999.5,
      now: 1000,
      wait: 1.5,
      why: '500/s: wait out the window',
    },
    {
      perBucket: 300,
      windowMs: 2,
      last: 999,
      now: 1000,
      wait: 1,
      why: '3,000/s, 1 ms after a commit',
    },
    { perBucket: 300, windowMs: 2, last: 997, now: 1000, wait: 0, why: 'the window has passed' },
    {
      perBucket: 300,
      windowMs: 0,
      last: 999.9,
      now: 1000,
      wait: 0,
      why: 'a window of 0 never waits',
    },
  ])('$why', ({ perBucket, windowMs, last, now, wait }) => {
    const pacer = pacerAfter(perBucket, 1000, windowMs);
    pacer.changed(now);
    pacer.committed(last);
    expect(pacer.delay(now)).toBeCloseTo(wait, 6);
  });

  test('a pause of more than a bucket makes a busy server quiet again', () => {
    const pacer = pacerAfter(300, 1000);
    pacer.changed(1000);
    expect(pacer.busy).toBe(true);
    pacer.changed(1250);
    expect(pacer.busy).toBe(false);
  });

  test('before any full bucket the server is quiet', () => {
    const pacer = new CommitPacer();
    for (let i = 0; i < 1000; i += 1) pacer.changed(i / 100);
    expect(pacer.busy).toBe(false);
  });
});
