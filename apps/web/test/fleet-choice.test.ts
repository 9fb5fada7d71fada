import { describe, expect, test } from 'vitest';
import {
  DEFAULT_DESIGNS,
  SCENARIOS,
  starfireRuleset,
  type StarfireState,
} from '@broadside/rules/starfire';
import {
  designProblem,
  fleetOrder,
  fleetRows,
} from '../src/rulesets/starfire/battle/fleet-choice.js';
import { cardModel } from '../src/rulesets/starfire/battle/card-model.js';
import type { SavedDesign } from '../src/rulesets/starfire/designer/design-store.js';
import { DICE, play } from './fixtures.js';

/** Issue 5 / issue 7: "pick a design per hull (defaults or your own)" in the fleet phase. */

/** Task groups (A: a DD and two CT; B: the same) with each side choosing its own designs. */
function fleetGame(): StarfireState {
  const setup = starfireRuleset.parseSetup({ scenario: 'task_groups', fleetChoice: 'each_side' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = starfireRuleset.create(setup.value, DICE);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

const SAVED: readonly SavedDesign[] = [
  { id: 'CT:Gunboat', name: 'Gunboat', hull: 'CT', text: 'SSAZ(I)L(I)LQ(I)' },
  { id: 'CT:Broken', name: 'Broken', hull: 'CT', text: 'AS(I)LQ' },
  { id: 'CA:Other hull', name: 'Other hull', hull: 'CA', text: DEFAULT_DESIGNS.CA.text },
];

describe('fleetRows', () => {
  test('one row per hull the side fields, the default first, saved designs checked with parseDesign', () => {
    const rows = fleetRows(fleetGame(), 'B', SAVED);
    const forces = SCENARIOS.task_groups.sides[1]?.forces ?? [];
    expect(Object.fromEntries(rows.map((r) => [r.hull, r.count]))).toEqual(
      Object.fromEntries(forces.map((f) => [f.hull, f.count])),
    );
    const ct = rows.find((r) => r.hull === 'CT');
    expect(ct?.options.map((o) => [o.name, o.isDefault, o.problem === null])).toEqual([
      [DEFAULT_DESIGNS.CT.name, true, true],
      ['Broken', false, false],
      ['Gunboat', false, true],
    ]);
    expect(rows.some((r) => r.hull === 'CA')).toBe(false);
  });

  test('not a side: no rows', () => {
    expect(fleetRows(fleetGame(), 'spectator', SAVED)).toEqual([]);
  });
});

describe('designProblem', () => {
  test.each([
    ['CT', 'SSAZ(I)L(I)LQ(I)', null],
    ['CT', 'AS(I)LQ', /^character 2: /],
    ['CT', 'SAZ(I)', /^character 7: .*Quarters/],
  ] as const)('%s %s', (hull, text, expected) => {
    const problem = designProblem(hull, text);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('fleetOrder', () => {
  const rows = fleetRows(fleetGame(), 'A', SAVED);

  test('defaults (blank or the default text) are left out of the order', () => {
    expect(fleetOrder(rows, {})).toEqual({ type: 'choose_fleet', designs: {} });
    expect(fleetOrder(rows, { CT: DEFAULT_DESIGNS.CT.text })).toEqual({
      type: 'choose_fleet',
      designs: {},
    });
  });

  test('a saved design is sent; an invalid one blocks the order', () => {
    expect(fleetOrder(rows, { CT: 'SSAZ(I)L(I)LQ(I)' })).toEqual({
      type: 'choose_fleet',
      designs: { CT: 'SSAZ(I)L(I)LQ(I)' },
    });
    expect(fleetOrder(rows, { CT: 'AS(I)LQ' })).toBeNull();
  });

  test('the order is accepted by the rules and the ship card then shows the design', () => {
    const order = fleetOrder(rows, { CT: 'SSAZ(I)L(I)LQ(I)' });
    if (!order) throw new Error('no order');
    const after = play(fleetGame(), [order]);
    const ct = after.setup.units.find((u) => u.side === 'A' && u.hull === 'CT');
    if (!ct) throw new Error('no CT');
    expect(ct.design.text).toBe('SSAZ(I)L(I)LQ(I)');
    expect(
      cardModel(after, ct.id)
        ?.slots.map((slot) => slot.code)
        .join(''),
    ).toBe('SSAZILILQI');
  });
});
