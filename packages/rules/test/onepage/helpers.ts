import { expect } from 'vitest';
import type { DiceSource } from '../../src/core/dice-source.js';
import { scriptedDice } from '../../src/dice/scripted.js';
import { parseLabel } from '../../src/hex/label.js';
import type { Hex } from '../../src/hex/hex.js';
import { initialState } from '../../src/onepage/create.js';
import { DESIGNS, type DesignId } from '../../src/onepage/designs.js';
import type { EventOfType, OnepageEvent, OnepageEventType } from '../../src/onepage/events.js';
import type { OnepageOrder } from '../../src/onepage/orders.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import type { ScenarioId, Seat } from '../../src/onepage/scenarios.js';
import type { Body, MovementMode, OnepageState, ShipState } from '../../src/onepage/state.js';

/** The hex of a CCRR label on a 20 × 16 map. */
export function at(label: string): Hex {
  const parsed = parseLabel(label, { columns: 20, rows: 16 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { q: parsed.value.q, r: parsed.value.r };
}

/** Dice that give exactly these values, in order. */
export const rolls = (...values: number[]): DiceSource => scriptedDice(values);

/** A new game of a scenario (initiative games need their initiative dice). */
export function game(scenario: ScenarioId, movement: MovementMode = 'written', dice = rolls()) {
  const setup = R.parseSetup({ scenario, options: { movement } });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = R.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** A ship for {@link battle}: design, hex label and any state overrides (hits, mp …). */
export interface ShipSpec extends Partial<Omit<ShipState, 'id' | 'side' | 'design' | 'hex'>> {
  readonly design: DesignId;
  readonly at: string;
}

/**
 * A battle position on the duel's 20 × 16 map: ships `A1…` and `B1…` as given, turn 1, written
 * plots owed (or initiative `move` by `first`), no planet unless `bodies` is given.
 */
export function battle(
  sides: { A: readonly ShipSpec[]; B: readonly ShipSpec[] },
  options: { bodies?: Body[]; movement?: MovementMode; first?: Seat; turnLimit?: number } = {},
): OnepageState {
  const state = initialState({ scenario: 'duel', movement: options.movement ?? 'written' });
  state.map.bodies = options.bodies ?? [];
  state.turn = 1;
  state.turnLimit = options.turnLimit ?? 12;
  state.ships = (['A', 'B'] as const).flatMap((side) =>
    sides[side].map((spec, i) => {
      const design = DESIGNS[spec.design];
      const { design: _d, at: label, ...overrides } = spec;
      return {
        id: `${side}${i + 1}`,
        side,
        design: design.id,
        status: 'active' as const,
        hex: at(label),
        heading: 0,
        hull: design.hull - (overrides.hits ?? 0),
        hits: 0,
        guns: design.guns,
        launchers: design.launchers,
        mp: design.mp,
        missiles: design.missiles,
        ...overrides,
      };
    }),
  );
  if (options.first) {
    const second = options.first === 'A' ? 'B' : 'A';
    state.stage = { phase: 'move', order: [options.first, second], index: 0 };
  }
  return state;
}

/** A planet at `label` with the given rings. */
export function planet(label: string, rings: Body['rings']): Body {
  return { name: 'Planet', hex: at(label), rings };
}

/** Checks and applies an order; fails the test when it is refused. */
export function play(state: OnepageState, seat: Seat, order: unknown, dice = rolls()) {
  const checked = R.check(state, seat, order);
  if (!checked.ok) throw new Error(`refused: ${checked.error.code} ${checked.error.message}`);
  return R.apply(state, seat, checked.value as OnepageOrder, dice);
}

/** Asserts that an order is refused with `code`. */
export function expectRefused(state: OnepageState, seat: string, order: unknown, code: string) {
  const checked = R.check(state, seat, order);
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.error.code).toBe(code);
}

/** A plot (or move) order. */
export function plot(
  moves: Record<string, number[]> = {},
  launches: [string, string][] = [],
  type: 'plot' | 'move' = 'plot',
) {
  return {
    type,
    moves: Object.entries(moves).map(([ship, path]) => ({ ship, path })),
    launches: launches.map(([ship, target]) => ({ ship, target })),
  };
}

/** The hold-everything plot. */
export const HOLD_PLOT = plot();

/** Every event of one type. */
export function eventsOf<T extends OnepageEventType>(
  events: readonly OnepageEvent[],
  type: T,
): EventOfType<T>[] {
  return events.filter((e): e is EventOfType<T> => e.type === type);
}

/** A ship of the state. */
export function ship(state: OnepageState, id: string): ShipState {
  const found = state.ships.find((s) => s.id === id);
  if (!found) throw new Error(`no ship ${id}`);
  return found;
}

/** The CCRR label of a hex on the 20 × 16 map. */
export { formatLabel as label } from '../../src/hex/label.js';
