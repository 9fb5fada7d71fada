import { describe, expect, test } from 'vitest';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import { SCENARIO_IDS } from '../../src/startrek/scenarios.js';
import { battle, eventsOf, expectRefused, game, play, rolls } from './helpers.js';

describe('set-up and catalogue', () => {
  test.each([
    [{ scenario: 'duel' }, true, null],
    [{ scenario: 'rescue', options: { boarding: 'on', scenery: 'off' } }, true, null],
    [{ scenario: 'nope' }, false, 'setup/unknown_scenario'],
    [{ scenario: 'duel', options: { boarding: 'yes' } }, false, 'setup/bad_option'],
    [{ scenario: 'duel', extra: 1 }, false, 'setup/invalid'],
  ])('%j', (input, ok, code) => {
    const parsed = R.parseSetup(input);
    expect(parsed.ok).toBe(ok);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });

  test('labels, seat names, describe()', () => {
    const setup = R.parseSetup({ scenario: 'ambush', options: { scenery: 'on' } });
    if (!setup.ok) throw new Error('bad setup');
    expect(R.setupLabel(setup.value)).toBe('Cloaked Ambush (scenery)');
    expect(R.seatName(setup.value, 'B')).toBe('Klingon Ambushers');
    const d = R.describe();
    expect(d.scenarios.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
    for (const s of d.scenarios)
      expect(s.options.map((o) => [o.id, o.default])).toEqual([
        ['boarding', 'off'],
        ['scenery', 'off'],
        ['torpedo_falloff', 'off'],
        ['crew_damage_control', 'off'],
        ['shared_scans', 'off'],
      ]);
    expect(d.units).toHaveLength(7);
    expect(d.designs).toBe(false);
  });

  test('every scenario starts with turn 1 and a decision owed; the ambush’s raiders start cloaked and hidden', () => {
    for (const id of SCENARIO_IDS) {
      const created = game(id, rolls(1, 1, 3, 4, 6, 6, 6, 6, 6, 6, 6));
      expect(created.state.turn).toBe(1);
      expect(R.pending(created.state).length).toBeGreaterThan(0);
    }
    const { state } = game('ambush', rolls(1, 1, 3, 4, 6, 6, 6, 6, 6, 6, 6));
    expect(state.ships.filter((s) => s.cloak).map((s) => s.cloak!.real)).toEqual(['K3', 'K10']);
    const view = R.view(state, { kind: 'spectator' });
    expect(view.ships.filter((s) => s.cloak).map((s) => [s.hex, s.cloak!.real])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(view.stands.filter((s) => s.kind === 'token')).toHaveLength(12);
  });
});

describe('orders are checked, never thrown', () => {
  const state = battle({
    A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
    B: [{ cls: 'battlecruiser', at: '1509', heading: 4 }],
  });

  test.each([
    ['A', { type: 'warp' }, 'order/malformed'],
    ['C', { type: 'pass' }, 'order/not_a_side'],
    ['B', { type: 'pass' }, 'order/not_pending'],
    ['A', { type: 'allocate', systems: [] }, 'order/wrong_kind'],
    ['A', { type: 'move', ship: 'B1', band: 'short', turnAt: 0, turn: 0 }, 'order/not_your_ship'],
    ['A', { type: 'move', ship: 'X', band: 'short', turnAt: 0, turn: 0 }, 'order/unknown_ship'],
    ['A', { type: 'move', ship: 'A1', band: 'long', turnAt: 0, turn: 0 }, 'order/band_too_long'],
    ['A', { type: 'move', ship: 'A1', band: 'short', turnAt: 0, turn: 2 }, 'order/bad_turn'],
    ['A', { type: 'move', ship: 'A1', band: 'short', turnAt: 4, turn: 1 }, 'order/bad_turn'],
    ['A', { type: 'cloak', ship: 'A1' }, 'order/no_cloak'],
    ['A', { type: 'decloak', ship: 'A1' }, 'order/not_cloaked'],
    ['A', { type: 'board', ship: 'A1', target: 'B1' }, 'order/option_off'],
    ['A', { type: 'detonate', torpedo: 'T9', area: 'weapons' }, 'order/unknown_torpedo'],
    ['A', { type: 'pass', drop: 2 }, 'order/bad_drop'],
  ])('%s %j → %s', (seat, order, code) => expectRefused(state, seat, order, code));

  test('a move may not leave the map', () => {
    const edge = battle({
      A: [{ cls: 'heavy_cruiser', at: '0103', heading: 0 }],
      B: [{ cls: 'battlecruiser', at: '2009', heading: 4 }],
    });
    const move = { type: 'move', ship: 'A1', band: 'short', turnAt: 0, turn: 0 };
    expectRefused(edge, 'A', move, 'order/off_map');
    expect(R.check(edge, 'A', { ...move, turn: 1, turnAt: 0 }).ok).toBe(true);
  });

  test('a stand may not end on an asteroid (scenery option)', () => {
    const rocks = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 2 }],
        B: [{ cls: 'battlecruiser', at: '2009', heading: 4 }],
      },
      { scenery: true },
    );
    rocks.map.asteroids = [{ ...rocks.ships[0]!.hex, q: rocks.ships[0]!.hex.q + 3 }];
    expectRefused(
      rocks,
      'A',
      { type: 'move', ship: 'A1', band: 'short', turnAt: 0, turn: 0 },
      'order/asteroid',
    );
  });

  test('a finished game refuses everything; concede ends it at any time', () => {
    const conceded = play(state, 'B', { type: 'concede' });
    expect(conceded.state.result).toMatchObject({ winners: ['A'], reason: 'concession' });
    expectRefused(conceded.state, 'A', { type: 'pass' }, 'order/game_over');
    expect(R.mayAct(conceded.state, 'A')).toBe(false);
    expect(R.legalOrders(conceded.state, 'A')).toEqual([]);
  });

  test('every listed order passes check; concede is last', () => {
    for (const seat of ['A', 'B']) {
      const orders = R.legalOrders(state, seat);
      expect(orders.at(-1)).toEqual({ type: 'concede' });
      for (const order of orders) expect(R.check(state, seat, order).ok).toBe(true);
    }
    expect(R.legalOrders(state, 'B')).toEqual([{ type: 'concede' }]);
  });
});

describe('timeouts', () => {
  test('a missing action is a pass that removes the lowest die', () => {
    const state = battle({
      A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
      B: [{ cls: 'battlecruiser', at: '1509', heading: 4 }],
    });
    const done = R.timeout(state, 'A', rolls());
    expect(eventsOf(done.events, 'action_taken')[0]).toMatchObject({
      order: { type: 'pass' },
      timeout: true,
    });
    expect(done.state.initiative.A).toEqual([6, 5]);
    expect(R.timeout(done.state, 'B', rolls()).state).toEqual(done.state);
  });

  test('a missing choice of sub-systems is rolled: one face per sub-system that may take the hit', () => {
    const state = battle({
      A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
      B: [{ cls: 'battlecruiser', at: '0709', heading: 4, tracks: { shields: 1, phasers: 2 } }],
    });
    const fired = play(
      state,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' },
      rolls(1, 1, 6, 6, 6, 6),
    );
    // Six hits, all spilling: a d2 while phasers (2) and torpedoes (6) can both take one.
    const done = R.timeout(fired.state, 'B', rolls(1));
    const hit = eventsOf(done.events, 'systems_hit')[0]!;
    expect(hit.systems).toEqual([
      'phasers',
      'torpedoes',
      'torpedoes',
      'torpedoes',
      'torpedoes',
      'torpedoes',
    ]);
    expect(hit.dice!.map((d) => d.sides)).toEqual([2]);
    expect(done.state.ships[1]!.tracks).toMatchObject({ phasers: 1, torpedoes: 1 });
  });
});
