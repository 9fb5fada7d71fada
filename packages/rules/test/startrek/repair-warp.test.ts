import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../src/core/ruleset.js';
import { initialState } from '../../src/startrek/create.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import { battle, eventsOf, expectRefused, play, rolls, ship } from './helpers.js';

const B: Viewer = { kind: 'seat', seat: 'B' };

/** A1 (shields 3) and B1 (life support 4, cloak 1); A's last die; then damage control. */
function beforeRepair() {
  const state = battle(
    {
      A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1, tracks: { shields: 3 } }],
      B: [{ cls: 'battlecruiser', at: '1509', heading: 4, tracks: { lifeSupport: 4 } }],
    },
    { initiative: { A: [1], B: [] } },
  );
  // A1 rolls six dice (Life Support 6) needing 3 (Federation crew); B1 four needing 4.
  return play(state, 'A', { type: 'pass' }, rolls(3, 3, 1, 1, 1, 1, 4, 1, 1, 1));
}

describe('Damage Control', () => {
  test('"For each ship they roll a number of d6 equal to their current Life Support value. Each die that comes up equal to or great than this value is a success" — against Crew Quality (ruling)', () => {
    const { state, events } = beforeRepair();
    expect(eventsOf(events, 'repair_rolled').map((e) => e.ships[0])).toMatchObject([
      { ship: 'A1', needed: 3, successes: 2 },
      { ship: 'B1', needed: 4, successes: 1 },
    ]);
    expect(R.pending(state)).toEqual([
      { seat: 'A', kind: 'repair', detail: { successes: { A1: 2 } } },
      { seat: 'B', kind: 'repair', detail: { successes: { B1: 1 } } },
    ]);
  });

  test('"They may then reduce any track to boost any other track by a like amount, but no more energy then their total successes"; never torpedoes', () => {
    const { state } = beforeRepair();
    const move = (from: string, to: string, points: number) => ({
      type: 'repair',
      transfers: [{ ship: 'A1', from, to, points }],
    });
    expectRefused(state, 'A', move('transporters', 'shields', 3), 'order/too_many_points');
    // "The Torpedo track may not be reduced nor increased by this method: torpedoes are a finite resource."
    expectRefused(state, 'A', move('torpedoes', 'shields', 1), 'order/bad_transfer');
    expectRefused(state, 'A', move('shields', 'torpedoes', 1), 'order/bad_transfer');
    expectRefused(state, 'A', move('shields', 'engines', 1), 'order/bad_transfer'); // above 6
    expectRefused(state, 'A', move('transporters', 'cloak', 1), 'order/bad_transfer'); // no device
    const a = play(state, 'A', move('transporters', 'shields', 2));
    // Handed in secretly, like a tied action.
    expect(R.viewEvent(eventsOf(a.events, 'repair_submitted')[0]!, B)).toEqual({
      type: 'repair_submitted',
      seat: 'A',
    });
    expect(R.view(a.state, B).stage).toMatchObject({ submitted: [{ seat: 'A', content: null }] });
    // "During the Damage Control phase, the Cloak track can be reduced or increased just like any other track."
    const b = play(
      a.state,
      'B',
      { type: 'repair', transfers: [{ ship: 'B1', from: 'engines', to: 'cloak', points: 1 }] },
      rolls(1, 1, 1, 2, 2, 2, 2),
    );
    expect(eventsOf(b.events, 'repairs_revealed')[0]!.repairs.map((r) => r.void)).toEqual([
      false,
      false,
    ]);
    expect(ship(b.state, 'A1').tracks).toMatchObject({ shields: 5, transporters: 4 });
    expect(ship(b.state, 'B1').tracks).toMatchObject({ engines: 5, cloak: 2 });
    expect(b.state.turn).toBe(2);
  });

  test('a timeout moves nothing', () => {
    const { state } = beforeRepair();
    const a = R.timeout(state, 'A', rolls());
    expect(eventsOf(a.events, 'repair_submitted')[0]).toMatchObject({
      transfers: [],
      timeout: true,
    });
  });
});

describe('Warp', () => {
  const sides = {
    A: [{ cls: 'heavy_cruiser' as const, at: '0409', heading: 1 }],
    B: [
      { cls: 'battlecruiser' as const, at: '1509', heading: 4 },
      { cls: 'escort' as const, at: '1512', heading: 4 },
    ],
  };

  test('"the opposing player immediately scores half the Victory Point value of the ship", rounded up', () => {
    const state = battle(sides, { initiative: { A: [1, 1, 1], B: [6, 5, 4, 3] } });
    const escort = play(state, 'B', { type: 'warp', ship: 'B2' });
    expect(eventsOf(escort.events, 'ship_warped')).toEqual([
      { type: 'ship_warped', ship: 'B2', points: 3, to: 'A' },
    ]);
    expect(escort.state.score).toEqual({ A: 3, B: 0 });
    expect(escort.state.result).toBeNull();
    const last = play(escort.state, 'B', { type: 'warp', ship: 'B1' });
    expect(last.state.result).toMatchObject({
      winners: ['A'],
      level: 'decisive',
      reason: 'victory',
      score: { A: 8, B: 0 },
    });
  });

  test('warp needs engines; the rescue’s freighters cannot warp', () => {
    const state = battle(
      { ...sides, B: [{ ...sides.B[0]!, tracks: { engines: 1 } }] },
      { initiative: { A: [1], B: [6] } },
    );
    expectRefused(state, 'B', { type: 'warp', ship: 'B1' }, 'order/offline');
    const rescue = battle(
      { A: [{ cls: 'freighter', at: '1007', heading: 0 }], B: sides.B },
      { initiative: { A: [6], B: [1] }, scenario: 'rescue' },
    );
    expectRefused(rescue, 'A', { type: 'warp', ship: 'A1' }, 'order/no_warp');
  });

  test('"On turn 3 reinforcements drop out of warp": the rescue’s cruiser arrives on turn 4', () => {
    const state = initialState({ scenario: 'rescue', boarding: false, scenery: false });
    state.turn = 3;
    for (const s of state.ships) s.tracks.lifeSupport = 1; // no damage control dice
    state.initiative = { A: [1], B: [] };
    state.stage = { phase: 'action', seats: ['A'], submitted: [] };
    expect(ship(state, 'A4').status).toBe('reserve');
    const next = play(state, 'A', { type: 'pass' }, rolls(1, 1, 1, 1, 1, 1, 1));
    expect(eventsOf(next.events, 'ship_arrived').map((e) => e.ship)).toEqual(['A4']);
    expect(next.state.turn).toBe(4);
    expect(ship(next.state, 'A4').status).toBe('active');
  });
});
