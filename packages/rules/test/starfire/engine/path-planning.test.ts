import { describe, expect, test } from 'vitest';
import { neighbor, type Facing } from '../../../src/hex/facing.js';
import { hexEquals, type Hex } from '../../../src/hex/hex.js';
import { formatLabel } from '../../../src/hex/label.js';
import { inBounds } from '../../../src/hex/map.js';
import { planPath, planStays, reachableHexes } from '../../../src/starfire/path-planning.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import type { HullCode } from '../../../src/starfire/data/hulls.js';
import type { Declaration, UnitState } from '../../../src/starfire/state.js';
import { at, battle, countingDice, play, unit } from './helpers.js';

const MAP = { columns: 20, rows: 20 };

/** A ship in the movement phase, as the planner sees it. */
function ship(
  options: {
    hex?: string;
    facing?: Facing;
    hull?: HullCode;
    mp?: number;
    turnCount?: number;
    declaration?: Declaration;
  } = {},
): UnitState {
  const s = battle(
    { A1: { hex: options.hex ?? '1010', facing: options.facing ?? 'A' } },
    {
      phase: 'movement',
    },
  );
  const base = unit(s, 'A1');
  return {
    ...base,
    hull: options.hull ?? 'CT',
    mp: options.mp ?? 4,
    turnCount: options.turnCount ?? 0,
    declaration: options.declaration ?? 'none',
    startHex: base.hex,
    leftStartHex: false,
  };
}

/** Labels of the hexes a plan passes through, and its step actions with facings. */
function describePlan(plan: ReturnType<typeof planPath>): string[] | null {
  return (
    plan?.map(
      (s) => `${s.order.action}${s.order.facing ? `>${s.order.facing}` : ''}@${formatLabel(s.hex)}`,
    ) ?? null
  );
}

describe('planPath: the fewest steps the movement rules allow', () => {
  test.each([
    // [what, ship, target, expected length or null]
    ['straight ahead', { mp: 3 }, '1007', 3],
    ['one hex ahead', { mp: 3 }, '1009', 1],
    ['beyond the MP left', { mp: 3 }, '1006', null],
    ['behind, turn mode 2, counter 0', { mp: 7 }, '1011', 7],
    ['behind, one MP short', { mp: 6 }, '1011', null],
    [
      'hexside B, turn mode 2 (CT), counter 0',
      { mp: 4 },
      formatLabel(neighbor(at('1010'), 'B')),
      3,
    ],
    [
      'hexside B, turn mode 2 (CT), counter 1',
      { mp: 4, turnCount: 1 },
      formatLabel(neighbor(at('1010'), 'B')),
      2,
    ],
    [
      'hexside B, turn mode 3 (DD), counter 0',
      { mp: 4, hull: 'DD' as const },
      formatLabel(neighbor(at('1010'), 'B')),
      4,
    ],
    [
      'hexside B, turn mode 3 (DD), too few MP',
      { mp: 3, hull: 'DD' as const },
      formatLabel(neighbor(at('1010'), 'B')),
      null,
    ],
    ['Hard Turn: no forward step', { mp: 3, declaration: 'hard_turn' as const }, '1009', null],
  ] as const)('%s', (_what, options, target, length) => {
    const plan = planPath(ship(options), MAP, at(target));
    if (length === null) expect(plan).toBeNull();
    else {
      expect(plan).toHaveLength(length);
      expect(hexEquals(plan!.at(-1)!.hex, at(target))).toBe(true);
    }
  });

  test('a turn waits until the turn mode is fulfilled', () => {
    // CT, turn mode 2, counter 0: the first MP cannot turn, the second may.
    expect(describePlan(planPath(ship({ mp: 4 }), MAP, neighbor(at('1010'), 'B')))).toEqual([
      'stay@1010',
      'stay>B@1010',
      'forward@1110',
    ]);
  });

  test('a blocked hex is walked around, or the target is out of reach', () => {
    const blocked = [at('1009')];
    const around = planPath(ship({ mp: 6, turnCount: 2 }), MAP, at('1007'), { blocked });
    expect(around).not.toBeNull();
    expect(around!.some((s) => hexEquals(s.hex, at('1009')))).toBe(false);
    expect(around!.length).toBeGreaterThan(3);
    expect(planPath(ship({ mp: 3 }), MAP, at('1007'), { blocked })).toBeNull();
  });

  test('the path never leaves the map', () => {
    const edge = ship({ hex: '1001', facing: 'A', mp: 4, turnCount: 2 });
    const hexes = reachableHexes(edge, MAP);
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes.every((h) => inBounds(MAP, h))).toBe(true);
  });

  test('a facing at the end and the last MP of a Hard Turn', () => {
    const hard = ship({ mp: 2, declaration: 'hard_turn' });
    expect(describePlan(planPath(hard, MAP, at('1010'), { facing: 'D' }))).toEqual([
      'stay@1010',
      'stay>D@1010',
    ]);
  });

  test('fillWithStays spends every MP; Engine Modulation may not stay in its start hex', () => {
    const plan = planPath(ship({ mp: 5 }), MAP, at('1008'), { fillWithStays: true });
    expect(describePlan(plan)).toEqual([
      'forward@1009',
      'forward@1008',
      'stay@1008',
      'stay@1008',
      'stay@1008',
    ]);
    const em = ship({ mp: 2, declaration: 'engine_modulation' });
    expect(planStays(em)).toBeNull();
    expect(planStays(ship({ mp: 2 }))).toHaveLength(2);
  });

  test('the same ship and target always give the same plan', () => {
    const target = reachableHexes(ship({ mp: 6 }), MAP).at(-1)!;
    const a = planPath(ship({ mp: 6 }), MAP, target);
    const b = planPath(ship({ mp: 6 }), MAP, target);
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
  });

  test('reachable hexes are exactly those with a plan', () => {
    const s = ship({ mp: 3, turnCount: 1 });
    const reach = reachableHexes(s, MAP);
    for (const h of reach) expect(planPath(s, MAP, h)).not.toBeNull();
    expect(reach.some((h) => hexEquals(h, at('1007')))).toBe(true);
    expect(reach.some((h) => hexEquals(h, at('1006')))).toBe(false);
  });
});

describe('a planned path plays through the engine', () => {
  test.each([
    ['straight ahead', 0],
    ['the middle reachable hex', 0.5],
    ['the last reachable hex', 1],
  ] as const)('to %s, then stays', (_what, where) => {
    let s = battle(
      { A1: { hex: '1010', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      { phase: 'movement' },
    );
    const reach = reachableHexes(unit(s, 'A1'), s.setup.scenario.map);
    const target = reach[Math.round(where * (reach.length - 1))]!;
    const plan = planPath(unit(s, 'A1'), s.setup.scenario.map, target, {
      fillWithStays: true,
    });
    expect(plan).not.toBeNull();
    expect(plan).toHaveLength(unit(s, 'A1').mp);
    const queue = [...plan!];
    while (owedDecision(s)?.kind === 'move') {
      const seat = owedDecision(s)!.seat;
      const order =
        seat === 'A' ? queue.shift()!.order : { type: 'step', unit: 'B1', action: 'stay' };
      s = play(s, seat, order, countingDice).state;
    }
    expect(queue).toEqual([]);
    expect(hexEquals(unit(s, 'A1').hex as Hex, target)).toBe(true);
  });
});
