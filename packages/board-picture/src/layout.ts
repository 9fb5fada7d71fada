import { hex, type Hex } from '@broadside/rules';

/**
 * Pixels for flat-topped hexes (Red Blob Games' "Layout"). Hex math lives in the rules
 * package; this module only turns axial coordinates into screen points and back.
 *
 * Axial `q` is the column (0 for column 01) and `r` runs down a column. With the rules
 * package's even-q offset numbering, even columns land half a hex lower automatically.
 */

/** A point in map pixels (SVG user units). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Hex size (centre to corner) and where hex (0, 0) sits. */
export interface Layout {
  readonly size: number;
  readonly origin: Point;
}

const SQRT3 = Math.sqrt(3);

/** A layout with hex (0, 0) — label 0101 — at `origin`. */
export function layout(size: number, origin: Point = { x: size, y: (size * SQRT3) / 2 }): Layout {
  if (!(size > 0)) throw new RangeError(`layout: size must be positive, got ${size}`);
  return { size, origin };
}

/** Centre of a hex in map pixels. */
export function hexToPixel(l: Layout, h: Hex): Point {
  return {
    x: l.origin.x + l.size * 1.5 * h.q,
    y: l.origin.y + l.size * SQRT3 * (h.r + h.q / 2),
  };
}

/** The hex containing a map-pixel point (cube rounding of the fractional hex). */
export function pixelToHex(l: Layout, p: Point): Hex {
  const px = (p.x - l.origin.x) / l.size;
  const py = (p.y - l.origin.y) / l.size;
  const q = (2 / 3) * px;
  const r = (-1 / 3) * px + (SQRT3 / 3) * py;
  return roundHex(q, r);
}

/** Rounds fractional axial coordinates to the nearest hex. */
function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return hex(rq, rr);
}

/** The six corners of a hex, clockwise from the right-hand corner. */
export function corners(l: Layout, h: Hex): readonly Point[] {
  const c = hexToPixel(l, h);
  const points: Point[] = [];
  for (let i = 0; i < 6; i += 1) {
    const angle = (Math.PI / 3) * i;
    points.push({ x: c.x + l.size * Math.cos(angle), y: c.y + l.size * Math.sin(angle) });
  }
  return points;
}
