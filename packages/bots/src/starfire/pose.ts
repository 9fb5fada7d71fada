import { distance, hexToOffset, offsetToHex, type Facing, type Hex } from '@broadside/rules';
import { HULLS, type StarfireState, type UnitState } from '@broadside/rules/starfire';
import { edgeRoom, enemiesOnMap, mapCentre, nearest, offBow } from './geometry.js';
import { fragility } from './durability.js';
import { isSwarm, swarmStanding } from './swarm.js';
import { damageIn, damageOut } from './threat.js';

/** Weight of expected damage dealt and taken next combat phase. */
const OUT_WEIGHT = 1;
const IN_WEIGHT = 0.8;

/** The state with one unit moved to a hex and facing (MP spent). */
export function withPose(
  state: StarfireState,
  id: string,
  hex: Hex,
  facing: Facing,
): StarfireState {
  return {
    ...state,
    units: state.units.map((u) => (u.id === id ? { ...u, hex, facing, status: 'on_map' } : u)),
  };
}

/** True for a convoy's freighters, whose goal is the top edge. */
export function runsForEdge(state: StarfireState, unit: UnitState): boolean {
  return state.setup.scenario.victory === 'convoy_escape' && HULLS[unit.hull].kind === 'freighter';
}

/**
 * How good it is for `unit` to stand where it stands in `state` (its own side's point of view):
 * the damage it could deal next combat phase less what it could take (so targets in arc and
 * range, itself out of their arcs, and the range that suits its weapons against theirs), a
 * convoy freighter's distance to the top edge, an escort's distance from the freighters it
 * screens, and, when nothing is in reach, closing on the enemy bow first.
 */
export function standing(state: StarfireState, unit: UnitState, deep = false): number {
  if (unit.status !== 'on_map' || !unit.hex || !unit.facing) return 0;
  const enemies = enemiesOnMap(state, unit.side);
  if (deep && raids(state, unit)) return raiding(state, unit, enemies);
  if (deep && isSwarm(state, unit.side)) return swarmStanding(state, unit, enemies);
  const out = damageOut(state, unit, enemies);
  const taken = damageIn(state, unit, enemies);
  let score = OUT_WEIGHT * out - IN_WEIGHT * taken;
  if (deep && out + taken > 0) {
    // The hard level: damage counts more on ships near destruction, enemy or own.
    const weighted = damageOut(state, unit, enemies, (t) => fragility(state, t));
    score = OUT_WEIGHT * weighted - IN_WEIGHT * taken * fragility(state, unit);
  }
  if (runsForEdge(state, unit)) {
    const { column, row } = hexToOffset(unit.hex);
    const above = offsetToHex(column, row - 3);
    return score * 0.3 - 3 * row - 0.5 * offBow(unit.hex, unit.facing, above) - 2 * taken;
  }
  if (state.setup.scenario.victory === 'convoy_escape' && unit.side === 'A') {
    const freighters = state.units.filter((u) => u.side === 'A' && runsForEdge(state, u));
    const near = nearest(
      unit.hex,
      freighters.filter((u) => u.status === 'on_map'),
    );
    if (near) score -= 0.4 * Math.max(0, near.distance - 2);
  }
  if (out === 0) {
    const goal = nearest(unit.hex, enemies)?.unit.hex ?? mapCentre(state);
    score -= 0.3 * distance(unit.hex, goal) + 0.4 * offBow(unit.hex, unit.facing, goal);
  }
  if (edgeRoom(state, unit.hex) < 2) score -= 1;
  return score;
}

/** {@link standing} of a unit placed at a pose (`deep`: as the hard level judges it). */
export function poseScore(
  state: StarfireState,
  unit: UnitState,
  hex: Hex,
  facing: Facing,
  deep = false,
): number {
  const moved = withPose(state, unit.id, hex, facing);
  const placed = moved.units.find((u) => u.id === unit.id) as UnitState;
  return standing(moved, placed, deep);
}

/** True for a convoy raider, whose goal is the freighters. */
export function raids(state: StarfireState, unit: UnitState): boolean {
  return state.setup.scenario.victory === 'convoy_escape' && unit.side !== 'A';
}

/**
 * The hard level's raider in a convoy raid: the freighters are what counts, so the damage it
 * could deal them weighs three times any other, it keeps ahead of them (between them and the
 * top edge, where they must pass) and closes on the nearest one when none is in reach.
 */
function raiding(state: StarfireState, unit: UnitState, enemies: readonly UnitState[]): number {
  const hex = unit.hex as Hex;
  const freighters = enemies.filter((e) => runsForEdge(state, e));
  const out = damageOut(state, unit, enemies);
  const onFreighters = damageOut(state, unit, freighters);
  const taken = damageIn(state, unit, enemies);
  let score = OUT_WEIGHT * out + 2 * onFreighters - 0.5 * IN_WEIGHT * taken;
  const near = nearest(hex, freighters);
  if (near?.unit.hex) {
    const ahead = hexToOffset(near.unit.hex).row - hexToOffset(hex).row;
    score -= 0.6 * Math.max(0, near.distance - 3) + (ahead < 0 ? 0.5 * -ahead : 0);
    if (onFreighters === 0) score -= 0.4 * offBow(hex, unit.facing as Facing, near.unit.hex);
  }
  if (edgeRoom(state, hex) < 2) score -= 1;
  return score;
}
