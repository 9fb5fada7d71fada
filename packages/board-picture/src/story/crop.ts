import { hexToOffset, offsetToHex, type Hex, type MapBounds } from '@broadside/rules';
import type { StoryFrame } from './frames.js';

/** A rectangle of the map in its own column and row numbers (1-based, inclusive). */
export interface Crop {
  readonly firstColumn: number;
  readonly lastColumn: number;
  readonly firstRow: number;
  readonly lastRow: number;
}

/** Hexes of margin around the action. */
export const CROP_MARGIN = 2;
/** The least a crop shows (or the whole map, when it is smaller). */
export const CROP_MIN = { columns: 10, rows: 8 } as const;

/** The whole map as a crop. */
export function wholeMap(bounds: MapBounds): Crop {
  return { firstColumn: 1, lastColumn: bounds.columns, firstRow: 1, lastRow: bounds.rows };
}

/** Every hex a frame's action touches: units on the map, their trails and the shots. */
export function actionHexes(frame: StoryFrame): Hex[] {
  const hexes: Hex[] = [];
  for (const u of frame.picture.units)
    if (u.hex && u.state !== 'escaped' && u.state !== 'hidden') hexes.push(u.hex);
  for (const t of frame.trails) hexes.push(...t.hexes);
  for (const s of frame.shots) hexes.push(...(s.from ? [s.from, s.to] : [s.to]));
  return hexes;
}

/** Widens `[first, last]` to at least `least` (within `1 … size`), keeping it centred. */
function widen(first: number, last: number, least: number, size: number): [number, number] {
  if (size <= least) return [1, size];
  let [a, b] = [Math.max(1, first), Math.min(size, last)];
  while (b - a + 1 < least) {
    if (a > 1) a -= 1;
    if (b - a + 1 < least && b < size) b += 1;
  }
  return [a, b];
}

/**
 * The part of the map a frame's picture shows: the bounding box of its action with a margin of
 * {@link CROP_MARGIN} hexes, never smaller than {@link CROP_MIN}, within the map. A frame
 * without action shows the whole map.
 */
export function cropOf(frame: StoryFrame): Crop {
  const bounds = frame.picture.bounds;
  const offsets = actionHexes(frame).map(hexToOffset);
  if (offsets.length === 0) return wholeMap(bounds);
  const columns = offsets.map((o) => o.column);
  const rows = offsets.map((o) => o.row);
  const [firstColumn, lastColumn] = widen(
    Math.min(...columns) - CROP_MARGIN,
    Math.max(...columns) + CROP_MARGIN,
    CROP_MIN.columns,
    bounds.columns,
  );
  const [firstRow, lastRow] = widen(
    Math.min(...rows) - CROP_MARGIN,
    Math.max(...rows) + CROP_MARGIN,
    CROP_MIN.rows,
    bounds.rows,
  );
  return { firstColumn, lastColumn, firstRow, lastRow };
}

/** The hexes of a crop, column by column. */
export function cropHexes(crop: Crop): Hex[] {
  const hexes: Hex[] = [];
  for (let c = crop.firstColumn; c <= crop.lastColumn; c += 1)
    for (let r = crop.firstRow; r <= crop.lastRow; r += 1) hexes.push(offsetToHex(c, r));
  return hexes;
}

/** Whether a hex lies inside a crop. */
export function inCrop(crop: Crop, h: Hex): boolean {
  const o = hexToOffset(h);
  return (
    o.column >= crop.firstColumn &&
    o.column <= crop.lastColumn &&
    o.row >= crop.firstRow &&
    o.row <= crop.lastRow
  );
}
