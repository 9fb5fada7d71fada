import { describe, expect, test } from 'vitest';
import { LiveBatches, type BatchSource } from '../src/map/live-batches.js';

/** A session at batch `seq` whose log holds one event per batch, named after it. */
const at = (seq: number, connection = 'open', view: unknown = { seq }): BatchSource => ({
  seq,
  connection,
  view,
  log: Array.from({ length: seq }, (_, i) => ({ seq: i + 1, event: `e${i + 1}` })),
});

describe('the map animates only batches that arrive live (issue 28, Motion)', () => {
  test.each([
    { name: 'a first load shows its history still', steps: [at(5)], last: [] },
    { name: 'the next batch arrives live', steps: [at(5), at(6)], last: ['e6'] },
    { name: 'two batches at once, both live', steps: [at(5), at(7)], last: ['e6', 'e7'] },
    { name: 'the same batch again (a clock tick)', steps: [at(5), at(6), at(6)], last: [] },
    {
      name: 'what a reconnect catches up on',
      steps: [at(5), at(5, 'reconnecting'), at(8)],
      last: [],
    },
    {
      name: 'live again after a reconnect',
      steps: [at(5), at(5, 'reconnecting'), at(8), at(9)],
      last: ['e9'],
    },
    { name: 'no view yet', steps: [at(0, 'open', null), at(3)], last: [] },
    { name: 'an older batch (another game)', steps: [at(5), at(2)], last: [] },
  ])('$name', ({ steps, last }) => {
    const live = new LiveBatches();
    let events: readonly unknown[] = [];
    for (const s of steps) events = live.next(s);
    expect(events).toEqual(last);
  });

  test('keeps the view before the batch for what the batch removed', () => {
    const live = new LiveBatches();
    live.next(at(5));
    live.next(at(6));
    expect(live.before).toEqual({ seq: 5 });
  });
});
