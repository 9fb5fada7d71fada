import {
  distance,
  facingTurnDistance,
  FACINGS,
  hexToOffset,
  neighbor,
  offsetToHex,
  type Facing,
  type Hex,
} from '@broadside/rules';
import type { StarfireState, UnitState } from '@broadside/rules/starfire';

/** The facing whose next hex lies nearest `target` (the way to point the bow at it). */
export function facingToward(from: Hex, target: Hex): Facing {
  let best: Facing = 'A';
  let bestDistance = Infinity;
  for (const f of FACINGS) {
    const d = distance(neighbor(from, f), target);
    if (d < bestDistance) {
      best = f;
      bestDistance = d;
    }
  }
  return best;
}

/** Hexsides between a facing and the facing toward `target` (0 = bow on, 3 = stern on). */
export function offBow(from: Hex, facing: Facing, target: Hex): number {
  return facingTurnDistance(facing, facingToward(from, target));
}

/** The hex at the middle of the map. */
export function mapCentre(state: StarfireState): Hex {
  const map = state.setup.scenario.map;
  return offsetToHex(Math.ceil(map.columns / 2), Math.ceil(map.rows / 2));
}

/** Hexes from `h` to the nearest map edge (1 on the edge row or column). */
export function edgeRoom(state: StarfireState, h: Hex): number {
  const map = state.setup.scenario.map;
  const { column, row } = hexToOffset(h);
  return Math.min(column, row, map.columns + 1 - column, map.rows + 1 - row);
}

/** Enemy units of `side` on the map. */
export function enemiesOnMap(state: StarfireState, side: string): UnitState[] {
  return state.units.filter((u) => u.side !== side && u.status === 'on_map' && u.hex !== null);
}

/** The nearest of `units` to `h`, with its distance. */
export function nearest(
  h: Hex,
  units: readonly UnitState[],
): { unit: UnitState; distance: number } | null {
  let best: { unit: UnitState; distance: number } | null = null;
  for (const u of units) {
    if (!u.hex) continue;
    const d = distance(h, u.hex);
    if (!best || d < best.distance) best = { unit: u, distance: d };
  }
  return best;
}
