import { expect } from 'vitest';
import type { DiceSource } from '../../src/core/dice-source.js';
import { scriptedDice } from '../../src/dice/scripted.js';
import { parseLabel } from '../../src/hex/label.js';
import type { Hex } from '../../src/hex/hex.js';
import { initialState } from '../../src/scl/create.js';
import type { HouseRule } from '../../src/scl/house-rules.js';
import { detectedBy } from '../../src/scl/detection.js';
import type { EventOfType, SclEvent, SclEventType } from '../../src/scl/events.js';
import type { SclOrder } from '../../src/scl/orders.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import type { ScenarioId } from '../../src/scl/scenarios.js';
import type { MovementSystem, OptionalRule, SclState, Seat, Unit } from '../../src/scl/state.js';

/** The hex of a CCRR label on the 30 × 20 map. */
export function at(label: string): Hex {
  const parsed = parseLabel(label, { columns: 30, rows: 20 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { q: parsed.value.q, r: parsed.value.r };
}

/** Dice that give exactly these values, in order. */
export const rolls = (...values: number[]): DiceSource => scriptedDice(values);

/** A checked set-up: the seed's optional rules and the house rules named `true` are on. */
export function setupOf(
  scenario: ScenarioId,
  movement: MovementSystem = 'standard',
  rules: Partial<Record<OptionalRule | HouseRule, boolean>> = {},
) {
  const options: Record<string, string> = { movement };
  for (const [id, on] of Object.entries(rules)) options[id] = on ? 'on' : 'off';
  const setup = R.parseSetup({ scenario, options });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

/** A unit placed for a test: its id as in the scenario, where and how it faces, overrides. */
export interface Placement extends Partial<Omit<Unit, 'hex'>> {
  readonly id: string;
  readonly at: string;
}

/**
 * A position from a scenario's units: only the placed ones stay, at their hexes; detection is
 * worked out; turn 1; the stage as given (fire from both sides by default).
 */
export function position(
  scenario: ScenarioId,
  placements: readonly Placement[],
  options: {
    movement?: MovementSystem;
    rules?: Partial<Record<OptionalRule | HouseRule, boolean>>;
    stage?: SclState['stage'];
  } = {},
): SclState {
  const state = initialState(setupOf(scenario, options.movement, options.rules));
  state.units = placements.map((p) => {
    const base = state.units.find((u) => u.id === p.id);
    if (!base) throw new Error(`no unit ${p.id}`);
    const { at: label, ...rest } = p;
    return { ...base, ...rest, hex: at(label) };
  });
  state.turn = 1;
  state.detected = { A: detectedBy(state, 'A'), B: detectedBy(state, 'B') };
  state.stage = options.stage ?? { phase: 'fire', owed: ['A', 'B'], submitted: [] };
  return state;
}

/** Checks and applies an order; fails the test when it is refused. */
export function play(state: SclState, seat: Seat, order: unknown, dice = rolls()) {
  const checked = R.check(state, seat, order);
  if (!checked.ok) throw new Error(`refused: ${checked.error.code} ${checked.error.message}`);
  return R.apply(state, seat, checked.value as SclOrder, dice);
}

/** Asserts that an order is refused with `code`. */
export function expectRefused(state: SclState, seat: string, order: unknown, code: string) {
  const checked = R.check(state, seat, order);
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.error.code).toBe(code);
}

/** Every event of one type. */
export function eventsOf<T extends SclEventType>(
  events: readonly SclEvent[],
  type: T,
): EventOfType<T>[] {
  return events.filter((e): e is EventOfType<T> => e.type === type);
}

/** A unit of the state. */
export function unitOf(state: SclState, id: string): Unit {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** A fire order. */
export function fire(parts: Partial<Omit<Extract<SclOrder, { type: 'fire' }>, 'type'>> = {}) {
  return { type: 'fire', beams: [], pointDefense: [], submunitions: [], missiles: [], ...parts };
}
