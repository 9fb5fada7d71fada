import {
  starfireRuleset,
  type DeclareOrder,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import { bestPose } from './movement.js';
import { isSwarm } from './swarm.js';

/** How much better a declaration's best move must score than an ordinary move to be made. */
const MARGIN = 0.5;

/** No dice: a declaration rolls none. */
const NO_DICE = {
  roll(): number {
    throw new Error('a declaration rolls no dice');
  },
};

/** The best move score of `unit` once `seat` declares `order` (as the rules apply it). */
function declared(
  state: StarfireState,
  seat: string,
  unit: UnitState,
  order: DeclareOrder,
  deep: boolean,
) {
  if (!starfireRuleset.check(state, seat, order).ok) return -Infinity;
  try {
    const after = starfireRuleset.apply(state, seat, order, NO_DICE).state;
    const changed = after.units.find((u) => u.id === unit.id);
    return changed ? (bestPose(after, changed, deep)?.score ?? -Infinity) : -Infinity;
  } catch {
    return -Infinity;
  }
}

function only(kind: 'hardTurn' | 'engineModulation' | null, id: string): DeclareOrder {
  return {
    type: 'declare',
    hardTurn: kind === 'hardTurn' ? [id] : [],
    engineModulation: kind === 'engineModulation' ? [id] : [],
  };
}

/**
 * Movement declarations that pay: for each ship that may declare, the best move it could make
 * with a Hard Turn (turn in place to any facing), with Engine Modulation and with neither;
 * a declaration is made only when its best move beats the ordinary one by a margin. Ships not
 * yet weighed when `deadline()` says stop declare nothing. `deep`: the hard level, whose swarm
 * (see `isSwarm`) judges the moves as it plans them.
 */
export function planDeclarations(
  state: StarfireState,
  seat: string,
  deadline: () => boolean = () => false,
  deep = false,
): DeclareOrder | null {
  const swarm = deep && isSwarm(state, seat);
  const hardTurn: string[] = [];
  const engineModulation: string[] = [];
  for (const unit of state.units) {
    if (unit.side !== seat || unit.status !== 'on_map') continue;
    // Out of time: the ships not yet weighed declare nothing.
    if (deadline()) break;
    const plain = declared(state, seat, unit, only(null, unit.id), swarm);
    const turn = declared(state, seat, unit, only('hardTurn', unit.id), swarm);
    const modulate = declared(state, seat, unit, only('engineModulation', unit.id), swarm);
    if (turn > plain + MARGIN && turn >= modulate) hardTurn.push(unit.id);
    else if (modulate > plain + MARGIN) engineModulation.push(unit.id);
  }
  const order: DeclareOrder = { type: 'declare', hardTurn, engineModulation };
  return starfireRuleset.check(state, seat, order).ok ? order : null;
}
