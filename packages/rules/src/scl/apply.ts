import { runInContext } from '../core/context.js';
import type { DiceSource } from '../core/dice-source.js';
import { concede } from '../core/finish.js';
import type { Applied } from '../core/ruleset.js';
import { timeoutWith } from '../core/timeout.js';
import type { SclEvent } from './events.js';
import { submitCommand, submitFire, submitMove, submitPrepare } from './flow.js';
import { HOLD_FIRE, NO_PREPARE, type SclOrder } from './orders.js';
import { pendingDecisions, type SclDecision } from './pending.js';
import { isSeat, type SclState, type Seat } from './state.js';
import { concession } from './victory.js';

function strip<T extends { type: string }>(order: T): Omit<T, 'type'> {
  const { type: _type, ...rest } = order;
  return rest;
}

/** Applies a checked order and runs the game on to the next decision, on a copy of `state`. */
export function applyOrder(
  state: SclState,
  seat: Seat,
  order: SclOrder,
  dice: DiceSource,
): Applied<SclState, SclEvent> {
  return runInContext(state, dice, (ctx) => {
    switch (order.type) {
      case 'concede':
        concede(ctx, seat, concession(ctx.state, seat));
        break;
      case 'prepare':
        submitPrepare(ctx, seat, strip(order), false);
        break;
      case 'move':
        submitMove(ctx, seat, order.moves, false);
        break;
      case 'fire':
        submitFire(ctx, seat, strip(order), false);
        break;
      case 'command':
        submitCommand(ctx, seat, order.squadron, false);
        break;
    }
  });
}

/**
 * A seat ran out of time: a missing prepare order is "nothing" (no repairs, launches or Full
 * Stop), a missing move is "every unit holds course", a missing fleet command is "draw a chit",
 * missing fire is "hold fire". Play goes on.
 * A seat that owes nothing, or a finished game, is left as it is.
 */
export const applyTimeout = timeoutWith<SclState, SclEvent, Seat, SclDecision>(
  { isSeat, pending: pendingDecisions },
  (ctx, seat, owed) => {
    if (owed.kind === 'prepare') submitPrepare(ctx, seat, strip(NO_PREPARE), true);
    else if (owed.kind === 'move') submitMove(ctx, seat, [], true);
    else if (owed.kind === 'command') submitCommand(ctx, seat, null, true);
    else submitFire(ctx, seat, strip(HOLD_FIRE), true);
  },
);
