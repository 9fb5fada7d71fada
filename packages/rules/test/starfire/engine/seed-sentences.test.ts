import { describe, expect, test } from 'vitest';
import { formatLabel } from '../../../src/hex/label.js';
import { fireOptions } from '../../../src/starfire/fire-options.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { at, battle, eventsOf, expectRefused, play, rolls, unit } from './helpers.js';

/**
 * Seed sentences and rulings that no other file pins down on its own, each with a small position
 * and scripted dice. The test names quote the sentence; docs/rules-reference.md maps to them.
 */

const SLOW_CT = 'S(I)LQ';
const FAST_CT = 'SSAAZ(I)R(I)LQ(I)';

describe('warp points and terrain never get in the way (seed)', () => {
  test('seed: ships "may move through the hex normally if they choose not to transit the warp point"', () => {
    let s = battle(
      { A1: { hex: '1012', facing: 'A' }, B1: { hex: '4030', facing: 'A' } },
      {
        designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } },
        warpPoints: ['1011'],
        phase: 'movement',
        initiative: ['B', 'A'],
      },
    );
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }).state;
    expect(unit(s, 'A1')).toMatchObject({ status: 'on_map', transited: false });
    expect(formatLabel(unit(s, 'A1').hex ?? at('0101'))).toBe('1010');
  });

  test('seed: "Warp points do not block or interfere with fire passing through their hex"; "Planets and moons do not block fire in any other instance"', () => {
    const s = battle(
      { A1: { hex: '1010', facing: 'D' }, B1: { hex: '1013', facing: 'A' } },
      {
        designs: { A: { CT: SLOW_CT }, B: { CT: SLOW_CT } },
        planets: ['1011'],
        moons: ['1012'],
        warpPoints: ['1012'],
        phase: 'combat',
      },
    );
    const laser = fireOptions(s, 'A1').weapons.find((w) => w.weapon === 'L');
    expect(laser?.targets).toEqual([
      { target: 'B1', range: 3, toHitRange: 3, toHit: 7, damage: 1, interceptable: false },
    ]);
  });
});

describe('to-hit rolls (seed: "If the number is equal to or less than the number To-Hit, then the target has been hit"; Starfire rulings, Dice: no natural-10 or natural-1 rule)', () => {
  const laserDuel = (): StarfireState =>
    battle(
      { A1: { hex: '1010', facing: 'D' }, B1: { hex: '1013', facing: 'A' } },
      { designs: { A: { CT: SLOW_CT }, B: { CT: 'SX(I)LQ' } }, phase: 'combat' },
    );

  test.each([
    ['a roll equal to the to-hit number (7) hits', 7, true],
    ['a roll of 1 hits', 1, true],
    ['a roll one above the to-hit number (8) misses', 8, false],
    ['a roll of 10 misses: no automatic hit', 10, false],
  ])('%s', (_name, roll, hits) => {
    const { events } = play(
      laserDuel(),
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      rolls(roll),
    );
    expect(eventsOf(events, 'shot')[0]?.die).toMatchObject({
      value: roll,
      needed: 7,
      success: hits,
    });
    expect(eventsOf(events, 'damage').length).toBe(hits ? 1 : 0);
  });

  test('Starfire rulings, Combat: X (science) has no combat effect and absorbs damage like any system', () => {
    const { state, events } = play(
      laserDuel(),
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      rolls(1),
    );
    // A laser at range 3 does 1 point, passes over the shield and takes out X, the next system.
    expect(eventsOf(events, 'damage')[0]?.systems).toEqual([
      { slot: 1, code: 'X', now: 'destroyed' },
    ]);
    expect(unit(state, 'B1').slots).toEqual(['intact', 'destroyed', 'intact', 'intact', 'intact']);
  });
});

describe('the written transit order (seed: "This order cannot be changed unless specified in the scenario")', () => {
  test('once written, a second transit order is refused', () => {
    const parsed = R.parseSetup({ scenario: 'warp_assault' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const created = R.create(parsed.value, rolls());
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value.state;
    s = play(s, 'A', { type: 'place_warp_point', hex: at('2217') }).state;
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'transit_order' });
    const units = s.units.filter((u) => u.side === 'B').map((u) => u.id);
    s = play(s, 'B', { type: 'transit_order', units }).state;
    expectRefused(
      s,
      'B',
      { type: 'transit_order', units: [...units].reverse() },
      'order/wrong_phase',
    );
    expect(s.transitOrders.B).toEqual(units);
  });
});

describe('Engine Modulation and warp exits (engine ruling in docs/rules-reference.md)', () => {
  test('rules 1.1.0: leaving the map through a warp point counts as leaving the starting hex', () => {
    let s = battle(
      { A1: { hex: '1010', facing: 'A' }, B1: { hex: '4030', facing: 'A' } },
      {
        designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } },
        warpPoints: ['1010'],
        initiative: ['B', 'A'],
        rulesVersion: '1.1.0',
      },
    );
    s = play(s, 'A', { type: 'declare', hardTurn: [], engineModulation: ['A1'] }).state;
    s = play(s, 'B', { type: 'declare', hardTurn: [], engineModulation: [] }).state;
    expect(unit(s, 'A1').mp).toBe(4);
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'exit' }).state;
    expect(unit(s, 'A1')).toMatchObject({ status: 'exited', mp: 0 });
  });

  test('a Hard Turn spends every MP in the starting hex, so it cannot exit', () => {
    let s = battle(
      { A1: { hex: '1010', facing: 'A' }, B1: { hex: '4030', facing: 'A' } },
      {
        designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } },
        warpPoints: ['1010'],
        initiative: ['B', 'A'],
      },
    );
    s = play(s, 'A', { type: 'declare', hardTurn: ['A1'], engineModulation: [] }).state;
    s = play(s, 'B', { type: 'declare', hardTurn: [], engineModulation: [] }).state;
    expectRefused(s, 'A', { type: 'step', unit: 'A1', action: 'exit' }, 'order/cannot_exit');
  });
});
