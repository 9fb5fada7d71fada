import { hexToOffset } from '@broadside/rules';
import { HULLS, type StarfireState, type UnitState } from '@broadside/rules/starfire';
import type { Evaluator } from '../evaluation.js';
import { starfireDeepPolicy, starfirePolicy } from './policy.js';
import { standing } from './pose.js';

/** Weight of where units stand (expected damage next combat phase, goals) against what they are worth. */
const STANDING_WEIGHT = 0.35;

function intactSlots(unit: UnitState): number {
  let n = 0;
  for (const slot of unit.slots) if (slot === 'intact') n += 1;
  return n;
}

/** What a unit is worth to its side now: its intact systems, more while it is still in play. */
export function worth(state: StarfireState, unit: UnitState): number {
  const convoy = state.setup.scenario.victory === 'convoy_escape';
  const freighter = HULLS[unit.hull].kind === 'freighter';
  switch (unit.status) {
    case 'destroyed':
    case 'left_map':
      return 0;
    case 'escaped':
      return convoy ? 80 : 0;
    case 'exited':
      return 12 + intactSlots(unit) * 0.5;
    default: {
      let value = 12 + intactSlots(unit);
      if (convoy && freighter) value += 20 + (unit.hex ? 30 - 1.5 * hexToOffset(unit.hex).row : 0);
      return value;
    }
  }
}

/**
 * Starfire evaluation for a side: what each side's units are worth (intact systems, a bonus for
 * being in play; escaped convoy freighters count high, freighters more the nearer the top edge)
 * plus where they stand (see `standing`: expected damage dealt and taken next combat phase,
 * goals), own units counted for, enemy units against.
 */
export const starfireEvaluator: Evaluator = {
  evaluate(raw, seat) {
    const state = raw as StarfireState;
    let value = 0;
    for (const unit of state.units) {
      const sign = unit.side === seat ? 1 : -1;
      value += sign * (worth(state, unit) + STANDING_WEIGHT * standing(state, unit));
    }
    return value;
  },
  material(raw) {
    const state = raw as StarfireState;
    let total = 0;
    for (const unit of state.units) total += worth(state, unit);
    return total;
  },
  policy: starfirePolicy,
  deepPolicy: starfireDeepPolicy,
};
