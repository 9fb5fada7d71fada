import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  add,
  FACINGS,
  facingDelta,
  hex,
  hexRing,
  oppositeFacing,
  rotateFacing,
  scale,
  type Facing,
  type Hex,
} from '../../../src/hex/index.js';
import { isInBlindspot, isInRestrictedArc } from '../../../src/starfire/geometry/arcs.js';
import { anyHex } from '../../hex/arbitraries.js';

const anyFacing = fc.constantFrom(...FACINGS);
const RANGES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const FIRERS = [hex(0, 0), hex(7, -3), hex(-4, 9)];

/** Blind hexes per range (Starfire rulings, Geometry: Arcs): 1, 1, 3, 3, 5, 5 … */
const blindCount = (range: number): number => 2 * Math.ceil(range / 2) - 1;
/** Restricted-arc hexes per range (Starfire rulings, Geometry: Arcs): 3, 5, 7 … */
const restrictedCount = (range: number): number => 2 * range + 1;

const cases = FACINGS.flatMap((facing) => RANGES.map((range) => [facing, range] as const));

describe('arc counts per range (Starfire rulings, Geometry: Arcs)', () => {
  test.each(cases)(
    'facing %s, range %i: blindspot holds 1, 1, 3, 3, 5, 5 … hexes',
    (facing, range) => {
      for (const firer of FIRERS) {
        const blind = hexRing(firer, range).filter((t) => isInBlindspot(firer, facing, t));
        expect(blind).toHaveLength(blindCount(range));
      }
    },
  );

  test.each(cases)('facing %s, range %i: restricted arc holds 3, 5, 7 … hexes', (facing, range) => {
    for (const firer of FIRERS) {
      const inArc = hexRing(firer, range).filter((t) => isInRestrictedArc(firer, facing, t));
      expect(inArc).toHaveLength(restrictedCount(range));
    }
  });
});

describe('arc edge cases', () => {
  test('range 0 is never blind and always in the restricted arc', () => {
    for (const f of FACINGS) {
      expect(isInBlindspot(hex(3, 3), f, hex(3, 3))).toBe(false);
      expect(isInRestrictedArc(hex(3, 3), f, hex(3, 3))).toBe(true);
    }
  });

  test('facing A: the hex straight behind is blind, the two at range 2 on the wedge edges are not', () => {
    expect(isInBlindspot(hex(0, 0), 'A', hex(0, 1))).toBe(true); // range 1, straight behind
    expect(isInBlindspot(hex(0, 0), 'A', hex(0, 2))).toBe(true); // range 2, straight behind
    expect(isInBlindspot(hex(0, 0), 'A', hex(1, 1))).toBe(false); // on the 30° edge
    expect(isInBlindspot(hex(0, 0), 'A', hex(-1, 2))).toBe(false); // on the other edge
    expect(isInBlindspot(hex(0, 0), 'A', hex(1, 0))).toBe(false); // rear quarter, outside
  });

  test('facing A: restricted arc includes the hexes on both 60° edges and not beyond', () => {
    expect(isInRestrictedArc(hex(0, 0), 'A', hex(0, -3))).toBe(true); // dead ahead
    expect(isInRestrictedArc(hex(0, 0), 'A', hex(3, -3))).toBe(true); // right edge (B line)
    expect(isInRestrictedArc(hex(0, 0), 'A', hex(-3, 0))).toBe(true); // left edge (F line)
    expect(isInRestrictedArc(hex(0, 0), 'A', hex(3, -2))).toBe(false); // just past the edge
    expect(isInRestrictedArc(hex(0, 0), 'A', hex(0, 3))).toBe(false); // behind
  });
});

/** Independent oracle: angle in degrees between the target's pixel vector and a facing, flat-top layout. */
function angleFrom(facing: Facing, v: Hex): number {
  const toPixel = (h: Hex): [number, number] => [1.5 * h.q, Math.sqrt(3) * (h.r + h.q / 2)];
  const [x, y] = toPixel(v);
  const [fx, fy] = toPixel(facingDelta(facing));
  const cos = (x * fx + y * fy) / (Math.hypot(x, y) * Math.hypot(fx, fy));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

describe('arcs agree with a floating-point angle oracle away from the edges', () => {
  test('within range 12 of the origin, for every facing', () => {
    for (const facing of FACINGS) {
      for (let range = 1; range <= 12; range += 1) {
        for (const t of hexRing(hex(0, 0), range)) {
          const rearAngle = angleFrom(oppositeFacing(facing), t);
          const frontAngle = angleFrom(facing, t);
          if (Math.abs(rearAngle - 30) > 1e-6)
            expect(isInBlindspot(hex(0, 0), facing, t)).toBe(rearAngle < 30);
          if (Math.abs(frontAngle - 60) > 1e-6)
            expect(isInRestrictedArc(hex(0, 0), facing, t)).toBe(frontAngle < 60);
          // On an edge exactly: blindspot excludes it, restricted arc includes it.
          if (Math.abs(rearAngle - 30) <= 1e-6)
            expect(isInBlindspot(hex(0, 0), facing, t)).toBe(false);
          if (Math.abs(frontAngle - 60) <= 1e-6)
            expect(isInRestrictedArc(hex(0, 0), facing, t)).toBe(true);
        }
      }
    }
  });
});

describe('arc properties', () => {
  const nonZero = fc.tuple(anyHex, anyHex).filter(([a, b]) => a.q !== b.q || a.r !== b.r);

  test('the six blind wedges partition the plane: each hex is inside at most one, and a hex inside none lies on an edge shared by two', () => {
    fc.assert(
      fc.property(nonZero, ([firer, target]) => {
        const blindFor = FACINGS.filter((f) => isInBlindspot(firer, f, target)).length;
        return blindFor <= 1;
      }),
    );
    // Exhaustively near the firer: a hex blind for no facing lies on the 30° "corner" lines.
    for (let range = 1; range <= 8; range += 1) {
      for (const t of hexRing(hex(0, 0), range)) {
        const blindFor = FACINGS.filter((f) => isInBlindspot(hex(0, 0), f, t)).length;
        const onCornerLine = FACINGS.some((f) => {
          const corner = add(facingDelta(f), facingDelta(rotateFacing(f, 1)));
          return (
            range % 2 === 0 && t.q === (corner.q * range) / 2 && t.r === (corner.r * range) / 2
          );
        });
        expect(blindFor === 0).toBe(onCornerLine);
      }
    }
  });

  test('the restricted arcs of facings A, C and E cover every hex, overlapping only on edges', () => {
    fc.assert(
      fc.property(nonZero, ([firer, target]) => {
        const covering = (['A', 'C', 'E'] as const).filter((f) =>
          isInRestrictedArc(firer, f, target),
        ).length;
        return covering >= 1 && covering <= 2;
      }),
    );
  });

  test('the blindspot never overlaps the restricted arc and lies inside the rear 120°', () => {
    fc.assert(
      fc.property(nonZero, anyFacing, ([firer, target], f) => {
        if (!isInBlindspot(firer, f, target)) return true;
        return (
          !isInRestrictedArc(firer, f, target) &&
          isInRestrictedArc(firer, oppositeFacing(f), target)
        );
      }),
    );
  });

  test('turning the ship and the target together by one hexside changes nothing', () => {
    const rotate60 = (v: Hex): Hex => hex(-v.r, v.q + v.r); // clockwise about the origin in axial
    expect(rotate60(facingDelta('A'))).toEqual(facingDelta('B'));
    fc.assert(
      fc.property(anyHex, anyFacing, (v, f) => {
        const turned = rotate60(v);
        return (
          isInBlindspot(hex(0, 0), f, v) === isInBlindspot(hex(0, 0), rotateFacing(f, 1), turned) &&
          isInRestrictedArc(hex(0, 0), f, v) ===
            isInRestrictedArc(hex(0, 0), rotateFacing(f, 1), turned)
        );
      }),
    );
  });

  test('arcs depend only on the direction: a hex k times farther along the same line has the same answer', () => {
    fc.assert(
      fc.property(anyHex, anyFacing, fc.integer({ min: 1, max: 5 }), (v, f, k) => {
        const far = scale(v, k);
        return (
          isInBlindspot(hex(0, 0), f, v) === isInBlindspot(hex(0, 0), f, far) &&
          isInRestrictedArc(hex(0, 0), f, v) === isInRestrictedArc(hex(0, 0), f, far)
        );
      }),
    );
  });
});
