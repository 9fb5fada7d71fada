import { describe, expect, test } from 'vitest';
import type { DiceSource } from '../../../src/core/dice-source.js';
import { verifiableDice } from '../../../src/dice/verifiable.js';
import { legalOrders } from '../../../src/starfire/legal-orders.js';
import { replay } from '../../../src/starfire/replay.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import type { StarfireEvent } from '../../../src/starfire/events.js';
import { RULESETS } from '../../../src/rulesets.js';
import { at, eventsOf, expectRefused, play, rolls } from './helpers.js';

function create(setup: unknown, dice: DiceSource = rolls()): StarfireState {
  const parsed = R.parseSetup(setup);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const created = R.create(parsed.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

describe('a game from creation (Ruleset contract)', () => {
  test('the registry holds the Starfire ruleset', () => {
    expect(RULESETS.starfire).toBe(R);
    expect(R.id).toBe('starfire');
  });

  test('deployment follows the scenario, then turn 1 opens with initiative', () => {
    let s = create({ scenario: 'patrol' });
    expect(R.pending(s)).toEqual([{ seat: 'A', kind: 'deploy' }]);
    expectRefused(
      s,
      'B',
      { type: 'deploy', unit: 'B1', hex: at('0505'), facing: 'A' },
      'order/not_your_turn',
    );
    s = play(s, 'A', { type: 'deploy', unit: 'A1', hex: at('0505'), facing: 'A' }).state;
    expect(R.pending(s)).toEqual([{ seat: 'B', kind: 'deploy' }]);
    expectRefused(
      s,
      'B',
      { type: 'deploy', unit: 'B1', hex: at('0606'), facing: 'A' },
      'deploy/wrong_distance',
    );
    const legal = legalOrders(s, 'B');
    expect(legal.length).toBeGreaterThan(0);
    const first = legal[0];
    if (!first) throw new Error('no placement');
    const { state, events } = play(s, 'B', first, rolls(9, 2));
    expect(state.turn).toBe(1);
    expect(state.initiative).toEqual(['A', 'B']);
    expect(eventsOf(events, 'initiative_decided')[0]).toMatchObject({
      turn: 1,
      order: ['A', 'B'],
      by: 'roll',
    });
    expect(R.pending(state)).toEqual([{ seat: 'B', kind: 'declare' }]);
  });

  test('warp point assault: A places the warp point, then B writes a hidden transit order before A places', () => {
    let s = create({ scenario: 'warp_assault' });
    expect(R.pending(s)).toEqual([{ seat: 'A', kind: 'place_warp_point' }]);
    s = play(s, 'A', { type: 'place_warp_point', hex: at('2118') }).state;
    expect(s.setup.scenario.terrain.warpPoints).toEqual([at('2118')]);
    expect(R.pending(s)).toEqual([{ seat: 'B', kind: 'transit_order' }]);
    expectRefused(s, 'B', { type: 'transit_order', units: ['B1'] }, 'order/bad_transit_order');
    const units = ['B8', 'B7', 'B6', 'B5', 'B4', 'B3', 'B2', 'B1'];
    const { state, events } = play(s, 'B', { type: 'transit_order', units });
    s = state;
    const written = eventsOf(events, 'transit_order_written')[0];
    if (!written) throw new Error('no event');
    expect(written.units).toEqual(units);
    expect(R.viewEvent(written, { kind: 'seat', seat: 'A' })).toMatchObject({ units: null });
    expect(R.viewEvent(written, { kind: 'spectator' })).toMatchObject({ units: null });
    expect(R.viewEvent(written, { kind: 'seat', seat: 'B' })).toMatchObject({ units });
    expect(R.view(s, { kind: 'seat', seat: 'A' }).transitOrders).toEqual({});
    expect(R.view(s, { kind: 'spectator' }).transitOrders).toEqual({});
    expect(R.view(s, { kind: 'seat', seat: 'B' }).transitOrders).toEqual({ B: units });
    const over = play(s, 'A', { type: 'concede' }).state;
    expect(R.view(over, { kind: 'spectator' }).transitOrders).toEqual({ B: units });
    expect(R.pending(s)).toEqual([{ seat: 'A', kind: 'deploy' }]);
  });

  test('apply never changes its input state', () => {
    const s = create({ scenario: 'patrol' });
    const before = JSON.stringify(s);
    play(s, 'A', { type: 'deploy', unit: 'A1', hex: at('0505'), facing: 'A' });
    expect(JSON.stringify(s)).toBe(before);
  });

  test('the state is plain JSON and its hash is stable', () => {
    const s = create({ scenario: 'task_groups' });
    const copy = JSON.parse(JSON.stringify(s)) as StarfireState;
    expect(R.hash(copy)).toBe(R.hash(s));
    expect(R.hash(s)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('replay(setup, seed, orders)', () => {
  test('reproduces the same state and events, every time', () => {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => i);
    const setup = { scenario: 'patrol', turnLimit: 3 };
    let s = create(setup, verifiableDice(seed));
    const orders: { seat: string; order: unknown }[] = [];
    const events = [];
    for (let i = 0; i < 400 && !R.result(s); i += 1) {
      const seat = R.pending(s)[0]?.seat ?? 'A';
      const options = R.legalOrders(s, seat);
      const order = options[(i * 7) % options.length];
      if (!order) break;
      orders.push({ seat, order });
      const applied = play(s, seat as 'A', order, verifiableDice(seed));
      s = applied.state;
      events.push(...applied.events);
    }
    const again = replay(setup, seed, orders);
    if (!again.ok) throw new Error(again.error.message);
    expect(R.hash(again.value.state)).toBe(R.hash(s));
    const twice = replay(setup, seed, orders);
    expect(twice.ok && JSON.stringify(twice.value.events)).toBe(JSON.stringify(again.value.events));
  });

  test('an illegal order stops the replay with its index in the path', () => {
    const result = replay({ scenario: 'patrol' }, new Uint8Array(32), [
      { seat: 'B', order: { type: 'concede', extra: 1 } },
    ]);
    expect(result.ok ? null : result.error).toMatchObject({ code: 'order/malformed', path: [0] });
  });
});

describe('announced status changes are public (Starfire rulings, Announced status changes)', () => {
  test.each([
    ['Hard Turn', { type: 'declared', unit: 'A1', declaration: 'hard_turn', mp: 2 }],
    [
      'Engine Modulation',
      { type: 'declared', unit: 'A1', declaration: 'engine_modulation', mp: 4 },
    ],
    [
      'warp point transit',
      {
        type: 'unit_transited',
        unit: 'B1',
        warpPoint: 0,
        hex: { q: 21, r: 6 },
        facing: 'A',
        mpLeft: 1,
      },
    ],
    ['warp point exit', { type: 'unit_exited', unit: 'B1', warpPoint: 0 }],
    ['sheltering', { type: 'sheltered', side: 'A', units: ['A1'] }],
  ] as [string, StarfireEvent][])(
    '%s is shown to the other side and to spectators as it is',
    (_name, event) => {
      expect(R.viewEvent(event, { kind: 'spectator' })).toEqual(event);
      expect(R.viewEvent(event, { kind: 'seat', seat: 'B' })).toEqual(event);
    },
  );
});
