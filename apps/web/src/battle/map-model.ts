import type { StarfireView, UnitStatus } from '@broadside/rules';
import type { CounterState, MapTerrain, MapUnit } from '../map/map-data.js';

/** Readable name of a unit, e.g. `Corvette A1`; the id itself when unknown. */
export function unitName(view: StarfireView | null, unitId: string): string {
  return view?.setup.units.find((u) => u.id === unitId)?.name ?? unitId;
}

const COUNTER_OF: Readonly<Record<UnitStatus, CounterState>> = {
  undeployed: 'hidden',
  waiting_transit: 'hidden',
  on_map: 'active',
  destroyed: 'destroyed',
  escaped: 'escaped',
  left_map: 'escaped',
  exited: 'escaped',
};

/** The counters `<hex-map>` draws for a view. Destroyed ships stay where they died. */
export function mapUnits(view: StarfireView): readonly MapUnit[] {
  return view.units.map((u) => ({
    id: u.id,
    name: unitName(view, u.id),
    hull: u.hull,
    side: u.side,
    hex: u.hex,
    facing: u.facing ?? 'A',
    state: COUNTER_OF[u.status],
  }));
}

/** Terrain of the view's scenario. */
export function mapTerrain(view: StarfireView): MapTerrain {
  return view.setup.scenario.terrain;
}

/** Words for a unit status, for record cards and lists. */
export const STATUS_WORDS: Readonly<Record<UnitStatus, string>> = {
  undeployed: 'not yet placed',
  waiting_transit: 'waiting to transit',
  on_map: 'on the map',
  destroyed: 'destroyed',
  escaped: 'escaped',
  left_map: 'left the map',
  exited: 'left through a warp point',
};
