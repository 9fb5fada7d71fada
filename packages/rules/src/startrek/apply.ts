import { runInContext } from '../core/context.js';
import type { DiceSource } from '../core/dice-source.js';
import { concede } from '../core/finish.js';
import type { Applied } from '../core/ruleset.js';
import { timeoutWith } from '../core/timeout.js';
import { decloak, randomAllocation, settleAllocations } from './damage.js';
import type { StartrekEvent } from './events.js';
import { afterDamage, submitAction, submitAllocation, submitRepair } from './flow.js';
import type { StartrekOrder } from './orders.js';
import { pendingDecisions, type StartrekDecision } from './pending.js';
import { isSeat, type Seat } from './scenarios.js';
import { getShip, type StartrekState } from './state.js';
import { concession } from './victory.js';

/**
 * Applies a checked order (see `checkOrder`) and runs the game on to the next decision. Works on
 * a copy: `state` is never changed. An unchecked order is a programmer error and may throw.
 */
export function applyOrder(
  state: StartrekState,
  seat: Seat,
  order: StartrekOrder,
  dice: DiceSource,
): Applied<StartrekState, StartrekEvent> {
  return runInContext(state, dice, (ctx) => {
    switch (order.type) {
      case 'concede':
        concede(ctx, seat, concession(ctx.state, seat));
        break;
      case 'decloak': {
        decloak(ctx, getShip(ctx.state, order.ship), false);
        const stage = ctx.state.stage;
        // Dropping a cloak can lower what a ship can still take (phasers stop at 6).
        if (stage.phase === 'allocate') afterDamage(ctx, settleAllocations(ctx, stage.owed));
        break;
      }
      case 'allocate':
        submitAllocation(ctx, seat, order.systems, false);
        break;
      case 'repair':
        submitRepair(ctx, seat, order.transfers, false);
        break;
      default:
        submitAction(ctx, seat, order, false);
    }
  });
}

/**
 * A seat ran out of time: a missing action becomes a pass that removes its lowest die, a missing
 * choice of sub-systems is made by dice, missing damage control moves nothing. A seat that owes
 * nothing, or a finished game, is left as it is.
 */
export const applyTimeout = timeoutWith<StartrekState, StartrekEvent, Seat, StartrekDecision>(
  { isSeat, pending: pendingDecisions },
  (ctx, seat, owed) => {
    const stage = ctx.state.stage;
    if (owed.kind === 'action') submitAction(ctx, seat, { type: 'pass' }, true);
    else if (owed.kind === 'repair') submitRepair(ctx, seat, [], true);
    else if (stage.phase === 'allocate') {
      const item = stage.owed.find((a) => a.seat === seat)!;
      const picked = randomAllocation(ctx, item);
      submitAllocation(ctx, seat, picked.systems, true, picked.dice);
    }
  },
);
