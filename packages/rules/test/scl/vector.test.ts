import { describe, expect, test } from 'vitest';
import { freeFacingAllowed, speedBand, thrustRange } from '../../src/scl/movement.js';
import { legalOrders } from '../../src/scl/legal-orders.js';
import { expectRefused, position, unitOf } from './helpers.js';

/**
 * "Vector Movement System for Dummies": the limits the web's thrust and facing controls show come
 * from these functions, and the order check uses the same ones.
 */

/** A Lance pair (thrust 8) at a given speed, its batch due. */
function lanceAt(speed: number) {
  return position('carrier_strike', [{ id: 'A2', at: '1010', facing: 1, course: 1, speed }], {
    movement: 'vector',
    stage: { phase: 'move', batches: [{ seat: 'A', units: ['A2'], squadron: null }], index: 0 },
  });
}

describe('vector movement limits', () => {
  test.each([
    [0, { min: 0, max: 8 }],
    [3, { min: -3, max: 8 }],
    [12, { min: -8, max: 8 }],
    [26, { min: -8, max: 4 }],
  ])('thrust at speed %i: %j (speed stays 0 … 30)', (speed, range) => {
    expect(thrustRange(unitOf(lanceAt(speed), 'A2'))).toEqual(range);
  });

  test.each([
    [7, { turns: 2, slips: 0 }, 'below MA: two course changes'],
    [8, { turns: 1, slips: 0 }, 'below 2 × MA: one'],
    [16, { turns: 0, slips: 4 }, '2 × MA and up: none, ⌊MA / 2⌋ slips'],
  ])('speed %i: %j (%s)', (speed, band) => {
    expect(speedBand(unitOf(lanceAt(0), 'A2'), speed)).toEqual(band);
  });

  test.each([
    [{ steps: ['F', 'F'], thrust: 0 }, true],
    [{ steps: ['F', 'F'], thrust: undefined }, true],
    [{ steps: ['F', 'F', 'F'], thrust: 1 }, false],
    [{ steps: ['L', 'F', 'F'], thrust: 0 }, false],
    [{ steps: ['SL', 'F'], thrust: 0 }, true],
  ] as const)('free facing for %j: %s', (move, allowed) => {
    expect(freeFacingAllowed({ steps: [...move.steps], thrust: move.thrust })).toBe(allowed);
  });

  test('the check agrees: thrust beyond the range and facing with a course change are refused', () => {
    const state = lanceAt(26);
    const F = (n: number) => Array.from({ length: n }, () => 'F');
    expectRefused(
      state,
      'A',
      { type: 'move', moves: [{ unit: 'A2', steps: F(31), thrust: 5 }] },
      'order/bad_move',
    );
    expectRefused(
      state,
      'A',
      { type: 'move', moves: [{ unit: 'A2', steps: ['L', ...F(26)], thrust: 0, facing: 3 }] },
      'order/bad_move',
    );
    const thrusts = legalOrders(state, 'A').flatMap((o) =>
      o.type === 'move' ? o.moves.map((m) => m.thrust) : [],
    );
    expect(Math.max(...thrusts.map((t) => t ?? 0))).toBe(4);
  });
});
