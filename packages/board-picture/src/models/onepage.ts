import { formatLabel, hexesInBounds, type Hex, type MapBounds } from '@broadside/rules';
import {
  SCENARIOS,
  designOf,
  isDesignId,
  wellAt,
  type OnepageView,
  type DesignId,
  type ShipState,
} from '@broadside/rules/onepage';
import type { CounterState, MapTerrain, MapUnit, TerrainFeature } from '../map-data.js';

/** Short codes drawn inside the counters, by design. */
const CODES: Readonly<Record<DesignId, string>> = {
  battleship: 'BB',
  heavy_cruiser: 'CA',
  light_cruiser: 'CL',
  destroyer: 'DD',
  frigate: 'FF',
  raider: 'RD',
  freighter: 'FT',
};

/** A counter's code: the printed design's, or an own design's first two letters (Own designs). */
function codeOf(view: OnepageView, ship: ShipState): string {
  if (isDesignId(ship.design)) return CODES[ship.design];
  return designOf(view, ship.design)
    .name.replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

/** A ship's readable name, e.g. `Heavy Cruiser A1`; a missile's id as it is (`M3`). */
export function shipName(view: OnepageView | null, id: string): string {
  const ship = view?.ships.find((s) => s.id === id);
  return ship && view ? `${designOf(view, ship.design).name} ${id}` : id;
}

/** Map size of the game (the duel's before the view arrives). */
export function mapBounds(view: OnepageView | null): MapBounds {
  return view ? { columns: view.map.columns, rows: view.map.rows } : { columns: 20, rows: 16 };
}

const STATE: Readonly<Record<ShipState['status'], CounterState>> = {
  active: 'active',
  destroyed: 'destroyed',
  escaped: 'escaped',
};

/**
 * Counters: every ship (side colour and shape, its design code, the heading of its last step
 * as the pointer) and every missile in flight (`M`, no pointer), in its side's colour.
 */
export function mapUnits(view: OnepageView | null): readonly MapUnit[] {
  if (!view) return [];
  const ships: MapUnit[] = view.ships.map((s) => ({
    id: s.id,
    name: shipName(view, s.id),
    hull: codeOf(view, s),
    side: s.side,
    hex: s.hex,
    facing: 60 * s.heading,
    facingLabel: `heading ${s.heading}`,
    state: STATE[s.status],
  }));
  const missiles: MapUnit[] = view.missiles.map((m) => ({
    id: m.id,
    name: m.id,
    hull: 'M',
    side: m.side,
    hex: m.hex,
    facing: null,
    state: 'active',
  }));
  return [...ships, ...missiles];
}

/** The planets as discs and every numbered hex of their gravity wells as its numeral. */
export function mapTerrain(view: OnepageView | null): MapTerrain {
  if (!view) return [];
  const features: TerrainFeature[] = view.map.bodies.map((b) => ({
    hex: b.hex,
    kind: 'planet',
    label: `${b.name} (impassable)`,
    look: 'disc',
  }));
  for (const h of hexesInBounds(view.map)) {
    const well = wellAt(view.map, h);
    if (well) features.push({ hex: h, kind: 'gravity', label: String(well.pull), look: 'numeral' });
  }
  return features;
}

/** Hexes of the ships in play, to fit the map around. */
export function shipHexes(view: OnepageView | null): readonly Hex[] {
  return (view?.ships ?? []).filter((s) => s.status === 'active').map((s) => s.hex);
}

/** Each side with its scenario name, for `<side-legend>`. */
export function legendSides(view: OnepageView | null): readonly (readonly [string, string])[] {
  if (!view) return [];
  return SCENARIOS[view.setup.scenario].sides.map((s) => [s.id, s.name] as const);
}

/** A side's name in the scenario, e.g. `Raiders`. */
export function sideName(view: OnepageView | null, seat: string): string {
  if (!view) return `Side ${seat}`;
  return SCENARIOS[view.setup.scenario].sides.find((s) => s.id === seat)?.name ?? `Side ${seat}`;
}

/** A hex label, e.g. `0407`. */
export const label = formatLabel;
