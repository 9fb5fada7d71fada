import {
  formatLabel,
  hexEquals,
  hexToOffset,
  inBounds,
  offsetToHex,
  type Hex,
  type MapBounds,
} from '@broadside/rules';
import type { MapUnit } from './map-data.js';

/** The keys that move the map's keyboard cursor, and the column and row step of each. */
export const CURSOR_STEPS: Readonly<Record<string, readonly [column: number, row: number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The hex the cursor moves to from `from` with `key` (an arrow): up and down the column, left
 * and right along the printed row (CCRR). It stays put at the map's edge or for another key.
 */
export function cursorStep(from: Hex, key: string, bounds: MapBounds): Hex {
  const step = CURSOR_STEPS[key];
  if (!step) return from;
  const { column, row } = hexToOffset(from);
  const to = offsetToHex(column + step[0], row + step[1]);
  return inBounds(bounds, to) ? to : from;
}

/** The counters drawn on hex `h` (not hidden, not gone), named ones first. */
export function unitsAt(h: Hex, units: readonly MapUnit[]): readonly MapUnit[] {
  const here = units.filter(
    (u) => u.hex !== null && hexEquals(u.hex, h) && u.state !== 'hidden' && u.state !== 'escaped',
  );
  return [...here.filter((u) => u.name !== ''), ...here.filter((u) => u.name === '')];
}

/**
 * What a screen reader says of the cursor's hex: its label and every named counter on it, e.g.
 * `Hex 0304: Heavy Cruiser A1 (CA), side A`, or `Hex 0304, empty`.
 */
export function cursorText(h: Hex, units: readonly MapUnit[]): string {
  const named = unitsAt(h, units).filter((u) => u.name !== '');
  if (named.length === 0) return `Hex ${formatLabel(h)}, empty`;
  const parts = named.map(
    (u) => `${u.name} (${u.hull}), side ${u.side}${u.state === 'destroyed' ? ', destroyed' : ''}`,
  );
  return `Hex ${formatLabel(h)}: ${parts.join('; ')}`;
}
