import { describe, expect, test } from 'vitest';
import { hexEquals } from '../../src/hex/hex.js';
import { distanceToStand, step } from '../../src/startrek/geometry.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import type { StartrekState } from '../../src/startrek/state.js';
import { at, battle, eventsOf, expectRefused, play, rolls, ship } from './helpers.js';

const cruiser = { cls: 'heavy_cruiser' as const, at: '0409', heading: 1 };
const enemy = (tracks = {}) => ({ cls: 'battlecruiser' as const, at: '0709', heading: 4, tracks });

describe('Actions: phasers', () => {
  test('"Each die that rolls equal to or higher than the current shield value of the target ship is a hit": a volley through the shields into sub-systems', () => {
    const start = battle({ A: [cruiser], B: [enemy({ shields: 3 })] });
    const fired = play(
      start,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' },
      rolls(6, 5, 4, 3, 2, 1),
    );
    // Every die is compared with the shields as the volley was fired (3): 6, 5, 4 and 3 hit.
    expect(eventsOf(fired.events, 'phasers_fired')[0]).toMatchObject({
      needed: 3,
      hits: 4,
      arc: 'fore',
    });
    // "If the shields are reduced to 1 (the lowest value possible) then any remaining hits must be distributed"
    expect(eventsOf(fired.events, 'shields_hit')[0]).toMatchObject({
      shieldsBefore: 3,
      shieldsAfter: 1,
      spill: 2,
    });
    // "The attacking player chooses which area is hit but the defending player picks which sub-system takes damage."
    expect(R.pending(fired.state)).toEqual([
      {
        seat: 'B',
        kind: 'allocate',
        detail: { ship: 'B1', area: 'weapons', hits: 2, source: 'phasers', by: 'A1' },
      },
    ]);
    expect(R.viewPending(fired.state, { kind: 'spectator' })).toEqual([
      { seat: 'B', kind: 'allocate' },
    ]);
    expectRefused(fired.state, 'A', { type: 'pass' }, 'order/not_pending');
    expectRefused(
      fired.state,
      'B',
      { type: 'allocate', systems: ['phasers'] },
      'order/bad_allocation',
    );
    expectRefused(
      fired.state,
      'B',
      { type: 'allocate', systems: ['engines', 'phasers'] },
      'order/bad_allocation',
    );
    expectRefused(fired.state, 'B', { type: 'pass' }, 'order/wrong_kind');
    // "For example if an attacker chooses the Weapons Systems the defender can pick to either reduce the Phasers or the Photon Torpedoes."
    const placed = play(fired.state, 'B', { type: 'allocate', systems: ['phasers', 'torpedoes'] });
    expect(ship(placed.state, 'B1').tracks).toMatchObject({ shields: 1, phasers: 5, torpedoes: 5 });
    // A dropped its lowest die (4): 6 + 5 = 11 against 6, so A acts again.
    expect(placed.state.initiative.A).toEqual([6, 5]);
    expect(R.pending(placed.state)).toEqual([{ seat: 'A', kind: 'action' }]);
  });

  test('shields drop by the hits but never below 1; the rest spill', () => {
    const start = battle({ A: [cruiser], B: [enemy({ shields: 4 })] });
    const fired = play(
      start,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'transporters' },
      rolls(4, 4, 4, 4, 4, 4),
    );
    expect(eventsOf(fired.events, 'shields_hit')[0]).toMatchObject({
      hits: 6,
      shieldsAfter: 1,
      spill: 3,
    });
    const placed = play(fired.state, 'B', {
      type: 'allocate',
      systems: ['transporters', 'transporters', 'transporters'],
    });
    expect(ship(placed.state, 'B1').tracks.transporters).toBe(3);
  });

  test('an area with no track above 1 passes its hits to any track above 1', () => {
    const start = battle({ A: [cruiser], B: [enemy({ shields: 1, transporters: 1 })] });
    const fired = play(
      start,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'transporters', drop: 6 },
      rolls(1, 1, 1, 1, 1, 2),
    );
    expect(eventsOf(fired.events, 'shields_hit')[0]).toMatchObject({ hits: 6, spill: 6 });
    const placed = play(fired.state, 'B', {
      type: 'allocate',
      systems: ['engines', 'engines', 'lifeSupport', 'detectCloak', 'phasers', 'phasers'],
    });
    expect(ship(placed.state, 'B1').tracks).toMatchObject({
      engines: 4,
      lifeSupport: 5,
      detectCloak: 5,
    });
    expect(placed.state.initiative.A).toEqual([5, 4]);
  });

  test('"A ship is destroyed when a hit must be taken and no track above 1 is left" (ruling)', () => {
    const ones = {
      phasers: 1,
      torpedoes: 1,
      lifeSupport: 1,
      transporters: 1,
      detectCloak: 1,
      cloak: 1,
    };
    const start = battle({ A: [cruiser], B: [enemy({ ...ones, shields: 2, engines: 2 })] });
    const fired = play(
      start,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'systems' },
      rolls(6, 6, 6, 6, 6, 6),
    );
    expect(eventsOf(fired.events, 'ship_destroyed')).toEqual([
      { type: 'ship_destroyed', ship: 'B1', points: 10, to: 'A' },
    ]);
    expect(fired.state.result).toMatchObject({
      winners: ['A'],
      level: 'decisive',
      reason: 'victory',
      score: { A: 10, B: 0 },
    });
    expect(R.pending(fired.state)).toEqual([]);
  });

  test('hits that exactly use up every track leave the ship afloat, all Offline', () => {
    const ones = {
      phasers: 1,
      torpedoes: 1,
      lifeSupport: 1,
      transporters: 1,
      detectCloak: 1,
      cloak: 1,
    };
    // Shields at 1: every die hits; two phaser dice make exactly the two points engines can lose.
    const start = battle({
      A: [{ ...cruiser, tracks: { phasers: 2 } }],
      B: [enemy({ ...ones, shields: 1, engines: 3 })],
    });
    const fired = play(
      start,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' },
      rolls(1, 1),
    );
    const placed = play(fired.state, 'B', { type: 'allocate', systems: ['engines', 'engines'] });
    expect(ship(placed.state, 'B1').status).toBe('active');
    expect(ship(placed.state, 'B1').tracks.engines).toBe(1);
  });

  test('phasers need a target within Long range (9) and must be online', () => {
    expectRefused(
      battle({ A: [cruiser], B: [{ ...enemy(), at: '1909' }] }),
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' },
      'order/out_of_range',
    );
    expectRefused(
      battle({ A: [{ ...cruiser, tracks: { phasers: 1 } }], B: [enemy()] }),
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' },
      'order/offline',
    );
    expectRefused(
      battle({ A: [cruiser], B: [enemy()] }),
      'A',
      { type: 'fire', ship: 'A1', target: 'A1', area: 'weapons' },
      'order/invalid_target',
    );
  });
});

/** A1 far away; B1 pointing up at 1209 (aft 1210); an A torpedo of 3 dice `d` hexes above B1. */
function torpedoAt(d: number): StartrekState {
  const state = battle({
    A: [{ cls: 'heavy_cruiser', at: '0117', heading: 0 }],
    B: [{ cls: 'battlecruiser', at: '1209', heading: 0 }],
  });
  const hex = at(`12${String(9 - d).padStart(2, '0')}`);
  state.torpedoes.push({ id: 'T1', side: 'A', ship: 'A1', hex, dice: 3 });
  return state;
}

describe('Actions: torpedoes', () => {
  test.each([
    [0, 1, 3],
    [1, 1, 3],
    [2, 2, 2],
    [3, 3, 2],
    [4, 4, 1],
    [5, 5, 1],
    [6, 6, 1],
    [7, 7, 0],
  ])(
    '"each die that comes up equal to the distance is a hit", ruled as equal or higher: distance %i needs %i, dice 1 3 6 give %i hit(s)',
    (d, needed, hits) => {
      const state = torpedoAt(d);
      expect(distanceToStand(state.torpedoes[0]!.hex, ship(state, 'B1'))).toBe(d);
      const done = play(
        state,
        'A',
        { type: 'detonate', torpedo: 'T1', area: 'weapons' },
        rolls(1, 3, 6),
      );
      expect(eventsOf(done.events, 'torpedo_detonated')[0]).toMatchObject({
        target: 'B1',
        distance: d,
        needed,
        hits,
      });
      // "Hits are then applied just as Phaser damage is, damaging Shields first."
      expect(ship(done.state, 'B1').tracks.shields).toBe(6 - hits);
      expect(done.state.torpedoes).toEqual([]);
    },
  );

  test('"The nearest ship becomes the target of the torpedo automatically" — even a friendly one', () => {
    const state = battle({
      A: [
        { cls: 'heavy_cruiser', at: '0117', heading: 0 },
        { cls: 'frigate', at: '1105', heading: 0 },
      ],
      B: [{ cls: 'battlecruiser', at: '1209', heading: 0 }],
    });
    state.torpedoes.push({ id: 'T1', side: 'A', ship: 'A1', hex: at('1106'), dice: 3 });
    const done = play(
      state,
      'A',
      { type: 'detonate', torpedo: 'T1', area: 'weapons' },
      rolls(1, 1, 1),
    );
    expect(eventsOf(done.events, 'torpedo_detonated')[0]).toMatchObject({
      target: 'A2',
      distance: 0,
      hits: 3,
    });
    expect(ship(done.state, 'A2').tracks.shields).toBe(3);
  });

  test('a tie for nearest lets the detonating side name the target', () => {
    const state = torpedoAt(2);
    state.ships.push({ ...ship(state, 'B1'), id: 'B2', hex: at('1205'), heading: 3 });
    state.ships.push({ ...ship(state, 'B1'), id: 'B3', hex: at('0105'), heading: 0 });
    expectRefused(
      state,
      'A',
      { type: 'detonate', torpedo: 'T1', area: 'weapons', target: 'B3' },
      'order/not_nearest',
    );
    const done = play(
      state,
      'A',
      { type: 'detonate', torpedo: 'T1', area: 'weapons', target: 'B2' },
      rolls(6, 6, 6),
    );
    expect(eventsOf(done.events, 'torpedo_detonated')[0]).toMatchObject({
      target: 'B2',
      distance: 2,
      hits: 3,
    });
    expectRefused(torpedoAt(1), 'B', { type: 'pass' }, 'order/not_pending');
  });

  test('"the Torpedo track is reduced in value by one. A token … is then placed next to the target ship within range"', () => {
    const start = battle({ A: [cruiser], B: [enemy()] });
    const b1 = ship(start, 'B1');
    const next = step(b1.hex, b1.heading);
    const launched = play(start, 'A', { type: 'launch', ship: 'A1', target: 'B1', hex: next });
    expect(ship(launched.state, 'A1').tracks.torpedoes).toBe(5);
    expect(launched.state.torpedoes).toEqual([
      { id: 'T100', side: 'A', ship: 'A1', hex: next, dice: 4 },
    ]);
    expect(eventsOf(launched.events, 'torpedo_launched')[0]).toMatchObject({
      torpedo: 'T100',
      torpedoesLeft: 5,
    });
    expect(hexEquals(launched.state.torpedoes[0]!.hex, next)).toBe(true);
    const launch = (hex: unknown) => ({ type: 'launch', ship: 'A1', target: 'B1', hex });
    expectRefused(start, 'A', launch(b1.hex), 'order/bad_hex');
    expectRefused(start, 'A', launch(step(next, b1.heading)), 'order/bad_hex');
    expectRefused(
      battle({ A: [cruiser], B: [{ ...enemy(), at: '1909' }] }),
      'A',
      launch(next),
      'order/out_of_range',
    );
    expectRefused(
      battle({ A: [{ ...cruiser, tracks: { torpedoes: 1 } }], B: [enemy()] }),
      'A',
      launch(next),
      'order/offline',
    );
    expectRefused(
      launched.state,
      'B',
      { type: 'detonate', torpedo: 'T100', area: 'weapons' },
      'order/not_pending',
    );
  });
});
