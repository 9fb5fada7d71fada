import { describe, expect, test } from 'vitest';
import { formatLabel } from '../../../src/hex/label.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import { at, battle, countingDice, expectRefused, play, unit } from './helpers.js';

/** CT with one engine room: 2 MP, turn mode 2. */
const SLOW_CT = 'S(I)LQ';
/** The default CT: three rooms, 6 MP. */
const FAST_CT = 'SSAAZ(I)R(I)LQ(I)';

const slow = { designs: { A: { CT: SLOW_CT }, B: { CT: SLOW_CT } } };

describe('Hard Turn (seed)', () => {
  test('needs MP ≥ turn mode: a DD with 2 MP (turn mode 3) may not declare it', () => {
    const s = battle(
      {
        A1: { hex: '0510', facing: 'A' },
        A2: { hex: '0610', facing: 'A' },
        B1: { hex: '3030', facing: 'A' },
      },
      {
        forces: {
          A: [
            { hull: 'DD', count: 1 },
            { hull: 'CT', count: 1 },
          ],
          B: [{ hull: 'CT', count: 1 }],
        },
        designs: { A: { DD: 'SA(I)R(I)QQ', CT: SLOW_CT }, B: { CT: SLOW_CT } },
        initiative: ['B', 'A'],
      },
    );
    expect(owedDecision(s)).toEqual({ seat: 'A', kind: 'declare' });
    expectRefused(
      s,
      'A',
      { type: 'declare', hardTurn: ['A1'], engineModulation: [] },
      'order/not_eligible',
    );
    expect(
      play(s, 'A', { type: 'declare', hardTurn: ['A2'], engineModulation: [] }).events[0],
    ).toMatchObject({
      type: 'declared',
      unit: 'A2',
      declaration: 'hard_turn',
    });
  });

  test('every MP is spent in the starting hex; the last may take any facing; the counter resets', () => {
    let s = battle(
      { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      { ...slow, initiative: ['B', 'A'] },
    );
    s = play(s, 'A', { type: 'declare', hardTurn: ['A1'], engineModulation: [] }).state;
    s = play(s, 'B', { type: 'declare', hardTurn: [], engineModulation: [] }).state;
    expect(owedDecision(s)).toEqual({ seat: 'A', kind: 'move' });
    expectRefused(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }, 'order/must_stay');
    expectRefused(
      s,
      'A',
      { type: 'step', unit: 'A1', action: 'stay', facing: 'D' },
      'order/turn_not_allowed',
    );
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'stay', facing: 'D' }).state;
    expect(unit(s, 'A1')).toMatchObject({ facing: 'D', turnCount: 0, mp: 0 });
    expect(formatLabel(unit(s, 'A1').hex ?? at('0101'))).toBe('0510');
  });
});

describe('Engine Modulation (seed)', () => {
  test('a CT with turn mode 2 and 6 MP keeps 4 (the seed example)', () => {
    const s = battle(
      { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      {
        designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } },
        initiative: ['B', 'A'],
      },
    );
    const { state, events } = play(s, 'A', {
      type: 'declare',
      hardTurn: [],
      engineModulation: ['A1'],
    });
    expect(unit(state, 'A1').mp).toBe(4);
    expect(events[0]).toMatchObject({ type: 'declared', declaration: 'engine_modulation', mp: 4 });
  });

  test('needs MP ≥ turn mode + 1: a CT with 2 MP may not', () => {
    const s = battle(
      { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      { ...slow, initiative: ['B', 'A'] },
    );
    expectRefused(
      s,
      'A',
      { type: 'declare', hardTurn: [], engineModulation: ['A1'] },
      'order/not_eligible',
    );
  });

  test('one ship cannot declare both', () => {
    const s = battle(
      { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      {
        designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } },
        initiative: ['B', 'A'],
      },
    );
    expectRefused(
      s,
      'A',
      { type: 'declare', hardTurn: ['A1'], engineModulation: ['A1'] },
      'order/duplicate_unit',
    );
  });

  test('the ship must leave its starting hex: its last MP cannot be spent staying there', () => {
    let s = battle(
      { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      {
        designs: { A: { CT: 'S(I)(I)LQ' }, B: { CT: SLOW_CT } },
        initiative: ['A', 'B'],
      },
    );
    s = play(s, 'B', { type: 'declare', hardTurn: [], engineModulation: [] }).state;
    s = play(s, 'A', { type: 'declare', hardTurn: [], engineModulation: ['A1'] }).state;
    expect(unit(s, 'A1').mp).toBe(2);
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    expectRefused(
      s,
      'A',
      { type: 'step', unit: 'A1', action: 'stay' },
      'order/must_leave_start_hex',
    );
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }, countingDice).state;
    expect(formatLabel(unit(s, 'A1').hex ?? at('0101'))).toBe('0509');
  });
});
