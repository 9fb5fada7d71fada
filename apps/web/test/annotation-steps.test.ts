import type { Annotation } from '@broadside/protocol';
import { describe, expect, test } from 'vitest';
import {
  annotationMarks,
  annotationsAt,
  indexOfSeq,
  seqAt,
} from '../src/replay/annotation-steps.js';
import type { ReplayTimeline } from '../src/replay/replay-steps.js';

/** A timeline of set-up events (seq 0), an order with two events (1), one without (2), one (3). */
const seqs = [0, 1, 1, 3];
const timeline: ReplayTimeline = {
  steps: [],
  log: seqs.map((seq, index) => ({ seq, index, at: 0, event: null })),
};
const note = (id: string, seq: number): Annotation => ({
  id,
  seq,
  seat: 'A',
  author: 'Ann',
  text: id,
  createdAt: 0,
});

describe('replay comments by step', () => {
  test.each([
    [-1, 0],
    [0, 0],
    [2, 1],
    [3, 3],
  ])('at event %i the replay stands on entry %i', (index, seq) => {
    expect(seqAt(timeline, index)).toBe(seq);
  });

  test.each([
    [0, 0],
    [1, 2],
    [2, 2],
    [3, 3],
  ])('entry %i shows at event %i (an entry without events at the one before)', (seq, index) => {
    expect(indexOfSeq(timeline, seq)).toBe(index);
  });

  test('every event of an entry shows its comments; marks sit one per step', () => {
    const notes = [note('setup', 0), note('one', 1), note('two', 2), note('again', 1)];
    expect(annotationsAt(timeline, notes, 1).map((a) => a.id)).toEqual(['one', 'again']);
    expect(annotationsAt(timeline, notes, 2).map((a) => a.id)).toEqual(['one', 'two', 'again']);
    expect(annotationsAt(timeline, notes, -1).map((a) => a.id)).toEqual(['setup']);
    expect(annotationMarks(timeline, notes)).toEqual([
      { seq: 0, index: 0, count: 1 },
      { seq: 1, index: 2, count: 3 },
    ]);
  });
});
