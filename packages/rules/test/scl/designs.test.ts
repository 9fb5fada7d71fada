import { describe, expect, test } from 'vitest';
import * as C from '../../src/scl/convert.js';
import { CLASSES, MISSILES } from '../../src/scl/designs.js';
import { currentArmor } from '../../src/scl/stats.js';
import { position, unitOf } from './helpers.js';

const bismarck = CLASSES.bismarck!;

describe('the seed’s Bismarck BC conversion, number for number', () => {
  test.each([
    ['Movement/Thrust: 6', bismarck.thrust, 6],
    ['Hit Points: 150/4 = 37.5 rounded off to 38', bismarck.hp, 38],
    ['The 48 missiles … become 12 SR-10 missiles', bismarck.magazine, 12],
    [
      'Having only 2 remote stations, Bismark is entitled to only 1 SCL communicator',
      bismarck.comms,
      1,
    ],
    ['Fire Control modifier: +2', bismarck.fc, 2],
    ['Weapon Targeting modifier: … (-12+4)/10/2= -.4 = 0', bismarck.wt, 0],
    [
      'Armor Penetration modifier: … (6*3 + 4*2)/10=2.6 Subtract 1 and round off … +2',
      bismarck.ap,
      2,
    ],
    [
      'Sensor Modifier: … a 10 (+1) active and a 6 (0) passive sensor. Final rating: +1',
      bismarck.sensor,
      1,
    ],
    ['Signature: (4+7+8)/3=6.33 Signature rating: 0', bismarck.signature, 0],
    ['Profile modifier: (2+2)/3=1.33: +1', bismarck.profile, 1],
    ['Armor: 6+1(Screen modifier)=7', bismarck.armor, 7],
    [
      'Damage Control teams: 6 SC damage teams divided by 4 yield 1.5 rounded off to 2',
      bismarck.dc,
      2,
    ],
  ])('%s', (_sentence, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('Damage point rows, from top to bottom, are 10, 10, 9, 9', () => {
    expect(bismarck.rows).toEqual([10, 10, 9, 9]);
  });

  test('3 Beam Batteries FS, 3 Beam Batteries AP', () => {
    expect(bismarck.batteryArcs).toEqual([
      ['F', 'S'],
      ['F', 'S'],
      ['F', 'S'],
      ['A', 'P'],
      ['A', 'P'],
      ['A', 'P'],
    ]);
    expect(C.beamBatteries(bismarck.sc.beams)).toBe(6);
  });

  test('armor 7 halved after the first row is 3, and 0 after the second', () => {
    const state = position('bismarck_at_bay', [{ id: 'A1', at: '1010' }]);
    const ship = unitOf(state, 'A1');
    expect(currentArmor(state, ship)).toBe(7);
    expect(currentArmor(state, { ...ship, hits: 10 })).toBe(3);
    expect(currentArmor(state, { ...ship, hits: 20 })).toBe(0);
  });
});

describe('the seed’s other conversion rules', () => {
  test('4 Ritage-2 missiles, each with a 10x2 detonation laser warhead, … 10x2x4=80 … rolls 2d6', () => {
    expect(C.missileDice(10 * 2 * 4)).toBe(2);
  });

  test.each([
    [29, 0],
    [30, 1],
    [59, 1],
    [60, 2],
    [99, 2],
    [100, 3],
    [139, 3],
    [140, 4],
  ])('missile strength %i rolls %i dice', (strength, dice) => {
    expect(C.missileDice(strength)).toBe(dice);
  });

  test('Martel: 24 3x1 submunitions, with 72 damage points. 72/40=1.8, rounded off to 2', () => {
    expect(C.submunitionShots(24 * 3)).toBe(2);
    expect(CLASSES.martel!.subs).toBe(2);
  });

  test.each([
    [4, -1],
    [5, 0],
    [9, 0],
    [10, 1],
  ])('Sensor Conversion: strength %i rates %i', (strength, rating) => {
    expect(C.sensorRating(strength)).toBe(rating);
  });

  test('subtracting 1 if the ship has either passive or active sensors only', () => {
    expect(C.sensorModifier(6, null)).toBe(-1);
    expect(C.sensorModifier(null, 4)).toBe(-2);
  });

  test('Signature: use the lower value if two are present; 0-3 is -1, 4-6 +0, 7-9 +1, 10+ +2', () => {
    expect(C.signatureModifier([5, 7], 6, 6)).toBe(0);
    expect(C.signatureModifier([1], 2, 2)).toBe(-1);
    expect(C.signatureModifier([7], 8, 9)).toBe(1);
    expect(C.signatureModifier([10], 10, 10)).toBe(2);
  });

  test('screens 4-7 add 1 to armor, 8+ add 2', () => {
    expect([C.armorRating(4, 3), C.armorRating(4, 4), C.armorRating(4, 8)]).toEqual([4, 5, 6]);
  });

  test('CQ-affected movement: -3 halves, -2 -1/4, +2 +1/4, +3 +1/2, never below 1', () => {
    expect([-3, -2, 0, 2, 3].map((cq) => C.cqMovement(6, cq))).toEqual([3, 5, 6, 8, 9]);
    expect(C.cqMovement(1, -3)).toBe(1);
  });

  test('every class converts to the figures in docs/rules/star-cruiser-lite.md', () => {
    const table = Object.values(CLASSES).map((c) =>
      [
        c.id,
        c.thrust,
        c.hp,
        c.rows.join('/'),
        c.batteryArcs.length,
        c.fc,
        c.wt,
        c.ap,
        c.sensor,
        c.signature,
        c.profile,
        c.armor,
        c.dc,
        c.comms,
        c.magazine,
        c.subs,
      ].join(' '),
    );
    expect(table).toEqual([
      'bismarck 6 38 10/10/9/9 6 2 0 2 1 0 1 7 2 1 12 0',
      'lance 8 20 5/5/5/5 2 1 0 1 0 0 0 2 1 1 0 1',
      'halberd 7 25 7/6/6/6 3 1 0 1 2 0 1 6 1 1 4 2',
      'marne 5 30 8/8/7/7 1 2 1 0 2 1 2 3 2 2 0 0',
      'martel 9 4 1/1/1/1 0 1 0 0 -2 -1 -1 0 0 0 0 2',
      'kafer_cruiser 5 33 9/8/8/8 5 0 0 2 -1 1 2 5 1 1 6 0',
      'kafer_raider 7 15 4/4/4/3 2 0 -1 1 -1 0 1 2 1 1 2 0',
    ]);
    expect(Object.values(MISSILES).map((m) => [m.id, m.dice, m.thrust, m.endurance])).toEqual([
      ['sr10', 2, 10, 4],
      ['lx6', 0, 9, 4],
      ['k3', 1, 8, 4],
    ]);
  });
});
