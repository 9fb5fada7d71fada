import type { Viewer } from '../core/ruleset.js';
import type { StarfireEvent } from './events.js';
import { defaultDesign } from './design/defaults.js';
import type { ResolvedUnit } from './scenarios/types.js';
import type { Stage, StarfireState } from './state.js';
import { findUnit, newUnitState } from './unit-state.js';

/**
 * What a viewer may see of a game: the state itself, minus other sides' hidden transit orders,
 * the name of their next unit to transit in the owed movement steps (all shown to everyone
 * once the game is over) and, during the fleet phase, their chosen designs. A view has the shape of the state, so client-side
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

/**
 * Fleet choices are secret until the fleet phase ends: in the fleet phase, the units of other
 * sides show the default designs they had before choosing (fresh systems and stores, their
 * status kept), so nothing about a side's choice shows before `fleets_revealed`.
 */
function hideChosenFleets(state: StarfireState, viewer: Viewer): StarfireState {
  if (state.stage.phase !== 'fleet' || state.result !== null) return state;
  const hidden = (unit: ResolvedUnit) => !maySee(viewer, unit.side, false);
  if (!state.setup.units.some(hidden)) return state;
  const units = state.setup.units.map((unit) =>
    hidden(unit) ? { ...unit, design: defaultDesign(unit.hull) } : unit,
  );
  return {
    ...state,
    setup: { ...state.setup, units },
    units: state.units.map((unit, index) => {
      const resolved = units[index];
      if (!resolved || !hidden(resolved)) return unit;
      return { ...newUnitState(resolved, false), status: unit.status };
    }),
  };
}

/** Filters the state for a seat or a spectator. */
export function viewState(state: StarfireState, viewer: Viewer): StarfireView {
  const over = state.result !== null;
  const transitOrders: StarfireState['transitOrders'] = {};
  for (const [side, units] of Object.entries(state.transitOrders)) {
    if (maySee(viewer, side, over)) (transitOrders as Record<string, string[]>)[side] = [...units];
  }
  const visible = hideChosenFleets(state, viewer);
  return { ...visible, stage: viewStage(state, viewer, over), transitOrders };
}

/**
 * Filters one event for a viewer. The content of a transit order is hidden: other sides and
 * spectators learn that it was written, not what it says. A `fleet_chosen` event shows others
 * only that the side has chosen (`hidden: true`, no designs, no timeout); every design becomes
 * public at once with `fleets_revealed`. Every announced status change (Hard Turn, Engine
 * Modulation, transit, exit, shelter) is public.
 */
export function viewEvent(event: StarfireEvent, viewer: Viewer): StarfireEvent | null {
  if (event.type === 'transit_order_written' && !maySee(viewer, event.side, false)) {
    return { ...event, units: null };
  }
  if (event.type === 'fleet_chosen' && !maySee(viewer, event.side, false)) {
    return { type: 'fleet_chosen', side: event.side, hidden: true };
  }
  return event;
}
