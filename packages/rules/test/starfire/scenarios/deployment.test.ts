import { describe, expect, test } from 'vitest';
import type { Facing } from '../../../src/hex/facing.js';
import { add, distance, hex, scale, type Hex } from '../../../src/hex/hex.js';
import { facingDelta } from '../../../src/hex/facing.js';
import { offsetToHex } from '../../../src/hex/map.js';
import {
  checkPlacement,
  checkTransitOrder,
  deploymentSequence,
  legalPlacementHexes,
  requiredFacing,
} from '../../../src/starfire/scenarios/deployment.js';
import type { ResolvedSetup } from '../../../src/starfire/scenarios/types.js';
import { context, resolved } from './helpers.js';

/** `steps` hexes from `from` in direction `facing`. */
function away(from: Hex, facing: Facing, steps: number): Hex {
  return add(from, scale(facingDelta(facing), steps));
}

type Placed = readonly [string, Hex, Facing][];
type Row = readonly [string, Placed, string, Hex, Facing, string | null];

function expectPlacement(
  setup: ResolvedSetup,
  placed: Placed,
  unitId: string,
  at: Hex,
  facing: Facing,
  code: string | null,
) {
  const result = checkPlacement(context(setup, placed), { unitId, hex: at, facing });
  if (code === null) {
    expect(result).toEqual({ ok: true, value: undefined });
  } else {
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toContain(unitId);
    }
  }
}

const CENTRE = offsetToHex(22, 17);
const LEFT = offsetToHex(5, 17); // room for 25 hexes to the right

describe('Patrol (seed: "Player A may place his ship in any hex … Player B must place their ship at 25 hexes")', () => {
  const setup = resolved('patrol');
  const a: Placed = [['A1', LEFT, 'C']];
  test.each<Row>([
    ['A anywhere: corner 0101, any facing', [], 'A1', offsetToHex(1, 1), 'D', null],
    ['A anywhere: bottom-right corner', [], 'A1', offsetToHex(44, 34), 'F', null],
    ['A off the map', [], 'A1', offsetToHex(45, 1), 'A', 'deploy/off_map'],
    ['B exactly 25 hexes from A, any facing', a, 'B1', away(LEFT, 'C', 25), 'E', null],
    ['B at 24 hexes', a, 'B1', away(LEFT, 'C', 24), 'A', 'deploy/wrong_distance'],
    ['B at 26 hexes', a, 'B1', away(LEFT, 'C', 26), 'A', 'deploy/wrong_distance'],
    ['B before A has placed', [], 'B1', away(LEFT, 'C', 25), 'A', 'deploy/out_of_turn'],
    ['A twice', a, 'A1', CENTRE, 'A', 'deploy/already_placed'],
    ['unknown unit', a, 'Z9', CENTRE, 'A', 'deploy/unknown_unit'],
  ])('%s', (_name, placed, unit, at, facing, code) =>
    expectPlacement(setup, placed, unit, at, facing, code),
  );

  test('the wrong-distance message says how far the hex is', () => {
    const result = checkPlacement(context(setup, a), {
      unitId: 'B1',
      hex: away(LEFT, 'C', 24),
      facing: 'A',
    });
    expect(!result.ok && result.error.message).toMatch(
      /exactly 25 hexes from A1 at 0517; .* is 24 hexes away/,
    );
  });

  test('legalPlacementHexes for B is exactly the ring of radius 25 that lies on the map', () => {
    const hexes = legalPlacementHexes(context(setup, a), 'B1');
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes.every((h) => distance(h, LEFT) === 25)).toBe(true);
  });
});

describe.each(['task_groups', 'set_piece'] as const)(
  '%s (seed: "within 3 hexes of the DD/CA with the same facing")',
  (id) => {
    const setup = resolved(id);
    const flagshipA: Placed = [['A1', LEFT, 'B']];
    const sideA: Placed = setup.units
      .filter((u) => u.side === 'A')
      .map((u, index) => [u.id, index === 0 ? LEFT : away(LEFT, 'D', 1), 'B'] as const);
    const b1 = away(LEFT, 'C', 25);
    const withB1: Placed = [...sideA, ['B1', b1, 'F']];
    test.each<Row>([
      ['A flagship anywhere', [], 'A1', CENTRE, 'E', null],
      ['A other at 3 hexes, same facing', flagshipA, 'A2', away(LEFT, 'A', 3), 'B', null],
      ['A other in the flagship hex', flagshipA, 'A2', LEFT, 'B', null],
      [
        'A other at 4 hexes',
        flagshipA,
        'A2',
        away(LEFT, 'A', 4),
        'B',
        'deploy/not_within_3_of_flagship',
      ],
      [
        'A other with another facing',
        flagshipA,
        'A2',
        away(LEFT, 'A', 1),
        'C',
        'deploy/facing_must_match_flagship',
      ],
      ['A other before the flagship', [], 'A2', LEFT, 'B', 'deploy/flagship_not_placed'],
      ['B flagship exactly 25 from A flagship', sideA, 'B1', b1, 'F', null],
      ['B flagship at 20', sideA, 'B1', away(LEFT, 'C', 20), 'F', 'deploy/wrong_distance'],
      ['B flagship before A has finished', flagshipA, 'B1', b1, 'F', 'deploy/out_of_turn'],
      ['B other within 3 of B flagship, same facing', withB1, 'B2', away(b1, 'E', 3), 'F', null],
      [
        'B other 4 from B flagship',
        withB1,
        'B2',
        away(b1, 'E', 4),
        'F',
        'deploy/not_within_3_of_flagship',
      ],
      [
        'B other facing differently',
        withB1,
        'B2',
        away(b1, 'E', 2),
        'A',
        'deploy/facing_must_match_flagship',
      ],
    ])('%s', (_name, placed, unit, at, facing, code) =>
      expectPlacement(setup, placed, unit, at, facing, code),
    );

    test('requiredFacing tells the UI the flagship facing', () => {
      expect(requiredFacing(context(setup, flagshipA), 'A2')).toBe('B');
      expect(requiredFacing(context(setup, flagshipA), 'A1')).toBeNull();
    });
  },
);

describe('Convoy raid (seed: "DD on the bottom map edge … FT2 within 3 hexes of the DD … no closer than 20 hexes from any FT2")', () => {
  const setup = resolved('convoy_raid');
  const dd = offsetToHex(22, 34);
  const convoy: Placed = [
    ['A1', dd, 'A'],
    ['A2', away(dd, 'A', 1), 'A'],
    ['A3', away(dd, 'A', 2), 'A'],
    ['A4', away(dd, 'A', 3), 'A'],
  ];
  const leadFreighter = away(dd, 'A', 3);
  test.each<Row>([
    ['DD on the bottom edge (row 34)', [], 'A1', dd, 'A', null],
    ['DD on row 33', [], 'A1', offsetToHex(22, 33), 'A', 'deploy/not_on_bottom_edge'],
    ['DD on the top edge', [], 'A1', offsetToHex(22, 1), 'A', 'deploy/not_on_bottom_edge'],
    ['FT2 within 3 of the DD, any facing', [['A1', dd, 'A']], 'A2', away(dd, 'A', 3), 'C', null],
    [
      'FT2 at 4 from the DD',
      [['A1', dd, 'A']],
      'A2',
      away(dd, 'A', 4),
      'A',
      'deploy/not_within_3_of_flagship',
    ],
    ['FT2 before the DD', [], 'A2', dd, 'A', 'deploy/flagship_not_placed'],
    ['raider 20 hexes from the nearest FT2', convoy, 'B1', away(leadFreighter, 'A', 20), 'D', null],
    [
      'raider 19 hexes from an FT2',
      convoy,
      'B2',
      away(leadFreighter, 'A', 19),
      'D',
      'deploy/too_close_to_freighter',
    ],
    [
      'raider before the convoy is placed',
      [['A1', dd, 'A']],
      'B1',
      offsetToHex(22, 1),
      'D',
      'deploy/out_of_turn',
    ],
  ])('%s', (_name, placed, unit, at, facing, code) =>
    expectPlacement(setup, placed, unit, at, facing, code),
  );

  test('only freighters keep raiders away: a raider may start closer than 20 hexes to the DD', () => {
    const escort = offsetToHex(14, 34);
    const trail: Placed = [
      ['A1', escort, 'A'],
      ['A2', away(escort, 'F', 1), 'A'],
      ['A3', away(escort, 'F', 2), 'A'],
      ['A4', away(escort, 'F', 3), 'A'],
    ];
    const raider = offsetToHex(33, 34);
    expect(distance(raider, escort)).toBeLessThan(20);
    expect(trail.slice(1).every(([, h]) => distance(raider, h) >= 20)).toBe(true);
    expectPlacement(setup, trail, 'B1', raider, 'F', null);
  });
});

describe('Raiders (seed: "CAs on the bottom map edge … CT no closer than 20 hexes from any CA")', () => {
  const setup = resolved('raiders');
  const ca1 = offsetToHex(10, 34);
  const ca2 = offsetToHex(30, 34);
  const heavies: Placed = [
    ['A1', ca1, 'A'],
    ['A2', ca2, 'A'],
  ];
  test.each<Row>([
    ['first CA on the bottom edge', [], 'A1', ca1, 'A', null],
    ['second CA on the bottom edge, any facing', [['A1', ca1, 'A']], 'A2', ca2, 'F', null],
    [
      'second CA off the edge',
      [['A1', ca1, 'A']],
      'A2',
      offsetToHex(30, 30),
      'A',
      'deploy/not_on_bottom_edge',
    ],
    ['CT 20 from both CAs', heavies, 'B1', away(ca1, 'A', 20), 'D', null],
    ['CT 19 from a CA', heavies, 'B3', away(ca2, 'A', 19), 'D', 'deploy/too_close_to_enemy'],
    ['CT off the map', heavies, 'B1', offsetToHex(10, 0), 'D', 'deploy/off_map'],
  ])('%s', (_name, placed, unit, at, facing, code) =>
    expectPlacement(setup, placed, unit, at, facing, code),
  );
});

describe('Warp point assault (seed: "within 15 hexes of the warp point, but no unit may be placed in the hex of the warp point")', () => {
  const setup = resolved('warp_assault');
  const wp = setup.scenario.terrain.warpPoints[0]!;
  const order = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];
  test.each<Row>([
    ['base 15 hexes from the warp point', [], 'A1', away(wp, 'A', 15), 'A', null],
    ['base next to the warp point', [], 'A1', away(wp, 'C', 1), 'A', null],
    ['DD 16 hexes away', [], 'A3', away(wp, 'E', 16), 'A', 'deploy/too_far_from_warp_point'],
    ['DD in the warp point hex', [], 'A3', wp, 'A', 'deploy/on_warp_point'],
    [
      'an attacker cannot be placed: it transits',
      [],
      'B1',
      away(wp, 'A', 1),
      'A',
      'deploy/unit_waits_to_transit',
    ],
  ])('%s', (_name, placed, unit, at, facing, code) =>
    expectPlacement(setup, placed, unit, at, facing, code),
  );

  test('side A places the warp point, then side B writes its transit order before side A places anything', () => {
    expect(deploymentSequence(setup)).toEqual([
      { kind: 'warp_point', side: 'A', units: [] },
      { kind: 'transit_order', side: 'B', units: order },
      { kind: 'place', side: 'A', units: ['A1', 'A2', 'A3', 'A4'] },
    ]);
  });

  test.each([
    ['any permutation of all eight', [...order].reverse(), 'B', null],
    ['a ship left out', order.slice(1), 'B', 'deploy/transit_order_incomplete'],
    ['a ship twice', [...order, 'B1'], 'B', 'deploy/transit_duplicate_unit'],
    ['a defender in the list', ['A1', ...order], 'B', 'deploy/transit_unknown_unit'],
    ['side A writes none', [], 'A', 'deploy/no_transit_order'],
  ] as const)('transit order: %s', (_name, units, side, code) => {
    const result = checkTransitOrder(setup, side, units);
    if (code === null) expect(result).toEqual({ ok: true, value: units });
    else expect(!result.ok && result.error.code).toBe(code);
  });

  test('legal hexes for a defender: the 15-hex zone without the warp point hex', () => {
    const hexes = legalPlacementHexes(context(setup, []), 'A1');
    expect(hexes).toHaveLength(3 * 15 * 16); // a hexagon of radius 15 has 1 + 3·15·16 hexes
    expect(hexes.some((h) => h.q === wp.q && h.r === wp.r)).toBe(false);
  });
});

describe('deploymentSequence for the other scenarios: side A places, then side B', () => {
  test.each(['patrol', 'task_groups', 'convoy_raid', 'set_piece', 'raiders'] as const)(
    '%s',
    (id) => {
      const setup = resolved(id);
      const steps = deploymentSequence(setup);
      expect(steps.map((s) => `${s.kind}:${s.side}`)).toEqual(['place:A', 'place:B']);
      expect(steps[0]?.units[0]).toBe('A1');
    },
  );

  test('a bad facing is refused', () => {
    const setup = resolved('patrol');
    const result = checkPlacement(context(setup, []), {
      unitId: 'A1',
      hex: hex(0, 0),
      facing: 'G' as Facing,
    });
    expect(!result.ok && result.error.code).toBe('deploy/bad_facing');
  });
});

describe('sides out of the game (conceded or timed out) during deployment', () => {
  // Three task groups: A places anywhere; B's and C's DDs 25 hexes from A's DD (A1).
  const setup = resolved('task_groups', { custom: { sides: 3 } });
  const aDone: Placed = [
    ['A1', LEFT, 'C'],
    ['A2', away(LEFT, 'C', 1), 'C'],
    ['A3', away(LEFT, 'C', 2), 'C'],
  ];
  const check = (
    placed: Placed,
    outOfGame: readonly ('A' | 'B' | 'C')[],
    unitId: string,
    at: Hex,
  ) => checkPlacement({ ...context(setup, placed), outOfGame }, { unitId, hex: at, facing: 'A' });
  const code = (result: ReturnType<typeof check>): string | null =>
    result.ok ? null : result.error.code;

  test('a side out of the game is skipped in the deployment order', () => {
    // A placed A1 and left: A1 is off the map again, A2 and A3 never come.
    expect(code(check([], [], 'B1', CENTRE))).toBe('deploy/out_of_turn');
    expect(code(check([], ['A'], 'B1', CENTRE))).toBeNull();
    // B left before placing anything: C places once A is done.
    expect(code(check(aDone, [], 'C1', away(LEFT, 'C', 25)))).toBe('deploy/out_of_turn');
    expect(code(check(aDone, ['B'], 'C1', away(LEFT, 'C', 25)))).toBeNull();
    // A side still in the game is not skipped.
    expect(code(check(aDone.slice(0, 1), ['B'], 'C1', away(LEFT, 'C', 25)))).toBe(
      'deploy/out_of_turn',
    );
  });

  test('a placement measured from a side out of the game no longer applies; one from a side in it still does', () => {
    expect(code(check([], ['A'], 'B1', offsetToHex(1, 1)))).toBeNull();
    expect(legalPlacementHexes({ ...context(setup, []), outOfGame: ['A'] }, 'B1')).toHaveLength(
      44 * 34,
    );
    expect(code(check(aDone, ['B'], 'C1', away(LEFT, 'C', 24)))).toBe('deploy/wrong_distance');
    // The side's own flagship still leads its other units.
    expect(code(check([], ['A'], 'B2', CENTRE))).toBe('deploy/flagship_not_placed');
  });

  test('raiders: a raider keeps 20 hexes from side A only while side A is in the game', () => {
    const raiders = resolved('raiders');
    const cas: Placed = [
      ['A1', offsetToHex(22, 34), 'A'],
      ['A2', offsetToHex(23, 34), 'A'],
    ];
    const near = offsetToHex(22, 30);
    const ctx = context(raiders, cas);
    expect(checkPlacement(ctx, { unitId: 'B1', hex: near, facing: 'A' }).ok).toBe(false);
    expect(
      checkPlacement(
        { ...context(raiders, []), outOfGame: ['A'] },
        {
          unitId: 'B1',
          hex: near,
          facing: 'A',
        },
      ).ok,
    ).toBe(true);
  });
});
