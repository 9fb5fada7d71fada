import { distance, type Hex } from '../hex/hex.js';
import { formatLabel, parseLabel } from '../hex/label.js';
import { hexesInBounds, type MapBounds } from '../hex/map.js';
import type { SeatId } from './ruleset.js';

/** How far from its own set-up ships a side may place a picked ship, in hexes. */
export const ZONE_REACH = 3;

/** What a ruleset tells the fleet phase of a set-up: its map and each side's set-up ships. */
export interface FleetDeployment {
  readonly columns: number;
  readonly rows: number;
  /** Per seat, the CCRR hexes of the ships the set-up gives it. */
  readonly ships: Readonly<Record<SeatId, readonly string[]>>;
}

/**
 * The default deployment zones of the fleet phase: a side may place its ships on any hex within
 * {@link ZONE_REACH} of one of the ships its set-up gives it, and strictly nearer to those than
 * to any other side's. So the zones hold every set-up ship, never meet, and sit where the
 * scenario deploys each side. Returns the CCRR labels per seat, in map order.
 */
export function deploymentZones(deployment: FleetDeployment): Record<SeatId, string[]> {
  const bounds: MapBounds = { columns: deployment.columns, rows: deployment.rows };
  const hexesOf = (labels: readonly string[]): Hex[] =>
    labels.flatMap((l) => {
      const h = parseLabel(l);
      return h.ok ? [h.value] : [];
    });
  const ships = Object.entries(deployment.ships).map(([seat, labels]) => ({
    seat,
    hexes: hexesOf(labels),
  }));
  const nearest = (hexes: readonly Hex[], h: Hex): number =>
    hexes.reduce((best, s) => Math.min(best, distance(s, h)), Number.POSITIVE_INFINITY);
  const zones: Record<SeatId, string[]> = Object.fromEntries(ships.map((s) => [s.seat, []]));
  for (const h of hexesInBounds(bounds)) {
    for (const side of ships) {
      const own = nearest(side.hexes, h);
      if (own > ZONE_REACH) continue;
      const others = ships.filter((o) => o !== side).map((o) => nearest(o.hexes, h));
      if (others.every((d) => own < d)) zones[side.seat]!.push(formatLabel(h));
    }
  }
  return zones;
}

/** The most hexes a creator's zone may list. */
export const MAX_ZONE_HEXES = 2000;

/**
 * Checks a creator's own deployment zones (`fleetZones`: per seat, a list of CCRR hexes) against
 * the set-up's map and seats: each seat a side, each hex a label on the map, no hex in two
 * zones, no zone empty. Returns the refusal's message and path into `fleetZones`, or null.
 */
export function zonesProblem(
  zones: unknown,
  deployment: FleetDeployment,
  seats: readonly SeatId[],
): { message: string; path: (string | number)[] } | null {
  if (typeof zones !== 'object' || zones === null || Array.isArray(zones))
    return { message: 'fleetZones gives each side a list of hexes.', path: [] };
  const bounds: MapBounds = { columns: deployment.columns, rows: deployment.rows };
  const owner = new Map<string, SeatId>();
  for (const [seat, hexes] of Object.entries(zones)) {
    if (!seats.includes(seat)) return { message: `${seat} is not a side.`, path: [seat] };
    if (!Array.isArray(hexes) || hexes.length === 0 || hexes.length > MAX_ZONE_HEXES)
      return {
        message: `A zone lists 1 to ${MAX_ZONE_HEXES} hexes (CCRR labels).`,
        path: [seat],
      };
    for (const [i, label] of hexes.entries()) {
      const hex = typeof label === 'string' ? parseLabel(label, bounds) : null;
      if (!hex?.ok)
        return {
          message: `${String(label)} is not a hex of the ${bounds.columns} × ${bounds.rows} map.`,
          path: [seat, i],
        };
      const key = formatLabel(hex.value);
      const other = owner.get(key);
      if (other !== undefined && other !== seat)
        return { message: `Hex ${key} is in the zones of ${other} and ${seat}.`, path: [seat, i] };
      owner.set(key, seat);
    }
  }
  return null;
}
