import { expect, test } from 'vitest';
import { distance } from '../../../src/hex/hex.js';
import { hexesInBounds } from '../../../src/hex/map.js';
import { guaranteedReach } from '../../../src/starfire/scenarios/map-room.js';

/** Brute force: the least, over all hexes, of the farthest distance to any other hex. */
function bruteForce(columns: number, rows: number): number {
  const all = hexesInBounds({ columns, rows });
  return Math.min(...all.map((a) => Math.max(...all.map((b) => distance(a, b)))));
}

test.each([
  [44, 34],
  [8, 8],
  [9, 8],
  [31, 20],
  [20, 31],
  [30, 12],
])('guaranteedReach on %i × %i matches brute force', (columns, rows) => {
  expect(guaranteedReach({ columns, rows })).toBe(bruteForce(columns, rows));
});

test('on the default map every hex has a hex at least 28 away, so "25 hexes from A" is always possible', () => {
  expect(guaranteedReach({ columns: 44, rows: 34 })).toBe(28);
});
