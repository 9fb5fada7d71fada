import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  add,
  distance,
  hex,
  hexEquals,
  hexKey,
  hexS,
  ORIGIN,
  scale,
  subtract,
} from '../../src/hex/index.js';
import { anyHex } from './arbitraries.js';

describe('hex construction', () => {
  test('keeps the cube invariant q + r + s = 0', () => {
    fc.assert(fc.property(anyHex, (h) => h.q + h.r + hexS(h) === 0));
  });

  test.each([
    [0.5, 0],
    [0, Number.NaN],
    [Number.POSITIVE_INFINITY, 1],
  ])('rejects non-integer coordinates (%d, %d)', (q, r) => {
    expect(() => hex(q, r)).toThrow(RangeError);
  });

  test('normalises -0 so equal hexes serialise equally', () => {
    expect(JSON.stringify(hex(-0, -0))).toBe(JSON.stringify(ORIGIN));
    expect(Object.is(subtract(hex(0, 0), hex(0, 0)).q, 0)).toBe(true);
  });

  test('is frozen', () => {
    expect(Object.isFrozen(hex(1, 2))).toBe(true);
  });

  test('equality and keys', () => {
    expect(hexEquals(hex(2, -1), hex(2, -1))).toBe(true);
    expect(hexEquals(hex(2, -1), hex(-1, 2))).toBe(false);
    expect(hexKey(hex(3, -1))).toBe('3,-1');
  });

  test('add, subtract and scale', () => {
    expect(add(hex(1, 2), hex(3, -5))).toEqual(hex(4, -3));
    expect(subtract(hex(1, 2), hex(3, -5))).toEqual(hex(-2, 7));
    expect(scale(hex(1, -2), 3)).toEqual(hex(3, -6));
  });
});

describe('distance (Starfire rulings, Geometry: Range)', () => {
  test.each([
    [hex(0, 0), hex(0, 0), 0, 'a shared hex is range 0'],
    [hex(0, 0), hex(1, 0), 1, 'adjacent'],
    [hex(0, 0), hex(1, 1), 2, 'two steps'],
    [hex(0, 0), hex(3, -3), 3, 'straight line up-right'],
    [hex(-2, 5), hex(4, -1), 6, 'mixed signs'],
  ])('distance(%o, %o) = %i (%s)', (a, b, expected) => {
    expect(distance(a, b)).toBe(expected);
  });

  test('is symmetric', () => {
    fc.assert(fc.property(anyHex, anyHex, (a, b) => distance(a, b) === distance(b, a)));
  });

  test('is zero exactly for equal hexes', () => {
    fc.assert(fc.property(anyHex, anyHex, (a, b) => (distance(a, b) === 0) === hexEquals(a, b)));
  });

  test('satisfies the triangle inequality', () => {
    fc.assert(
      fc.property(
        anyHex,
        anyHex,
        anyHex,
        (a, b, c) => distance(a, c) <= distance(a, b) + distance(b, c),
      ),
    );
  });

  test('is translation invariant', () => {
    fc.assert(
      fc.property(
        anyHex,
        anyHex,
        anyHex,
        (a, b, t) => distance(add(a, t), add(b, t)) === distance(a, b),
      ),
    );
  });
});
