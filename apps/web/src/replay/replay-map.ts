import { html, type TemplateResult } from 'lit';
import type { HexMap } from '../map/hex-map.js';
import { NO_TERRAIN } from '../map/map-data.js';
import type { SideLegend } from '../map/side-legend.js';
import type { LogEntry } from '../net/session.js';
import type { ReplayStep, ReplayTimeline } from './replay-steps.js';
import '../map/hex-map.js';
import '../map/side-legend.js';

/** What a replay board draws: the map as of an event, its highlights and the side legend. */
export interface ReplayMapProps {
  readonly bounds: HexMap['bounds'];
  readonly terrain?: HexMap['terrain'];
  readonly units: HexMap['units'];
  readonly marks: HexMap['marks'];
  readonly lines: HexMap['lines'];
  readonly path: HexMap['path'];
  readonly sides: SideLegend['sides'];
}

/** The replay board's map and legend. */
export function replayMap(p: ReplayMapProps): TemplateResult {
  return html`<hex-map
      .bounds=${p.bounds}
      .terrain=${p.terrain ?? NO_TERRAIN}
      .units=${p.units}
      .marks=${p.marks}
      .lines=${p.lines}
      .path=${p.path}
    ></hex-map>
    <side-legend class="legend" .sides=${p.sides}></side-legend>`;
}

/** Where the replay scrubber stands: the event, its batch, and the view before that batch. */
export interface ReplayPosition<View, Event> {
  readonly entry: LogEntry<Event>;
  /** The batch (log entry of the game) the event belongs to. */
  readonly step: ReplayStep<View, Event>;
  /** The spectator's view before the batch. */
  readonly before: View;
  /** Whether the event is the batch's last: the view after the batch is then exact. */
  readonly lastOfBatch: boolean;
}

/** The position of event `index` of a timeline, or null before the first event. */
export function replayPosition<View, Event>(
  timeline: ReplayTimeline<View, Event>,
  index: number,
): ReplayPosition<View, Event> | null {
  const entry = timeline.log[index];
  const first = timeline.steps[0]!;
  if (index < 0 || !entry) return null;
  const k = Math.max(
    0,
    timeline.steps.findIndex((s) => s.seq === entry.seq),
  );
  const step = timeline.steps[k]!;
  return {
    entry,
    step,
    before: (timeline.steps[k - 1] ?? first).view,
    lastOfBatch: entry.index === step.events.length - 1,
  };
}
