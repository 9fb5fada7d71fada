import { hex } from '../../hex/hex.js';
import type { Result } from '../../core/result.js';
import { reject } from '../errors.js';
import type { DeployOrder, PlaceWarpPointOrder, TransitOrder } from '../orders.js';
import { currentDeploymentStep, deploymentContext } from '../phases/deployment.js';
import {
  checkPlacement,
  checkTransitOrder,
  checkWarpPointPlacement,
} from '../scenarios/deployment.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { expectTurn, ownUnit } from './common.js';

/**
 * A placement: the side's turn to place, its own unit from the current deployment step, then
 * the scenario's set-up rules (their `deploy/...` codes are passed through unchanged).
 */
export function checkDeploy(state: StarfireState, seat: SideId, order: DeployOrder): Result<void> {
  const turn = expectTurn(state, seat, 'deploy');
  if (!turn.ok) return turn;
  const unit = ownUnit(state, seat, order.unit, ['unit']);
  if (!unit.ok) return unit;
  const step = currentDeploymentStep(state);
  if (!step || !step.units.includes(order.unit) || unit.value.status !== 'undeployed') {
    return reject(
      'order/unit_not_available',
      `${order.unit} is not one of the units to place now.`,
      ['unit'],
    );
  }
  return checkPlacement(deploymentContext(state), {
    unitId: order.unit,
    hex: hex(order.hex.q, order.hex.r),
    facing: order.facing,
  });
}

/**
 * A warp point placement: the side's turn to place it, then the hex (`deploy/off_map`,
 * `deploy/warp_point_off_centre`, passed through unchanged).
 */
export function checkPlaceWarpPoint(
  state: StarfireState,
  seat: SideId,
  order: PlaceWarpPointOrder,
): Result<void> {
  const turn = expectTurn(state, seat, 'place_warp_point');
  if (!turn.ok) return turn;
  return checkWarpPointPlacement(state.setup, hex(order.hex.q, order.hex.r));
}

/** A transit order: the side's turn to write it, listing each of its waiting units once. */
export function checkTransitOrderOrder(
  state: StarfireState,
  seat: SideId,
  order: TransitOrder,
): Result<void> {
  const turn = expectTurn(state, seat, 'transit_order');
  if (!turn.ok) return turn;
  const checked = checkTransitOrder(state.setup, seat, order.units);
  if (!checked.ok)
    return reject('order/bad_transit_order', checked.error.message, checked.error.path);
  return { ok: true, value: undefined };
}
