import { describe, expect, test } from 'vitest';
import { owedDecision } from '../../../src/starfire/pending.js';
import type { SideId } from '../../../src/starfire/scenarios/types.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { TARGET } from './combat-helpers.js';
import { battle, eventsOf, expectRefused, play, rolls, unit } from './helpers.js';

/** Lasers only: every ship can hit every other at range ≤ 6 when facing it. */
const GUNBOAT = 'S(I)LQ';

function fleet(
  placings: Record<string, { hex: string; facing: 'A' | 'D' }>,
  counts: { A: number; B: number },
  initiative: SideId[] = ['A', 'B'],
): StarfireState {
  return battle(placings, {
    forces: { A: [{ hull: 'CT', count: counts.A }], B: [{ hull: 'CT', count: counts.B }] },
    designs: { A: { CT: GUNBOAT }, B: { CT: GUNBOAT } },
    phase: 'combat',
    initiative,
  });
}

/** Passes with the first activatable ship of whoever owes the fire decision, recording the side. */
function passAll(state: StarfireState): string[] {
  const order: string[] = [];
  let s = state;
  while (owedDecision(s)?.kind === 'fire') {
    const seat = owedDecision(s)?.seat as SideId;
    const ship = s.units.find(
      (u) => u.side === seat && u.status === 'on_map' && !u.activated && tryPass(s, seat, u.id),
    );
    if (!ship) throw new Error('no ship to pass');
    order.push(ship.id);
    s = play(s, seat, { type: 'pass', unit: ship.id }, rolls()).state;
  }
  return order;
}

function tryPass(s: StarfireState, seat: SideId, id: string): boolean {
  try {
    play(s, seat, { type: 'pass', unit: id }, rolls());
    return true;
  } catch {
    return false;
  }
}

describe('order of fire (seed, Combat Phase; Starfire rulings, Combat: Order of play)', () => {
  test('the initiative winner activates first, then the sides alternate', () => {
    const s = fleet(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: '1110', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
        B2: { hex: '1112', facing: 'A' },
      },
      { A: 2, B: 2 },
      ['B', 'A'],
    );
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'fire' });
    expect(passAll(s)).toEqual(['B1', 'A1', 'B2', 'A2']);
  });

  test('with three sides, activations go round in initiative order (Starfire rulings, Combat: Order of play)', () => {
    const s = battle(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: '1110', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
        C1: { hex: '1013', facing: 'A' },
      },
      {
        forces: {
          A: [{ hull: 'CT', count: 2 }],
          B: [{ hull: 'CT', count: 1 }],
          C: [{ hull: 'CT', count: 1 }],
        },
        designs: { A: { CT: GUNBOAT }, B: { CT: GUNBOAT }, C: { CT: GUNBOAT } },
        sidesCount: 3,
        phase: 'combat',
        initiative: ['C', 'A', 'B'],
      },
    );
    expect(passAll(s)).toEqual(['C1', 'A1', 'B1', 'A2']);
  });

  test('when one side has no ship left to activate, the other keeps firing', () => {
    const s = fleet(
      {
        A1: { hex: '1010', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
        B2: { hex: '1112', facing: 'A' },
        B3: { hex: '0912', facing: 'A' },
      },
      { A: 1, B: 3 },
    );
    expect(passAll(s)).toEqual(['A1', 'B1', 'B2', 'B3']);
  });

  test('a ship with no possible shot is skipped and may not pass (order/nothing_to_fire)', () => {
    const s = fleet(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: '3010', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
      },
      { A: 2, B: 1 },
    );
    expectRefused(s, 'A', { type: 'pass', unit: 'A2' }, 'order/nothing_to_fire');
    expect(passAll(s)).toEqual(['A1', 'B1']);
  });

  test('a pass counts as having fired (order/already_fired afterwards)', () => {
    const s = fleet(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: '1110', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
      },
      { A: 2, B: 1 },
    );
    const { state, events } = play(s, 'A', { type: 'pass', unit: 'A1' });
    expect(unit(state, 'A1').activated).toBe(true);
    expect(events[0]).toEqual({ type: 'passed', unit: 'A1' });
    expect(owedDecision(state)).toEqual({ seat: 'B', kind: 'fire' });
    const afterB = play(state, 'B', { type: 'pass', unit: 'B1' }).state;
    expectRefused(afterB, 'A', { type: 'pass', unit: 'A1' }, 'order/already_fired');
  });

  test('damage is resolved before the next activation: a destroyed ship never fires', () => {
    const s = battle(
      { A1: { hex: '1010', facing: 'D' }, B1: { hex: '1011', facing: 'A' } },
      {
        designs: { A: { CT: 'S(I)LLQ' }, B: { CT: GUNBOAT } },
        phase: 'combat',
      },
    );
    // Two lasers at range 1, 2 damage each: 4 points through S, I, L, Q (lasers pass over shields).
    const { state, events } = play(
      s,
      'A',
      {
        type: 'fire',
        unit: 'A1',
        shots: [
          { slot: 2, target: 'B1' },
          { slot: 3, target: 'B1' },
        ],
      },
      rolls(1, 1),
    );
    expect(eventsOf(events, 'unit_destroyed')).toEqual([
      { type: 'unit_destroyed', unit: 'B1', wreck: true },
    ]);
    expect(state.result?.winners).toEqual(['A']);
  });

  test('each weapon fires at one target, and targets may differ', () => {
    const s = battle(
      {
        A1: { hex: '1010', facing: 'D' },
        B1: { hex: '1011', facing: 'A' },
        B2: { hex: '1012', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 1 }], B: [{ hull: 'CT', count: 2 }] },
        designs: { A: { CT: 'S(I)LLQ' }, B: { CT: TARGET } },
        phase: 'combat',
      },
    );
    expectRefused(
      s,
      'A',
      {
        type: 'fire',
        unit: 'A1',
        shots: [
          { slot: 2, target: 'B1' },
          { slot: 2, target: 'B2' },
        ],
      },
      'order/duplicate_weapon',
    );
    const { events } = play(
      s,
      'A',
      {
        type: 'fire',
        unit: 'A1',
        shots: [
          { slot: 2, target: 'B1' },
          { slot: 3, target: 'B2' },
        ],
      },
      rolls(10, 10),
    );
    expect(
      eventsOf(events, 'shot').map((e) => [
        e.slot,
        e.target,
        e.die.value,
        e.die.needed,
        e.die.success,
      ]),
    ).toEqual([
      [2, 'B1', 10, 8, false],
      [3, 'B2', 10, 8, false],
    ]);
  });

  test.each([
    [8, true],
    [9, false],
  ])(
    'a roll of %i against a to-hit number of 8 hits: %s (seed: "equal to or less than")',
    (value, hit) => {
      const s = battle(
        { A1: { hex: '1010', facing: 'D' }, B1: { hex: '1011', facing: 'A' } },
        {
          designs: { A: { CT: GUNBOAT }, B: { CT: TARGET } },
          phase: 'combat',
        },
      );
      const { events } = play(
        s,
        'A',
        { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
        rolls(value),
      );
      expect(eventsOf(events, 'shot')[0]?.die).toEqual({
        k: 0,
        sides: 10,
        value,
        needed: 8,
        success: hit,
      });
      expect(eventsOf(events, 'damage').length).toBe(hit ? 1 : 0);
    },
  );
});
