import { describe, expect, test } from 'vitest';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { perft } from '../../src/core/perft.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { SCENARIO_IDS } from '../../src/scl/scenarios.js';
import { HOUSE_RULES } from '../../src/scl/house-rules.js';
import { OPTIONAL_RULES } from '../../src/scl/state.js';
import { expectRefused, fire, play, position, rolls, setupOf } from './helpers.js';

describe('set-up and catalogue', () => {
  test.each([
    [{ scenario: 'breakout' }, true, null],
    [{ scenario: 'breakout', options: { movement: 'vector', command_control: 'on' } }, true, null],
    [{ scenario: 'nope' }, false, 'setup/unknown_scenario'],
    [{ scenario: 'breakout', options: { movement: 'warp' } }, false, 'setup/bad_option'],
    [{ scenario: 'breakout', options: { long_range: 'yes' } }, false, 'setup/bad_option'],
    [{ scenario: 'breakout', extra: 1 }, false, 'setup/invalid'],
  ])('%j', (input, ok, code) => {
    const parsed = R.parseSetup(input);
    expect(parsed.ok).toBe(ok);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });

  test('labels, seat names, defaults', () => {
    const setup = setupOf('breakout');
    expect(setup.movement).toBe('standard');
    expect(Object.values(setup.rules).every((on) => !on)).toBe(true);
    expect(R.setupLabel(setup)).toBe('Breakout (standard movement)');
    expect(R.setupLabel(setupOf('carrier_strike', 'naval', { long_range: true }))).toBe(
      'Carrier Strike (quasi-naval movement, long range)',
    );
    expect([R.seatName(setup, 'A'), R.seatName(setup, 'B')]).toEqual(['Picket', 'Kafer Breakout']);
  });

  test('describe(): every scenario, the movement system, every optional and house rule, off by default', () => {
    const d = R.describe();
    expect(d.scenarios.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
    for (const s of d.scenarios) {
      expect(s.options.map((o) => [o.id, o.default])).toEqual([
        ['movement', 'standard'],
        ...OPTIONAL_RULES.map((id) => [id, 'off']),
        ...HOUSE_RULES.map((id) => [id, 'off']),
      ]);
      expect(s.victory).toMatch(/Points/);
    }
    expect(d.units.map((u) => u.kind)).toContain('bismarck');
    expect(d.designs).toBe(false);
  });
});

describe('contract', () => {
  const start = () => {
    const created = R.create(setupOf('bismarck_at_bay'), rolls());
    if (!created.ok) throw new Error(created.error.message);
    return created.value.state;
  };

  test('turn 1 opens with both sides owing a prepare order at once', () => {
    const state = start();
    expect(R.turn(state)).toBe(1);
    expect(R.pending(state)).toEqual([
      { seat: 'A', kind: 'prepare' },
      { seat: 'B', kind: 'prepare' },
    ]);
    expect(R.rollCount(state)).toBe(0);
  });

  test('a concession is accepted at any time, also from a seat that owes nothing', () => {
    let state = start();
    state = play(state, 'A', { type: 'prepare' }).state;
    expect(R.mayAct(state, 'A')).toBe(true);
    expectRefused(state, 'A', { type: 'prepare' }, 'order/not_pending');
    const { state: over } = play(state, 'A', { type: 'concede' });
    expect(over.result).toMatchObject({
      winners: ['B'],
      reason: 'concession',
      score: { A: 0, B: 0 },
    });
    expect(R.pending(over)).toEqual([]);
    expect(R.mayAct(over, 'B')).toBe(false);
    expectRefused(over, 'B', { type: 'concede' }, 'order/game_over');
  });

  test('orders are checked, never thrown', () => {
    const state = start();
    expectRefused(state, 'A', { type: 'nope' }, 'order/malformed');
    expectRefused(state, 'C', { type: 'prepare' }, 'order/not_a_side');
    expectRefused(state, 'A', fire(), 'order/wrong_kind');
    expectRefused(state, 'A', { type: 'prepare', fullStop: ['B1'] }, 'order/unknown_unit');
    expectRefused(
      state,
      'A',
      { type: 'prepare', launches: [{ ship: 'A1', craft: 'missile', facing: 0, count: 3 }] },
      'order/bad_launch',
    );
    expectRefused(
      state,
      'A',
      { type: 'prepare', repairs: [{ ship: 'A1', system: 'hull' }] },
      'order/bad_repair',
    );
    const shots = position('bismarck_at_bay', [
      { id: 'A1', at: '1010', facing: 2 },
      { id: 'B1', at: '1310', facing: 5 },
    ]);
    expectRefused(
      shots,
      'A',
      fire({ beams: [{ unit: 'A1', battery: 3, target: 'B1' }] }),
      'order/not_in_arc',
    );
    expectRefused(
      shots,
      'A',
      fire({ beams: [{ unit: 'A1', battery: 9, target: 'B1' }] }),
      'order/bad_battery',
    );
    expectRefused(
      shots,
      'A',
      fire({ beams: [{ unit: 'A1', battery: 0, target: 'A1' }] }),
      'order/invalid_target',
    );
  });

  test('timeouts: a missing prepare is nothing, a missing move holds course, missing fire holds fire', () => {
    let state = start();
    const dice = verifiableDice(new Uint8Array(32));
    state = R.timeout(state, 'A', dice).state;
    state = R.timeout(state, 'B', dice).state;
    expect(R.pending(state)[0]?.kind).toBe('move');
    const before = structuredClone(state.units);
    while (R.pending(state)[0]?.kind === 'move')
      state = R.timeout(state, R.pending(state)[0]!.seat, dice).state;
    expect(state.units.map((u) => u.hex)).toEqual(before.map((u) => u.hex));
    expect(R.turn(state)).toBe(2);
    expect(R.timeout(state, 'C', dice).events).toEqual([]);
  });

  test('vector timeouts drift on at the current speed', () => {
    const state = position('bismarck_at_bay', [{ id: 'A1', at: '1010', facing: 2, speed: 2 }], {
      movement: 'vector',
      stage: { phase: 'move', batches: [{ seat: 'A', units: ['A1'], squadron: null }], index: 0 },
    });
    const after = R.timeout(state, 'A', rolls()).state;
    const moved = after.units.find((u) => u.id === 'A1')!;
    expect([moved.hex.q - 9, moved.speed]).toEqual([2, 2]);
  });

  test('apply never changes its input', () => {
    const state = start();
    const copy = structuredClone(state);
    play(state, 'A', { type: 'prepare' });
    expect(state).toEqual(copy);
  });

  test('perft from the start: prepare orders are counted without concessions', () => {
    const state = start();
    const dice = verifiableDice(new Uint8Array(32));
    expect(perft(R, state, 1, dice)).toBe(R.legalOrders(state, 'A').length - 1);
    expect(perft(R, state, 2, dice)).toBeGreaterThan(perft(R, state, 1, dice));
  });
});
