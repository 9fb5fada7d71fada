import type { Viewer } from '../core/ruleset.js';
import type { StarfireEvent } from './events.js';
import type { StarfireState } from './state.js';

/**
 * What a viewer may see of a game: the state itself, minus other sides' hidden transit orders
 * (shown to everyone once the game is over). A view has the shape of the state, so client-side
 * helpers such as `fireOptions` and `legalOrders` work on it for the viewer's own side.
 */
export type StarfireView = StarfireState;

function maySee(viewer: Viewer, side: string, over: boolean): boolean {
  return over || (viewer.kind === 'seat' && viewer.seat === side);
}

/** Filters the state for a seat or a spectator. */
export function viewState(state: StarfireState, viewer: Viewer): StarfireView {
  const over = state.result !== null;
  const transitOrders: StarfireState['transitOrders'] = {};
  for (const [side, units] of Object.entries(state.transitOrders)) {
    if (maySee(viewer, side, over)) (transitOrders as Record<string, string[]>)[side] = [...units];
  }
  return { ...state, transitOrders };
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
