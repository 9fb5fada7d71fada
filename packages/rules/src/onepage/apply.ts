import type { DiceSource } from '../core/dice-source.js';
import type { Applied } from '../core/ruleset.js';
import { emit, openContext, type Ctx } from './context.js';
import type { OnepageEvent } from './events.js';
import { submitFire, submitMove, submitPlot } from './flow.js';
import { HOLD, type OnepageOrder } from './orders.js';
import { owedBy } from './pending.js';
import { isSeat, type Seat } from './scenarios.js';
import type { OnepageState } from './state.js';
import { concession, finish } from './victory.js';

type Outcome = Applied<OnepageState, OnepageEvent>;

function done(ctx: Ctx): Outcome {
  return { state: ctx.state, events: ctx.events };
}

/**
 * Applies a checked order (see `checkOrder`) and runs the game on to the next decision. Works on
 * a copy: `state` is never changed. An unchecked order is a programmer error and may throw.
 */
export function applyOrder(
  state: OnepageState,
  seat: Seat,
  order: OnepageOrder,
  dice: DiceSource,
): Outcome {
  const ctx = openContext(state, dice);
  switch (order.type) {
    case 'concede':
      emit(ctx, { type: 'side_conceded', seat });
      finish(ctx, concession(ctx.state, seat));
      break;
    case 'plot':
      submitPlot(ctx, seat, order, false);
      break;
    case 'move':
      submitMove(ctx, seat, order, false);
      break;
    case 'fire':
      submitFire(ctx, seat, order.shots, false);
      break;
  }
  return done(ctx);
}

/**
 * A seat ran out of time: a missing plot or move becomes "every ship holds position and
 * launches nothing", missing fire becomes "holds fire", and play goes on (rolling dice where
 * the game needs them). A seat that owes nothing, or a finished game, is left as it is.
 */
export function applyTimeout(state: OnepageState, seat: string, dice: DiceSource): Outcome {
  const ctx = openContext(state, dice);
  const owed = isSeat(seat) && !state.result ? owedBy(state, seat) : undefined;
  if (!owed || !isSeat(seat)) return done(ctx);
  if (owed.kind === 'plot') submitPlot(ctx, seat, HOLD, true);
  else if (owed.kind === 'move') submitMove(ctx, seat, HOLD, true);
  else submitFire(ctx, seat, [], true);
  return done(ctx);
}
