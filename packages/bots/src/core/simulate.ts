import type { PendingDecision, SeatId } from '@broadside/rules';
import type { BotRuleset } from '../types.js';

/**
 * A full state the bot may simulate from, built from the seat's view only: the ruleset's
 * `determinize` samples what the seat cannot see. A ruleset without it hides nothing, so its
 * view is a state.
 */
export function sampleState(
  ruleset: BotRuleset,
  view: unknown,
  seat: SeatId,
  random: () => number,
): unknown {
  return ruleset.determinize ? ruleset.determinize(view, seat, random) : view;
}

/** Orders a bot never chooses on its own: giving up, or dropping a cloak out of turn. */
const NEVER = new Set(['concede', 'decloak']);

/** The listed legal orders of a seat that a bot considers (no concession). */
export function candidateOrders(ruleset: BotRuleset, state: unknown, seat: SeatId): unknown[] {
  return ruleset.legalOrders(state, seat).filter((order) => {
    const type = (order as { type?: unknown }).type;
    return typeof type !== 'string' || !NEVER.has(type);
  });
}

/** The decision `seat` owes in a pending list, if any. */
export function owedBy(
  pending: readonly PendingDecision[],
  seat: SeatId,
): PendingDecision | undefined {
  return pending.find((p) => p.seat === seat);
}
