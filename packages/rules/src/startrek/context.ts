import { deepClone } from '../core/clone.js';
import type { DiceSource } from '../core/dice-source.js';
import type { Die, StartrekEvent } from './events.js';
import type { StartrekState } from './state.js';

/** The engine's working set while an order is applied: a private copy of the state. */
export interface Ctx {
  readonly state: StartrekState;
  readonly events: StartrekEvent[];
  readonly dice: DiceSource;
}

/** Opens a context on a deep copy of `state`: the input is never changed. */
export function openContext(state: StartrekState, dice: DiceSource): Ctx {
  return { state: deepClone(state), events: [], dice };
}

/** Rolls the game's next die (number `state.rolls`) and counts it. */
export function roll(ctx: Ctx, sides = 6): Die {
  const k = ctx.state.rolls;
  const value = ctx.dice.roll(k, sides);
  ctx.state.rolls = k + 1;
  return { k, sides, value };
}

/** Rolls `count` six-sided dice. */
export function rollMany(ctx: Ctx, count: number): Die[] {
  return Array.from({ length: count }, () => roll(ctx));
}

/** Records an event. */
export function emit(ctx: Ctx, event: StartrekEvent): void {
  ctx.events.push(event);
}
