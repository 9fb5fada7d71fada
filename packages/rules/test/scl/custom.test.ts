/**
 * Issue 30 for Star Cruiser Lite: custom battles (docs/rules/star-cruiser-lite.md, "Custom
 * battles") and fleet points ("Points"). The rules' own tests can build a position from a custom
 * set-up instead of editing a scenario's state.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { formatLabel } from '../../src/hex/label.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { CLASS_IDS, CLASSES } from '../../src/scl/designs.js';
import { step } from '../../src/scl/geometry.js';
import { classPoints, fleetPoints } from '../../src/scl/points.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { SCENARIO_IDS } from '../../src/scl/scenarios.js';
import type { SclState } from '../../src/scl/state.js';
import { TEST_SEED } from '../record/support.js';
import { at, eventsOf, fire, play, unitOf } from './helpers.js';

/** A checked set-up, created with verifiable dice; fails the test on a refusal. */
function custom(input: Record<string, unknown>): SclState {
  const setup = R.parseSetup(input);
  if (!setup.ok) throw new Error(`${setup.error.code}: ${setup.error.message}`);
  const created = R.create(setup.value, verifiableDice(TEST_SEED));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** Plays the orders that change nothing (prepare nothing, hold course, draw the chit) until fire. */
function untilFire(state: SclState): SclState {
  const dice = verifiableDice(TEST_SEED);
  let s = state;
  for (let n = 0; n < 20 && s.stage.phase !== 'fire'; n += 1) {
    const owed = R.pending(s)[0]!;
    const order =
      owed.kind === 'prepare'
        ? { type: 'prepare' }
        : owed.kind === 'command'
          ? { type: 'command', squadron: null }
          : { type: 'move', moves: [] };
    s = play(s, owed.seat as 'A' | 'B', order, dice).state;
  }
  return s;
}

describe('Points: HP + 4 × batteries + 2 × armor + thrust + magazine + 2 × submunitions + flights', () => {
  // The table in docs/rules/star-cruiser-lite.md, Points, from the converted figures (Ships).
  test.each([
    ['bismarck', 94],
    ['lance', 42],
    ['halberd', 64],
    ['marne', 79],
    ['martel', 17],
    ['kafer_cruiser', 74],
    ['kafer_raider', 36],
  ] as const)('%s is worth %i points', (id, points) => {
    expect(classPoints(CLASSES[id]!)).toBe(points);
  });

  test('every class has a value; a fleet costs the sum of its ships; the Marne counts its flights', () => {
    expect(CLASS_IDS.every((id) => classPoints(CLASSES[id]!) > 0)).toBe(true);
    expect(fleetPoints([])).toBe(0);
    expect(fleetPoints([{ cls: 'kafer_cruiser' }, { cls: 'kafer_raider' }])).toBe(110);
    expect(classPoints(CLASSES.marne!)).toBe(45 + 2 * classPoints(CLASSES.martel!));
  });
});

describe('custom set-ups: refusals carry a code and the path at fault', () => {
  const raiders = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      cls: 'kafer_raider',
      hex: `01${String(i + 1).padStart(2, '0')}`,
    }));
  test.each<[string, Record<string, unknown>, string, (string | number)[]]>([
    [
      'an unknown class',
      {
        forces: {
          B: [
            { cls: 'kafer_raider', hex: '2010' },
            { cls: 'dreadnought', hex: '2011' },
          ],
        },
      },
      'setup/unknown_design',
      ['custom', 'forces', 'B', 1, 'cls'],
    ],
    [
      'a fighter flight on its own (Ships: flights come aboard their carrier)',
      { forces: { A: [{ cls: 'martel', hex: '0505' }] } },
      'setup/unknown_design',
      ['custom', 'forces', 'A', 0, 'cls'],
    ],
    [
      'a ship off the map',
      {
        forces: {
          B: [
            { cls: 'kafer_raider', hex: '2010' },
            { cls: 'kafer_raider', hex: '3101' },
          ],
        },
      },
      'setup/off_map',
      ['custom', 'forces', 'B', 1, 'hex'],
    ],
    [
      'a hex that is no CCRR label',
      { forces: { A: [{ cls: 'lance', hex: '5,5' }] } },
      'setup/bad_hex',
      ['custom', 'forces', 'A', 0, 'hex'],
    ],
    [
      'two ships starting in one hex (one with the scenario’s Kafer cruiser at 2409)',
      { forces: { A: [{ cls: 'lance', hex: '2409' }] } },
      'setup/overlap',
      ['custom', 'forces', 'A', 0, 'hex'],
    ],
    ['an empty side', { forces: { A: [] } }, 'setup/empty_side', ['custom', 'forces', 'A']],
    [
      'too many ships',
      { forces: { B: raiders(25) } },
      'setup/too_many_ships',
      ['custom', 'forces', 'B'],
    ],
    [
      'a smaller map the scenario’s ships no longer fit',
      { map: { columns: 20, rows: 20 } },
      'setup/off_map',
      ['custom', 'map'],
    ],
    [
      'a carrier battle led by a ship that carries no fighters',
      { victory: 'carrier' },
      'setup/no_carrier',
      ['custom', 'victory'],
    ],
    [
      'the scenario’s side over its budget (the Kafer cost 110)',
      { budget: { A: 200, B: 109 } },
      'setup/over_budget',
      ['custom', 'budget', 'B'],
    ],
    [
      'given forces over their budget (a Bismarck is 94)',
      { forces: { A: [{ cls: 'bismarck', hex: '0505' }] }, budget: { A: 93 } },
      'setup/over_budget',
      ['custom', 'forces', 'A'],
    ],
    [
      'a crew quality beyond +3 (CQ-affected movement)',
      { forces: { A: [{ cls: 'lance', hex: '0505', cq: 4 }] } },
      'setup/invalid',
      ['custom', 'forces', 'A', 0, 'cq'],
    ],
    [
      'a map too big',
      { map: { columns: 61, rows: 20 } },
      'setup/invalid',
      ['custom', 'map', 'columns'],
    ],
    ['a turn limit of 0', { turnLimit: 0 }, 'setup/invalid', ['custom', 'turnLimit']],
    ['a side C', { forces: { C: [] } }, 'setup/invalid', ['custom', 'forces']],
  ])('%s', (_name, customInput, code, path) => {
    const input = { scenario: 'bismarck_at_bay', custom: customInput };
    const before = JSON.stringify(input);
    const parsed = R.parseSetup(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code, path });
    expect(parsed.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(input)).toBe(before);
  });

  test('a carrier battle whose side A is replaced must lead with a carrier: the path is that ship', () => {
    const parsed = R.parseSetup({
      scenario: 'carrier_strike',
      custom: { forces: { A: [{ cls: 'lance', hex: '0505' }] } },
    });
    expect(!parsed.ok && parsed.error).toMatchObject({
      code: 'setup/no_carrier',
      path: ['custom', 'forces', 'A', 0, 'cls'],
    });
  });

  test('a budget exactly met is accepted (Bismarck at Bay: 94 against 110)', () => {
    const input = { scenario: 'bismarck_at_bay', custom: { budget: { A: 94, B: 110 } } };
    expect(R.parseSetup(input).ok).toBe(true);
  });
});

describe('custom set-ups build the battle', () => {
  test('no custom part, or an empty one, changes nothing: the same state, byte for byte', () => {
    for (const scenario of SCENARIO_IDS) {
      const plain = custom({ scenario });
      expect(canonicalJson(custom({ scenario, custom: {} }))).toBe(canonicalJson(plain));
      expect('custom' in plain.setup).toBe(false);
    }
  });

  test('map size, forces with facings and crew quality, the carrier’s flights, the turn limit', () => {
    const s = custom({
      scenario: 'carrier_strike',
      options: { command_control: 'on' },
      custom: {
        map: { columns: 16, rows: 12 },
        forces: {
          A: [
            { cls: 'marne', hex: '0203', facing: 1, cq: 2 },
            { cls: 'halberd', hex: '0204' },
          ],
          B: [{ cls: 'kafer_cruiser', hex: '1510', cq: -1 }],
        },
        turnLimit: 5,
      },
    });
    expect([s.map.columns, s.map.rows, s.turnLimit, s.turn]).toEqual([16, 12, 5, 1]);
    expect(
      s.units.map((u) => [u.id, u.cls, u.status, u.facing, u.cq, u.mother, u.squadron]),
    ).toEqual([
      ['A1', 'marne', 'active', 1, 2, null, 'A-1'],
      ['AF1', 'martel', 'aboard', 1, 3, 'A1', 'A-1'],
      ['AF2', 'martel', 'aboard', 1, 3, 'A1', 'A-1'],
      ['A2', 'halberd', 'active', 2, 0, null, 'A-1'],
      ['B1', 'kafer_cruiser', 'active', 5, -1, null, 'B-1'],
    ]);
    expect(unitOf(s, 'B1').hex).toEqual(at('1510'));
    // Command and control: one squadron a side, rating 1, and no fleet commander.
    expect(s.command).toMatchObject({
      squadrons: [
        { id: 'A-1', side: 'A', rating: 1 },
        { id: 'B-1', side: 'B', rating: 1 },
      ],
    });
    expect(s.command && 'fleet' in s.command).toBe(false);
    expect(R.setupLabel(s.setup)).toBe(
      'Carrier Strike, custom (standard movement, command control)',
    );
  });

  test('Beam batteries: a Bismarck and a Kafer raider a hex apart fire at each other on turn 1', () => {
    // B1 one hex off A1's bow (direction 2), each facing the other: within even a raider's
    // detection range of 1 (Detection: CQ 0 + sensors −1 + signature 0 + 2).
    const bow = formatLabel(step(at('1010'), 2));
    const s = untilFire(
      custom({
        scenario: 'bismarck_at_bay',
        custom: {
          forces: {
            A: [{ cls: 'bismarck', hex: '1010', facing: 2 }],
            B: [{ cls: 'kafer_raider', hex: bow, facing: 5 }],
          },
        },
      }),
    );
    expect([s.turn, s.stage.phase]).toEqual([1, 'fire']);
    expect(s.detected).toEqual({ A: ['B1'], B: ['A1'] });
    const shotA = fire({ beams: [{ unit: 'A1', battery: 0, target: 'B1' }] });
    const shotB = fire({ beams: [{ unit: 'B1', battery: 0, target: 'A1' }] });
    const dice = verifiableDice(TEST_SEED);
    const { events } = play(play(s, 'A', shotA, dice).state, 'B', shotB, dice);
    expect(eventsOf(events, 'beam_shot').map((e) => [e.firer, e.target])).toEqual([
      ['A1', 'B1'],
      ['B1', 'A1'],
    ]);
  });

  test('Scenarios, Breakout: a custom breakout scores Kafer ships that leave by the right edge', () => {
    const s = custom({
      scenario: 'bismarck_at_bay',
      custom: {
        victory: 'breakout',
        forces: { B: [{ cls: 'kafer_raider', hex: '2910', facing: 2 }] },
      },
    });
    expect(s.map.exitEdge).toBe('right');
    const plain = custom({ scenario: 'breakout', custom: { victory: 'battle' } });
    expect(plain.map.exitEdge).toBeNull();
  });
});
