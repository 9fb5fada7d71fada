import { distance, formatLabel, hexesInBounds, type Hex, type MapBounds } from '@broadside/rules';
import {
  ARCS,
  CLASSES,
  MISSILES,
  SCENARIOS,
  arcOf,
  classesOf,
  detectionRadius,
  type Arc,
  type MissileTypeId,
  type SclView,
  type Unit,
} from '@broadside/rules/scl';
import type { CounterState, HexMark, MapUnit } from '../map-data.js';

/** A class's or missile type's readable name; a game's own classes by the view's set-up. */
export function className(u: Pick<Unit, 'kind' | 'cls'>, view?: SclView | null): string {
  if (u.kind === 'missile') return MISSILES[u.cls as MissileTypeId]?.name ?? u.cls;
  return (view ? classesOf(view) : CLASSES)[u.cls]?.name ?? u.cls;
}

/** A unit's readable name, e.g. `Bismarck BC A1`; an id as it is when the view lacks it. */
export function unitName(view: SclView | null, id: string): string {
  const u = view?.units.find((x) => x.id === id);
  return u ? `${className(u, view)} ${id}` : id;
}

/** Short codes drawn in the counters. */
function code(u: Unit, view: SclView): string {
  if (u.kind === 'missile') return u.count > 1 ? `M${u.count}` : 'M';
  if (u.kind === 'fighter') return 'FTR';
  const words = className(u, view).split(/\s+/);
  return (words.at(-1)?.length ?? 9) <= 3 ? (words.at(-1) ?? 'SH') : (words[0] ?? 'SH').slice(0, 3);
}

/** Map size of the game. */
export function mapBounds(view: SclView | null): MapBounds {
  return view ? { columns: view.map.columns, rows: view.map.rows } : { columns: 30, rows: 20 };
}

const STATE: Partial<Record<Unit['status'], CounterState>> = {
  active: 'active',
  destroyed: 'destroyed',
  escaped: 'escaped',
};

/** Units on the map the view holds: own and detected ships, fighters and missiles in flight. */
export function mapUnits(view: SclView | null): readonly MapUnit[] {
  if (!view) return [];
  return view.units
    .filter((u) => u.status === 'active' || (u.kind !== 'missile' && STATE[u.status]))
    .map((u) => ({
      id: u.id,
      name: u.kind === 'missile' ? u.id : `${className(u, view)} ${u.id}`,
      hull: code(u, view),
      side: u.side,
      hex: u.status === 'escaped' ? null : u.hex,
      facing: 60 * u.facing,
      facingLabel: `facing ${60 * u.facing}°`,
      state: STATE[u.status] ?? 'active',
    }));
}

/** Hexes of the units in play, to fit the map around. */
export function unitHexes(view: SclView | null): readonly Hex[] {
  return (view?.units ?? []).filter((u) => u.status === 'active').map((u) => u.hex);
}

/** Each side with its scenario name, for `<side-legend>`. */
export function legendSides(view: SclView | null): readonly (readonly [string, string])[] {
  if (!view) return [];
  return SCENARIOS[view.setup.scenario].sides.map((s) => [s.id, s.name] as const);
}

/** A side's name in the scenario. */
export function sideName(view: SclView | null, seat: string): string {
  if (!view) return `Side ${seat}`;
  return SCENARIOS[view.setup.scenario].sides.find((s) => s.id === seat)?.name ?? `Side ${seat}`;
}

/** How each sector is shaded for the selected ship. */
export const ARC_MARKS: Readonly<Record<Arc, HexMark['kind']>> = {
  F: 'in-arc',
  P: 'legal',
  S: 'restricted',
  A: 'blind',
};

/**
 * The selected unit's fire sectors (F/P/S/A, out to `reach` hexes) shaded, and its detection
 * radius (against a signature-0 target) as a ring of badges.
 */
export function sectorMarks(
  view: SclView,
  u: Unit,
  reach: number,
): { marks: HexMark[]; ring: Hex[] } {
  const marks: HexMark[] = [];
  const ring: Hex[] = [];
  const radius = u.kind === 'missile' ? 0 : detectionRadius(view, u);
  for (const h of hexesInBounds(view.map)) {
    const d = distance(u.hex, h);
    if (d === 0) continue;
    if (d <= reach && u.kind === 'ship') {
      const arc = arcOf(u.hex, u.facing, h);
      if (arc) marks.push({ hex: h, kind: ARC_MARKS[arc] });
    }
    if (radius > 0 && d === radius) ring.push(h);
  }
  return { marks, ring };
}

/** The sector letters in order. */
export const SECTORS = ARCS;

/** A hex label, e.g. `0407`. */
export const label = formatLabel;
