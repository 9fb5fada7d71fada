import { hexKey, type Facing, type Hex } from '@broadside/rules';
import { type StarfireOrder, type StarfireView } from '@broadside/rules/starfire';

/**
 * Reads the rules package's legal orders into the shapes the order panels need. Nothing here
 * decides legality: it only regroups what `legalOrders` listed.
 */

/** Where the next unit may be placed: its hexes and the facings allowed in each. */
export interface DeployTargets {
  readonly unit: string;
  readonly hexes: readonly Hex[];
  readonly facings: ReadonlyMap<string, readonly Facing[]>;
}

/** The deployment choices in a list of legal orders, or `null` when none is a placement. */
export function deployTargets(orders: readonly StarfireOrder[]): DeployTargets | null {
  let unit: string | null = null;
  const hexes: Hex[] = [];
  const facings = new Map<string, Facing[]>();
  for (const o of orders) {
    if (o.type !== 'deploy') continue;
    unit ??= o.unit;
    if (o.unit !== unit) continue;
    const key = hexKey(o.hex);
    const list = facings.get(key);
    if (list) list.push(o.facing);
    else {
      facings.set(key, [o.facing]);
      hexes.push(o.hex);
    }
  }
  return unit === null ? null : { unit, hexes, facings };
}

/** The hexes where the warp point may be placed (warp point assault). */
export function warpPointHexes(orders: readonly StarfireOrder[]): readonly Hex[] {
  return orders.flatMap((o) => (o.type === 'place_warp_point' ? [o.hex] : []));
}

/** Ships that may declare a Hard Turn or Engine Modulation (each appears in some legal declaration). */
export function declareOptions(orders: readonly StarfireOrder[]): {
  readonly hardTurn: readonly string[];
  readonly engineModulation: readonly string[];
} {
  const hardTurn = new Set<string>();
  const engineModulation = new Set<string>();
  for (const o of orders) {
    if (o.type !== 'declare') continue;
    o.hardTurn.forEach((id) => hardTurn.add(id));
    o.engineModulation.forEach((id) => engineModulation.add(id));
  }
  return { hardTurn: [...hardTurn], engineModulation: [...engineModulation] };
}

/** Ships that may shelter this turn. */
export function shelterOptions(orders: readonly StarfireOrder[]): readonly string[] {
  const ids = new Set<string>();
  for (const o of orders) if (o.type === 'shelter') o.units.forEach((id) => ids.add(id));
  return [...ids];
}

/** The units a transit order must list, in the first legal order's sequence. */
export function transitUnits(orders: readonly StarfireOrder[]): readonly string[] {
  const first = orders.find((o) => o.type === 'transit_order');
  return first && first.type === 'transit_order' ? first.units : [];
}

/** Units with at least one legal fire or pass order (ships that may activate). */
export function activatableUnits(orders: readonly StarfireOrder[]): readonly string[] {
  const ids = new Set<string>();
  for (const o of orders) if (o.type === 'fire' || o.type === 'pass') ids.add(o.unit);
  return [...ids];
}

/**
 * The ship the `n` key selects after `current`: among the ships that owe a step (movement) or
 * may activate (combat), otherwise among the seat's ships on the map; wraps around.
 */
export function nextShip(
  view: StarfireView,
  kind: string,
  orders: readonly StarfireOrder[],
  seat: string | null,
  current: string | null,
): string | null {
  const ids =
    kind === 'move'
      ? [...new Set(orders.flatMap((o) => (o.type === 'step' ? [o.unit] : [])))]
      : kind === 'fire'
        ? activatableUnits(orders)
        : view.units.filter((u) => u.side === seat && u.status === 'on_map').map((u) => u.id);
  if (ids.length === 0) return current;
  const i = current ? ids.indexOf(current) : -1;
  return ids[(i + 1) % ids.length] ?? null;
}
