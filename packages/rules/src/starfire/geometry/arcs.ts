import { add, subtract, type Hex } from '../../hex/hex.js';
import { facingDelta, oppositeFacing, rotateFacing, type Facing } from '../../hex/facing.js';

/**
 * Firing arcs, measured from the firer's hex centre to the target's hex centre
 * (Starfire rulings, Geometry: Arcs).
 *
 * Every test is exact: a wedge is the cone between two integer edge vectors, and "which side
 * of an edge" is the sign of an integer cross product. The map from axial coordinates to the
 * plane is linear, so a cone in the plane is the same cone in axial coordinates and no
 * floating point is needed.
 */

/** z-component of the cross product of two axial vectors. */
function cross(a: Hex, b: Hex): number {
  return a.q * b.r - a.r * b.q;
}

/**
 * Where `p` lies against the cone from `edge1` to `edge2` (an angle under 180°):
 * `'inside'`, `'edge'` (on either bounding ray) or `'outside'`.
 */
function coneSide(p: Hex, edge1: Hex, edge2: Hex): 'inside' | 'edge' | 'outside' {
  const orientation = Math.sign(cross(edge1, edge2));
  const fromFirst = cross(edge1, p) * orientation;
  const toSecond = cross(p, edge2) * orientation;
  if (fromFirst < 0 || toSecond < 0) return 'outside';
  if (fromFirst === 0 || toSecond === 0) return 'edge';
  return 'inside';
}

/**
 * The two rays bounding the blindspot of a ship facing `facing`: the hex-corner directions
 * 30° either side of straight behind it.
 */
function blindspotEdges(facing: Facing): readonly [Hex, Hex] {
  const rear = oppositeFacing(facing);
  const back = facingDelta(rear);
  return [
    add(back, facingDelta(rotateFacing(rear, -1))),
    add(back, facingDelta(rotateFacing(rear, 1))),
  ];
}

/**
 * True when `target` is in the blindspot of a ship in `firer` facing `firerFacing`: its centre
 * lies strictly inside the 60° wedge centred straight behind the ship. Centres exactly on a
 * wedge edge are not blind, which gives 1, 1, 3, 3, 5, 5 … blind hexes at ranges 1, 2, 3 ….
 * Range 0 is never blind. Bases have no blindspot; that is the caller's rule.
 */
export function isInBlindspot(firer: Hex, firerFacing: Facing, target: Hex): boolean {
  const v = subtract(target, firer);
  if (v.q === 0 && v.r === 0) return false;
  const [edge1, edge2] = blindspotEdges(firerFacing);
  return coneSide(v, edge1, edge2) === 'inside';
}

/**
 * True when a restricted-arc ("+") weapon of a ship in `firer` facing `firerFacing` may bear
 * on `target`: the target shares the hex (range 0), or its centre lies in the 120° wedge
 * centred on the facing, edges included (3, 5, 7 … hexes at ranges 1, 2, 3 …).
 */
export function isInRestrictedArc(firer: Hex, firerFacing: Facing, target: Hex): boolean {
  const v = subtract(target, firer);
  if (v.q === 0 && v.r === 0) return true;
  const edge1 = facingDelta(rotateFacing(firerFacing, -1));
  const edge2 = facingDelta(rotateFacing(firerFacing, 1));
  return coneSide(v, edge1, edge2) !== 'outside';
}
