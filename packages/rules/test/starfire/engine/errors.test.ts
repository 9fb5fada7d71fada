import { describe, expect, test } from 'vitest';
import { ORDER_ERRORS } from '../../../src/starfire/errors.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { TARGET } from './combat-helpers.js';
import { at, battle, expectRefused, play, rolls, unit } from './helpers.js';

/** Movement: A (lowest) steps first; A1 fast CT, A2 slow ES; B1 slow CT. Warp point at 1010. */
const moving = () =>
  battle(
    {
      A1: { hex: '1010', facing: 'A' },
      A2: { hex: '1510', facing: 'A' },
      B1: { hex: '3030', facing: 'A' },
    },
    {
      forces: {
        A: [
          { hull: 'CT', count: 1 },
          { hull: 'ES', count: 1 },
        ],
        B: [{ hull: 'CT', count: 1 }],
      },
      designs: { A: { CT: 'SSAAZ(I)R(I)LQ(I)', ES: 'S(I)LQ' }, B: { CT: 'S(I)LQ' } },
      warpPoints: ['1010'],
      phase: 'movement',
      initiative: ['B', 'A'],
    },
  );

/** Declarations owed by B (lowest); B1 is a slow CT. */
const declaring = () =>
  battle(
    { A1: { hex: '1010', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
    {
      designs: { A: { CT: 'S(I)LQ' }, B: { CT: 'S(I)LQ' } },
    },
  );

/** Combat: A1 (slots: 2 R, 3 Mg, 4 L) at range 2 of B1 and B2; B3 off the map. */
const firing = (): StarfireState => {
  const s = battle(
    {
      A1: { hex: '1010', facing: 'D' },
      B1: { hex: '1012', facing: 'A' },
      B2: { hex: '1112', facing: 'A' },
    },
    {
      forces: { A: [{ hull: 'CT', count: 1 }], B: [{ hull: 'CT', count: 3 }] },
      designs: { A: { CT: 'S(I)RMgLQ' }, B: { CT: TARGET } },
      phase: 'combat',
    },
  );
  return s;
};

const withA1 = (s: StarfireState, change: (u: ReturnType<typeof unit>) => void) => {
  const copy = structuredClone(s);
  change(unit(copy, 'A1'));
  return copy;
};

const fire = (slot: number, target = 'B1') => ({
  type: 'fire',
  unit: 'A1',
  shots: [{ slot, target }],
});

type Row = [code: string, build: () => StarfireState, seat: string, order: unknown];

const rows: Row[] = [
  ['order/malformed', declaring, 'B', { type: 'declare', hardTurn: 'B1' }],
  ['order/malformed', declaring, 'B', { type: 'teleport' }],
  ['order/malformed', declaring, 'B', 'pass'],
  [
    'order/game_over',
    () => play(declaring(), 'A', { type: 'concede' }).state,
    'B',
    { type: 'concede' },
  ],
  ['order/not_a_side', declaring, 'Z', { type: 'concede' }],
  ['order/not_your_turn', declaring, 'A', { type: 'declare', hardTurn: [], engineModulation: [] }],
  ['order/wrong_phase', declaring, 'B', { type: 'pass', unit: 'B1' }],
  [
    'order/unknown_unit',
    declaring,
    'B',
    { type: 'declare', hardTurn: ['Q7'], engineModulation: [] },
  ],
  [
    'order/not_your_unit',
    declaring,
    'B',
    { type: 'declare', hardTurn: ['A1'], engineModulation: [] },
  ],
  [
    'order/duplicate_unit',
    declaring,
    'B',
    { type: 'declare', hardTurn: ['B1', 'B1'], engineModulation: [] },
  ],
  [
    'order/not_eligible',
    declaring,
    'B',
    { type: 'declare', hardTurn: [], engineModulation: ['B1'] },
  ],
  [
    'order/unit_not_available',
    () => withA1(firing(), (u) => ((u.status = 'left_map'), (u.hex = null))),
    'A',
    { type: 'pass', unit: 'A1' },
  ],
  [
    'order/not_owed',
    () => play(moving(), 'A', { type: 'step', unit: 'A1', action: 'stay' }).state,
    'A',
    { type: 'step', unit: 'A1', action: 'stay' },
  ],
  [
    'order/no_mp_left',
    () => {
      const s = withA1(moving(), (u) => (u.mp = 0));
      if (s.stage.phase === 'movement') s.stage.owed = ['A2'];
      return s;
    },
    'A',
    { type: 'step', unit: 'A1', action: 'stay' },
  ],
  [
    'order/must_stay',
    () => withA1(moving(), (u) => (u.declaration = 'hard_turn')),
    'A',
    { type: 'step', unit: 'A1', action: 'forward' },
  ],
  [
    'order/must_leave_start_hex',
    () => withA1(moving(), (u) => ((u.declaration = 'engine_modulation'), (u.mp = 1))),
    'A',
    { type: 'step', unit: 'A1', action: 'stay' },
  ],
  [
    'order/turn_not_allowed',
    moving,
    'A',
    { type: 'step', unit: 'A1', action: 'forward', facing: 'B' },
  ],
  [
    'order/turn_not_allowed',
    () => withA1(moving(), (u) => (u.turnCount = 4)),
    'A',
    { type: 'step', unit: 'A1', action: 'forward', facing: 'C' },
  ],
  [
    'order/cannot_transit',
    moving,
    'A',
    { type: 'step', unit: 'A1', action: 'transit', facing: 'A' },
  ],
  ['order/cannot_exit', moving, 'A', { type: 'step', unit: 'A2', action: 'exit' }],
  [
    'order/cannot_exit',
    () => withA1(moving(), (u) => (u.transited = true)),
    'A',
    { type: 'step', unit: 'A1', action: 'exit' },
  ],
  [
    'order/already_fired',
    () => withA1(firing(), (u) => (u.activated = true)),
    'A',
    { type: 'pass', unit: 'A1' },
  ],
  [
    'order/nothing_to_fire',
    () => withA1(firing(), (u) => (u.slots[2] = u.slots[4] = 'destroyed')),
    'A',
    { type: 'pass', unit: 'A1' },
  ],
  ['order/not_a_weapon', firing, 'A', fire(0)],
  ['order/not_a_weapon', firing, 'A', fire(42)],
  [
    'order/weapon_not_ready',
    () => withA1(firing(), (u) => (u.slots[2] = 'destroyed')),
    'A',
    fire(2),
  ],
  [
    'order/duplicate_weapon',
    firing,
    'A',
    {
      type: 'fire',
      unit: 'A1',
      shots: [
        { slot: 4, target: 'B1' },
        { slot: 4, target: 'B2' },
      ],
    },
  ],
  [
    'order/no_munitions',
    () => withA1(firing(), (u) => (u.stores[2] = u.stores[3] = 0)),
    'A',
    fire(2),
  ],
  ['order/unknown_unit', firing, 'A', fire(4, 'X1')],
  ['order/invalid_target', firing, 'A', fire(4, 'A1')],
  ['order/invalid_target', firing, 'A', fire(4, 'B3')],
  ['order/out_of_range', () => withA1(firing(), (u) => (u.hex = at('1005'))), 'A', fire(4)],
  [
    'order/beyond_targeting_limit',
    () => {
      const s = structuredClone(firing());
      unit(s, 'B2').hex = at('1021');
      return s;
    },
    'A',
    fire(2, 'B2'),
  ],
  ['order/in_blindspot', () => withA1(firing(), (u) => (u.facing = 'A')), 'A', fire(4)],
  [
    'order/target_sheltered',
    () => {
      const s = structuredClone(firing());
      unit(s, 'B1').sheltering = true;
      return s;
    },
    'A',
    fire(4),
  ],
  [
    'order/firer_sheltered',
    () => {
      const s = withA1(firing(), (u) => (u.sheltering = true));
      unit(s, 'B2').hex = at('1010');
      return s;
    },
    'A',
    fire(4),
  ],
  [
    'order/cannot_hit',
    () => {
      const s = structuredClone(firing());
      unit(s, 'A1').transited = true;
      unit(s, 'B1').transited = true;
      unit(s, 'B1').declaration = 'engine_modulation';
      return s;
    },
    'A',
    fire(2),
  ],
];

describe('every illegal order class is refused with its code and leaves the state untouched', () => {
  test.each(rows)('%s', (code, build, seat, order) => {
    expectRefused(build(), seat, order, code);
  });

  test('every documented code is produced by some test in this suite', () => {
    const covered = new Set([
      ...rows.map((r) => r[0]),
      // Covered in their topic files (warp, shelter, point-defense, game, restricted arc):
      'order/facing_required',
      'order/bad_transit_order',
      'order/cannot_shelter',
      'order/outside_restricted_arc',
      'order/not_point_defense',
      'order/nothing_to_intercept',
      // The fleet phase: fleet.test.ts.
      'fleet/hull_not_fielded',
      'fleet/invalid_design',
      // Budgets: budget.test.ts.
      'order/over_budget',
    ]);
    expect(Object.keys(ORDER_ERRORS).filter((code) => !covered.has(code))).toEqual([]);
  });

  test('a refused order rolls no dice', () => {
    const s = firing();
    const checked = R.check(s, 'A', fire(2, 'A1'));
    expect(checked.ok).toBe(false);
    expect(R.rollCount(s)).toBe(0);
    expect(play(s, 'A', fire(4), rolls(10)).state.rolls).toBeGreaterThan(0);
  });
});
