import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import type { Viewer } from '../../src/core/ruleset.js';
import type { StartrekEvent } from '../../src/startrek/events.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import type { StartrekState } from '../../src/startrek/state.js';
import { battle, eventsOf, expectRefused, play, rolls, ship, type ShipSpec } from './helpers.js';

const A: Viewer = { kind: 'seat', seat: 'A' };
const B: Viewer = { kind: 'seat', seat: 'B' };
const SPECTATOR: Viewer = { kind: 'spectator' };
const OUTSIDERS = [A, SPECTATOR];

const cruiser: ShipSpec = { cls: 'heavy_cruiser', at: '0409', heading: 1 };

/** B1 cloaked with three tokens (cloak 3, phasers 1); `real` picks the real one. */
function cloaked(real: number, initiative = { A: [6, 5, 4], B: [3, 2, 1] }): StartrekState {
  const raider: ShipSpec = {
    cls: 'raider',
    at: '0000',
    tracks: { cloak: 3, phasers: 1 },
    cloak: {
      tokens: [
        ['0909', 4],
        ['1006', 5],
        ['1012', 4],
      ],
      real,
    },
  };
  return battle({ A: [cruiser], B: [raider] }, { initiative });
}

const seen = (state: StartrekState, v: Viewer) => canonicalJson(R.view(state, v));
const told = (events: readonly StartrekEvent[], v: Viewer) =>
  canonicalJson(events.map((e) => R.viewEvent(e, v)));

describe('Cloaking', () => {
  test('"When cloaking the Phaser/Distruptor track is reduced to 1 and the Cloak track increased by a like amount"; which token is real is told to no one else', () => {
    const start = battle(
      { A: [cruiser], B: [{ cls: 'battlecruiser', at: '1509', heading: 4 }] },
      { initiative: { A: [1, 1, 1], B: [6, 5, 4, 3] } },
    );
    const one = play(start, 'B', { type: 'cloak', ship: 'B1' }, rolls(4));
    const other = play(start, 'B', { type: 'cloak', ship: 'B1' }, rolls(2));
    expect(ship(one.state, 'B1').tracks).toMatchObject({ phasers: 1, cloak: 6 });
    // "replace by a number of Cloak Tokens equal to the Cloak value of the ship"
    expect(ship(one.state, 'B1').cloak!.tokens).toHaveLength(6);
    expect(ship(one.state, 'B1').cloak!.real).toBe('K103');
    expect(eventsOf(one.events, 'ship_cloaked')[0]).toMatchObject({ real: 'K103' });
    for (const v of OUTSIDERS) {
      expect(seen(one.state, v)).toBe(seen(other.state, v));
      expect(told(one.events, v)).toBe(told(other.events, v));
      expect(R.view(one.state, v).ships[1]).toMatchObject({ hex: null, heading: null });
    }
    expect(seen(one.state, B)).not.toBe(seen(other.state, B));
    expect(R.view(one.state, B).ships[1]!.cloak!.real).toBe('K103');
    expect(R.hash(one.state)).not.toBe(R.hash(other.state));
    expect(R.view(one.state, A)).not.toHaveProperty('salt');
    expect(R.view(one.state, A).stands.filter((s) => s.kind === 'token')).toHaveLength(6);
  });

  test('no view or event tells the opponent or a spectator the real token, through moves and a failed scan', () => {
    const [s0, s1] = [cloaked(0), cloaked(1)];
    for (const v of OUTSIDERS) expect(seen(s0, v)).toBe(seen(s1, v));
    expect(seen(s0, B)).not.toBe(seen(s1, B));
    // A scans K2 and fails: "Each die that comes up equal to or greater than the Cloak track of the enemy ship is a success."
    const scan = { type: 'scan', ship: 'A1', token: 'K2' };
    const [f0, f1] = [
      play(s0, 'A', scan, rolls(2, 2, 1, 1, 1, 2)),
      play(s1, 'A', scan, rolls(2, 2, 1, 1, 1, 2)),
    ];
    expect(eventsOf(f0.events, 'token_scanned')[0]).toMatchObject({
      needed: 3,
      successes: 0,
      real: null,
    });
    // "Any time the ship is moved the controlling played may move each token the same distance."
    const move = {
      type: 'move_cloaked',
      ship: 'B1',
      band: 'short',
      tokens: [
        { token: 'K1', turnAt: 0, turn: 0 },
        { token: 'K2', turnAt: 1, turn: 2 },
        { token: 'K3', turnAt: 3, turn: -1 },
      ],
    };
    let [m0, m1] = [f0, f1];
    for (let i = 0; i < 2; i += 1) m0 = play(m0.state, 'A', { type: 'pass' });
    for (let i = 0; i < 2; i += 1) m1 = play(m1.state, 'A', { type: 'pass' });
    // A's totals: 15, 11 after the scan, 6 after a pass — a tie with B's 6, so A's second
    // pass waits, hidden, while B moves.
    expect(R.pending(m0.state)).toEqual([{ seat: 'B', kind: 'action' }]);
    const [n0, n1] = [play(m0.state, 'B', move), play(m1.state, 'B', move)];
    for (const v of OUTSIDERS) {
      expect(seen(n0.state, v)).toBe(seen(n1.state, v));
      expect(told([...f0.events, ...n0.events], v)).toBe(told([...f1.events, ...n1.events], v));
    }
    expect(ship(n1.state, 'B1').hex).toEqual(ship(n1.state, 'B1').cloak!.tokens[1]!.hex);
  });

  test('"If any successes are rolled the player may look at the underside of the token": the scanner (and owner) learn it, spectators never', () => {
    const [s0, s1] = [cloaked(0), cloaked(1)];
    expectRefused(
      s1,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' },
      'order/not_scanned',
    );
    const scan = { type: 'scan', ship: 'A1', token: 'K2' };
    const [r0, r1] = [
      play(s0, 'A', scan, rolls(3, 1, 1, 1, 1, 1)),
      play(s1, 'A', scan, rolls(3, 1, 1, 1, 1, 1)),
    ];
    const event = eventsOf(r1.events, 'token_scanned')[0]!;
    expect(event).toMatchObject({ token: 'K2', target: 'B1', successes: 1, real: true });
    expect(R.viewEvent(event, A)).toEqual(event);
    expect(R.viewEvent(event, SPECTATOR)).toMatchObject({ real: null });
    expect(R.view(r1.state, A).ships[1]!.cloak!.scans).toEqual([{ token: 'K2', real: true }]);
    expect(R.view(r0.state, A).ships[1]!.cloak!.scans).toEqual([{ token: 'K2', real: false }]);
    expect(R.view(r1.state, SPECTATOR).ships[1]!.cloak!.scans).toEqual([
      { token: 'K2', real: null },
    ]);
    expect(seen(r0.state, SPECTATOR)).toBe(seen(r1.state, SPECTATOR));
    expect(told(r0.events, SPECTATOR)).toBe(told(r1.events, SPECTATOR));
    // "If this token is indeed the ship the player may proceed with their attack as normal."
    expect(
      R.check(r1.state, 'A', { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' }).ok,
    ).toBe(true);
    expectRefused(
      r0.state,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' },
      'order/not_scanned',
    );
    expectRefused(s0, 'A', { type: 'scan', ship: 'A1', token: 'K9' }, 'order/unknown_token');
  });

  test('"Cloaked ships cannot fire"; a cloaked ship moves by its tokens, each named once', () => {
    const state = cloaked(0, { A: [1], B: [6] });
    expectRefused(
      state,
      'B',
      { type: 'fire', ship: 'B1', target: 'A1', area: 'weapons' },
      'order/cloaked',
    );
    expectRefused(
      state,
      'B',
      { type: 'move', ship: 'B1', band: 'short', turnAt: 0, turn: 0 },
      'order/cloaked',
    );
    expectRefused(
      state,
      'B',
      {
        type: 'move_cloaked',
        ship: 'B1',
        band: 'short',
        tokens: [{ token: 'K1', turnAt: 0, turn: 0 }],
      },
      'order/bad_tokens',
    );
  });

  test('"it does not take an Action to drop a Cloak": a decloak out of turn, back to phasers', () => {
    const state = cloaked(1);
    expect(R.pending(state)).toEqual([{ seat: 'A', kind: 'action' }]);
    expect(R.mayAct(state, 'B')).toBe(true);
    const done = play(state, 'B', { type: 'decloak', ship: 'B1' });
    expect(eventsOf(done.events, 'ship_decloaked')[0]).toMatchObject({
      token: 'K2',
      phasers: 3,
      cloak: 1,
      forced: false,
    });
    expect(ship(done.state, 'B1').cloak).toBeNull();
    expect(R.view(done.state, A).ships[1]!.hex).toEqual(ship(state, 'B1').cloak!.tokens[1]!.hex);
    expect(done.state.initiative).toEqual(state.initiative);
    expect(R.pending(done.state)).toEqual([{ seat: 'A', kind: 'action' }]);
    expectRefused(done.state, 'B', { type: 'decloak', ship: 'B1' }, 'order/not_cloaked');
  });

  test('a cloak knocked Offline drops at once', () => {
    const state = cloaked(1);
    ship(state, 'B1').cloak!.scans.push({ token: 'K2', real: true });
    ship(state, 'B1').tracks.shields = 1;
    state.ships[0]!.tracks.phasers = 2;
    const fired = play(
      state,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'systems' },
      rolls(1, 1),
    );
    const placed = play(fired.state, 'B', { type: 'allocate', systems: ['cloak', 'cloak'] });
    expect(eventsOf(placed.events, 'ship_decloaked')[0]).toMatchObject({
      forced: true,
      phasers: 1,
    });
  });

  test('torpedoes cannot find a cloaked ship: the nearest uncloaked ship is hit', () => {
    const state = cloaked(0);
    state.torpedoes.push({ id: 'T1', side: 'A', ship: 'A1', hex: ship(state, 'B1').hex, dice: 1 });
    const done = play(state, 'A', { type: 'detonate', torpedo: 'T1', area: 'weapons' }, rolls(6));
    expect(eventsOf(done.events, 'torpedo_detonated')[0]).toMatchObject({ target: 'A1' });
  });
});
