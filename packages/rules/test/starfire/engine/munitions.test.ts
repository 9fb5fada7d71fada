import { describe, expect, test } from 'vitest';
import { fireOptions } from '../../../src/starfire/fire-options.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { TARGET } from './combat-helpers.js';
import { battle, eventsOf, expectRefused, play, rolls, unit } from './helpers.js';

function boat(design: string, stores: Record<number, number>): StarfireState {
  const s = structuredClone(
    battle(
      { A1: { hex: '1010', facing: 'D' }, B1: { hex: '1012', facing: 'A' } },
      {
        designs: { A: { CT: design }, B: { CT: TARGET } },
        phase: 'combat',
      },
    ),
  );
  for (const [slot, n] of Object.entries(stores)) unit(s, 'A1').stores[Number(slot)] = n;
  return s;
}

describe('munitions (seed: launchers use one munition per shot; Starfire rulings, Munitions)', () => {
  test('each launcher starts with 3 munitions and each magazine with 6 reloads', () => {
    const s = boat('S(I)RMgLQ', {});
    expect(unit(s, 'A1').stores).toEqual([null, null, 3, 6, null, null]);
  });

  test('firing uses one munition', () => {
    const { state, events } = play(
      boat('S(I)RMgLQ', {}),
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      rolls(10),
    );
    expect(unit(state, 'A1').stores[2]).toBe(2);
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ munitionsLeft: 2, reloadFrom: null });
  });

  test('an empty launcher takes a reload from an intact magazine when it fires', () => {
    const { state, events } = play(
      boat('S(I)RMgLQ', { 2: 0 }),
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      rolls(10),
    );
    expect(unit(state, 'A1').stores.slice(2, 4)).toEqual([0, 5]);
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ munitionsLeft: 0, reloadFrom: 3 });
  });

  test('an empty launcher with no reload left is depleted, not destroyed (order/no_munitions)', () => {
    const s = boat('S(I)RMgLQ', { 2: 0, 3: 0 });
    expect(unit(s, 'A1').slots[2]).toBe('intact');
    expect(fireOptions(s, 'A1').weapons.find((w) => w.slot === 2)).toMatchObject({
      ready: false,
      targets: [],
    });
    expectRefused(
      s,
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      'order/no_munitions',
    );
  });

  test('two empty launchers cannot share a single reload (order/no_munitions)', () => {
    const s = boat('S(I)RRMgQ', { 2: 0, 3: 0, 4: 1 });
    expectRefused(
      s,
      'A',
      {
        type: 'fire',
        unit: 'A1',
        shots: [
          { slot: 2, target: 'B1' },
          { slot: 3, target: 'B1' },
        ],
      },
      'order/no_munitions',
    );
  });

  test('reloads in a destroyed magazine cannot be used', () => {
    const s = boat('S(I)RMgLQ', { 2: 0 });
    unit(s, 'A1').slots[3] = 'destroyed';
    expectRefused(
      s,
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      'order/no_munitions',
    );
  });
});
