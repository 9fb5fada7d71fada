import type { Viewer } from '../core/ruleset.js';
import type { StarfireEvent } from './events.js';
import type { Stage, StarfireState } from './state.js';
import { findUnit } from './unit-state.js';

/**
 * What a viewer may see of a game: the state itself, minus other sides' hidden transit orders
 * and the name of their next unit to transit in the owed movement steps (all shown to everyone
 * once the game is over). A view has the shape of the state, so client-side
 * helpers such as `fireOptions` and `legalOrders` work on it for the viewer's own side.
 */
export type StarfireView = StarfireState;

function maySee(viewer: Viewer, side: string, over: boolean): boolean {
  return over || (viewer.kind === 'seat' && viewer.seat === side);
}

/**
 * The movement stage as a viewer may see it. The steps owed name the next unit to pass the warp
 * point, which would tell other sides the transit order ahead of time: for them, units still
 * waiting off the map are left out of the list (they learn who arrives when it arrives).
 */
function viewStage(state: StarfireState, viewer: Viewer, over: boolean): Stage {
  const stage = state.stage;
  if (stage.phase !== 'movement') return stage;
  const hidden = (id: string) => {
    const unit = findUnit(state, id);
    return unit?.status === 'waiting_transit' && !maySee(viewer, unit.side, over);
  };
  return stage.owed.some(hidden)
    ? { ...stage, owed: stage.owed.filter((id) => !hidden(id)) }
    : stage;
}

/** Filters the state for a seat or a spectator. */
export function viewState(state: StarfireState, viewer: Viewer): StarfireView {
  const over = state.result !== null;
  const transitOrders: StarfireState['transitOrders'] = {};
  for (const [side, units] of Object.entries(state.transitOrders)) {
    if (maySee(viewer, side, over)) (transitOrders as Record<string, string[]>)[side] = [...units];
  }
  return { ...state, stage: viewStage(state, viewer, over), transitOrders };
}

/**
 * Filters one event for a viewer. Only the content of a transit order is hidden: other sides and
 * spectators learn that it was written, not what it says. Every announced status change (Hard
 * Turn, Engine Modulation, transit, exit, shelter) is public.
 */
export function viewEvent(event: StarfireEvent, viewer: Viewer): StarfireEvent | null {
  if (event.type === 'transit_order_written' && !maySee(viewer, event.side, false)) {
    return { ...event, units: null };
  }
  return event;
}
