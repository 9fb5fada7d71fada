import type { DiceSource } from '../core/dice-source.js';
import { foldEntry } from '../core/fold.js';
import { err, ok, type Result, type RuleError } from '../core/result.js';
import { verifiableDice } from '../dice/verifiable.js';
import type { StarfireEvent } from './events.js';
import type { StarfireOrder } from './orders.js';
import { starfireRuleset } from './ruleset.js';
import type { StarfireState } from './state.js';

/** One order as played: who gave it and what it was. */
export interface PlayedOrder {
  readonly seat: string;
  readonly order: StarfireOrder | unknown;
}

/** A replayed game: the final state and every event, in order. */
export interface Replayed {
  readonly state: StarfireState;
  readonly events: readonly StarfireEvent[];
}

/**
 * Plays a game again from its unchecked setup, its dice and its orders, checking every order.
 * The same inputs always give the same state and events. An illegal order stops the replay
 * with its error, its path prefixed by the order's index.
 */
export function replayWithDice(
  setup: unknown,
  dice: DiceSource,
  orders: readonly PlayedOrder[],
): Result<Replayed, RuleError> {
  const parsed = starfireRuleset.parseSetup(setup);
  if (!parsed.ok) return parsed;
  const created = starfireRuleset.create(parsed.value, dice);
  if (!created.ok) return created;
  let state = created.value.state;
  const events: StarfireEvent[] = [...created.value.events];
  for (const [i, played] of orders.entries()) {
    const entry = { kind: 'order' as const, seat: played.seat, order: played.order };
    const folded = foldEntry(starfireRuleset, state, entry, dice);
    if (!folded.ok) return err({ ...folded.error, path: [i, ...folded.error.path] });
    state = folded.state as StarfireState;
    events.push(...(folded.events as readonly StarfireEvent[]));
  }
  return ok({ state, events });
}

/** {@link replayWithDice} with the verifiable dice of a 32-byte seed. */
export function replay(
  setup: unknown,
  seed: Uint8Array,
  orders: readonly PlayedOrder[],
): Result<Replayed, RuleError> {
  return replayWithDice(setup, verifiableDice(seed), orders);
}
