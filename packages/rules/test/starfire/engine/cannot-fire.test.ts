import { describe, expect, test } from 'vitest';
import { openContext } from '../../../src/starfire/context.js';
import { explainSilence } from '../../../src/starfire/silence.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { battle, eventsOf, noDice, unit } from './helpers.js';

/** Lasers only: a ship can hit another at short range when it bears on it. */
const GUNBOAT = 'S(I)LQ';

/** A1 and B1 (gunboats) at the given hexes, the combat phase about to start. */
function duel(
  a: string,
  b: string | null,
  version?: '1.2.0',
  bFacing: 'A' | 'D' = 'A',
): StarfireState {
  return battle(
    { A1: { hex: a, facing: 'D' }, ...(b ? { B1: { hex: b, facing: bFacing } } : {}) },
    {
      designs: { A: { CT: GUNBOAT }, B: { CT: GUNBOAT } },
      phase: 'combat',
      initiative: ['A', 'B'],
      ...(version ? { rulesVersion: version } : {}),
    },
  );
}

/** What the start of the combat phase tells about ships with no shot. */
function told(state: StarfireState) {
  const ctx = openContext(state, noDice);
  explainSilence(ctx);
  return eventsOf(ctx.events, 'cannot_fire');
}

describe('a ship skipped in the combat phase says why (Combat Phase, issue 28)', () => {
  test.each([
    // [what, A1, B1, change, reason, nearest, blocked]
    ['no enemy on the map', '1010', null, null, 'no_enemy', null, null],
    [
      'the enemy in its blindspot (it fires on A1, A1 cannot answer)',
      '1010',
      '1008',
      'behind',
      'no_shot',
      { unit: 'B1', range: 2 },
      'order/in_blindspot',
    ],
    [
      'every weapon destroyed, the enemy next to it',
      '1010',
      '1011',
      'destroy',
      'weapons_destroyed',
      { unit: 'B1', range: 1 },
      null,
    ],
  ] as const)('%s', (_what, a, b, change, reason, nearest, blocked) => {
    const state = duel(a, b, undefined, change === 'behind' ? 'D' : 'A');
    if (change === 'destroy') {
      const a1 = unit(state, 'A1');
      a1.slots = a1.slots.map(() => 'destroyed');
    }
    const a1 = told(state).find((e) => e.unit === 'A1');
    expect(a1).toEqual({ type: 'cannot_fire', unit: 'A1', reason, nearest, blocked });
  });

  test('a ship with a shot says nothing; rules 1.2.0 tell nothing at all', () => {
    expect(told(duel('1010', '1012')).map((e) => e.unit)).not.toContain('A1');
    expect(told(duel('1010', '1008', '1.2.0', 'D'))).toEqual([]);
  });
});
