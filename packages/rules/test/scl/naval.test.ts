import { describe, expect, test } from 'vitest';
import { legalOrders } from '../../src/scl/legal-orders.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { currentMa } from '../../src/scl/stats.js';
import { position, unitOf } from './helpers.js';

/**
 * "Quasi-Naval" Movement: "if a ship moves up to and including half of its movement allowance,
 * it may make two 60-degree turns during its movement (no more than 1 turn per hex moved). If it
 * moves more than half of its movement allowance, it may make only one 60-degree turn."
 * The seed's words are the default: no hex moved, no turn. The house rule pivot_in_place lets a
 * ship that stays in its hex turn once (issue 27).
 */

/** The Bismarck (MA 6: two turns up to 3 hexes, one beyond) at 1010 facing 1, its batch due, under quasi-naval movement. */
function bismarck(pivotInPlace: boolean) {
  return position('bismarck_at_bay', [{ id: 'A1', at: '1010', facing: 1, course: 1 }], {
    movement: 'naval',
    rules: { pivot_in_place: pivotInPlace },
    stage: { phase: 'move', batches: [{ seat: 'A', units: ['A1'], squadron: null }], index: 0 },
  });
}

const move = (...steps: string[]) => ({ type: 'move', moves: [{ unit: 'A1', steps }] });

describe('"Quasi-Naval" Movement: no more than 1 turn per hex moved', () => {
  test('the ship has the movement allowance the rows below assume', () => {
    expect(currentMa(unitOf(bismarck(false), 'A1'))).toBe(6);
  });

  test.each([
    // steps, path of the refusal as written (null: accepted), with pivot_in_place
    [[], null, null],
    [['L'], ['moves', 0, 'steps', 0], null],
    [['R'], ['moves', 0, 'steps', 0], null],
    [
      ['L', 'L'],
      ['moves', 0, 'steps'],
      ['moves', 0, 'steps'],
    ],
    [['F', 'L'], null, null],
    [
      ['L', 'F'],
      ['moves', 0, 'steps', 0],
      ['moves', 0, 'steps', 0],
    ],
    [['F', 'L', 'F', 'R'], null, null],
    [
      ['F', 'L', 'L'],
      ['moves', 0, 'steps', 2],
      ['moves', 0, 'steps', 2],
    ],
    [
      ['F', 'F', 'F', 'L', 'F', 'R'],
      ['moves', 0, 'steps'],
      ['moves', 0, 'steps'],
    ],
  ])('steps %j: as written %j, with pivot_in_place %j', (steps, asWritten, withPivot) => {
    for (const [pivot, refusal] of [
      [false, asWritten],
      [true, withPivot],
    ] as const) {
      const checked = R.check(bismarck(pivot), 'A', move(...steps));
      if (refusal === null) expect(checked, `pivot ${pivot}`).toMatchObject({ ok: true });
      else
        expect(checked, `pivot ${pivot}`).toMatchObject({
          ok: false,
          error: { code: 'order/bad_move', path: refusal },
        });
    }
  });

  test('the legal orders offer a turn in place only with pivot_in_place', () => {
    const pivots = (pivot: boolean) =>
      legalOrders(bismarck(pivot), 'A').filter(
        (o) => o.type === 'move' && o.moves.some((m) => m.steps.length === 1 && m.steps[0] !== 'F'),
      ).length;
    expect(pivots(false)).toBe(0);
    expect(pivots(true)).toBe(2);
  });
});
