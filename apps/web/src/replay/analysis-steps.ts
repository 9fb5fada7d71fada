import type { ReplayTimeline } from './replay-steps.js';

/**
 * The event index that shows the position a decision was made in: the last event before record
 * entry `seq` (−1, the start, when there is none), so the board is as the seat saw it and the
 * next step forward shows what its order did.
 */
export function decisionIndex(timeline: ReplayTimeline, seq: number): number {
  let found = -1;
  timeline.log.forEach((entry, i) => {
    if (entry.seq < seq) found = i;
  });
  return found;
}
