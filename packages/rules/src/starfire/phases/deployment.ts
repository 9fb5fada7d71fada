import { hex } from '../../hex/hex.js';
import { writableUnit, type EngineContext } from '../context.js';
import type { DeployOrder, PlaceWarpPointOrder, TransitOrder } from '../orders.js';
import {
  deploymentSequence,
  type DeploymentContext,
  type DeploymentStep,
} from '../scenarios/deployment.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { getUnit, sideInPlay } from '../unit-state.js';

/**
 * What the scenario's placement checks need: the setup, the units placed so far and the sides
 * out of the game (conceded or timed out), which the deployment order skips.
 */
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
  return { resolved: state.setup, placed, outOfGame: state.conceded };
}

function stepDone(state: StarfireState, step: DeploymentStep): boolean {
  if (!sideInPlay(state, step.side)) return true;
  if (step.kind === 'warp_point') return state.setup.warpPointPlacement?.placed ?? true;
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

/**
 * Places the warp point (already checked): the setup's terrain takes its hex, in place of the
 * provisional centre hex, and the placement is marked done. Like the fleet phase, this is one of
 * the few moments the setup changes; it never changes after deployment.
 */
export function applyPlaceWarpPoint(
  ctx: EngineContext,
  side: SideId,
  order: PlaceWarpPointOrder,
): void {
  const setup = ctx.state.setup;
  const placement = setup.warpPointPlacement;
  if (!placement) throw new Error('this game has no warp point to place');
  const at = hex(order.hex.q, order.hex.r);
  const warpPoints = setup.scenario.terrain.warpPoints.map((w, i) =>
    i === placement.warpPoint ? at : w,
  );
  ctx.state.setup = {
    ...setup,
    scenario: { ...setup.scenario, terrain: { ...setup.scenario.terrain, warpPoints } },
    warpPointPlacement: { ...placement, placed: true },
  };
  ctx.events.push({ type: 'warp_point_placed', side, warpPoint: placement.warpPoint, hex: at });
}

/** Places one unit (already checked against the scenario). */
export function applyDeploy(ctx: EngineContext, order: DeployOrder): void {
  const unit = writableUnit(ctx, order.unit);
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
