import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import type { Viewer } from '../../src/core/ruleset.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import { SCENARIO_IDS } from '../../src/onepage/scenarios.js';
import {
  HOLD_PLOT,
  battle,
  eventsOf,
  expectRefused,
  game,
  play,
  plot,
  rolls,
  ship,
} from './helpers.js';

const A: Viewer = { kind: 'seat', seat: 'A' };
const B: Viewer = { kind: 'seat', seat: 'B' };
const SPECTATOR: Viewer = { kind: 'spectator' };

describe('set-up and catalogue', () => {
  test.each([
    [{ scenario: 'duel' }, true, null],
    [{ scenario: 'convoy', options: { movement: 'initiative' } }, true, null],
    [{ scenario: 'nope' }, false, 'setup/unknown_scenario'],
    [{ scenario: 'duel', options: { movement: 'fast' } }, false, 'setup/bad_option'],
    [{ scenario: 'duel', extra: 1 }, false, 'setup/invalid'],
    ['duel', false, 'setup/invalid'],
  ])('%j', (input, ok, code) => {
    const parsed = R.parseSetup(input);
    expect(parsed.ok).toBe(ok);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });

  test('labels, seat names and the movement default', () => {
    const setup = R.parseSetup({ scenario: 'duel' });
    const convoy = R.parseSetup({ scenario: 'convoy', options: { movement: 'initiative' } });
    if (!setup.ok || !convoy.ok) throw new Error('bad setup');
    expect(setup.value.movement).toBe('written');
    expect(R.setupLabel(setup.value)).toBe('Duel (written movement)');
    expect(R.setupLabel(convoy.value)).toBe('Convoy (initiative movement)');
    expect([
      R.seatName(setup.value, 'A'),
      R.seatName(convoy.value, 'A'),
      R.seatName(convoy.value, 'B'),
    ]).toEqual(['Side A', 'Convoy', 'Raiders']);
  });

  test('describe(): three scenarios with the movement option, seven designs with summaries, no design editing', () => {
    const d = R.describe();
    expect(d.scenarios.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
    for (const s of d.scenarios)
      expect(s.options.map((o) => [o.id, o.default])).toEqual([['movement', 'written']]);
    expect(d.scenarios[1]?.seats[0]?.forces).toEqual([
      { unit: 'freighter', count: 3 },
      { unit: 'frigate', count: 1 },
    ]);
    expect(d.units).toHaveLength(7);
    expect(d.units[2]).toEqual({
      kind: 'light_cruiser',
      name: 'Light Cruiser',
      summary: 'Hull 10, 2 guns, 2 missiles (1 launcher), MP 2',
    });
    expect(d.designs).toBe(false);
  });

  test('every scenario deploys each ship on the map, off any body', () => {
    for (const id of SCENARIO_IDS) {
      const { state } = game(id);
      for (const s of state.ships)
        expect(state.map.bodies.some((b) => b.hex.q === s.hex.q && b.hex.r === s.hex.r)).toBe(
          false,
        );
      expect(state.turn).toBe(1);
    }
  });
});

describe('orders are checked, never thrown', () => {
  const { state } = game('duel');
  test.each([
    ['not an order', { type: 'warp' }, 'A', 'order/malformed'],
    ['a stranger', HOLD_PLOT, 'C', 'order/not_a_side'],
    ['fire while plots are owed', { type: 'fire', shots: [] }, 'A', 'order/wrong_kind'],
    ['a move in written movement', plot({}, [], 'move'), 'A', 'order/wrong_kind'],
    ['an unknown ship', plot({ Z9: [0] }), 'A', 'order/unknown_ship'],
    ['the enemy’s ship', plot({ B1: [0] }), 'A', 'order/not_your_ship'],
    [
      'a ship twice',
      {
        type: 'plot',
        moves: [
          { ship: 'A1', path: [] },
          { ship: 'A1', path: [] },
        ],
        launches: [],
      },
      'A',
      'order/duplicate_ship',
    ],
    ['a direction 6', plot({ A1: [6] }), 'A', 'order/malformed'],
  ])('%s', (_name, order, seat, code) => expectRefused(state, seat, order, code));

  // "Damage": a ship whose hull is gone is destroyed and out of play. The refusal points at the
  // entry of the order that names it, so a client can show which ship held the plot up.
  test.each([
    ['its path', plot({ A2: [0], A1: [0] }), ['moves', 1, 'ship']],
    ['its launch', plot({}, [['A1', 'B1']]), ['launches', 0, 'ship']],
  ])('a destroyed ship’s orders (%s): order/ship_not_in_play at that entry', (_n, order, path) => {
    const lost = battle({
      A: [
        { design: 'heavy_cruiser', at: '0407', status: 'destroyed' },
        { design: 'destroyer', at: '0409' },
      ],
      B: [{ design: 'heavy_cruiser', at: '1710' }],
    });
    const checked = R.check(lost, 'A', order);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.error).toEqual({
        code: 'order/ship_not_in_play',
        message: 'A1 is destroyed.',
        path,
      });
  });

  test('a seat that has handed in its plot owes nothing (order/not_pending) but may still concede', () => {
    const s = play(state, 'A', HOLD_PLOT).state;
    expect(R.mayAct(s, 'A')).toBe(true);
    expectRefused(s, 'A', HOLD_PLOT, 'order/not_pending');
    const { state: over, events } = play(s, 'A', { type: 'concede' });
    expect(eventsOf(events, 'side_conceded')).toEqual([{ type: 'side_conceded', seat: 'A' }]);
    expect(over.result).toMatchObject({ winners: ['B'], reason: 'concession', level: 'decisive' });
    expect(R.pending(over)).toEqual([]);
    expect(R.mayAct(over, 'B')).toBe(false);
    expectRefused(over, 'B', { type: 'concede' }, 'order/game_over');
  });

  test('apply never changes its input', () => {
    const before = canonicalJson(state);
    play(play(state, 'A', plot({ A2: [2, 2] })).state, 'B', HOLD_PLOT);
    expect(canonicalJson(state)).toBe(before);
  });

  test('every order legalOrders lists passes check; concede comes last', () => {
    for (const seat of ['A', 'B']) {
      const listed = R.legalOrders(state, seat);
      expect(listed.at(-1)).toEqual({ type: 'concede' });
      expect(listed.length).toBeGreaterThan(10);
      for (const order of listed) expect(R.check(state, seat, order).ok).toBe(true);
    }
  });
});

describe('secrecy: "Movement may be written down" — a plot stays hidden until all are in', () => {
  const { state } = game('duel');
  const secret = plot({ A2: [2, 2, 2] }, [['A1', 'B1']]);
  const { state: afterA, events } = play(state, 'A', secret);
  const submitted = eventsOf(events, 'plot_submitted')[0]!;

  test('the plotting seat sees its plot; the other seat and spectators see only that it was handed in', () => {
    expect(R.viewEvent(submitted, A)).toEqual(submitted);
    expect(submitted.plot?.moves).toEqual(secret.moves);
    expect(R.viewEvent(submitted, B)).toEqual({ type: 'plot_submitted', seat: 'A' });
    expect(R.viewEvent(submitted, SPECTATOR)).toEqual({ type: 'plot_submitted', seat: 'A' });
  });

  test('view() hides the content from others; nothing has moved yet', () => {
    for (const viewer of [B, SPECTATOR]) {
      const text = JSON.stringify(R.view(afterA, viewer));
      expect(text).not.toContain('"launches":[{');
      expect(R.view(afterA, viewer).stage).toEqual({
        phase: 'plot',
        submitted: [{ seat: 'A', content: null, timeout: false }],
      });
    }
    expect(R.view(afterA, A).stage).toEqual(afterA.stage);
    expect(ship(afterA, 'A2').hex).toEqual(ship(state, 'A2').hex);
  });

  test('the last plot reveals every plot at once, publicly', () => {
    const { events: last } = play(afterA, 'B', HOLD_PLOT);
    const revealed = eventsOf(last, 'plots_revealed')[0]!;
    expect(R.viewEvent(revealed, SPECTATOR)).toEqual(revealed);
    expect(revealed.plots.map((p) => [p.seat, p.plot.launches.length])).toEqual([
      ['A', 1],
      ['B', 0],
    ]);
  });

  test('fire is secret the same way', () => {
    let s = battle({
      A: [{ design: 'frigate', at: '0505' }],
      B: [{ design: 'frigate', at: '0506' }],
    });
    s = play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT).state;
    const fired = play(s, 'A', { type: 'fire', shots: [{ ship: 'A1', target: 'B1' }] });
    const event = eventsOf(fired.events, 'fire_submitted')[0]!;
    expect(R.viewEvent(event, B)).toEqual({ type: 'fire_submitted', seat: 'A' });
    expect(R.view(fired.state, SPECTATOR).stage).toMatchObject({
      submitted: [{ seat: 'A', content: null }],
    });
  });
});

describe('timeouts never dead-end the game', () => {
  test('a missing plot holds every ship and launches nothing', () => {
    const { state } = game('duel');
    const a = play(state, 'A', plot({ A2: [2] })).state;
    const { state: after, events } = R.timeout(a, 'B', rolls());
    expect(eventsOf(events, 'plots_revealed')[0]?.plots[1]).toEqual({
      seat: 'B',
      plot: { moves: [], launches: [] },
      timeout: true,
    });
    expect(after.ships.filter((s) => s.side === 'B').map((s) => s.hex)).toEqual(
      state.ships.filter((s) => s.side === 'B').map((s) => s.hex),
    );
    expect(R.pending(after).length).toBe(2);
  });

  test('a missing initiative move holds; missing fire holds fire; a seat owing nothing is left alone', () => {
    const { state } = game('duel', 'initiative', rolls(2, 5));
    const moved = R.timeout(state, 'A', rolls());
    expect(eventsOf(moved.events, 'move_made')[0]).toMatchObject({ seat: 'A', timeout: true });
    expect(R.timeout(moved.state, 'A', rolls())).toEqual({ state: moved.state, events: [] });
    let s = battle({
      A: [{ design: 'frigate', at: '0505' }],
      B: [{ design: 'frigate', at: '0506' }],
    });
    s = play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT).state;
    s = play(s, 'A', { type: 'fire', shots: [{ ship: 'A1', target: 'B1' }] }).state;
    const { state: after, events } = R.timeout(s, 'B', rolls(1));
    expect(eventsOf(events, 'fire_revealed')[0]?.fires[1]).toEqual({
      seat: 'B',
      shots: [],
      timeout: true,
    });
    expect(after.turn).toBe(2);
  });
});

describe('results', () => {
  test('at the turn limit the side with more points wins a marginal victory', () => {
    let s = battle(
      { A: [{ design: 'frigate', at: '0505' }], B: [{ design: 'frigate', at: '1515', hits: 2 }] },
      { turnLimit: 1 },
    );
    s.score.A = 2;
    s = play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT).state;
    expect(s.result).toMatchObject({
      winners: ['A'],
      level: 'marginal',
      reason: 'turn_limit',
      score: { A: 2, B: 0 },
    });
  });

  test('convoy: two escaped freighters win it for the Convoy', () => {
    const { state } = game('convoy');
    const s = structuredClone(state);
    s.ships[0]!.status = 'escaped';
    s.ships[1]!.status = 'escaped';
    s.ships[2]!.status = 'destroyed';
    const { state: over } = play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT);
    expect(over.result).toMatchObject({ winners: ['A'], level: 'marginal', reason: 'victory' });
  });

  test('rollCount and turn follow the state', () => {
    const { state } = game('raider_hunt', 'initiative', rolls(3, 3, 1, 2));
    expect(R.rollCount(state)).toBe(4);
    expect(R.turn(state)).toBe(1);
    expect(R.hash(state)).toMatch(/^[0-9a-f]{64}$/);
  });
});
