import { distance, hexToOffset } from '@broadside/rules';
import {
  HULLS,
  designOf,
  fireOptions,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import type { Evaluator } from '../evaluation.js';

/** Weight of a point of damage a side can deal next combat phase (expected, best targets). */
const THREAT_WEIGHT = 0.35;

function intactSlots(unit: UnitState): number {
  let n = 0;
  for (const slot of unit.slots) if (slot === 'intact') n += 1;
  return n;
}

/** Freighters of a convoy: they score by escaping off the top edge. */
function isFreighter(unit: UnitState): boolean {
  return HULLS[unit.hull].kind === 'freighter';
}

/** What a unit is worth to its side now: its intact systems, more while it is still in play. */
function worth(state: StarfireState, unit: UnitState): number {
  const convoy = state.setup.scenario.victory === 'convoy_escape';
  switch (unit.status) {
    case 'destroyed':
    case 'left_map':
      return 0;
    case 'escaped':
      return convoy ? 60 : 0;
    case 'exited':
      return 10 + intactSlots(unit) * 0.5;
    default: {
      let value = 10 + intactSlots(unit);
      if (convoy && isFreighter(unit) && unit.hex) value += 40 - 2.5 * hexToOffset(unit.hex).row;
      return value;
    }
  }
}

/**
 * Expected damage `unit` could deal next combat phase from where it stands: for each weapon, its
 * best target by to-hit chance times damage (arcs, range, blindspots, munitions all come from
 * the rules' own fire options).
 */
export function firepower(state: StarfireState, unit: UnitState): number {
  if (unit.status !== 'on_map') return 0;
  const options = fireOptions(unit.activated ? withFresh(state, unit.id) : state, unit.id);
  let total = 0;
  for (const weapon of options.weapons) {
    let best = 0;
    for (const t of weapon.targets) best = Math.max(best, (Math.min(10, t.toHit) / 10) * t.damage);
    total += best;
  }
  return total;
}

function withFresh(state: StarfireState, id: string): StarfireState {
  return {
    ...state,
    units: state.units.map((u) => (u.id === id ? { ...u, activated: false } : u)),
  };
}

/** Hexes to the nearest enemy on the map (0 when there is none). */
function nearestEnemy(state: StarfireState, unit: UnitState): number {
  if (!unit.hex) return 0;
  let best = Infinity;
  for (const other of state.units)
    if (other.side !== unit.side && other.status === 'on_map' && other.hex)
      best = Math.min(best, distance(unit.hex, other.hex));
  return Number.isFinite(best) ? best : 0;
}

/**
 * Starfire evaluation for a side: what each side's units are worth (intact systems; escaped
 * convoy freighters count high, and freighters count more the nearer the top edge they are),
 * plus the damage each side could expect to deal next combat phase from where its ships stand,
 * less a little for every hex a warship stands from the enemy when it cannot shoot at all.
 */
export const starfireEvaluator: Evaluator = {
  evaluate(raw, seat) {
    const state = raw as StarfireState;
    let value = 0;
    for (const unit of state.units) {
      const sign = unit.side === seat ? 1 : -1;
      let v = worth(state, unit);
      if (unit.status === 'on_map' && state.turn > 0) {
        const fire = firepower(state, unit);
        v += THREAT_WEIGHT * fire;
        if (fire === 0 && !isFreighter(unit) && designOf(state, unit.id).slots.length > 0)
          v -= 0.3 * nearestEnemy(state, unit);
      }
      value += sign * v;
    }
    return value;
  },
};
