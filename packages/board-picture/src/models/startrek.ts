import { formatLabel, type Hex, type MapBounds } from '@broadside/rules';
import {
  classCard,
  scenarioOf,
  type ClassId,
  type ShipView,
  type StandView,
  type StartrekView,
} from '@broadside/rules/startrek';
import type { MapTerrain, MapUnit } from '../map-data.js';

/** Short codes drawn inside the fore counter of a stand, by class. */
export const CODES: Readonly<Record<ClassId, string>> = {
  heavy_cruiser: 'HC',
  frigate: 'FF',
  scout: 'SC',
  freighter: 'FT',
  battlecruiser: 'BC',
  raider: 'RD',
  escort: 'ES',
};

/** The code of a class: the printed one's, or an own card's first two letters of its name. */
export function classCode(view: StartrekView, cls: string): string {
  const printed = (CODES as Readonly<Record<string, string>>)[cls];
  if (printed) return printed;
  const words = classCard(view.setup, cls).name.split(/\s+/).filter(Boolean);
  const code = words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? '?');
  return code.slice(0, 2).toUpperCase();
}

/** Suffix of the id of a stand's aft counter. */
export const AFT = '~aft';

/** The unit id a map click names: the stand's id for either of its two counters. */
export function standOf(unitId: string): string {
  return unitId.endsWith(AFT) ? unitId.slice(0, -AFT.length) : unitId;
}

/** A ship's readable name, e.g. `Heavy Cruiser A1`; a token or torpedo id as it is. */
export function shipName(view: StartrekView | null, id: string): string {
  const ship = view?.ships.find((s) => s.id === id);
  return ship && view ? `${classCard(view.setup, ship.cls).name} ${id}` : id;
}

/** Map size of the game (the scenarios' 24 × 18 before the view arrives). */
export function mapBounds(view: StartrekView | null): MapBounds {
  return view ? { columns: view.map.columns, rows: view.map.rows } : { columns: 24, rows: 18 };
}

/** What a viewer knows of a cloak token: `real`, `decoy` or nothing (`unknown`). */
export function tokenKnowledge(view: StartrekView, stand: StandView): 'real' | 'decoy' | 'unknown' {
  const ship = view.ships.find((s) => s.id === stand.ship);
  const cloak = ship?.cloak;
  if (!cloak) return 'unknown';
  if (cloak.real !== null) return cloak.real === stand.id ? 'real' : 'decoy';
  const scan = cloak.scans.find((s) => s.token === stand.id && s.real !== null);
  if (!scan) return 'unknown';
  return scan.real ? 'real' : 'decoy';
}

/** The counter code of a cloak token: `?` unless this viewer knows what it is. */
function tokenCode(view: StartrekView, stand: StandView): string {
  const known = tokenKnowledge(view, stand);
  return known === 'real' ? '◆' : known === 'decoy' ? '×' : '?';
}

/** The readable name of a stand: a ship's name, or a token's id (what it is shows as its code). */
export function standName(view: StartrekView, stand: StandView): string {
  if (stand.kind === 'ship') return shipName(view, stand.ship);
  return stand.id;
}

/**
 * Counters: every stand on the map as two counters (the fore hex with the class code or `?` for
 * a cloak token and the heading as its pointer; the aft hex, blank, behind it), every Active
 * Torpedo (`T`, no pointer) and a wreck where each destroyed ship was.
 */
export function mapUnits(view: StartrekView | null): readonly MapUnit[] {
  if (!view) return [];
  const units: MapUnit[] = [];
  for (const stand of view.stands) {
    const ship = view.ships.find((s) => s.id === stand.ship);
    const hull = stand.kind === 'ship' && ship ? classCode(view, ship.cls) : tokenCode(view, stand);
    const name = standName(view, stand);
    units.push({
      id: stand.id,
      name,
      hull,
      side: stand.side,
      hex: stand.fore,
      facing: 60 * stand.heading,
      facingLabel: `heading ${stand.heading}`,
      state: 'active',
    });
    units.push({
      id: `${stand.id}${AFT}`,
      name: '',
      hull: 'aft',
      side: stand.side,
      hex: stand.aft,
      facing: null,
      state: 'active',
    });
  }
  for (const t of view.torpedoes)
    units.push({
      id: t.id,
      name: `Torpedo ${t.id}`,
      hull: 'T',
      side: t.side,
      hex: t.hex,
      facing: null,
      state: 'active',
    });
  for (const s of view.ships)
    if (s.status === 'destroyed' && s.hex)
      units.push({
        id: s.id,
        name: shipName(view, s.id),
        hull: classCode(view, s.cls),
        side: s.side,
        hex: s.hex,
        facing: null,
        state: 'destroyed',
      });
  return units;
}

/** The asteroid hexes of the scenery option. */
export function mapTerrain(view: StartrekView | null): MapTerrain {
  if (!view) return [];
  return view.map.asteroids.map((hex) => ({
    hex,
    kind: 'asteroid',
    label: 'Asteroid: no stand may end a move here, no torpedo may be placed here',
    look: 'dot' as const,
  }));
}

/** Hexes of every stand and torpedo, to fit the map around. */
export function standHexes(view: StartrekView | null): readonly Hex[] {
  if (!view) return [];
  return [...view.stands.flatMap((s) => [s.fore, s.aft]), ...view.torpedoes.map((t) => t.hex)];
}

/** Each side with its scenario name, for `<side-legend>`. */
export function legendSides(view: StartrekView | null): readonly (readonly [string, string])[] {
  if (!view) return [];
  return scenarioOf(view.setup).sides.map((s) => [s.id, s.name] as const);
}

/** A side's name in the scenario, e.g. `Klingon Ambushers`. */
export function sideName(view: StartrekView | null, seat: string): string {
  if (!view) return `Side ${seat}`;
  return scenarioOf(view.setup).sides.find((s) => s.id === seat)?.name ?? `Side ${seat}`;
}

/** The ships of a seat on the map. */
export function ownShips(view: StartrekView, seat: string): ShipView[] {
  return view.ships.filter((s) => s.side === seat && s.status === 'active');
}

/** A hex label, e.g. `0407`. */
export const label = formatLabel;
