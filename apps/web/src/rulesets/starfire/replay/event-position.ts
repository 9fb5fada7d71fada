import type { Hex } from '@broadside/rules';
import type { StarfireEvent, StarfireView, UnitState } from '@broadside/rules/starfire';
import type { HexLine, HexMark } from '../../../map/map-data.js';
import { phaseTitle, phaseWord } from '../battle/phase-text.js';
import type {
  ReplayStep as AnyStep,
  ReplayTimeline as AnyTimeline,
} from '../../../replay/replay-steps.js';

/** A step of a Starfire replay. */
type ReplayStep = AnyStep<StarfireView, StarfireEvent>;
/** A Starfire replay. */
type ReplayTimeline = AnyTimeline<StarfireView, StarfireEvent>;

/**
 * The replay's position at one event. The engine gives a state only after each order (a step);
 * inside a step, the position is the state before the step with the step's events up to the
 * current one laid over it, field by field as the events state them (where a unit moved to, its
 * facing and MP left, its status, the systems damage destroyed, munitions left). Nothing here
 * decides a rule: an event's fields are copied, and on the step's last event the engine's own
 * state is shown as it is.
 */
export interface EventPosition {
  /** The view to draw: map counters and record cards. */
  readonly view: StarfireView;
  /** The step (order) the event belongs to. */
  readonly step: ReplayStep;
  /** Lines to draw: firer to target for a shot or its damage. */
  readonly lines: readonly HexLine[];
  /** Hexes to mark: the firer (`focus`) and target (`target`), or a ship that moved (`focus`). */
  readonly marks: readonly HexMark[];
  /** A step's from and to hexes, drawn as a path. */
  readonly path: readonly Hex[];
  /** Turn and phase as of the event, e.g. "Turn 2 · Combat". */
  readonly title: string;
}

/** Index in `timeline.steps` of the step whose events include log entry `eventIndex`. */
function stepIndexOf(timeline: ReplayTimeline, eventIndex: number): number {
  const entry = timeline.log[eventIndex];
  if (!entry) return 0;
  const found = timeline.steps.findIndex((s) => s.seq === entry.seq);
  return found < 0 ? 0 : found;
}

function layEvent(units: Map<string, UnitState>, e: StarfireEvent): void {
  const unitOf = (id: string) => units.get(id);
  switch (e.type) {
    case 'unit_deployed': {
      const u = unitOf(e.unit);
      if (u) Object.assign(u, { status: 'on_map', hex: e.hex, facing: e.facing });
      break;
    }
    case 'unit_stepped': {
      const u = unitOf(e.unit);
      if (u) Object.assign(u, { hex: e.to, facing: e.facing, mp: e.mpLeft });
      break;
    }
    case 'unit_transited': {
      const u = unitOf(e.unit);
      if (u) Object.assign(u, { status: 'on_map', hex: e.hex, facing: e.facing, mp: e.mpLeft });
      break;
    }
    case 'unit_exited': {
      const u = unitOf(e.unit);
      if (u) Object.assign(u, { status: 'exited', hex: null });
      break;
    }
    case 'unit_left_map': {
      const u = unitOf(e.unit);
      if (u) Object.assign(u, { status: e.status, hex: null });
      break;
    }
    case 'unit_destroyed': {
      const u = unitOf(e.unit);
      if (u) u.status = 'destroyed';
      break;
    }
    case 'damage': {
      const u = unitOf(e.target);
      if (u) for (const s of e.systems) u.slots[s.slot] = s.now;
      break;
    }
    case 'shot': {
      const u = unitOf(e.firer);
      if (u && e.munitionsLeft !== null) u.stores[e.slot] = e.munitionsLeft;
      break;
    }
    default:
      break;
  }
}

/** Highlights for the event itself: a line of fire, or the step just taken. */
function highlights(
  view: StarfireView,
  e: StarfireEvent | undefined,
): Pick<EventPosition, 'lines' | 'marks' | 'path'> {
  const none = { lines: [], marks: [], path: [] };
  if (!e) return none;
  const hexOf = (id: string) => view.units.find((u) => u.id === id)?.hex ?? null;
  if (e.type === 'shot' || e.type === 'damage' || e.type === 'point_defense_awaited') {
    const firer = hexOf(e.firer);
    const target = hexOf(e.type === 'point_defense_awaited' ? e.defender : e.target);
    const marks: HexMark[] = [];
    if (firer) marks.push({ hex: firer, kind: 'focus' });
    if (target) marks.push({ hex: target, kind: 'target' });
    const lines: HexLine[] = firer && target ? [{ from: firer, to: target, kind: 'fire' }] : [];
    return { lines, marks, path: [] };
  }
  if (e.type === 'unit_stepped') return { lines: [], marks: [], path: [e.from, e.to] };
  const unit = 'unit' in e && typeof e.unit === 'string' ? e.unit : null;
  const hex = unit ? hexOf(unit) : null;
  return hex ? { lines: [], marks: [{ hex, kind: 'focus' }], path: [] } : none;
}

/** The turn and phase the latest of `events` to start one announces, or `null` for none. */
function titleOf(events: readonly StarfireEvent[]): string | null {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i];
    if (e?.type === 'phase_started') return `Turn ${e.turn} · ${phaseWord(e.phase)}`;
    if (e?.type === 'turn_started') return `Turn ${e.turn}`;
  }
  return null;
}

/**
 * A view with events laid over it: each unit's hex, facing, MP, status, systems and munitions
 * as the events state them, and the turn of a `turn_started`. Everything else stays as in
 * `before`. The input is not changed.
 */
export function overlayEvents(
  before: StarfireView,
  events: readonly StarfireEvent[],
): StarfireView {
  const units = new Map(
    before.units.map((u) => [u.id, { ...u, slots: [...u.slots], stores: [...u.stores] }]),
  );
  let turn = before.turn;
  for (const e of events) {
    layEvent(units, e);
    if (e.type === 'turn_started') turn = e.turn;
  }
  return { ...before, turn, units: before.units.map((u) => units.get(u.id) ?? u) };
}

/**
 * The position when the scrubber stands on log entry `eventIndex` (−1: before any event, the
 * game as created).
 */
export function positionAt(anyTimeline: AnyTimeline, eventIndex: number): EventPosition {
  const timeline = anyTimeline as ReplayTimeline;
  const first = timeline.steps[0] as ReplayStep;
  const entry = timeline.log[eventIndex];
  if (eventIndex < 0 || !entry)
    return {
      view: first.view,
      step: first,
      title: phaseTitle(first.view),
      ...highlights(first.view, undefined),
    };
  const k = stepIndexOf(timeline, eventIndex);
  const step = timeline.steps[k] as ReplayStep;
  const isLast = entry.index === step.events.length - 1;
  const before = (timeline.steps[k - 1] ?? first).view;
  const laid = step.events.slice(0, entry.index + 1);
  const view = isLast ? step.view : overlayEvents(before, laid);
  const title = isLast ? phaseTitle(step.view) : (titleOf(laid) ?? phaseTitle(before));
  return { view, step, title, ...highlights(view, entry.event) };
}

export { nextOrderIndex, previousOrderIndex } from '../../../replay/replay-steps.js';
