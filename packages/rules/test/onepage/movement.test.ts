import { describe, expect, test } from 'vitest';
import { distance } from '../../src/hex/hex.js';
import { gravityPull } from '../../src/onepage/gravity.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import { PLANET_RINGS } from '../../src/onepage/scenarios.js';
import {
  HOLD_PLOT,
  at,
  battle,
  eventsOf,
  expectRefused,
  game,
  label,
  planet,
  play,
  plot,
  rolls,
  ship,
} from './helpers.js';

describe('Movement: "Each ship has a number of MPs"; no carry-over', () => {
  const position = () =>
    battle({ A: [{ design: 'destroyer', at: '0505' }], B: [{ design: 'freighter', at: '1515' }] });

  test('a Destroyer (MP 3) may spend up to 3 MP, one hex in any direction per MP', () => {
    let s = play(position(), 'A', plot({ A1: [2, 2, 3] })).state;
    s = play(s, 'B', HOLD_PLOT).state;
    expect(label(ship(s, 'A1').hex)).toBe('0707');
    expect(distance(ship(s, 'A1').hex, at('0505'))).toBe(3);
    expect(ship(s, 'A1').heading).toBe(3);
  });

  test('a 4th MP is refused (order/too_far)', () => {
    expectRefused(position(), 'A', plot({ A1: [2, 2, 2, 2] }), 'order/too_far');
  });

  test('seed: "The acceleration of the previous turn does not have any bearing on the current turn": after holding a turn, still only 3 MP', () => {
    let s = play(position(), 'A', HOLD_PLOT).state;
    s = play(s, 'B', HOLD_PLOT).state;
    expect(s.turn).toBe(2);
    expectRefused(s, 'A', plot({ A1: [0, 0, 0, 0] }), 'order/too_far');
    s = play(s, 'A', plot({ A1: [0, 0, 0] })).state;
    expect(s.stage).toMatchObject({ phase: 'plot' });
  });

  test('ruling: ships have no facing, any direction at every MP, and may stack', () => {
    let s = battle({
      A: [{ design: 'frigate', at: '0505' }],
      B: [{ design: 'frigate', at: '0507' }],
    });
    s = play(s, 'A', plot({ A1: [3, 0, 3] })).state;
    s = play(s, 'B', plot({ B1: [0] })).state;
    expect(ship(s, 'A1').hex).toEqual(ship(s, 'B1').hex);
  });

  test('a path may not leave the map where no exit is allowed (order/off_map)', () => {
    const s = battle({
      A: [{ design: 'destroyer', at: '0101' }],
      B: [{ design: 'freighter', at: '1515' }],
    });
    expectRefused(s, 'A', plot({ A1: [0] }), 'order/off_map');
  });
});

describe('Movement: gravity wells ("if a ship lands on a hex with a numeral in it, the ship must be moved towards the body that amount of hexes")', () => {
  const body = planet('1008', [...PLANET_RINGS]);
  const map = { columns: 20, rows: 16, bodies: [body], exits: [] };
  const from = (q: number, r: number) => ({ q: body.hex.q + q, r: body.hex.r + r });

  test.each([
    ['N = 1: three hexes out, moved one hex in', from(3, 0), 1, 2],
    ['N = 2 stops in the hex next to the body (two hexes out)', from(0, 2), 2, 1],
    ['no chaining: a 1 pulls onto a 2 and the 2 is not applied', from(-3, 3), 1, 2],
  ])('%s', (_name, start, pull, endDistance) => {
    const pulled = gravityPull(map, start);
    expect(pulled?.pull).toBe(pull);
    expect(distance(pulled!.to, body.hex)).toBe(endDistance);
  });

  test('N = 2 in full from a ring four hexes out', () => {
    const far = { ...map, bodies: [planet('1008', [{ distance: 4, pull: 2 }])] };
    expect(distance(gravityPull(far, from(4, -2))!.to, body.hex)).toBe(2);
  });

  test('ruling: ties go to the lowest direction number (0 up, then clockwise)', () => {
    // From (2,-1) both direction 4 (down-left) and 5 (up-left) lead one hex nearer: 4 wins.
    const well = { ...map, bodies: [planet('1008', [{ distance: 2, pull: 1 }])] };
    expect(gravityPull(well, from(2, -1))!.to).toEqual(from(1, 0));
  });

  test('hexes next to the body and outside the rings carry no numeral', () => {
    expect(gravityPull(map, from(1, 0))).toBeNull();
    expect(gravityPull(map, from(4, 0))).toBeNull();
  });

  test('in play: a ship ending on a 1 is pulled once (event), one that holds on a numeral is not', () => {
    let s = battle(
      { A: [{ design: 'destroyer', at: '1408' }], B: [{ design: 'heavy_cruiser', at: '1006' }] },
      { bodies: [body] },
    );
    // A1 moves from 4 hexes out to 3 out (a 1); B1 holds 2 hexes out (a 2) and stays.
    s = play(s, 'A', plot({ A1: [5] })).state;
    const { state, events } = play(s, 'B', HOLD_PLOT);
    expect(eventsOf(events, 'gravity_pull')).toEqual([
      {
        type: 'gravity_pull',
        unit: 'A1',
        pull: 1,
        from: at('1308'),
        to: at('1208'),
        body: 'Planet',
      },
    ]);
    expect(distance(ship(state, 'A1').hex, body.hex)).toBe(2);
    expect(ship(state, 'B1').hex).toEqual(at('1006'));
  });

  test('a ship never enters the body (order/into_body)', () => {
    const s = battle(
      { A: [{ design: 'destroyer', at: '1007' }], B: [{ design: 'freighter', at: '1515' }] },
      { bodies: [body] },
    );
    expectRefused(s, 'A', plot({ A1: [3] }), 'order/into_body');
  });
});

describe('Movement: "Movement may be written down or operate on initiative"', () => {
  test('written: both sides owe a plot at once; B may hand in after A, or before', () => {
    const { state } = game('duel');
    expect(R.pending(state)).toEqual([
      { seat: 'A', kind: 'plot' },
      { seat: 'B', kind: 'plot' },
    ]);
    const afterA = play(state, 'A', plot({ A2: [2] })).state;
    expect(R.pending(afterA)).toEqual([{ seat: 'B', kind: 'plot' }]);
    const afterB = play(state, 'B', plot({ B2: [5] })).state;
    expect(R.pending(afterB)).toEqual([{ seat: 'A', kind: 'plot' }]);
    const both = play(afterA, 'B', plot({ B2: [5] })).state;
    expect(both.turn).toBe(2);
    expect(R.hash(both)).toBe(R.hash(play(afterB, 'A', plot({ A2: [2] })).state));
  });

  test('written: moves execute step by step, all ships at once', () => {
    let s = battle({
      A: [{ design: 'destroyer', at: '0505' }],
      B: [{ design: 'frigate', at: '1515' }],
    });
    s = play(s, 'A', plot({ A1: [2, 2] })).state;
    const { events } = play(s, 'B', plot({ B1: [0, 0, 0] }));
    expect(eventsOf(events, 'ships_stepped').map((e) => e.moves.map((m) => m.ship))).toEqual([
      ['A1', 'B1'],
      ['A1', 'B1'],
      ['B1'],
    ]);
  });

  test('initiative: d6 per side, ties rerolled, the loser moves first, then the winner', () => {
    const { state, events } = game('duel', 'initiative', rolls(4, 4, 5, 2));
    expect(
      eventsOf(events, 'initiative_rolled').map((e) => e.dice.map((d) => d.die.value)),
    ).toEqual([
      [4, 4],
      [5, 2],
    ]);
    expect(eventsOf(events, 'initiative_decided')[0]).toMatchObject({ first: 'B', second: 'A' });
    expect(R.pending(state)).toEqual([{ seat: 'B', kind: 'move' }]);
    expectRefused(state, 'A', plot({}, [], 'move'), 'order/not_pending');
    const afterB = play(state, 'B', plot({ B2: [5] }, [], 'move'));
    expect(eventsOf(afterB.events, 'move_made')).toHaveLength(1);
    expect(ship(afterB.state, 'B2').hex).not.toEqual(ship(state, 'B2').hex);
    expect(R.pending(afterB.state)).toEqual([{ seat: 'A', kind: 'move' }]);
    const afterA = play(afterB.state, 'A', plot({}, [], 'move'), rolls(1, 6));
    expect(afterA.state.turn).toBe(2);
    expect(R.pending(afterA.state)).toEqual([{ seat: 'A', kind: 'move' }]);
  });

  test('initiative: a plot is the wrong kind of order (order/wrong_kind)', () => {
    const { state } = game('duel', 'initiative', rolls(1, 2));
    expectRefused(state, 'A', HOLD_PLOT, 'order/wrong_kind');
  });

  test('convoy: a freighter that steps off the right edge escapes and scores', () => {
    let s = battle({
      A: [
        { design: 'freighter', at: '2008' },
        { design: 'freighter', at: '0108' },
      ],
      B: [{ design: 'raider', at: '1001' }],
    });
    s.map.exits = [{ side: 'A', edge: 'right', designs: ['freighter'] }];
    expectRefused(s, 'A', plot({ A2: [5] }), 'order/off_map');
    s = play(s, 'A', plot({ A1: [2] })).state;
    const { state, events } = play(s, 'B', HOLD_PLOT);
    expect(eventsOf(events, 'ship_escaped')).toEqual([
      { type: 'ship_escaped', ship: 'A1', edge: 'right' },
    ]);
    expect(ship(state, 'A1').status).toBe('escaped');
    expect(state.score.A).toBe(5);
  });
});
