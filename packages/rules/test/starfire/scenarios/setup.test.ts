import { describe, expect, test } from 'vitest';
import { hexEquals } from '../../../src/hex/hex.js';
import { offsetToHex } from '../../../src/hex/map.js';
import { DEFAULT_DESIGNS } from '../../../src/starfire/design/defaults.js';
import { SCENARIOS } from '../../../src/starfire/scenarios/data/index.js';
import { resolveSetup } from '../../../src/starfire/scenarios/setup.js';
import { SCENARIO_IDS } from '../../../src/starfire/scenarios/types.js';
import { resolved } from './helpers.js';

describe('the six scenarios as data', () => {
  test.each([
    ['patrol', 1, 'CT', 'CT'],
    ['task_groups', 2, 'DD CT CT', 'DD CT CT'],
    ['convoy_raid', 3, 'DD FT2 FT2 FT2', 'CT CT CT'],
    ['set_piece', 4, 'CA CL DD DD CT CT', 'CA CL DD DD CT CT'],
    ['raiders', 5, 'CA CA', 'CT CT CT CT CT CT'],
    ['warp_assault', 6, 'BS2 BS1 DD DD', 'CA CL CL DD DD DD CT CT'],
  ] as const)(
    '%s (scenario %i) resolves to the forces of the Starfire rulings, Scenario forces',
    (id, number, sideA, sideB) => {
      const setup = resolved(id);
      expect(setup.scenario.number).toBe(number);
      expect(setup.sides).toEqual(['A', 'B']);
      const hulls = (side: string) =>
        setup.units
          .filter((u) => u.side === side)
          .map((u) => u.hull)
          .join(' ');
      expect(hulls('A')).toBe(sideA);
      expect(hulls('B')).toBe(sideB);
    },
  );

  test('every scenario plays on the default 44 × 34 map (Starfire rulings, Geometry: Default map)', () => {
    for (const id of SCENARIO_IDS) expect(SCENARIOS[id].map).toEqual({ columns: 44, rows: 34 });
  });

  test('the warp point sits in the middle of the map (seed, Warp point assault)', () => {
    expect(SCENARIOS.warp_assault.terrain.warpPoints).toEqual([offsetToHex(22, 17)]);
  });

  test('ids are side letter and number, flagship first with the flagship role', () => {
    const setup = resolved('convoy_raid');
    expect(setup.units.map((u) => `${u.id}:${u.hull}:${u.role}`)).toEqual([
      'A1:DD:flagship',
      'A2:FT2:other',
      'A3:FT2:other',
      'A4:FT2:other',
      'B1:CT:flagship',
      'B2:CT:other',
      'B3:CT:other',
    ]);
    expect(setup.units[0]?.name).toBe('Destroyer A1');
  });

  test('seat names default to "Side X" and may be given', () => {
    const setup = resolved('patrol', { sides: { A: { seatName: 'Alice' } } });
    expect(setup.seatNames).toEqual({ A: 'Alice', B: 'Side B' });
  });
});

describe('resolveSetup rejects bad set-ups with a clear code', () => {
  test.each([
    ['unknown scenario', { scenario: 'tea_party' }, 'setup/invalid'],
    ['not an object', 42, 'setup/invalid'],
    ['unknown field', { scenario: 'patrol', colour: 'red' }, 'setup/invalid'],
    ['turn limit zero', { scenario: 'patrol', turnLimit: 0 }, 'setup/invalid'],
    [
      'convoy raid has exactly two sides',
      { scenario: 'convoy_raid', custom: { sides: 3 } },
      'setup/side_count',
    ],
    ['one side is not a battle', { scenario: 'patrol', custom: { sides: 1 } }, 'setup/side_count'],
    [
      'seat for a side not in play',
      { scenario: 'patrol', sides: { C: { seatName: 'Carol' } } },
      'setup/unknown_side',
    ],
    [
      'forces for a side not in play',
      { scenario: 'patrol', custom: { forces: { D: [{ hull: 'CT', count: 1 }] } } },
      'setup/unknown_side',
    ],
    [
      'planet off the map',
      { scenario: 'patrol', custom: { terrain: { planets: [{ q: 60, r: 0 }] } } },
      'setup/terrain_off_map',
    ],
    [
      'warp assault without a warp point',
      { scenario: 'warp_assault', custom: { terrain: { warpPoints: [] } } },
      'setup/missing_warp_point',
    ],
    [
      'convoy without freighters',
      { scenario: 'convoy_raid', custom: { forces: { A: [{ hull: 'DD', count: 2 }] } } },
      'setup/no_freighters',
    ],
    [
      'bases cannot transit (seed, Bases)',
      { scenario: 'warp_assault', custom: { forces: { B: [{ hull: 'BS1', count: 1 }] } } },
      'setup/base_cannot_transit',
    ],
    [
      'a design that breaks a construction rule',
      { scenario: 'patrol', sides: { A: { designs: { CT: 'Z' } } } },
      'design/',
    ],
  ])('%s', (_name, input, code) => {
    const result = resolveSetup(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code.startsWith(code)).toBe(true);
      expect(result.error.message.length).toBeGreaterThan(10);
    }
  });

  test.each([
    [
      'patrol on 20 × 20: no hex 25 away from some placements',
      'patrol',
      { columns: 20, rows: 20 },
      false,
    ],
    [
      'patrol on 42 × 30: every placement leaves a hex 25 away',
      'patrol',
      { columns: 42, rows: 30 },
      true,
    ],
    [
      'patrol on 40 × 26: from the middle nothing is 25 away',
      'patrol',
      { columns: 40, rows: 26 },
      false,
    ],
    [
      'raiders on 44 × 20: CTs cannot keep 20 hexes from the bottom edge',
      'raiders',
      { columns: 44, rows: 20 },
      false,
    ],
    ['raiders on 44 × 21', 'raiders', { columns: 44, rows: 21 }, true],
    [
      'convoy on 44 × 23: freighters may stand 3 rows up',
      'convoy_raid',
      { columns: 44, rows: 23 },
      false,
    ],
    ['convoy on 44 × 24', 'convoy_raid', { columns: 44, rows: 24 }, true],
  ] as const)('custom map size: %s', (_name, scenario, map, fits) => {
    const result = resolveSetup({ scenario, custom: { map } });
    expect(result.ok ? 'ok' : result.error.code).toBe(fits ? 'ok' : 'setup/map_too_small');
  });

  test('a bad design error names the side and hull and points at the design', () => {
    const result = resolveSetup({
      scenario: 'patrol',
      sides: { B: { designs: { CT: 'nonsense' } } },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.path).toEqual(['sides', 'B', 'designs', 'CT']);
      expect(result.error.message).toContain("Side B's CT design");
    }
  });
});

describe('custom scenarios', () => {
  test('map size, forces and more sides; side C deploys like side B', () => {
    const setup = resolved('task_groups', {
      custom: {
        map: { columns: 60, rows: 40 },
        sides: 3,
        forces: {
          C: [
            { hull: 'CA', count: 1 },
            { hull: 'ES', count: 2 },
          ],
        },
      },
      turnLimit: 12,
    });
    expect(setup.custom).toBe(true);
    expect(setup.turnLimit).toBe(12);
    expect(setup.scenario.map).toEqual({ columns: 60, rows: 40 });
    expect(setup.sides).toEqual(['A', 'B', 'C']);
    expect(setup.scenario.deploymentOrder).toEqual(['A', 'B', 'C']);
    expect(setup.scenario.sides[2]?.deployment).toEqual(setup.scenario.sides[1]?.deployment);
    expect(
      setup.units.filter((u) => u.side === 'C').map((u) => `${u.id}:${u.hull}:${u.role}`),
    ).toEqual(['C1:CA:flagship', 'C2:ES:other', 'C3:ES:other']);
  });

  test('the flagship is the largest warship even when listed last (seed: CTs placed near the DD)', () => {
    const setup = resolved('task_groups', {
      custom: {
        forces: {
          A: [
            { hull: 'CT', count: 2 },
            { hull: 'DD', count: 1 },
          ],
        },
      },
    });
    expect(setup.units.filter((u) => u.side === 'A').map((u) => u.hull)).toEqual([
      'DD',
      'CT',
      'CT',
    ]);
  });

  test('a warp assault on a custom map keeps its warp point in the middle', () => {
    const setup = resolved('warp_assault', { custom: { map: { columns: 30, rows: 20 } } });
    expect(hexEquals(setup.scenario.terrain.warpPoints[0]!, offsetToHex(15, 10))).toBe(true);
  });

  test('solitaire: one person plays every side', () => {
    expect(resolved('raiders', { solitaire: true }).solitaire).toBe(true);
    expect(resolved('raiders').solitaire).toBe(false);
  });

  test('a custom design replaces the default for that side and hull only ("one design type per hull size")', () => {
    const setup = resolved('task_groups', { sides: { A: { designs: { CT: 'SSAARQ(I)(I)(I)' } } } });
    const design = (side: string, hull: string) => [
      ...new Set(
        setup.units.filter((u) => u.side === side && u.hull === hull).map((u) => u.design.text),
      ),
    ];
    expect(design('A', 'CT')).toEqual(['SSAARQ(I)(I)(I)']);
    expect(design('B', 'CT')).toEqual([DEFAULT_DESIGNS.CT.text]);
    expect(design('A', 'DD')).toEqual([DEFAULT_DESIGNS.DD.text]);
  });
});
