import { deepClone } from '../core/clone.js';
import type { DiceSource } from '../core/dice-source.js';
import type { Die, OnepageEvent } from './events.js';
import type { OnepageState } from './state.js';

/** The engine's working set while an order is applied: a private copy of the state. */
export interface Ctx {
  readonly state: OnepageState;
  readonly events: OnepageEvent[];
  readonly dice: DiceSource;
}

/** Opens a context on a deep copy of `state`: the input is never changed. */
export function openContext(state: OnepageState, dice: DiceSource): Ctx {
  return { state: deepClone(state), events: [], dice };
}

/** Rolls the game's next die (number `state.rolls`) and counts it. */
export function roll(ctx: Ctx, sides = 6): Die {
  const k = ctx.state.rolls;
  const value = ctx.dice.roll(k, sides);
  ctx.state.rolls = k + 1;
  return { k, sides, value };
}

/** Records an event. */
export function emit(ctx: Ctx, event: OnepageEvent): void {
  ctx.events.push(event);
}
