import { deepClone } from './clone.js';
import type { DiceSource } from './dice-source.js';
import type { Applied } from './ruleset.js';

/** One die as events carry it: roll number `k` of the game, its sides and its value. */
export interface RolledDie {
  readonly k: number;
  readonly sides: number;
  readonly value: number;
}

/** The part of a state the context needs: how many dice the game has rolled. */
export interface CountsRolls {
  rolls: number;
}

/**
 * A ruleset engine's working set while an order is applied: a private copy of the state, the
 * events so far and the dice. Every ruleset's `apply`, `timeout` and `create` work on one.
 */
export interface RulesContext<State extends CountsRolls, Event> {
  readonly state: State;
  readonly events: Event[];
  readonly dice: DiceSource;
}

/** Opens a context on a deep copy of `state`: the input is never changed. */
export function openContext<State extends CountsRolls, Event>(
  state: State,
  dice: DiceSource,
): RulesContext<State, Event> {
  return { state: deepClone(state), events: [], dice };
}

/** What a context's work comes to: the changed copy of the state and the events, in order. */
export function closeContext<State extends CountsRolls, Event>(
  ctx: RulesContext<State, Event>,
): Applied<State, Event> {
  return { state: ctx.state, events: ctx.events };
}

/**
 * Opens a context on a copy of `state`, lets `work` play on it and closes it: the one shape of
 * every `apply`, `timeout` and `create` written with the kit. The input is never changed.
 */
export function runInContext<State extends CountsRolls, Event>(
  state: State,
  dice: DiceSource,
  work: (ctx: RulesContext<State, Event>) => void,
): Applied<State, Event> {
  const ctx = openContext<State, Event>(state, dice);
  work(ctx);
  return closeContext(ctx);
}

/** Rolls the game's next die (number `state.rolls`) and counts it. */
export function roll(ctx: RulesContext<CountsRolls, unknown>, sides = 6): RolledDie {
  const k = ctx.state.rolls;
  const value = ctx.dice.roll(k, sides);
  ctx.state.rolls = k + 1;
  return { k, sides, value };
}

/** Rolls `count` dice of `sides` sides, in order. */
export function rollMany(
  ctx: RulesContext<CountsRolls, unknown>,
  count: number,
  sides = 6,
): RolledDie[] {
  return Array.from({ length: count }, () => roll(ctx, sides));
}

/** Records an event. */
export function emit<Event>(ctx: RulesContext<CountsRolls, Event>, event: Event): void {
  ctx.events.push(event);
}
