import type { Annotation } from '@broadside/protocol';
import type { ReplayTimeline } from './replay-steps.js';

/** A replay step that has comments: where the scrubber stands for it, and how many there are. */
export interface AnnotationMark {
  readonly seq: number;
  /** The event index of the step (the last event of its record entry; −1 before any event). */
  readonly index: number;
  readonly count: number;
}

/** The record entry the replay stands on at event `index`: 0 (the set-up) before any event. */
export function seqAt(timeline: ReplayTimeline, index: number): number {
  return timeline.log[index]?.seq ?? 0;
}

/**
 * The event index that shows record entry `seq`: its last event, or, for an entry without
 * events the spectator sees, the last event before it (−1 when there is none).
 */
export function indexOfSeq(timeline: ReplayTimeline, seq: number): number {
  let found = -1;
  timeline.log.forEach((entry, i) => {
    if (entry.seq <= seq) found = i;
  });
  return found;
}

/** The comments shown at event `index`: those on its record entry, or placed on it. */
export function annotationsAt(
  timeline: ReplayTimeline,
  annotations: readonly Annotation[],
  index: number,
): readonly Annotation[] {
  const seq = seqAt(timeline, index);
  return annotations.filter(
    (a) => a.seq === seq || (index >= 0 && indexOfSeq(timeline, a.seq) === index),
  );
}

/** One mark per step with comments, in replay order. */
export function annotationMarks(
  timeline: ReplayTimeline,
  annotations: readonly Annotation[],
): readonly AnnotationMark[] {
  const counts = new Map<number, { seq: number; count: number }>();
  for (const a of annotations) {
    const index = indexOfSeq(timeline, a.seq);
    const mark = counts.get(index) ?? { seq: a.seq, count: 0 };
    mark.count += 1;
    counts.set(index, mark);
  }
  return [...counts.entries()]
    .sort(([x], [y]) => x - y)
    .map(([index, { seq, count }]) => ({ seq, index, count }));
}
