import type { Viewer } from '../core/ruleset.js';
import type { SclEvent } from './events.js';
import {
  enemyOf,
  isSeat,
  type MoveBatch,
  type SclState,
  type Seat,
  type Stage,
  type Unit,
} from './state.js';

/**
 * What a viewer may see: the state, except hidden information. A seat sees its own units and
 * the enemy units it has detected now; spectators see only what both sides know — each unit its
 * enemy has detected. Unrevealed orders of other seats show `content: null`.
 */
export type SclView = Omit<SclState, 'stage' | 'units' | 'detected' | 'nextId'> & {
  stage: Stage<null>;
  units: Unit[];
  detected: Partial<Record<Seat, string[]>>;
  /** The viewer's own missile counter only (none for spectators); rules 1.1.0: the shared one. */
  nextId: number | Partial<Record<Seat, number>>;
};

function mine(viewer: Viewer, seat: string): boolean {
  return viewer.kind === 'seat' && viewer.seat === seat;
}

/** True when the viewer may see unit `u` now. */
export function seesUnit(state: SclState, viewer: Viewer, u: Unit): boolean {
  if (mine(viewer, u.side)) return true;
  return u.status === 'active' && state.detected[enemyOf(u.side)].includes(u.id);
}

/** Filters the state for a seat or a spectator. */
export function viewState(state: SclState, viewer: Viewer): SclView {
  const units = state.units.filter((u) => seesUnit(state, viewer, u));
  const visible = new Set(units.map((u) => u.id));
  const stage = state.stage;
  let shown: Stage<null>;
  if (stage.phase === 'prepare')
    shown = {
      phase: 'prepare',
      submitted: stage.submitted.map((s) => (mine(viewer, s.seat) ? s : { ...s, content: null })),
    };
  else if (stage.phase === 'fire')
    shown = {
      ...stage,
      submitted: stage.submitted.map((s) => (mine(viewer, s.seat) ? s : { ...s, content: null })),
    };
  else if (stage.phase === 'move')
    shown = {
      ...stage,
      batches: stage.batches.map((b): MoveBatch => ({
        ...b,
        units: b.units.filter((id) => visible.has(id)),
      })),
    };
  else if (stage.phase === 'command')
    // Who is asked now is public; who would be asked next shows only to that side itself.
    shown = { ...stage, asking: stage.asking.filter((s, i) => i === 0 || mine(viewer, s)) };
  else shown = stage;
  const detected =
    viewer.kind === 'seat'
      ? viewer.seat === 'A' || viewer.seat === 'B'
        ? { [viewer.seat]: state.detected[viewer.seat] }
        : {}
      : state.detected;
  // Another side's counter would tell its launches, even those no one has detected.
  const nextId =
    typeof state.nextId === 'number'
      ? state.nextId
      : viewer.kind === 'seat' && isSeat(viewer.seat)
        ? { [viewer.seat]: state.nextId[viewer.seat] }
        : {};
  return { ...state, stage: shown, units, detected, nextId };
}

function redact<E extends Extract<SclEvent, { firerSeen: boolean }>>(event: E): E {
  return {
    ...event,
    firer: null,
    range: null,
    modifier: null,
    ...(event.type === 'beam_shot' ? { battery: null } : {}),
  };
}

/**
 * Filters one event for a viewer. Handed-in orders stay private to their seat (others see
 * `{type, seat}`). An event about a unit is shown only where that unit is known (`vis`). An
 * attack by a firer the target's side has not detected hides the firer, its range and modifier.
 */
export function viewEvent(event: SclEvent, viewer: Viewer): SclEvent | null {
  if (event.type === 'prepare_submitted' || event.type === 'fire_submitted')
    return mine(viewer, event.seat) ? event : { type: event.type, seat: event.seat };
  if ('vis' in event && event.vis) {
    const ok =
      viewer.kind === 'spectator'
        ? event.vis.spectators
        : (event.vis.to as string[]).includes(viewer.seat);
    return ok ? event : null;
  }
  if ('firerSeen' in event) {
    if (mine(viewer, event.firerSide) || event.firerSeen) return event;
    return redact(event);
  }
  return event;
}
