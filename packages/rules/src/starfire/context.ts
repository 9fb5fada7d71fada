import type { DiceSource } from '../core/dice-source.js';
import type { Die, StarfireEvent } from './events.js';
import type { Stage, StarfireState, UnitState } from './state.js';

/**
 * The working area of one `apply`: a private copy of the state that the phase code may change,
 * the events produced so far, and the dice source. Nothing outside `apply` ever sees it.
 */
export interface EngineContext {
  readonly state: StarfireState;
  readonly events: StarfireEvent[];
  readonly dice: DiceSource;
}

function cloneUnit(unit: UnitState): UnitState {
  return { ...unit, slots: unit.slots.slice(), stores: unit.stores.slice() };
}

function cloneStage(stage: Stage): Stage {
  switch (stage.phase) {
    case 'fleet':
      return { ...stage, chosen: stage.chosen.slice() };
    case 'movement':
      return { ...stage, owed: stage.owed.slice(), exits: stage.exits.slice() };
    case 'combat':
      return { ...stage, queue: stage.queue ? { ...stage.queue } : null };
    default:
      return { ...stage };
  }
}

/**
 * A deep copy of everything that changes during a game. The setup (scenario and designs) is
 * immutable and shared, and so are hexes, which are frozen values.
 */
export function cloneState(state: StarfireState): StarfireState {
  const transitOrders: StarfireState['transitOrders'] = {};
  for (const [side, units] of Object.entries(state.transitOrders)) {
    (transitOrders as Record<string, string[]>)[side] = units.slice();
  }
  return {
    setup: state.setup,
    turn: state.turn,
    rolls: state.rolls,
    stage: cloneStage(state.stage),
    units: state.units.map(cloneUnit),
    initiative: state.initiative.slice(),
    moveOrder: state.moveOrder.slice(),
    transitOrders,
    conceded: state.conceded.slice(),
    result: state.result,
  };
}

/** Starts the work of one `apply` on a copy of `state`. */
export function openContext(state: StarfireState, dice: DiceSource): EngineContext {
  return { state: cloneState(state), events: [], dice };
}

/**
 * Rolls the game's next die (roll number `state.rolls`) and counts it. With `needed`, the roll
 * succeeds when it is equal to or less than `needed`.
 */
export function rollDie(ctx: EngineContext, sides: number, needed: number | null): Die {
  const k = ctx.state.rolls;
  const value = ctx.dice.roll(k, sides);
  if (!Number.isInteger(value) || value < 1 || value > sides) {
    throw new Error(`dice source gave ${value} for a d${sides} (roll ${k})`);
  }
  ctx.state.rolls = k + 1;
  return { k, sides, value, needed, success: needed === null ? null : value <= needed };
}
