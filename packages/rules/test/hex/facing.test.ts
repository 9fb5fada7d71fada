import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  distance,
  facingAt,
  facingDelta,
  facingTurnDistance,
  FACINGS,
  hex,
  hexToOffset,
  isFacing,
  neighbor,
  neighbors,
  offsetToHex,
  oppositeFacing,
  rotateFacing,
  type Facing,
} from '../../src/hex/index.js';
import { anyHex } from './arbitraries.js';

const anyFacing = fc.constantFrom(...FACINGS);

describe('facings (Starfire rulings, Geometry: Hexes)', () => {
  // On the printed map, from hex 0505 (odd column) and 0605 (even column, half a hex lower):
  // A is straight up (same column, row − 1), then clockwise.
  test.each([
    ['A', 5, 5, 5, 4],
    ['B', 5, 5, 6, 4],
    ['C', 5, 5, 6, 5],
    ['D', 5, 5, 5, 6],
    ['E', 5, 5, 4, 5],
    ['F', 5, 5, 4, 4],
    ['A', 6, 5, 6, 4],
    ['B', 6, 5, 7, 5],
    ['C', 6, 5, 7, 6],
    ['D', 6, 5, 6, 6],
    ['E', 6, 5, 5, 6],
    ['F', 6, 5, 5, 5],
  ] as const)(
    'facing %s from column %i row %i leads to column %i row %i',
    (f, column, row, toColumn, toRow) => {
      expect(hexToOffset(neighbor(offsetToHex(column, row), f))).toEqual({
        column: toColumn,
        row: toRow,
      });
    },
  );

  test.each([
    ['A', 1, 'B'],
    ['F', 1, 'A'],
    ['A', -1, 'F'],
    ['C', 3, 'F'],
    ['B', 13, 'C'],
    ['D', -8, 'B'],
  ] as const)('rotateFacing(%s, %i) = %s', (f, steps, expected) => {
    expect(rotateFacing(f, steps)).toBe(expected);
  });

  test('rotating by six hexsides is the identity', () => {
    fc.assert(
      fc.property(
        anyFacing,
        fc.integer({ min: -20, max: 20 }),
        (f, k) => rotateFacing(f, 6 * k) === f,
      ),
    );
  });

  test('rotations compose', () => {
    fc.assert(
      fc.property(
        anyFacing,
        fc.integer({ min: -12, max: 12 }),
        fc.integer({ min: -12, max: 12 }),
        (f, a, b) => rotateFacing(rotateFacing(f, a), b) === rotateFacing(f, a + b),
      ),
    );
  });

  test.each([
    ['A', 'D'],
    ['B', 'E'],
    ['C', 'F'],
  ] as const)('opposite of %s is %s and back', (f, o) => {
    expect(oppositeFacing(f)).toBe(o);
    expect(oppositeFacing(o)).toBe(f);
  });

  test('opposite deltas cancel and every delta is one step long', () => {
    for (const f of FACINGS) {
      const d = facingDelta(f);
      const o = facingDelta(oppositeFacing(f));
      expect(hex(d.q + o.q, d.r + o.r)).toEqual(hex(0, 0));
      expect(distance(hex(0, 0), d)).toBe(1);
    }
  });

  test('the six neighbours are distinct and all at distance 1', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const ns = neighbors(h);
        return (
          new Set(ns.map((n) => `${n.q},${n.r}`)).size === 6 &&
          ns.every((n) => distance(h, n) === 1)
        );
      }),
    );
  });

  test('facingAt wraps, isFacing guards, turn distance is the shorter way round', () => {
    expect(facingAt(-1)).toBe('F');
    expect(facingAt(6)).toBe('A');
    expect(isFacing('C')).toBe(true);
    expect(isFacing('G')).toBe(false);
    expect(isFacing(3)).toBe(false);
    const cases: readonly [Facing, Facing, number][] = [
      ['A', 'A', 0],
      ['A', 'B', 1],
      ['A', 'F', 1],
      ['A', 'D', 3],
      ['B', 'F', 2],
    ];
    for (const [from, to, turns] of cases) expect(facingTurnDistance(from, to)).toBe(turns);
  });
});
