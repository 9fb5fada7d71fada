import type { DiceSource } from '../core/dice-source.js';
import type { Die, StarfireEvent } from './events.js';
import type { Stage, StarfireState, UnitState } from './state.js';
import { unitIndex } from './unit-state.js';

/**
 * The working area of one `apply`: a private copy of the state that the phase code may change,
 * the events produced so far, and the dice source. Nothing outside `apply` ever sees it.
 *
 * Units are copied on write. The context's state starts with its own `units` array (and its own
 * stage, initiative, orders and concessions), but that array holds the very unit objects of the
 * state it was opened on, which belong to that state and must never change. Phase code changes a
 * unit only through {@link writableUnit} (or {@link writableUnitAt}): the first call in a context
 * copies the unit, puts the copy in `state.units` and records it in `owned`; later calls return
 * that copy. A unit read before (through `getUnit` or `state.units`) is the old object: take the
 * writable one first, then read and change that.
 */
export interface EngineContext {
  readonly state: StarfireState;
  readonly events: StarfireEvent[];
  readonly dice: DiceSource;
  /** The unit objects this context copied (or made) itself: the only ones it may change. */
  readonly owned: Set<UnitState>;
}

/** A copy of a unit with its own `slots` and `stores`: every field, in declared order. */
export function cloneUnit(unit: UnitState): UnitState {
  return {
    id: unit.id,
    side: unit.side,
    hull: unit.hull,
    status: unit.status,
    hex: unit.hex,
    facing: unit.facing,
    slots: unit.slots.slice(),
    stores: unit.stores.slice(),
    mp: unit.mp,
    turnCount: unit.turnCount,
    declaration: unit.declaration,
    startHex: unit.startHex,
    leftStartHex: unit.leftStartHex,
    enteredByLastStep: unit.enteredByLastStep,
    transited: unit.transited,
    activated: unit.activated,
    sheltering: unit.sheltering,
    damagedThisTurn: unit.damagedThisTurn,
    cleanTurns: unit.cleanTurns,
  };
}

/**
 * A copy of a stage, member by member (every stage is copied once per order, and spreading
 * objects of so many shapes was among the engine's slower steps), keys in the order the phases
 * make them.
 */
function cloneStage(stage: Stage): Stage {
  switch (stage.phase) {
    case 'fleet':
      return { phase: 'fleet', chosen: stage.chosen.slice() };
    case 'deployment':
      return { phase: 'deployment', index: stage.index };
    case 'declaration':
      return { phase: 'declaration', sideIndex: stage.sideIndex };
    case 'movement':
      return {
        phase: 'movement',
        round: stage.round,
        sideIndex: stage.sideIndex,
        owed: stage.owed.slice(),
        exits: stage.exits.slice(),
      };
    case 'shelter':
      return { phase: 'shelter', sideIndex: stage.sideIndex };
    case 'combat':
      return {
        phase: 'combat',
        sideIndex: stage.sideIndex,
        queue: stage.queue ? { ...stage.queue } : null,
      };
    case 'over':
      return { phase: 'over' };
  }
}

/**
 * A copy of `state` whose small parts (stage, initiative, orders, concessions) are its own and
 * whose `units` array is its own too, holding the same unit objects as `state`.
 */
function shareUnits(state: StarfireState): StarfireState {
  const transitOrders: StarfireState['transitOrders'] = {};
  for (const [side, units] of Object.entries(state.transitOrders)) {
    (transitOrders as Record<string, string[]>)[side] = units.slice();
  }
  return {
    setup: state.setup,
    turn: state.turn,
    rolls: state.rolls,
    stage: cloneStage(state.stage),
    units: state.units.slice(),
    initiative: state.initiative.slice(),
    moveOrder: state.moveOrder.slice(),
    transitOrders,
    conceded: state.conceded.slice(),
    result: state.result,
  };
}

/**
 * Starts the work of one `apply` on `state`, which is never changed: the context gets its own
 * copy of the state, sharing the unit objects until they are written (see {@link EngineContext}).
 */
export function openContext(state: StarfireState, dice: DiceSource): EngineContext {
  return { state: shareUnits(state), events: [], dice, owned: new Set() };
}

/**
 * Carries on from where `ctx` stands in a context of its own, leaving `ctx` as it is: the new
 * context copies the state again (sharing units, owning none of them) and the events so far.
 */
export function forkContext(ctx: EngineContext, dice: DiceSource): EngineContext {
  return { state: shareUnits(ctx.state), events: ctx.events.slice(), dice, owned: new Set() };
}

/**
 * The unit at `index` of `ctx.state.units`, made the context's own: copied (and put in its
 * place) the first time, the same copy after that. Every change to a unit goes through here.
 */
export function writableUnitAt(ctx: EngineContext, index: number): UnitState {
  const units = ctx.state.units;
  const unit = units[index];
  if (!unit) throw new Error(`no unit at index ${index}`);
  if (ctx.owned.has(unit)) return unit;
  const copy = cloneUnit(unit);
  units[index] = copy;
  ctx.owned.add(copy);
  return copy;
}

/** The unit with that id, made the context's own (see {@link writableUnitAt}); throws when there is none. */
export function writableUnit(ctx: EngineContext, id: string): UnitState {
  const index = unitIndex(ctx.state, id);
  if (index < 0) throw new Error(`unknown unit ${id}`);
  return writableUnitAt(ctx, index);
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
