import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../src/dice/scripted.js';
import { parseDesign } from '../../../src/starfire/design/parse.js';
import { designPoints } from '../../../src/starfire/design/points.js';
import { legalOrders } from '../../../src/starfire/legal-orders.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import { resolveSetup } from '../../../src/starfire/scenarios/setup.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { designOf } from '../../../src/starfire/unit-state.js';
import { expectRefused, noDice, play } from './helpers.js';

/**
 * Issue 30 ("a points value for every ship … and a budget per side"): `custom.budget` in a custom
 * battle and in fleet choice. Points as in docs/rules/starfire.md, "Points": the default CT
 * costs 38, the default DD 68.
 */

const FORCES = {
  A: [
    { hull: 'CT', count: 2 },
    { hull: 'DD', count: 1 },
  ],
  B: [{ hull: 'CT', count: 1 }],
} as const;

/** Side A's default fleet: two CT and a DD. */
const A_DEFAULT = 2 * 38 + 68;

/** A small CT (16 points) and a CT that costs more than the default (39 points). */
const SMALL_CT = 'S(I)LQ';
const RICH_CT = 'SAAZ(I)GGG(I)Q(I)';

function points(text: string): number {
  const parsed = parseDesign('CT', text);
  if (!parsed.ok) throw new Error(parsed.error[0]?.message);
  return designPoints(parsed.value);
}

function fresh(budget: Record<string, number>): StarfireState {
  const resolved = R.parseSetup({
    scenario: 'task_groups',
    fleetChoice: 'each_side',
    custom: { forces: FORCES, budget },
  });
  if (!resolved.ok) throw new Error(resolved.error.message);
  const created = R.create(resolved.value, noDice);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

describe('custom.budget in the set-up', () => {
  const rows: [string, Record<string, unknown>, string | null, readonly unknown[]][] = [
    [
      'the default fleet exactly at the budget',
      { fleetChoice: 'each_side', custom: { forces: FORCES, budget: { A: A_DEFAULT } } },
      null,
      [],
    ],
    [
      'one point short, each side choosing: the defaults it keeps must fit',
      { fleetChoice: 'each_side', custom: { forces: FORCES, budget: { A: A_DEFAULT - 1 } } },
      'setup/over_budget',
      ['custom', 'forces', 'A'],
    ],
    [
      "the creator's smaller designs fit a smaller budget",
      {
        sides: { A: { designs: { CT: SMALL_CT } } },
        custom: { forces: FORCES, budget: { A: 2 * 16 + 68 } },
      },
      null,
      [],
    ],
    [
      "the creator's designs one point over: the path is the side's designs",
      {
        sides: { A: { designs: { CT: SMALL_CT } } },
        custom: { forces: FORCES, budget: { A: 2 * 16 + 67 } },
      },
      'setup/over_budget',
      ['sides', 'A', 'designs'],
    ],
    [
      "the scenario's own forces over budget: the path is the budget",
      { custom: { budget: { B: 1 } } },
      'setup/over_budget',
      ['custom', 'budget', 'B'],
    ],
    [
      'a budget for a side not in play',
      { custom: { forces: FORCES, budget: { C: 500 } } },
      'setup/unknown_side',
      ['custom', 'budget', 'C'],
    ],
    [
      'a budget of zero',
      { custom: { forces: FORCES, budget: { A: 0 } } },
      'setup/invalid',
      ['custom', 'budget', 'A'],
    ],
  ];
  test.each(rows)('%s', (_name, extra, code, path) => {
    const resolved = resolveSetup({ scenario: 'task_groups', ...extra });
    if (code === null) {
      expect(resolved.ok ? 'ok' : resolved.error.code).toBe('ok');
      return;
    }
    expect(resolved.ok ? null : resolved.error).toMatchObject({ code, path });
  });

  test('a setup without a budget resolves with no budget key, so old setups and hashes stay', () => {
    const plain = resolveSetup({ scenario: 'task_groups', custom: { forces: FORCES } });
    const budgeted = resolveSetup({
      scenario: 'task_groups',
      custom: { forces: FORCES, budget: { A: 500 } },
    });
    expect(plain.ok && !('budget' in plain.value)).toBe(true);
    expect(budgeted.ok ? budgeted.value.budget : null).toEqual({ A: 500 });
  });
});

describe('choose_fleet within the budget (fleetChoice each_side)', () => {
  test('the designs used here cost what the table says', () => {
    expect([points(SMALL_CT), points(RICH_CT)]).toEqual([16, 39]);
  });

  const rows: [string, Record<string, string>, string | null][] = [
    ['the defaults, exactly at the budget', {}, null],
    ['smaller corvettes', { CT: SMALL_CT }, null],
    ['richer corvettes: 2 × 39 + 68 = 146 > 144', { CT: RICH_CT }, 'order/over_budget'],
  ];
  test.each(rows)('%s', (_name, designs, code) => {
    const state = fresh({ A: A_DEFAULT });
    const order = { type: 'choose_fleet', designs };
    if (code) expectRefused(state, 'A', order, code);
    else expect(R.check(state, 'A', order).ok).toBe(true);
  });

  test('the refusal names the designs and both figures', () => {
    const checked = R.check(fresh({ A: A_DEFAULT }), 'A', {
      type: 'choose_fleet',
      designs: { CT: RICH_CT },
    });
    expect(checked.ok ? null : checked.error).toMatchObject({
      code: 'order/over_budget',
      path: ['designs'],
    });
    expect(checked.ok ? '' : checked.error.message).toMatch(/146 points.*budget is 144/);
  });

  test('a side without a budget may choose any valid designs', () => {
    const a = play(fresh({ A: A_DEFAULT }), 'A', { type: 'choose_fleet', designs: {} }).state;
    const b = play(a, 'B', { type: 'choose_fleet', designs: { CT: RICH_CT } }).state;
    expect(designOf(b, 'B1').text).toBe(RICH_CT);
  });

  test('every legal fleet order fits the budget, and a timeout keeps a fleet that fits', () => {
    const state = fresh({ A: A_DEFAULT });
    for (const order of legalOrders(state, 'A')) expect(R.check(state, 'A', order).ok).toBe(true);
    const timedOut = R.timeout(state, 'A', scriptedDice([])).state;
    expect(timedOut.stage).toEqual({ phase: 'fleet', chosen: ['A'] });
  });
});
