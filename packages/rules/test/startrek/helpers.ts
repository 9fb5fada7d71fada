import { expect } from 'vitest';
import type { DiceSource } from '../../src/core/dice-source.js';
import { scriptedDice } from '../../src/dice/scripted.js';
import type { Hex } from '../../src/hex/hex.js';
import { parseLabel } from '../../src/hex/label.js';
import { startingTracks, type Tracks } from '../../src/startrek/cards.js';
import type { StartrekCustom } from '../../src/startrek/custom.js';
import { classCard } from '../../src/startrek/own-cards.js';
import { initialState } from '../../src/startrek/create.js';
import type { HouseRule } from '../../src/startrek/house-rules.js';
import type { EventOfType, StartrekEvent, StartrekEventType } from '../../src/startrek/events.js';
import type { StartrekOrder } from '../../src/startrek/orders.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import type { ScenarioId, Seat } from '../../src/startrek/scenarios.js';
import type { ShipState, StartrekState } from '../../src/startrek/state.js';

/** The hex of a CCRR label on the 24 × 18 map. */
export function at(label: string): Hex {
  const parsed = parseLabel(label, { columns: 24, rows: 18 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { q: parsed.value.q, r: parsed.value.r };
}

/** Dice that give exactly these values, in order. */
export const rolls = (...values: number[]): DiceSource => scriptedDice(values);

/** A ship for {@link battle}: class, fore hex, heading, track overrides, cloak tokens. */
export interface ShipSpec {
  /** A printed class id, or an own card's id given in the `custom` option. */
  readonly cls: string;
  readonly at: string;
  readonly heading?: number;
  readonly tracks?: Partial<Tracks>;
  /** Cloaked: its tokens (label and heading) and the index of the real one. */
  readonly cloak?: { tokens: [string, number][]; real: number };
}

/**
 * A battle on the duel's 24 × 18 map, turn 1: ships `A1…` and `B1…` as given, the initiative
 * dice given (both sides owe an action on a tie), no asteroids unless `scenery`.
 */
export function battle(
  sides: { A: readonly ShipSpec[]; B: readonly ShipSpec[] },
  options: {
    initiative?: { A: number[]; B: number[] };
    scenario?: ScenarioId;
    boarding?: boolean;
    scenery?: boolean;
    /**
     * The house rules in force; left out, the set-up names none, as games of rules 1.0.0 did,
     * which play every house rule (the readings these tests were first written for).
     */
    houseRules?: readonly HouseRule[];
    /** A custom part, for its own cards (`custom.classes`, `custom.factions`) and sides. */
    custom?: StartrekCustom;
  } = {},
): StartrekState {
  const state = initialState({
    scenario: options.scenario ?? 'duel',
    boarding: options.boarding ?? false,
    scenery: options.scenery ?? false,
    ...(options.houseRules ? { houseRules: options.houseRules } : {}),
    ...(options.custom ? { custom: options.custom } : {}),
  });
  state.turn = 1;
  let token = 1;
  state.ships = (['A', 'B'] as const).flatMap((side) =>
    sides[side].map((spec, i): ShipState => {
      const tokens = (spec.cloak?.tokens ?? []).map(([label, heading]) => ({
        id: `K${token++}`,
        hex: at(label),
        heading,
      }));
      const real = spec.cloak ? tokens[spec.cloak.real]! : null;
      return {
        id: `${side}${i + 1}`,
        side,
        cls: spec.cls,
        status: 'active',
        hex: real ? real.hex : at(spec.at),
        heading: real ? real.heading : (spec.heading ?? 0),
        tracks: {
          ...startingTracks(classCard(state.setup, spec.cls), spec.cloak !== undefined),
          ...spec.tracks,
        },
        arrives: null,
        cloak: real ? { tokens, real: real.id, scans: [] } : null,
      };
    }),
  );
  state.nextId = 100;
  state.initiative = options.initiative ?? { A: [6, 5, 4], B: [3, 2, 1] };
  const total = (seat: Seat) => state.initiative[seat].reduce((a, b) => a + b, 0);
  const best = Math.max(total('A'), total('B'));
  state.stage = {
    phase: 'action',
    seats: (['A', 'B'] as const).filter((s) => state.initiative[s].length > 0 && total(s) === best),
    submitted: [],
  };
  return state;
}

/** Checks and applies an order; fails the test when it is refused. */
export function play(state: StartrekState, seat: string, order: unknown, dice = rolls()) {
  const checked = R.check(state, seat, order);
  if (!checked.ok) throw new Error(`refused: ${checked.error.code} ${checked.error.message}`);
  return R.apply(state, seat, checked.value as StartrekOrder, dice);
}

/** Asserts that an order is refused with `code`. */
export function expectRefused(state: StartrekState, seat: string, order: unknown, code: string) {
  const checked = R.check(state, seat, order);
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.error.code).toBe(code);
}

/** Every event of one type. */
export function eventsOf<T extends StartrekEventType>(
  events: readonly StartrekEvent[],
  type: T,
): EventOfType<T>[] {
  return events.filter((e): e is EventOfType<T> => e.type === type);
}

/** A ship of the state. */
export function ship(state: StartrekState, id: string): ShipState {
  const found = state.ships.find((s) => s.id === id);
  if (!found) throw new Error(`no ship ${id}`);
  return found;
}

/** A new game of a scenario from scripted dice. */
export function game(scenario: ScenarioId, dice: DiceSource, options: object = {}) {
  const setup = R.parseSetup({ scenario, options });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = R.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}
