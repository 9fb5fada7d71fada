import { describe, expect, test } from 'vitest';
import { formatLabel } from '../../src/hex/label.js';
import {
  beamPoints,
  damageDiePoints,
  pointDefenseModifier,
  rangeModifier,
} from '../../src/scl/combat.js';
import { step } from '../../src/scl/geometry.js';
import type { SclState, Unit } from '../../src/scl/state.js';
import { at, eventsOf, fire, play, position, rolls, unitOf } from './helpers.js';

/** The label `n` hexes from `from` in direction `dir`. */
function ahead(from: string, dir: number, n: number): string {
  let h = at(from);
  for (let i = 0; i < n; i += 1) h = step(h, dir);
  return formatLabel(h);
}

function missile(
  state: SclState,
  id: string,
  side: 'A' | 'B',
  cls: string,
  mother: string,
  label: string,
): Unit {
  const u: Unit = {
    ...unitOf(state, mother),
    id,
    side,
    kind: 'missile',
    cls,
    hex: at(label),
    rows: [1],
    hits: 0,
    batteries: [],
    magazine: 0,
    subs: 0,
    mother,
    count: 1,
    endurance: 4,
    squadron: null,
    cq: 0,
  };
  state.units.push(u);
  return u;
}

describe('to-hit arithmetic (the product ruling: modifiers are added to the die)', () => {
  test.each([
    [2, 0, 0, '1, 2, 3: no damage'],
    [4, 0, 1, '4, 5, 6: 1 point of damage'],
    [6, 1, 2, '7 and higher: 2 points of damage'],
    [1, 9, 0, 'An unmodified roll of 1 is always a miss'],
    [6, -3, 0, 'a 6 at −3 is 3: no damage'],
  ])('beam die %i, modifier %i: %i point(s) — %s', (die, modifier, points) => {
    expect(beamPoints(die, modifier)).toBe(points);
  });

  test('Range: Subtract 1 for every hex between; long range: −1 per full (1+n) hexes', () => {
    expect(rangeModifier(3, false, 2)).toBe(-3);
    expect([2, 3, 5, 6].map((r) => rangeModifier(r, true, 2))).toEqual([0, -1, -1, -2]);
  });

  test('damage dice: die + modifier − point defense, never below 0; a 1 scores nothing', () => {
    expect(damageDiePoints(5, 1, 3)).toBe(3);
    expect(damageDiePoints(2, 0, 3)).toBe(0);
    expect(damageDiePoints(1, 6, 0)).toBe(0);
  });
});

describe('one worked fire resolution per weapon', () => {
  const A1 = '1010';
  const B1 = ahead(A1, 2, 3);

  test('beam: "For each shot, roll a 1d6" — Bismarck (CQ +1) at a Kafer cruiser 3 hexes off', () => {
    // −3 range + 2 × CQ 1 + FC 2 + WT 0 + profile 2 = +3; a 4 makes 7: two points.
    const state = position(
      'bismarck_at_bay',
      [
        { id: 'A1', at: A1, facing: 2 },
        { id: 'B1', at: B1, facing: 5 },
      ],
      { stage: { phase: 'fire', owed: ['A'], submitted: [] } },
    );
    expect(state.detected).toEqual({ A: ['B1'], B: [] });
    const { state: after, events } = play(
      state,
      'A',
      fire({ beams: [{ unit: 'A1', battery: 0, target: 'B1' }] }),
      rolls(4, 3, 9),
    );
    const [shot] = eventsOf(events, 'beam_shot');
    expect(shot).toMatchObject({ firer: 'A1', target: 'B1', range: 3, modifier: 3, points: 2 });
    expect(eventsOf(events, 'armor_saves')[0]).toMatchObject({ armor: 5, saved: 1 });
    expect(unitOf(after, 'B1').hits).toBe(1);
    expect(after.score.A).toBe(1);
  });

  test('beam: "An unmodified roll of 1 is always a miss", even at +3', () => {
    const state = position(
      'bismarck_at_bay',
      [
        { id: 'A1', at: A1, facing: 2 },
        { id: 'B1', at: B1, facing: 5 },
      ],
      { stage: { phase: 'fire', owed: ['A'], submitted: [] } },
    );
    const { events } = play(
      state,
      'A',
      fire({ beams: [{ unit: 'A1', battery: 0, target: 'B1' }] }),
      rolls(1),
    );
    expect(eventsOf(events, 'beam_shot')[0]).toMatchObject({ modifier: 3, points: 0 });
    expect(eventsOf(events, 'armor_saves')).toEqual([]);
  });

  test('detonation missile: "The number rolled represents the amount of hit points inflicted"', () => {
    // SR-10 (2d6) one hex from the cruiser, controlled by the Bismarck: −1 + 2 + 2 + 2 = +5.
    const state = position('bismarck_at_bay', [
      { id: 'A1', at: A1, facing: 2 },
      { id: 'B1', at: B1, facing: 5 },
    ]);
    missile(state, 'AM1', 'A', 'sr10', 'A1', ahead(B1, 5, 1));
    state.stage = { phase: 'fire', owed: ['A', 'B'], submitted: [] };
    const s1 = play(state, 'B', fire()).state;
    const { state: after, events } = play(
      s1,
      'A',
      fire({ missiles: [{ missile: 'AM1', target: 'B1' }] }),
      rolls(3, 1, 1, 2, 3, 4, 5, 6, 7, 8),
    );
    expect(eventsOf(events, 'missile_attack')[0]).toMatchObject({
      firer: 'AM1',
      range: 1,
      modifier: 5,
      pd: 0,
      points: 8,
    });
    expect(eventsOf(events, 'armor_saves')[0]).toMatchObject({ points: 8, armor: 5, saved: 5 });
    expect(unitOf(after, 'B1').hits).toBe(3);
    expect(unitOf(after, 'AM1').status).toBe('spent');
  });

  test('submunition: "Each shot does 1d6 points of damage" — a Martel flight at a raider pair', () => {
    // −1 range + 2 × CQ 1 + FC 1 + profile 1 = +3; a 4 makes 7 points; armor 2 saves two.
    const state = position('carrier_strike', [
      { id: 'A1', at: '0410', facing: 2 },
      { id: 'AF1', at: '1510', facing: 2, status: 'active' },
      { id: 'B2', at: ahead('1510', 2, 1), facing: 5 },
    ]);
    state.stage = { phase: 'fire', owed: ['A', 'B'], submitted: [] };
    const s1 = play(state, 'B', fire()).state;
    const { state: after, events } = play(
      s1,
      'A',
      fire({ submunitions: [{ unit: 'AF1', target: 'B2' }] }),
      // die, 7 armor dice, then the row-1 system check: 2 batteries, 2 missiles (CQ +1).
      rolls(4, 1, 2, 3, 4, 5, 6, 10, 6, 2, 3, 4),
    );
    expect(eventsOf(events, 'submunition_shot')[0]).toMatchObject({ modifier: 3, points: 7 });
    expect(unitOf(after, 'B2').hits).toBe(5);
    expect(unitOf(after, 'AF1').subs).toBe(1);
    const [check] = eventsOf(events, 'system_check');
    expect(check).toMatchObject({ unit: 'B2', row: 1, survivesOn: 5 });
    // A 6 less CQ 1 is 5: it survives ("Crew Quality value (as is …)").
    expect(check!.rolls.every((r) => r.survived)).toBe(true);
  });

  test('point defense: "This modifier is subtracted from each damage die rolled for the missile"', () => {
    // Bismarck with CQ +2: 2 × 2 + WT 0 + FC 2 − 3 = 3. A K-3 in its hex: 0 + 0 + 0 + profile 1.
    const state = position('bismarck_at_bay', [
      { id: 'A1', at: A1, facing: 2, cq: 2 },
      { id: 'B1', at: ahead(A1, 2, 1), facing: 5 },
    ]);
    missile(state, 'BM1', 'B', 'k3', 'B1', A1);
    expect(pointDefenseModifier(state, unitOf(state, 'A1'))).toBe(3);
    state.stage = { phase: 'fire', owed: ['A', 'B'], submitted: [] };
    const s1 = play(state, 'A', fire({ pointDefense: [{ unit: 'A1', battery: 0 }] })).state;
    const { state: after, events } = play(
      s1,
      'B',
      fire({ missiles: [{ missile: 'BM1', target: 'A1' }] }),
      rolls(5, 8, 9, 10),
    );
    expect(eventsOf(events, 'missile_attack')[0]).toMatchObject({ modifier: 1, pd: 3, points: 3 });
    expect(unitOf(after, 'A1').hits).toBe(3);
  });

  test('point defense with armor penetration: "minus armor penetration modifier x 2" (never below 0)', () => {
    const state = position('bismarck_at_bay', [{ id: 'A1', at: A1, facing: 2, cq: 2 }], {
      rules: { armor_penetration: true },
    });
    expect(pointDefenseModifier(state, unitOf(state, 'A1'))).toBe(0);
  });

  test('armor save: "rolls less or equal to the ship\'s armor rating on a d10 … 10 is always a hit"', () => {
    // With armor penetration, the firer's AP 2 is added: 5 + 2 = 7 saves, 6 + 2 = 8 does not.
    const state = position(
      'bismarck_at_bay',
      [
        { id: 'A1', at: A1, facing: 2 },
        { id: 'B1', at: ahead(A1, 2, 1), facing: 5 },
      ],
      { rules: { armor_penetration: true } },
    );
    state.stage = { phase: 'fire', owed: ['B'], submitted: [] };
    // Kafer cruiser (AP 2) at range 1: −1 + 0 + 0 + 0 + profile 1 = 0; a 6 is one point… twice.
    const { events } = play(
      state,
      'B',
      fire({
        beams: [
          { unit: 'B1', battery: 0, target: 'A1' },
          { unit: 'B1', battery: 1, target: 'A1' },
        ],
      }),
      rolls(6, 5, 6, 6),
    );
    const saves = eventsOf(events, 'armor_saves');
    expect(saves.map((s) => [s.armor, s.ap, s.saved])).toEqual([
      [7, 2, 1],
      [7, 2, 0],
    ]);
  });

  test('system check and damage control: "survives on 1-5" after row 1; repaired "on a modified d6 roll of 6"', () => {
    const state = position(
      'bismarck_at_bay',
      [
        { id: 'A1', at: A1, facing: 2 },
        { id: 'B1', at: B1, facing: 5, hits: 8 },
      ],
      { stage: { phase: 'fire', owed: ['A'], submitted: [] } },
    );
    const { state: after, events } = play(
      state,
      'A',
      fire({ beams: [{ unit: 'A1', battery: 0, target: 'B1' }] }),
      // beam 6 (+3: two points), armor 9 9, then 5 batteries and 6 missiles.
      rolls(6, 9, 9, 6, 5, 1, 1, 1, 6, 1, 1, 1, 1, 1),
    );
    const b1 = unitOf(after, 'B1');
    expect(b1.hits).toBe(10);
    expect(b1.batteries.map((b) => b.ok)).toEqual([false, true, true, true, true]);
    expect([b1.magazine, b1.magazineLost]).toEqual([5, 1]);
    expect(eventsOf(events, 'system_check')[0]?.rolls).toHaveLength(11);
    // Turn 2: one party on the battery (a 6 repairs), none left for the missile.
    const s1 = play(after, 'A', { type: 'prepare' }).state;
    const { state: repaired, events: e2 } = play(
      s1,
      'B',
      { type: 'prepare', repairs: [{ ship: 'B1', system: 'battery', battery: 0 }] },
      rolls(6, 3, 4),
    );
    expect(eventsOf(e2, 'repair_rolled')[0]).toMatchObject({ repaired: true });
    expect(unitOf(repaired, 'B1').batteries[0]!.ok).toBe(true);
  });
});

describe('beams are resolved simultaneously, damage applied together', () => {
  test('a ship destroyed by this volley still fires in it', () => {
    const A1 = '1010';
    const state = position('bismarck_at_bay', [
      { id: 'A1', at: A1, facing: 2 },
      { id: 'B1', at: ahead(A1, 2, 1), facing: 5, hits: 32 },
    ]);
    expect(state.detected).toEqual({ A: ['B1'], B: ['A1'] });
    const s1 = play(state, 'A', fire({ beams: [{ unit: 'A1', battery: 0, target: 'B1' }] })).state;
    expect(s1.units.every((u) => u.hits === (u.id === 'B1' ? 32 : 0))).toBe(true);
    const { state: after, events } = play(
      s1,
      'B',
      fire({ beams: [{ unit: 'B1', battery: 0, target: 'A1' }] }),
      rolls(6, 5, 9),
    );
    const order = events
      .map((e) => e.type)
      .filter((t) => t === 'beam_shot' || t === 'damage_applied');
    expect(order).toEqual(['beam_shot', 'beam_shot', 'damage_applied', 'damage_applied']);
    expect(unitOf(after, 'B1').status).toBe('destroyed');
    expect(unitOf(after, 'A1').hits).toBe(1);
    expect(after.result).toMatchObject({ winners: ['A'], level: 'decisive', reason: 'victory' });
  });
});
