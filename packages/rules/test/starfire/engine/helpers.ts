import { expect } from 'vitest';
import type { DiceSource } from '../../../src/core/dice-source.js';
import { scriptedDice } from '../../../src/dice/scripted.js';
import type { Facing } from '../../../src/hex/facing.js';
import type { Hex } from '../../../src/hex/hex.js';
import { parseLabel } from '../../../src/hex/label.js';
import type { HullCode } from '../../../src/starfire/data/hulls.js';
import { openContext } from '../../../src/starfire/context.js';
import { initialState } from '../../../src/starfire/create.js';
import type { StarfireEvent } from '../../../src/starfire/events.js';
import type { StarfireOrder } from '../../../src/starfire/orders.js';
import { settle } from '../../../src/starfire/phases/flow.js';
import { beginMovement } from '../../../src/starfire/phases/movement.js';
import { starfireRuleset } from '../../../src/starfire/ruleset.js';
import { resolveSetup } from '../../../src/starfire/scenarios/setup.js';
import type { ResolvedSetup, SideId } from '../../../src/starfire/scenarios/types.js';
import type { StarfireState, UnitState } from '../../../src/starfire/state.js';
import { currentSpeed, designOf, getUnit } from '../../../src/starfire/unit-state.js';

/** A hex from its CCRR label. */
export function at(label: string): Hex {
  const parsed = parseLabel(label);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Options of a test battle. */
export interface BattleOptions {
  /** Forces per side (default one CT each). */
  readonly forces?: Partial<Record<SideId, readonly { hull: HullCode; count: number }[]>>;
  /** Design text per side and hull. */
  readonly designs?: Partial<Record<SideId, Partial<Record<HullCode, string>>>>;
  readonly map?: { columns: number; rows: number };
  readonly planets?: readonly string[];
  readonly moons?: readonly string[];
  readonly warpPoints?: readonly string[];
  readonly scenario?: string;
  readonly turnLimit?: number | null;
  /** Number of sides (custom games of three or more). */
  readonly sidesCount?: number;
  /** Rules version to play by (default: the current one). */
  readonly rulesVersion?: '1.1.0' | '1.2.0';
}

/** A checked setup for a battle to the death with the given forces (task groups, customised). */
export function testSetup(options: BattleOptions = {}): ResolvedSetup {
  const forces = options.forces ?? { A: [{ hull: 'CT', count: 1 }], B: [{ hull: 'CT', count: 1 }] };
  const sides: Record<string, { designs?: Partial<Record<HullCode, string>> }> = {};
  for (const [side, designs] of Object.entries(options.designs ?? {})) sides[side] = { designs };
  const terrain: Record<string, Hex[]> = {};
  if (options.planets) terrain.planets = options.planets.map(at);
  if (options.moons) terrain.moons = options.moons.map(at);
  if (options.warpPoints) terrain.warpPoints = options.warpPoints.map(at);
  const resolved = resolveSetup({
    scenario: options.scenario ?? 'task_groups',
    sides,
    custom: {
      forces,
      map: options.map ?? { columns: 44, rows: 34 },
      terrain,
      ...(options.sidesCount ? { sides: options.sidesCount } : {}),
    },
    turnLimit: options.turnLimit ?? null,
    ...(options.rulesVersion ? { rulesVersion: options.rulesVersion } : {}),
  });
  if (!resolved.ok) throw new Error(`${resolved.error.code}: ${resolved.error.message}`);
  return resolved.value;
}

/** Where a unit stands in a test position. */
export interface Placing {
  readonly hex: string;
  readonly facing: Facing;
  /** Optional starting overrides. */
  readonly turnCount?: number;
}

/** Dice that fail the test if anything rolls them. */
export const noDice: DiceSource = {
  roll(k) {
    throw new Error(`unexpected die roll ${k}`);
  },
};

/**
 * A battle already under way on turn 1 with the listed units on the map (units not listed have
 * left the map), initiative as given (winner first), stopped at the start of `phase`.
 */
export function battle(
  placings: Record<string, Placing>,
  options: BattleOptions & {
    phase?: 'declaration' | 'movement' | 'combat';
    initiative?: SideId[];
    /** Units waiting off the map to transit, in their transit order. */
    waiting?: readonly string[];
  } = {},
): StarfireState {
  const state = initialState(testSetup(options));
  for (const unit of state.units) {
    const placing = placings[unit.id];
    if (options.waiting?.includes(unit.id)) {
      unit.status = 'waiting_transit';
      unit.mp = currentSpeed(unit, designOf(state, unit.id));
      const order = (state.transitOrders[unit.side] ??= []);
      order.splice(
        0,
        order.length,
        ...options.waiting.filter((id) => getUnit(state, id).side === unit.side),
      );
      continue;
    }
    if (!placing) {
      unit.status = 'left_map';
      continue;
    }
    unit.status = 'on_map';
    unit.hex = at(placing.hex);
    unit.facing = placing.facing;
    unit.turnCount = placing.turnCount ?? 0;
    unit.mp = currentSpeed(unit, designOf(state, unit.id));
    unit.startHex = unit.hex;
  }
  state.turn = 1;
  state.initiative = options.initiative ?? ['A', 'B'];
  state.moveOrder = [...state.initiative].reverse();
  const phase = options.phase ?? 'declaration';
  if (phase === 'combat') {
    for (const unit of state.units) unit.mp = 0;
    state.stage = { phase: 'combat', sideIndex: 0, queue: null };
  } else state.stage = { phase: 'declaration', sideIndex: 0 };
  const ctx = openContext(state, noDice);
  if (phase === 'movement') beginMovement(ctx);
  settle(ctx);
  return ctx.state;
}

/** Dice that count up: roll k gives 1 + (k mod sides). For positions where rolls do not matter. */
export const countingDice: DiceSource = {
  roll(k, sides) {
    return 1 + (k % sides);
  },
};

/** Scripted dice: `values` in order, then {@link countingDice} for whatever follows (e.g. next turn's initiative). */
export function rolls(...values: number[]): DiceSource & { readonly used: number } {
  let used = 0;
  return {
    get used() {
      return used;
    },
    roll(k, sides) {
      const value = values[used];
      used += 1;
      if (value === undefined) return countingDice.roll(k, sides);
      if (value < 1 || value > sides)
        throw new Error(`rolls: ${value} cannot come from a d${sides}`);
      return value;
    },
  };
}

/** Checks an order (which must pass) and applies it. */
export function play(
  state: StarfireState,
  seat: SideId,
  order: StarfireOrder | Readonly<Record<string, unknown>>,
  dice: DiceSource | readonly number[] = noDice,
): { state: StarfireState; events: readonly StarfireEvent[] } {
  const checked = starfireRuleset.check(state, seat, order);
  if (!checked.ok) throw new Error(`${checked.error.code}: ${checked.error.message}`);
  const source = Array.isArray(dice) ? scriptedDice(dice) : (dice as DiceSource);
  return starfireRuleset.apply(state, seat, checked.value, source);
}

/** Expects the order to be refused with `code`, and the state to be left exactly as it was. */
export function expectRefused(
  state: StarfireState,
  seat: string,
  order: unknown,
  code: string,
): void {
  const before = starfireRuleset.hash(state);
  const checked = starfireRuleset.check(state, seat, order);
  expect(checked.ok ? 'accepted' : checked.error.code).toBe(code);
  expect(starfireRuleset.hash(state)).toBe(before);
}

/** The unit with that id. */
export function unit(state: StarfireState, id: string): UnitState {
  return getUnit(state, id);
}

/** The events of one type. */
export function eventsOf<T extends StarfireEvent['type']>(
  events: readonly StarfireEvent[],
  type: T,
): Extract<StarfireEvent, { type: T }>[] {
  return events.filter((e): e is Extract<StarfireEvent, { type: T }> => e.type === type);
}
