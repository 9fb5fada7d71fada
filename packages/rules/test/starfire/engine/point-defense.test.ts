import { describe, expect, test } from 'vitest';
import { owedDecision } from '../../../src/starfire/pending.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { battle, eventsOf, expectRefused, play, rolls, unit } from './helpers.js';

/** A1: two missile launchers (slots 2, 3) and a laser (4). */
const MISSILE_BOAT = 'S(I)RRLQ';
/** B1: two Point Defense (slots 2, 3), a laser (4). */
const DEFENDER = 'S(I)DDLQ';

function attack(a1Facing: 'A' | 'D' = 'D', b1Facing: 'A' | 'D' = 'A'): StarfireState {
  return battle(
    { A1: { hex: '1010', facing: a1Facing }, B1: { hex: '1012', facing: b1Facing } },
    {
      designs: { A: { CT: MISSILE_BOAT }, B: { CT: DEFENDER } },
      phase: 'combat',
    },
  );
}

const volley = {
  type: 'fire',
  unit: 'A1',
  shots: [
    { slot: 2, target: 'B1' },
    { slot: 3, target: 'B1' },
  ],
} as const;

describe('Point Defense as a reaction (seed; Starfire rulings, Point Defense)', () => {
  test('missile hits wait for the defender’s decision before any damage', () => {
    const { state, events } = play(attack(), 'A', volley, rolls(1, 2));
    expect(owedDecision(state)).toEqual({ seat: 'B', kind: 'point_defense' });
    expect(eventsOf(events, 'point_defense_awaited')[0]).toMatchObject({
      defender: 'B1',
      firer: 'A1',
      R: 2,
      G: 0,
      Pt: 0,
    });
    expect(eventsOf(events, 'damage')).toEqual([]);
    expectRefused(state, 'A', { type: 'point_defense', intercepts: [] }, 'order/not_your_turn');
    expectRefused(state, 'B', { type: 'pass', unit: 'B1' }, 'order/wrong_phase');
  });

  test.each([
    [
      'option 2 engages up to three missiles on 3 or less each',
      [{ slot: 2, option: 2 }],
      [3, 4],
      ['R:3:true', 'R:3:false'],
      1,
    ],
    ['option 1 engages one missile on 5 or less', [{ slot: 2, option: 1 }], [5], ['R:5:true'], 1],
    [
      'two D each take their own missile; a miss is not engaged again',
      [
        { slot: 2, option: 1 },
        { slot: 3, option: 1 },
      ],
      [6, 5],
      ['R:5:false', 'R:5:true'],
      1,
    ],
    ['no Point Defense used', [], [], [], 2],
  ])('%s', (_name, intercepts, dice, expected, damageEvents) => {
    const s = play(attack(), 'A', volley, rolls(1, 2)).state;
    const { events } = play(s, 'B', { type: 'point_defense', intercepts }, rolls(...dice));
    expect(
      eventsOf(events, 'intercept').map((e) => `${e.munition}:${e.die.needed}:${e.die.success}`),
    ).toEqual(expected);
    expect(eventsOf(events, 'damage').length).toBe(damageEvents);
  });

  test('an option must match a munition of the attack (order/nothing_to_intercept); a D must be an intact D (order/not_point_defense)', () => {
    const s = play(attack(), 'A', volley, rolls(1, 2)).state;
    expectRefused(
      s,
      'B',
      { type: 'point_defense', intercepts: [{ slot: 2, option: 3 }] },
      'order/nothing_to_intercept',
    );
    expectRefused(
      s,
      'B',
      { type: 'point_defense', intercepts: [{ slot: 4, option: 1 }] },
      'order/not_point_defense',
    );
    expectRefused(
      s,
      'B',
      {
        type: 'point_defense',
        intercepts: [
          { slot: 2, option: 1 },
          { slot: 2, option: 2 },
        ],
      },
      'order/duplicate_weapon',
    );
  });

  test('missiles fired from the defender’s blindspot cannot be intercepted: no decision, straight to damage', () => {
    const { state, events } = play(attack('D', 'D'), 'A', volley, rolls(1, 2));
    expect(owedDecision(state)?.kind).not.toBe('point_defense');
    expect(eventsOf(events, 'damage').length).toBe(2);
  });

  test('Point Defense gets −1 on its transit turn', () => {
    const s = structuredClone(attack());
    unit(s, 'B1').transited = true;
    const fired = play(s, 'A', volley, rolls(1, 1)).state;
    const { events } = play(
      fired,
      'B',
      { type: 'point_defense', intercepts: [{ slot: 2, option: 2 }] },
      rolls(2, 3),
    );
    expect(eventsOf(events, 'intercept').map((e) => [e.die.needed, e.die.success])).toEqual([
      [2, true],
      [2, false],
    ]);
  });

  test('beams in the same attack are not intercepted and still hit', () => {
    const s = attack();
    const order = {
      type: 'fire',
      unit: 'A1',
      shots: [
        { slot: 2, target: 'B1' },
        { slot: 4, target: 'B1' },
      ],
    } as const;
    const fired = play(s, 'A', order, rolls(1, 1)).state;
    const { events } = play(
      fired,
      'B',
      { type: 'point_defense', intercepts: [{ slot: 2, option: 1 }] },
      rolls(1),
    );
    expect(eventsOf(events, 'damage').map((e) => e.weapon)).toEqual(['L']);
  });

  test('Point Defense works in every attack: a second firer brings a second decision', () => {
    const s = battle(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: '1110', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 1 }] },
        designs: { A: { CT: MISSILE_BOAT }, B: { CT: DEFENDER } },
        phase: 'combat',
      },
    );
    let state = play(s, 'A', volley, rolls(1, 1)).state;
    state = play(
      state,
      'B',
      {
        type: 'point_defense',
        intercepts: [
          { slot: 2, option: 2 },
          { slot: 3, option: 1 },
        ],
      },
      rolls(1, 1),
    ).state;
    state = play(state, 'B', { type: 'pass', unit: 'B1' }).state;
    state = play(
      state,
      'A',
      { type: 'fire', unit: 'A2', shots: [{ slot: 2, target: 'B1' }] },
      rolls(1),
    ).state;
    expect(owedDecision(state)).toEqual({ seat: 'B', kind: 'point_defense' });
  });
});
