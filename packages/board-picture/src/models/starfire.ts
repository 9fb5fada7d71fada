import { FACINGS, type Facing, type Hex, type MapBounds } from '@broadside/rules';
import { DEFAULT_MAP, type StarfireView, type UnitStatus } from '@broadside/rules/starfire';
import { NO_TERRAIN, type CounterState, type MapTerrain, type MapUnit } from '../map-data.js';

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

/** The counters `<hex-map>` draws for a view (none before the view arrives). Destroyed ships stay where they died. */
export function mapUnits(view: StarfireView | null): readonly MapUnit[] {
  if (!view) return [];
  return view.units.map((u) => ({
    id: u.id,
    name: unitName(view, u.id),
    hull: u.hull,
    side: u.side,
    hex: u.hex,
    facing: facingDegrees(u.facing ?? 'A'),
    facingLabel: u.facing ?? 'A',
    state: COUNTER_OF[u.status],
  }));
}

/** A Starfire facing in degrees clockwise from up: `A` points up, each letter 60° further. */
export function facingDegrees(f: Facing): number {
  return 60 * FACINGS.indexOf(f);
}

/**
 * Terrain of the view's scenario (none before the view arrives): planets as discs, moons as
 * dots, warp points as rings.
 */
export function mapTerrain(view: StarfireView | null): MapTerrain {
  const t = view?.setup.scenario.terrain;
  if (!t) return NO_TERRAIN;
  return [
    ...t.planets.map((hex) => ({ hex, kind: 'planet', label: 'Planet', look: 'disc' as const })),
    ...t.moons.map((hex) => ({ hex, kind: 'moon', label: 'Moon', look: 'dot' as const })),
    ...t.warpPoints.map((hex, i) => ({
      hex,
      kind: 'warp-point',
      label: `Warp point ${i + 1}`,
      look: 'ring' as const,
    })),
  ];
}

/** Size of the view's map (the standard map before the view arrives). */
export function mapBounds(view: StarfireView | null): MapBounds {
  return view?.setup.scenario.map ?? DEFAULT_MAP;
}

/** The hexes of the ships on the map, for fitting the map around them. */
export function shipHexes(view: StarfireView | null): readonly Hex[] {
  return (view?.units ?? []).flatMap((u) => (u.status === 'on_map' && u.hex ? [u.hex] : []));
}

/** Each side in play with its scenario name (`Side X` when the scenario names none), for `<side-legend>`. */
export function legendSides(view: StarfireView | null): readonly (readonly [string, string])[] {
  return (view?.setup.sides ?? []).map(
    (side) =>
      [
        side,
        view?.setup.scenario.sides.find((x) => x.id === side)?.name ?? `Side ${side}`,
      ] as const,
  );
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
