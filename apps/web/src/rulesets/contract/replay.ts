import type { LogEntry } from './session.js';

/** One step of a replay: the spectator's view after a batch, and the events that batch produced. */
export interface ReplayStep<View = unknown, Event = unknown> {
  readonly seq: number;
  readonly view: View;
  readonly events: readonly Event[];
}

/** A finished game rebuilt step by step, with a flat list of its events for the scrubber. */
export interface ReplayTimeline<View = unknown, Event = unknown> {
  readonly steps: readonly ReplayStep<View, Event>[];
  /** Every event, oldest first, with the step it belongs to. */
  readonly log: readonly LogEntry<Event>[];
}
