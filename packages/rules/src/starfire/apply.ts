import type { Applied } from '../core/ruleset.js';
import type { DiceSource } from '../core/dice-source.js';
import { openContext } from './context.js';
import type { StarfireEvent } from './events.js';
import type { StarfireOrder } from './orders.js';
import { applyFire, applyPass } from './phases/combat.js';
import { applyDeclare } from './phases/declaration.js';
import { applyDeploy, applyTransitOrder } from './phases/deployment.js';
import { settle } from './phases/flow.js';
import { applyStep } from './phases/movement.js';
import { applyPointDefense } from './phases/point-defense.js';
import { applyShelter } from './phases/shelter.js';
import { battleSnapshot, concede, finishGame } from './phases/victory.js';
import { evaluateAtTurnLimit } from './scenarios/victory.js';
import type { SideId } from './scenarios/types.js';
import type { StarfireState } from './state.js';

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

/**
 * Ends the game for a side that ran out of time. With two sides this is a concession (reason
 * `timeout`). With more, the side's units leave the game and the game ends at once, judged as at
 * a turn limit on the units still on the map (house ruling: the server's clock cannot roll the
 * dice a continued game would need).
 */
export function applyTimeout(
  state: StarfireState,
  seat: SideId,
): Applied<StarfireState, StarfireEvent> {
  const ctx = openContext(state, noDice);
  if (ctx.state.result) return { state: ctx.state, events: ctx.events };
  concede(ctx, seat, true);
  if (!ctx.state.result) {
    const result = evaluateAtTurnLimit(ctx.state.setup, battleSnapshot(ctx.state));
    finishGame(ctx, {
      ...result,
      reason: 'timeout',
      summary: `Side ${seat} ran out of time. ${result.summary}`,
    });
  }
  return { state: ctx.state, events: ctx.events };
}

const noDice: DiceSource = {
  roll() {
    throw new Error('a timeout rolls no dice');
  },
};
