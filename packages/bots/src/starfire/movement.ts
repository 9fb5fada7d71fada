import { FACINGS, type Facing, type Hex } from '@broadside/rules';
import {
  reachablePoses,
  starfireRuleset,
  type StarfireState,
  type StepOrder,
  type UnitState,
} from '@broadside/rules/starfire';
import { poseScore, runsForEdge } from './pose.js';

/** The best place and facing a ship can end this turn's move in, with its score. */
export interface PlannedPose {
  readonly score: number;
  readonly first: StepOrder;
  readonly hex: Hex;
  readonly facing: Facing;
}

/**
 * The best end of this turn's move for a ship: every hex and facing it can reach with the MP it
 * has left (one search), each scored by {@link poseScore} against the enemy where it stands now
 * (`deep`: as the hard level judges it). Re-planned every MP, so it follows the enemy as it moves.
 */
export function bestPose(state: StarfireState, unit: UnitState, deep = false): PlannedPose | null {
  let best: PlannedPose | null = null;
  for (const pose of reachablePoses(unit, state.setup.scenario.map)) {
    const first = pose.steps[0]?.order;
    if (!first) continue;
    const score = poseScore(state, unit, pose.hex, pose.facing, deep);
    if (!best || score > best.score) best = { score, first, hex: pose.hex, facing: pose.facing };
  }
  return best;
}

/** A transit: the facing to arrive with that scores best at the warp point. */
function bestTransit(state: StarfireState, unit: UnitState): StepOrder | null {
  const transit = state.setup.scenario.transitOrder;
  const hex = transit ? state.setup.scenario.terrain.warpPoints[transit.warpPoint] : undefined;
  if (!hex) return null;
  let best: { facing: Facing; score: number } | null = null;
  for (const facing of FACINGS) {
    const score = poseScore(state, unit, hex, facing);
    if (!best || score > best.score) best = { facing, score };
  }
  return best ? { type: 'step', unit: unit.id, action: 'transit', facing: best.facing } : null;
}

/** No dice: a step rolls none. */
const NO_DICE = {
  roll(): number {
    throw new Error('a step rolls no dice');
  },
};

/** A convoy freighter's step off the top edge, when the next step forward takes it there. */
function escape(state: StarfireState, seat: string, unit: UnitState): StepOrder | null {
  if (!runsForEdge(state, unit)) return null;
  const order: StepOrder = { type: 'step', unit: unit.id, action: 'forward' };
  if (!starfireRuleset.check(state, seat, order).ok) return null;
  try {
    const after = starfireRuleset.apply(state, seat, order, NO_DICE).state;
    return after.units.find((u) => u.id === unit.id)?.status === 'escaped' ? order : null;
  } catch {
    return null;
  }
}

/**
 * The next movement step of a side: for the first owed ship that can move, the first step of
 * its best planned move (or its transit with the best facing). `null` when no plan fits (the
 * caller falls back to the listed steps).
 */
export function planStep(
  state: StarfireState,
  seat: string,
  choose: (state: StarfireState, unit: UnitState) => PlannedPose | null = bestPose,
): StepOrder | null {
  const stage = state.stage;
  if (stage.phase !== 'movement') return null;
  for (const id of stage.owed) {
    const unit = state.units.find((u) => u.id === id);
    if (!unit || unit.side !== seat) continue;
    const order =
      unit.status === 'waiting_transit'
        ? bestTransit(state, unit)
        : (escape(state, seat, unit) ?? choose(state, unit)?.first);
    if (order && starfireRuleset.check(state, seat, order).ok) return order;
  }
  return null;
}
