import { runInContext, type CountsRolls, type RulesContext } from './context.js';
import type { DiceSource } from './dice-source.js';
import type { Applied, PendingDecision, SeatId } from './ruleset.js';

/** What the kit's timeout reads of a ruleset: its seats and the decisions owed. */
export interface TimeoutParts<State, Seat extends SeatId, Decision extends PendingDecision> {
  isSeat(seat: SeatId): seat is Seat;
  pending(state: State): readonly Decision[];
}

/**
 * A ruleset's `timeout`: on a copy of the state, `play` makes the default answer for what the
 * seat that ran out of time owes (the ruleset's own rule), and play goes on from there. A seat
 * that owes nothing, a name that is no seat, or a finished game is left as it is.
 */
export function timeoutWith<
  State extends CountsRolls & { readonly result: unknown },
  Event,
  Seat extends SeatId,
  Decision extends PendingDecision,
>(
  parts: TimeoutParts<State, Seat, Decision>,
  play: (ctx: RulesContext<State, Event>, seat: Seat, owed: Decision) => void,
): (state: State, seat: SeatId, dice: DiceSource) => Applied<State, Event> {
  return (state, seat, dice) =>
    runInContext<State, Event>(state, dice, (ctx) => {
      if (!parts.isSeat(seat) || state.result) return;
      const owed = parts.pending(state).find((d) => d.seat === seat);
      if (owed) play(ctx, seat, owed);
    });
}
