import { hex } from '../../hex/hex.js';
import type { EngineContext } from '../context.js';
import type { DeployOrder, TransitOrder } from '../orders.js';
import {
  deploymentSequence,
  type DeploymentContext,
  type DeploymentStep,
} from '../scenarios/deployment.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { getUnit, sideInPlay } from '../unit-state.js';

/** What the scenario's placement checks need: the setup and the units placed so far. */
export function deploymentContext(state: StarfireState): DeploymentContext {
  const placed = [];
  for (const unit of state.units) {
    if (unit.status === 'on_map' && unit.hex && unit.facing) {
      placed.push({
        unitId: unit.id,
        hex: unit.hex,
        facing: unit.facing,
        side: unit.side,
        hull: unit.hull,
      });
    }
  }
  return { resolved: state.setup, placed };
}

function stepDone(state: StarfireState, step: DeploymentStep): boolean {
  if (!sideInPlay(state, step.side)) return true;
  if (step.kind === 'transit_order') return state.transitOrders[step.side] !== undefined;
  return step.units.every((id) => getUnit(state, id).status !== 'undeployed');
}

/** The deployment step now waiting for its side, or `null` when deployment is complete. */
export function currentDeploymentStep(state: StarfireState): DeploymentStep | null {
  if (state.stage.phase !== 'deployment') return null;
  const steps = deploymentSequence(state.setup);
  for (let i = state.stage.index; i < steps.length; i += 1) {
    const step = steps[i] as DeploymentStep;
    if (!stepDone(state, step)) return step;
  }
  return null;
}

/**
 * Moves the deployment pointer past finished steps. Returns true while a side still owes a
 * placement or a transit order.
 */
export function advanceDeployment(ctx: EngineContext): boolean {
  const stage = ctx.state.stage;
  if (stage.phase !== 'deployment') return false;
  const steps = deploymentSequence(ctx.state.setup);
  while (stage.index < steps.length && stepDone(ctx.state, steps[stage.index] as DeploymentStep))
    stage.index += 1;
  return stage.index < steps.length;
}

/** Places one unit (already checked against the scenario). */
export function applyDeploy(ctx: EngineContext, order: DeployOrder): void {
  const unit = getUnit(ctx.state, order.unit);
  unit.status = 'on_map';
  unit.hex = hex(order.hex.q, order.hex.r);
  unit.facing = order.facing;
  ctx.events.push({ type: 'unit_deployed', unit: unit.id, hex: unit.hex, facing: order.facing });
}

/** Records a side's hidden transit order. */
export function applyTransitOrder(ctx: EngineContext, side: SideId, order: TransitOrder): void {
  ctx.state.transitOrders[side] = [...order.units];
  ctx.events.push({ type: 'transit_order_written', side, units: [...order.units] });
}
