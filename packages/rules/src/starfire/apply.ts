import type { Applied } from '../core/ruleset.js';
import type { DiceSource } from '../core/dice-source.js';
import { forkContext, openContext } from './context.js';
import type { StarfireEvent } from './events.js';
import type { StarfireOrder } from './orders.js';
import { applyFire, applyPass } from './phases/combat.js';
import { applyDeclare } from './phases/declaration.js';
import { applyDeploy, applyPlaceWarpPoint, applyTransitOrder } from './phases/deployment.js';
import { applyChooseFleet, fleetSideToChoose } from './phases/fleet.js';
import { settle } from './phases/flow.js';
import { applyStep } from './phases/movement.js';
import { applyPointDefense } from './phases/point-defense.js';
import { applyShelter } from './phases/shelter.js';
import { battleSnapshot, concede, finishGame } from './phases/victory.js';
import { evaluateAtTurnLimit } from './scenarios/victory.js';
import type { SideId } from './scenarios/types.js';
import type { StarfireState } from './state.js';
import { sideInPlay } from './unit-state.js';

/**
 * Applies a checked order (see `checkOrder`) for `seat` and runs the game on to the next
 * decision. Works on a copy: `state` is never changed. Passing an unchecked order is a
 * programmer error and may throw.
 */
export function applyOrder(
  state: StarfireState,
  seat: SideId,
  order: StarfireOrder,
  dice: DiceSource,
): Applied<StarfireState, StarfireEvent> {
  const ctx = openContext(state, dice);
  switch (order.type) {
    case 'concede':
      concede(ctx, seat, false);
      break;
    case 'choose_fleet':
      applyChooseFleet(ctx, seat, order.designs, false);
      break;
    case 'place_warp_point':
      applyPlaceWarpPoint(ctx, seat, order);
      break;
    case 'deploy':
      applyDeploy(ctx, order);
      break;
    case 'transit_order':
      applyTransitOrder(ctx, seat, order);
      break;
    case 'declare':
      applyDeclare(ctx, seat, order);
      break;
    case 'step':
      applyStep(ctx, seat, order);
      break;
    case 'shelter':
      applyShelter(ctx, seat, order);
      break;
    case 'fire':
      applyFire(ctx, order);
      break;
    case 'pass':
      applyPass(ctx, order);
      break;
    case 'point_defense':
      applyPointDefense(ctx, order);
      break;
  }
  settle(ctx);
  return { state: ctx.state, events: ctx.events };
}

/** Thrown by the dice of a timeout when play would need a die: the timeout cannot go on. */
class DiceNeeded extends Error {}

const noDice: DiceSource = {
  roll(k) {
    throw new DiceNeeded(`a timeout has no dice (roll ${k})`);
  },
};

/**
 * Ends a side's part in the game when it ran out of time. With two sides this is a concession
 * (reason `timeout`): the other side wins. With more, the side leaves the game as a concession
 * does and play goes on, as far as it can without dice: the remaining sides carry on with the
 * decisions of the turn. When the next step would need a die before anyone decides anything (the
 * next turn's initiative), the game ends instead, judged as at a turn limit on the units still in
 * play (house ruling: the server's clock has no dice to roll). A side already out of the game
 * (or a finished game) is left as it is, with no events. In the fleet phase, the side that owes
 * its fleet is not put out of the game: it keeps the default designs and play goes on.
 */
export function applyTimeout(
  state: StarfireState,
  seat: SideId,
): Applied<StarfireState, StarfireEvent> {
  const ctx = openContext(state, noDice);
  if (ctx.state.result || !sideInPlay(ctx.state, seat)) return { state: ctx.state, events: [] };
  if (fleetSideToChoose(ctx.state) === seat) {
    applyChooseFleet(ctx, seat, {}, true);
    settle(ctx);
    return { state: ctx.state, events: ctx.events };
  }
  concede(ctx, seat, true);
  if (ctx.state.result) return { state: ctx.state, events: ctx.events };
  // Play goes on in a context of its own: should it need a die, `ctx` is still as it was.
  const onward = forkContext(ctx, noDice);
  try {
    settle(onward);
    return { state: onward.state, events: onward.events };
  } catch (error) {
    if (!(error instanceof DiceNeeded)) throw error;
  }
  const result = evaluateAtTurnLimit(ctx.state.setup, battleSnapshot(ctx.state));
  finishGame(ctx, {
    ...result,
    reason: 'timeout',
    summary: `Side ${seat} ran out of time. ${result.summary}`,
  });
  return { state: ctx.state, events: ctx.events };
}
