import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  distance,
  hex,
  hexesInBounds,
  hexesWithin,
  hexRing,
  hexToOffset,
  inBounds,
  isOnEdge,
  offsetToHex,
} from '../../src/hex/index.js';
import { DEFAULT_MAP } from '../../src/starfire/geometry/default-map.js';
import { anyHex } from './arbitraries.js';

describe('offset coordinates (Starfire rulings, Geometry: Hexes)', () => {
  test('0101 is the origin, top-left', () => {
    expect(offsetToHex(1, 1)).toEqual(hex(0, 0));
  });

  test.each([
    [2, 1, 1, '0201 is adjacent to 0101'],
    [2, 2, 2, '0202 is two hexes from 0101'],
    [1, 2, 1, '0102 is below 0101'],
    [3, 1, 2, '0301 is two columns over'],
    [3, 2, 2, '0302 is two hexes away'],
  ])('column %i row %i is %i from 0101 (%s)', (column, row, expected) => {
    expect(distance(offsetToHex(1, 1), offsetToHex(column, row))).toBe(expected);
  });

  test('even columns sit half a hex lower: 0201 touches 0101 and 0301, 0202 touches neither', () => {
    const h0201 = offsetToHex(2, 1);
    expect(distance(h0201, offsetToHex(1, 1))).toBe(1);
    expect(distance(h0201, offsetToHex(3, 1))).toBe(1);
    expect(distance(h0201, offsetToHex(1, 2))).toBe(1);
    expect(distance(offsetToHex(2, 2), offsetToHex(1, 1))).toBe(2);
  });

  test('offset ↔ hex round-trips for every hex and every offset', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const { column, row } = hexToOffset(h);
        const back = offsetToHex(column, row);
        return back.q === h.q && back.r === h.r;
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 120 }),
        fc.integer({ min: -50, max: 120 }),
        (column, row) => {
          const o = hexToOffset(offsetToHex(column, row));
          return o.column === column && o.row === row;
        },
      ),
    );
  });
});

describe('map bounds', () => {
  test('the default map is 44 × 34 (Starfire rulings, Geometry: Default map)', () => {
    expect(DEFAULT_MAP).toEqual({ columns: 44, rows: 34 });
    expect(hexesInBounds(DEFAULT_MAP)).toHaveLength(44 * 34);
  });

  test('hexesInBounds lists every on-map hex once, column by column', () => {
    const bounds = { columns: 3, rows: 2 };
    const all = hexesInBounds(bounds);
    expect(all.map(hexToOffset)).toEqual([
      { column: 1, row: 1 },
      { column: 1, row: 2 },
      { column: 2, row: 1 },
      { column: 2, row: 2 },
      { column: 3, row: 1 },
      { column: 3, row: 2 },
    ]);
    expect(all.every((h) => inBounds(bounds, h))).toBe(true);
  });

  test.each([
    [1, 1, true],
    [44, 34, true],
    [0, 1, false],
    [45, 1, false],
    [1, 0, false],
    [1, 35, false],
  ])('column %i row %i on the default map: %s', (column, row, expected) => {
    expect(inBounds(DEFAULT_MAP, offsetToHex(column, row))).toBe(expected);
  });

  test.each([
    [1, 1, ['top', 'left']],
    [44, 1, ['top', 'right']],
    [2, 34, ['bottom']],
    [44, 34, ['bottom', 'right']],
    [20, 17, []],
    [45, 1, []],
  ] as const)('column %i row %i lies on edges %j', (column, row, edges) => {
    const h = offsetToHex(column, row);
    const on = (['top', 'bottom', 'left', 'right'] as const).filter((e) =>
      isOnEdge(DEFAULT_MAP, h, e),
    );
    expect(on).toEqual(edges);
  });
});

describe('rings', () => {
  test.each([0, 1, 2, 5, 8])('ring %i has max(1, 6·r) distinct hexes, all at distance r', (r) => {
    const ring = hexRing(hex(2, -3), r);
    expect(ring).toHaveLength(r === 0 ? 1 : 6 * r);
    expect(new Set(ring.map((h) => `${h.q},${h.r}`)).size).toBe(ring.length);
    expect(ring.every((h) => distance(h, hex(2, -3)) === r)).toBe(true);
  });

  test('hexesWithin(r) holds 3r(r+1)+1 hexes', () => {
    expect(hexesWithin(hex(0, 0), 4)).toHaveLength(3 * 4 * 5 + 1);
  });

  test('a negative radius is a programmer error', () => {
    expect(() => hexRing(hex(0, 0), -1)).toThrow(RangeError);
  });
});
