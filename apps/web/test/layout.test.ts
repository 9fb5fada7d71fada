import { describe, expect, test } from 'vitest';
import {
  FACINGS,
  distance,
  hex,
  hexesInBounds,
  neighbor,
  offsetToHex,
  type Facing,
} from '@broadside/rules';
import { corners, hexToPixel, layout, pixelToHex } from '../src/map/layout.js';
import { pointerRotation, stackOffsets } from '@broadside/board-picture/pieces';
import { mapExtent } from '../src/map/map-geometry.js';
import { facingDegrees } from '../src/rulesets/starfire/battle/map-model.js';

const facingAngle = (f: Facing) => pointerRotation(facingDegrees(f));

const L = layout(10, { x: 0, y: 0 });
const SQRT3 = Math.sqrt(3);

describe('hexToPixel', () => {
  test.each([
    // Flat-topped layout (Red Blob Games' hex guide): x = 3/2·size·q, y = √3·size·(r + q/2).
    ['0101 is the origin', 1, 1, 0, 0],
    ['0102 is one hex height below 0101', 1, 2, 0, 10 * SQRT3],
    ['0201 sits half a hex lower than 0101 (even column, map.ts)', 2, 1, 15, 5 * SQRT3],
    ['0301 is level with 0101', 3, 1, 30, 0],
  ])('%s', (_why, column, row, x, y) => {
    const p = hexToPixel(L, offsetToHex(column, row));
    expect(p.x).toBeCloseTo(x, 9);
    expect(p.y).toBeCloseTo(y, 9);
  });
});

describe('pixelToHex', () => {
  test('inverts hexToPixel for every hex of a 12 × 9 map', () => {
    for (const h of hexesInBounds({ columns: 12, rows: 9 })) {
      expect(pixelToHex(L, hexToPixel(L, h))).toEqual(h);
    }
  });

  test('a point just inside a corner still belongs to the hex', () => {
    const h = hex(3, 2);
    for (const c of corners(L, h)) {
      const centre = hexToPixel(L, h);
      const inside = {
        x: centre.x + (c.x - centre.x) * 0.95,
        y: centre.y + (c.y - centre.y) * 0.95,
      };
      expect(pixelToHex(L, inside)).toEqual(h);
    }
  });

  test('neighbours in every facing are one step apart in pixels and in hexes', () => {
    const h = hex(4, 1);
    for (const f of FACINGS) {
      const n = neighbor(h, f);
      const a = hexToPixel(L, h);
      const b = hexToPixel(L, n);
      expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(10 * SQRT3, 9);
      expect(distance(h, n)).toBe(1);
    }
  });
});

describe('corners', () => {
  test('six corners at exactly `size` from the centre, the first on the right', () => {
    const h = hex(2, -1);
    const c = hexToPixel(L, h);
    const cs = corners(L, h);
    expect(cs).toHaveLength(6);
    for (const p of cs) expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(10, 9);
    expect(cs[0]?.x).toBeCloseTo(c.x + 10, 9);
    expect(cs[0]?.y).toBeCloseTo(c.y, 9);
  });
});

describe('layout', () => {
  test('rejects a size that is not positive', () => {
    expect(() => layout(0)).toThrow(RangeError);
  });
});

describe('facingAngle', () => {
  test.each([
    ['A points to the top edge (facing.ts)', 'A', -90],
    ['B is 60° clockwise of A', 'B', -30],
    ['D points to the bottom edge', 'D', 90],
    ['F is up-left', 'F', 210],
  ] as const)('%s', (_why, f, angle) => {
    expect(facingAngle(f)).toBe(angle);
  });

  test('the pointer angle matches the pixel direction of the neighbour', () => {
    for (const f of FACINGS) {
      const a = hexToPixel(L, hex(0, 0));
      const b = hexToPixel(L, neighbor(hex(0, 0), f));
      const degrees = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      expect((((facingAngle(f) - degrees) % 360) + 360) % 360).toBeCloseTo(0, 6);
    }
  });
});

describe('mapExtent', () => {
  test('covers the last hex of the map', () => {
    const l = layout(10);
    const extent = mapExtent(l, { columns: 44, rows: 34 });
    const last = hexToPixel(l, offsetToHex(44, 34));
    expect(extent.width).toBeGreaterThanOrEqual(last.x + 10);
    expect(extent.height).toBeGreaterThanOrEqual(last.y + (10 * SQRT3) / 2);
  });
});

describe('stackOffsets', () => {
  test('a lone counter is centred; counters sharing a hex are spread apart', () => {
    const offsets = stackOffsets(
      [
        { id: 'A1', hex: hex(0, 0) },
        { id: 'B1', hex: hex(2, 2) },
        { id: 'B2', hex: hex(2, 2) },
      ],
      10,
    );
    expect(offsets.get('A1')).toEqual({ x: 0, y: 0 });
    const b1 = offsets.get('B1');
    const b2 = offsets.get('B2');
    expect(b1 && b2 && Math.hypot(b1.x - b2.x, b1.y - b2.y)).toBeGreaterThan(5);
  });
});
