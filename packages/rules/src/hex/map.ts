import { hex, type Hex } from './hex.js';

/**
 * A rectangular map of `columns` × `rows` hexes, labelled from column 1, row 1 at the top-left.
 * Even-numbered columns sit half a hex lower than odd-numbered ones.
 */
export interface MapBounds {
  readonly columns: number;
  readonly rows: number;
}

/** A 1-based column and row, as printed on the map. */
export interface Offset {
  readonly column: number;
  readonly row: number;
}

/** The sides of a rectangular map. */
export const MAP_EDGES = ['top', 'bottom', 'left', 'right'] as const;

/** One side of the map. */
export type MapEdge = (typeof MAP_EDGES)[number];

/**
 * Converts a 1-based column and row to a hex. Column 1, row 1 is the origin `(0, 0)`; even
 * columns are shifted half a hex down, so 0201 touches 0101 and 0202 is two hexes from it.
 * Works for any integers, also off the map.
 */
export function offsetToHex(column: number, row: number): Hex {
  if (!Number.isSafeInteger(column) || !Number.isSafeInteger(row)) {
    throw new RangeError(`offsetToHex: column and row must be integers, got (${column}, ${row})`);
  }
  const q = column - 1;
  const parity = q & 1;
  return hex(q, row - 1 - (q - parity) / 2);
}

/** The 1-based column and row of a hex (the inverse of {@link offsetToHex}). */
export function hexToOffset(h: Hex): Offset {
  const parity = h.q & 1;
  const row = h.r + (h.q - parity) / 2 + 1;
  return { column: h.q + 1, row: row === 0 ? 0 : row };
}

/** True when the hex lies on the map. */
export function inBounds(bounds: MapBounds, h: Hex): boolean {
  const { column, row } = hexToOffset(h);
  return column >= 1 && column <= bounds.columns && row >= 1 && row <= bounds.rows;
}

/** Every hex of the map, column by column from the left, each column from the top. */
export function hexesInBounds(bounds: MapBounds): readonly Hex[] {
  const all: Hex[] = [];
  for (let column = 1; column <= bounds.columns; column += 1) {
    for (let row = 1; row <= bounds.rows; row += 1) all.push(offsetToHex(column, row));
  }
  return all;
}

/** True when the hex is on the map and in its first or last row or column for that edge. */
export function isOnEdge(bounds: MapBounds, h: Hex, edge: MapEdge): boolean {
  if (!inBounds(bounds, h)) return false;
  const { column, row } = hexToOffset(h);
  switch (edge) {
    case 'top':
      return row === 1;
    case 'bottom':
      return row === bounds.rows;
    case 'left':
      return column === 1;
    case 'right':
      return column === bounds.columns;
  }
}
