import { describe, expect, test } from 'vitest';
import { openContext } from '../../../src/starfire/context.js';
import type { HullCode } from '../../../src/starfire/data/hulls.js';
import { applyHit } from '../../../src/starfire/phases/damage.js';
import type { PendingHit, SlotCondition, StarfireState } from '../../../src/starfire/state.js';
import { battle, eventsOf, noDice, unit } from './helpers.js';

/** B1 with the given design, A1 far away; both in the combat phase. */
function target(design: string, hull: HullCode = 'CT'): StarfireState {
  return battle(
    { A1: { hex: '0101', facing: 'D' }, B1: { hex: '4030', facing: 'A' } },
    {
      forces: { A: [{ hull: 'CT', count: 1 }], B: [{ hull, count: 1 }] },
      designs: { A: { CT: 'S(I)LQ' }, B: { [hull]: design } },
      phase: 'declaration',
    },
  );
}

function hit(
  state: StarfireState,
  weapon: PendingHit['weapon'],
  damage: number,
  before: Record<number, SlotCondition> = {},
) {
  const s = structuredClone(state);
  for (const [slot, condition] of Object.entries(before))
    unit(s, 'B1').slots[Number(slot)] = condition;
  const ctx = openContext(s, noDice);
  applyHit(ctx, 'A1', 'B1', { slot: 2, weapon, damage, interceptable: false });
  return { unit: unit(ctx.state, 'B1'), events: ctx.events };
}

const short = (slots: readonly SlotCondition[]) =>
  slots.map((c) => (c === 'intact' ? '.' : c === 'offline' ? 'o' : 'x')).join('');

describe('damage allocation (seed: left to right, skipping destroyed systems; Starfire rulings, Damage)', () => {
  test.each([
    ['R, 1 point: the leftmost shield goes offline', 'SSA(I)LQ', 'R', 1, {}, 'o.....'],
    ['F, 3 points: shields offline, then armor destroyed', 'SSA(I)LQ', 'F', 3, {}, 'oox...'],
    ['destroyed systems are skipped', 'SSA(I)LQ', 'R', 1, { 0: 'offline', 1: 'offline' }, 'oox...'],
    ['lasers pass over shields', 'SSA(I)LQ', 'L', 2, {}, '..xx..'],
    ['energy beams pass over armor and cargo holds', 'SAH(I)EQ', 'E', 2, {}, 'o..x..'],
    ['energy beams reach shields first', 'SAH(I)EQ', 'E', 3, {}, 'o..xx.'],
  ] as const)('%s', (_name, design, weapon, damage, before, after) => {
    const { unit: b1 } = hit(target(design), weapon, damage, before);
    expect(short(b1.slots)).toBe(after);
  });

  test('freighters take double damage (seed)', () => {
    const { unit: ft, events } = hit(target('HHH(I)HHHH(I)HHQHH(I)H', 'FT2'), 'R', 1);
    expect(short(ft.slots).slice(0, 3)).toBe('xx.');
    expect(eventsOf(events, 'damage')[0]).toMatchObject({ points: 2 });
  });

  test.each([
    [
      'only armor and cargo left: a wreck',
      'SAH(I)EQ',
      'E',
      1,
      { 0: 'offline', 3: 'destroyed', 4: 'destroyed' },
      true,
    ],
    ['every system gone', 'S(I)LQ', 'F', 3, { 0: 'offline' }, false],
  ] as const)('destroyed when %s (seed)', (_name, design, weapon, damage, before, wreck) => {
    const { unit: b1, events } = hit(target(design), weapon, damage, before);
    expect(b1).toMatchObject({ status: 'destroyed', hex: null });
    expect(eventsOf(events, 'unit_destroyed')).toEqual([
      { type: 'unit_destroyed', unit: 'B1', wreck },
    ]);
  });

  test('a destroyed magazine loses its unused reloads (Starfire rulings, Munitions)', () => {
    const { unit: b1, events } = hit(target('SMg(I)RQ'), 'R', 2);
    expect(b1.stores[1]).toBe(0);
    expect(eventsOf(events, 'reloads_lost')).toEqual([
      { type: 'reloads_lost', unit: 'B1', slot: 1, reloads: 6 },
    ]);
  });

  test.each([
    ['R', true],
    ['L', false],
  ] as const)(
    'a %s hit counts against shield recovery: %s (seed: "no damage other than from lasers")',
    (weapon, counts) => {
      expect(hit(target('SSA(I)LQ'), weapon, 1).unit.damagedThisTurn).toBe(counts);
    },
  );
});
