import { runInContext } from '../core/context.js';
import type { DiceSource } from '../core/dice-source.js';
import { concede } from '../core/finish.js';
import type { Applied } from '../core/ruleset.js';
import { timeoutWith } from '../core/timeout.js';
import type { OnepageEvent } from './events.js';
import { submitFire, submitMove, submitPlot } from './flow.js';
import { HOLD, type OnepageOrder } from './orders.js';
import { pendingDecisions, type OnepageDecision } from './pending.js';
import { isSeat, type Seat } from './scenarios.js';
import type { OnepageState } from './state.js';
import { concession } from './victory.js';

/**
 * Applies a checked order (see `checkOrder`) and runs the game on to the next decision. Works on
 * a copy: `state` is never changed. An unchecked order is a programmer error and may throw.
 */
export function applyOrder(
  state: OnepageState,
  seat: Seat,
  order: OnepageOrder,
  dice: DiceSource,
): Applied<OnepageState, OnepageEvent> {
  return runInContext(state, dice, (ctx) => {
    if (order.type === 'concede') concede(ctx, seat, concession(ctx.state, seat));
    else if (order.type === 'plot') submitPlot(ctx, seat, order, false);
    else if (order.type === 'move') submitMove(ctx, seat, order, false);
    else submitFire(ctx, seat, order.shots, false);
  });
}

/**
 * A seat ran out of time: a missing plot or move becomes "every ship holds position and
 * launches nothing", missing fire becomes "holds fire", and play goes on (rolling dice where
 * the game needs them). A seat that owes nothing, or a finished game, is left as it is.
 */
export const applyTimeout = timeoutWith<OnepageState, OnepageEvent, Seat, OnepageDecision>(
  { isSeat, pending: pendingDecisions },
  (ctx, seat, owed) => {
    if (owed.kind === 'plot') submitPlot(ctx, seat, HOLD, true);
    else if (owed.kind === 'move') submitMove(ctx, seat, HOLD, true);
    else submitFire(ctx, seat, [], true);
  },
);
