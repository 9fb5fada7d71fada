import type { PendingDecision } from '../core/ruleset.js';
import { currentDeploymentStep } from './phases/deployment.js';
import { fleetSideToChoose } from './phases/fleet.js';
import { awaitedAttack } from './phases/point-defense.js';
import type { DeploymentStep } from './scenarios/deployment.js';
import type { SideId } from './scenarios/types.js';
import type { StarfireState } from './state.js';
import { getUnit } from './unit-state.js';

/** Kinds of decision a Starfire game waits for. */
export const DECISION_KINDS = [
  'choose_fleet',
  'place_warp_point',
  'deploy',
  'transit_order',
  'declare',
  'move',
  'shelter',
  'fire',
  'point_defense',
] as const;

/** One of {@link DECISION_KINDS}. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** A decision the game waits for, typed for Starfire. */
export interface StarfireDecision extends PendingDecision {
  readonly seat: SideId;
  readonly kind: DecisionKind;
}

/** The decision each kind of deployment step waits for. */
const DEPLOYMENT_DECISION: Readonly<Record<DeploymentStep['kind'], DecisionKind>> = {
  warp_point: 'place_warp_point',
  transit_order: 'transit_order',
  place: 'deploy',
};

/**
 * The one decision the game waits for now, or `null` when it is over. Starfire always waits for
 * exactly one side at a time (concession aside, which any side may give at any moment).
 */
export function owedDecision(state: StarfireState): StarfireDecision | null {
  const stage = state.stage;
  switch (stage.phase) {
    case 'over':
      return null;
    case 'fleet': {
      const side = fleetSideToChoose(state);
      return side ? { seat: side, kind: 'choose_fleet' } : null;
    }
    case 'deployment': {
      const step = currentDeploymentStep(state);
      if (!step) return null;
      return { seat: step.side, kind: DEPLOYMENT_DECISION[step.kind] };
    }
    case 'declaration':
      return { seat: state.moveOrder[stage.sideIndex] as SideId, kind: 'declare' };
    case 'movement':
      return { seat: state.moveOrder[stage.sideIndex] as SideId, kind: 'move' };
    case 'shelter':
      return { seat: state.moveOrder[stage.sideIndex] as SideId, kind: 'shelter' };
    case 'combat': {
      const awaited = awaitedAttack(state);
      if (awaited)
        return { seat: getUnit(state, awaited.attack.target).side, kind: 'point_defense' };
      return { seat: state.initiative[stage.sideIndex] as SideId, kind: 'fire' };
    }
  }
}

/** {@link owedDecision} as the list the Ruleset interface returns. */
export function pendingDecisions(state: StarfireState): readonly StarfireDecision[] {
  const owed = owedDecision(state);
  return owed ? [owed] : [];
}
