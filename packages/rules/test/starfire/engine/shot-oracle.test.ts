import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isInBlindspot, isInRestrictedArc } from '../../../src/starfire/geometry/arcs.js';
import { FACINGS, type Facing } from '../../../src/hex/facing.js';
import { distance, hex } from '../../../src/hex/hex.js';
import { hexToOffset, offsetToHex } from '../../../src/hex/map.js';
import type { HullCode } from '../../../src/starfire/data/hulls.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { assessShot } from '../../../src/starfire/targeting.js';
import { initialState } from '../../../src/starfire/create.js';
import { testSetup, unit } from './helpers.js';

/**
 * An independent model of "can this weapon hit that target, and on what number", written from
 * the seed text alone (weapon chart copied again below, not read from the data module), checked
 * against the engine on random positions. It covers the blindspot, restricted arcs, range, the
 * 10-hex limit and Combat Sensors, the base range reduction, every to-hit modifier and Extreme
 * Numbers together, which the table-driven tests check one at a time.
 */

const _ = null;
/** Seed Weapon Chart, to-hit and damage by range 0 … 20. */
const CHART: Record<string, { toHit: (number | null)[]; damage: (number | null)[] }> = {
  R: {
    toHit: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 4, 4, 3, 3, _, _, _],
    damage: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, _, _, _],
  },
  G: {
    toHit: [7, 6, 5, 4, 3, 2, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    damage: [2, 2, 2, 2, 2, 2, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
  },
  Pt: {
    toHit: [3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 4, 3, 3, 3, 2, 2, 1, 1, 1, _, _],
    damage: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, _, _],
  },
  F: {
    toHit: [8, 8, 8, 7, 7, 7, 7, 6, _, _, _, _, _, _, _, _, _, _, _, _, _],
    damage: [3, 2, 2, 2, 1, 1, 1, 1, _, _, _, _, _, _, _, _, _, _, _, _, _],
  },
  L: {
    toHit: [8, 8, 8, 7, 7, 7, 7, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    damage: [2, 2, 2, 1, 1, 1, 1, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
  },
  E: {
    toHit: [7, 7, 7, 6, 6, 6, 6, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    damage: [3, 3, 2, 2, 2, 1, 1, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
  },
};

/** Firers: hull, design, and which slots hold which weapon (restricted per the seed). */
const FIRERS = [
  { hull: 'CT', design: 'SY(I)RGFQ', weapons: { 3: 'R', 4: 'G', 5: 'F' }, restricted: [] },
  { hull: 'ES', design: 'S(I)LFQ', weapons: { 2: 'L', 3: 'F' }, restricted: [2, 3] },
  { hull: 'CT', design: 'SY(I)EQ', weapons: { 3: 'E' }, restricted: [3] },
  { hull: 'CT', design: 'SY(I)PtQ', weapons: { 3: 'Pt' }, restricted: [] },
  { hull: 'BS1', design: 'SYRPtGQQ', weapons: { 2: 'R', 3: 'Pt', 4: 'G' }, restricted: [] },
] as const;
const TARGETS = [
  { hull: 'CT', design: 'S(I)LQ' },
  { hull: 'BS1', design: 'SLQQ' },
] as const;

interface Case {
  firer: number;
  target: number;
  dq: number;
  dr: number;
  firerFacing: Facing;
  targetFacing: Facing;
  firerTransited: boolean;
  targetTransited: boolean;
  targetModulates: boolean;
  sensorsDestroyed: boolean;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  firer: fc.integer({ min: 0, max: FIRERS.length - 1 }),
  target: fc.integer({ min: 0, max: TARGETS.length - 1 }),
  dq: fc.integer({ min: -20, max: 20 }),
  dr: fc.integer({ min: -20, max: 20 }),
  firerFacing: fc.constantFrom(...FACINGS),
  targetFacing: fc.constantFrom(...FACINGS),
  firerTransited: fc.boolean(),
  targetTransited: fc.boolean(),
  targetModulates: fc.boolean(),
  sensorsDestroyed: fc.boolean(),
});

/** The position of a case, or null when the target would be off the map. */
function position(c: Case): StarfireState | null {
  const firer = FIRERS[c.firer] as (typeof FIRERS)[number];
  const target = TARGETS[c.target] as (typeof TARGETS)[number];
  const from = offsetToHex(22, 17);
  const { column, row } = hexToOffset(hex(from.q + c.dq, from.r + c.dr));
  if (column < 1 || column > 44 || row < 1 || row > 34) return null;
  const s = initialState(
    testSetup({
      forces: {
        A: [{ hull: firer.hull as HullCode, count: 1 }],
        B: [{ hull: target.hull as HullCode, count: 1 }],
      },
      designs: { A: { [firer.hull]: firer.design }, B: { [target.hull]: target.design } },
    }),
  );
  for (const [id, at, facing] of [
    ['A1', from, c.firerFacing],
    ['B1', offsetToHex(column, row), c.targetFacing],
  ] as const) {
    Object.assign(unit(s, id), { status: 'on_map', hex: at, facing });
  }
  s.turn = 1;
  s.initiative = ['A', 'B'];
  s.moveOrder = ['B', 'A'];
  s.stage = { phase: 'combat', sideIndex: 0, queue: null };
  const a = unit(s, 'A1');
  const b = unit(s, 'B1');
  const ship = (hull: string) => !hull.startsWith('BS');
  a.transited = c.firerTransited && ship(firer.hull);
  b.transited = c.targetTransited && ship(target.hull);
  b.declaration = c.targetModulates && ship(target.hull) ? 'engine_modulation' : 'none';
  const y = s.setup.units[0]?.design.slots.find((slot) => slot.code === 'Y');
  if (y && c.sensorsDestroyed) a.slots[y.index] = 'destroyed';
  return s;
}

/** The seed's answer: a refusal code, or the figures. */
function oracle(s: StarfireState, weapon: string, restricted: boolean) {
  const a = unit(s, 'A1');
  const b = unit(s, 'B1');
  if (!a.hex || !b.hex || !a.facing) throw new Error('not placed');
  const firerIsBase = a.hull.startsWith('BS');
  const targetIsBase = b.hull.startsWith('BS');
  if (!firerIsBase && isInBlindspot(a.hex, a.facing, b.hex)) return 'order/in_blindspot';
  if (restricted && !isInRestrictedArc(a.hex, a.facing, b.hex))
    return 'order/outside_restricted_arc';
  const range = distance(a.hex, b.hex);
  const design = s.setup.units[0]?.design;
  const y = design?.slots.find((x) => x.code === 'Y');
  const sensors = !!y && a.slots[y.index] === 'intact' && !a.transited;
  const reduced =
    firerIsBase && sensors && ['R', 'G', 'Pt'].includes(weapon) && range > 12
      ? Math.max(12, range - 5)
      : range;
  const chart = CHART[weapon];
  const toHit = chart?.toHit[reduced] ?? null;
  if (toHit === null) return 'order/out_of_range';
  if (reduced > 10 && !sensors) return 'order/beyond_targeting_limit';
  let modifiers = 0;
  if (b.declaration === 'engine_modulation') modifiers -= 1;
  if (a.transited) modifiers -= 3;
  if (b.transited) modifiers -= 2;
  if (weapon === 'Pt' && targetIsBase) modifiers += 1;
  if (toHit + modifiers <= 0) return 'order/cannot_hit';
  return { range, toHit: toHit + modifiers, damage: chart?.damage[reduced] ?? null };
}

describe('shots against an independent model of the seed (property)', () => {
  test('every weapon of random firers against random targets: same verdict, to-hit and damage', () => {
    let legal = 0;
    let refused = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const s = position(c);
        if (!s) return;
        const firer = FIRERS[c.firer] as (typeof FIRERS)[number];
        for (const [slotText, weapon] of Object.entries(firer.weapons)) {
          const slot = Number(slotText);
          const restricted = (firer.restricted as readonly number[]).includes(slot);
          const expected = oracle(s, weapon, restricted);
          const got = assessShot(s, unit(s, 'A1'), slot, unit(s, 'B1'));
          if (typeof expected === 'string') {
            refused += 1;
            expect(got.ok ? 'legal' : got.refusal.code).toBe(expected);
          } else {
            legal += 1;
            expect(got.ok ? got.shot : got.refusal.code).toMatchObject(expected);
          }
        }
      }),
      { numRuns: 1500, seed: 20261130 },
    );
    // Both verdicts must really be exercised.
    expect(legal).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(200);
  });
});
