import { describe, expect, test } from 'vitest';
import { DESIGNS } from '../../src/onepage/designs.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import type { OnepageState } from '../../src/onepage/state.js';
import {
  HOLD_PLOT,
  battle,
  eventsOf,
  expectRefused,
  play,
  plot,
  rolls,
  ship,
  type ShipSpec,
} from './helpers.js';

/** Both sides hold; the turn reaches gun combat (no dice needed on the way). */
function toFire(s: OnepageState): OnepageState {
  return play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT).state;
}

describe('Missile: "(d6+3)-(Target Ship MP+d6) If the number is positive or zero, the missile hits--roll 1d6 for damage"', () => {
  test.each<[string, number, number, ShipSpec, number, number, boolean]>([
    [
      '(1+3) − (1+3) = 0 hits: a Freighter, MP 1',
      1,
      3,
      { design: 'freighter', at: '0506' },
      1,
      0,
      true,
    ],
    ['(1+3) − (1+4) = −1 misses', 1, 4, { design: 'freighter', at: '0506' }, 1, -1, false],
    [
      '(6+3) − (2+6) = 1 hits: a Light Cruiser, MP 2',
      6,
      6,
      { design: 'light_cruiser', at: '0506' },
      2,
      1,
      true,
    ],
    [
      '(3+3) − (3+4) = −1 misses: a Destroyer, MP 3',
      3,
      4,
      { design: 'destroyer', at: '0506' },
      3,
      -1,
      false,
    ],
    [
      '(6+3) − (4+5) = 0 hits: a Frigate, MP 4',
      6,
      5,
      { design: 'frigate', at: '0506' },
      4,
      0,
      true,
    ],
    [
      '(1+3) − (4+1) = −1 misses: a Frigate, MP 4',
      1,
      1,
      { design: 'frigate', at: '0506' },
      4,
      -1,
      false,
    ],
    [
      '"Target Ship MP" is the current MP: a Raider with all 3 MP lost, (1+3) − (0+4) = 0 hits',
      1,
      4,
      { design: 'raider', at: '0506', hits: 5, mp: 0, guns: 0, launchers: 0 },
      0,
      0,
      true,
    ],
  ])('%s', (_name, attack, defense, target, targetMp, total, hit) => {
    const s = battle({ A: [{ design: 'destroyer', at: '0505' }], B: [target] });
    const plotted = play(s, 'A', plot({}, [['A1', 'B1']])).state;
    const dice = hit ? rolls(attack, defense, 2) : rolls(attack, defense);
    const { state, events } = play(plotted, 'B', HOLD_PLOT, dice);
    const [attackEvent] = eventsOf(events, 'missile_attack');
    expect(attackEvent).toMatchObject({ missile: 'M1', target: 'B1', targetMp, total, hit });
    expect(attackEvent?.damageDie?.value ?? null).toBe(hit ? 2 : null);
    const hull = DESIGNS[target.design].hull;
    expect(ship(state, 'B1').hits).toBe(Math.min(hull, (target.hits ?? 0) + (hit ? 2 : 0)));
    expect(state.missiles).toEqual([]);
    expect(ship(state, 'A1').missiles).toBe(1);
  });

  test('"A missile moves like a normal ship with three MPs": it homes on its target, 3 hexes a turn, and attacks in or next to its hex', () => {
    const s = battle({
      A: [{ design: 'destroyer', at: '0505' }],
      B: [{ design: 'freighter', at: '0509' }],
    });
    const { state, events } = play(
      play(s, 'A', plot({}, [['A1', 'B1']])).state,
      'B',
      HOLD_PLOT,
      rolls(6, 1, 3),
    );
    expect(eventsOf(events, 'missile_moved')[0]?.path).toHaveLength(3);
    expect(eventsOf(events, 'missile_attack')[0]).toMatchObject({ hit: true });
    expect(ship(state, 'B1').hits).toBe(3);
  });

  test('"Missiles move after ships": a missile flies at where its target ended its move', () => {
    const s = battle({
      A: [{ design: 'destroyer', at: '0505' }],
      B: [{ design: 'frigate', at: '0509' }],
    });
    const { events } = play(
      play(s, 'A', plot({}, [['A1', 'B1']])).state,
      'B',
      plot({ B1: [3, 3, 3, 3] }),
    );
    const types = events.map((e) => e.type);
    expect(types.indexOf('missile_moved')).toBeGreaterThan(types.lastIndexOf('ships_stepped'));
    expect(eventsOf(events, 'missile_attack')).toEqual([]);
  });

  test('ruling: a missile that has not reached its target after 3 missile movements is lost', () => {
    let s = battle({
      A: [{ design: 'destroyer', at: '0101' }],
      B: [{ design: 'freighter', at: '2016' }],
    });
    s = play(play(s, 'A', plot({}, [['A1', 'B1']])).state, 'B', HOLD_PLOT).state;
    s = toFire(s);
    expect(s.missiles).toHaveLength(1);
    const { state, events } = play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT);
    expect(eventsOf(events, 'missile_lost')).toEqual([
      { type: 'missile_lost', missile: 'M1', reason: 'endurance' },
    ]);
    expect(state.missiles).toEqual([]);
  });

  test('one missile per working launcher per turn, while stock lasts', () => {
    const s = battle({
      A: [
        { design: 'battleship', at: '0505' },
        { design: 'destroyer', at: '0305', missiles: 0 },
      ],
      B: [{ design: 'freighter', at: '1515' }],
    });
    expectRefused(
      s,
      'A',
      plot({}, [
        ['A1', 'B1'],
        ['A1', 'B1'],
        ['A1', 'B1'],
      ]),
      'order/no_launcher',
    );
    expectRefused(s, 'A', plot({}, [['A2', 'B1']]), 'order/no_missiles');
    expectRefused(s, 'A', plot({}, [['A1', 'A2']]), 'order/invalid_target');
    expect(
      R.check(
        s,
        'A',
        plot({}, [
          ['A1', 'B1'],
          ['A1', 'B1'],
        ]),
      ).ok,
    ).toBe(true);
  });
});

describe('Combat: "Missile Combat is resolved before Gun Combat"', () => {
  test('a missile that knocks out the target’s only gun leaves it nothing to fire in the same turn', () => {
    const s = battle({
      A: [{ design: 'raider', at: '0505' }],
      B: [{ design: 'destroyer', at: '0506' }],
    });
    // (6+3) − (3+1) = 5 hits for 4: the Destroyer's gun (4th hull hit) and an MP (3rd) are lost.
    const { state, events } = play(
      play(s, 'A', plot({}, [['A1', 'B1']])).state,
      'B',
      HOLD_PLOT,
      rolls(6, 1, 4),
    );
    expect(eventsOf(events, 'damage')[0]).toMatchObject({
      ship: 'B1',
      source: 'missile',
      lost: { guns: 1, launchers: 0, mp: 1 },
    });
    expect(R.pending(state)).toEqual([{ seat: 'A', kind: 'fire' }]);
    const fired = play(
      state,
      'A',
      { type: 'fire', shots: [{ ship: 'A1', target: 'B1' }] },
      rolls(2),
    );
    const types = [...events, ...fired.events].map((e) => e.type);
    expect(types.indexOf('missile_attack')).toBeLessThan(types.indexOf('gun_shot'));
  });
});
