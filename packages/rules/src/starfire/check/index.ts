import { parseOrder } from '../../core/parse-order.js';
import type { Result } from '../../core/result.js';
import { reject } from '../errors.js';
import { starfireOrderSchema, type StarfireOrder } from '../orders.js';
import { isSideId, type SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { sideInPlay } from '../unit-state.js';
import { checkDeclare, checkShelter } from './declaration.js';
import { checkChooseFleet } from './fleet.js';
import { checkDeploy, checkPlaceWarpPoint, checkTransitOrderOrder } from './deployment.js';
import { checkFire, checkPass, checkPointDefense } from './fire.js';
import { checkStep } from './step.js';

/** Checks a parsed order against the rules for the seat. */
function checkParsed(state: StarfireState, seat: SideId, order: StarfireOrder): Result<void> {
  switch (order.type) {
    case 'concede':
      return { ok: true, value: undefined };
    case 'choose_fleet':
      return checkChooseFleet(state, seat, order);
    case 'place_warp_point':
      return checkPlaceWarpPoint(state, seat, order);
    case 'deploy':
      return checkDeploy(state, seat, order);
    case 'transit_order':
      return checkTransitOrderOrder(state, seat, order);
    case 'declare':
      return checkDeclare(state, seat, order);
    case 'step':
      return checkStep(state, seat, order);
    case 'shelter':
      return checkShelter(state, seat, order);
    case 'fire':
      return checkFire(state, seat, order);
    case 'pass':
      return checkPass(state, seat, order);
    case 'point_defense':
      return checkPointDefense(state, seat, order);
  }
}

/**
 * Validates an unchecked order from a seat, shape first (`order/malformed` with the zod path),
 * then the game (`order/game_over`), the seat (`order/not_a_side`), and the rules of the order
 * type. Returns the parsed order, or the first problem found. Never changes anything.
 */
export function checkOrder(
  state: StarfireState,
  seat: string,
  input: unknown,
): Result<StarfireOrder> {
  const parsed = parseOrder(starfireOrderSchema, input);
  if (!parsed.ok) return parsed;
  if (state.result) return reject('order/game_over', 'The game is over.');
  if (!isSideId(seat) || !sideInPlay(state, seat))
    return reject('order/not_a_side', `${seat} is not a side still in this game.`);
  const checked = checkParsed(state, seat, parsed.value);
  return checked.ok ? { ok: true, value: parsed.value } : checked;
}
