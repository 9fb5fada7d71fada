import type { MapBounds } from '@broadside/rules';
import type { Layout, Point } from './layout.js';

/**
 * Pure drawing helpers for `<hex-map>`, kept apart so they can be unit-tested. Counters,
 * stacks, terrain and shots are placed by the board's drawing model, `@broadside/board-picture/pieces`.
 */

/** Width and height in map pixels of a whole `bounds` map drawn with `l` (origin included). */
export function mapExtent(l: Layout, bounds: MapBounds): { width: number; height: number } {
  const width = l.origin.x + l.size * 1.5 * (bounds.columns - 1) + l.size;
  const height = l.origin.y + l.size * Math.sqrt(3) * (bounds.rows - 0.5) + l.size;
  return { width, height };
}

/** SVG `points` attribute text for a polygon or polyline. */
export function pointsAttr(points: readonly Point[]): string {
  return points
    .map((p) => `${Math.round(p.x * 100) / 100},${Math.round(p.y * 100) / 100}`)
    .join(' ');
}
