import { hexKey, type Hex, type MapBounds } from '@broadside/rules';
import type { Layout, Point } from './layout.js';

/** Pure drawing helpers for `<hex-map>`, kept apart so they can be unit-tested. */

/** Width and height in map pixels of a whole `bounds` map drawn with `l` (origin included). */
export function mapExtent(l: Layout, bounds: MapBounds): { width: number; height: number } {
  const width = l.origin.x + l.size * 1.5 * (bounds.columns - 1) + l.size;
  const height = l.origin.y + l.size * Math.sqrt(3) * (bounds.rows - 0.5) + l.size;
  return { width, height };
}

/**
 * The rotation in degrees of a pointer drawn along +x for a unit facing `degrees` clockwise
 * from straight up: up is −90°.
 */
export function pointerRotation(degrees: number): number {
  return degrees - 90;
}

/** SVG `points` attribute text for a polygon or polyline. */
export function pointsAttr(points: readonly Point[]): string {
  return points
    .map((p) => `${Math.round(p.x * 100) / 100},${Math.round(p.y * 100) / 100}`)
    .join(' ');
}

/**
 * Offsets that spread counters sharing a hex around its centre, so none hides another. A
 * lone counter sits in the middle.
 */
export function stackOffsets(
  units: readonly { readonly id: string; readonly hex: Hex | null }[],
  size: number,
): Map<string, Point> {
  const byHex = new Map<string, string[]>();
  for (const u of units) {
    if (!u.hex) continue;
    const key = hexKey(u.hex);
    const list = byHex.get(key) ?? [];
    list.push(u.id);
    byHex.set(key, list);
  }
  const offsets = new Map<string, Point>();
  for (const ids of byHex.values()) {
    if (ids.length === 1) {
      offsets.set(ids[0] as string, { x: 0, y: 0 });
      continue;
    }
    const radius = size * 0.42;
    ids.forEach((id, i) => {
      const angle = (2 * Math.PI * i) / ids.length - Math.PI / 2;
      offsets.set(id, { x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
    });
  }
  return offsets;
}
