import { describe, expect, test } from 'vitest';
import { hex } from '../../src/hex/hex.js';
import { hexesWithin } from '../../src/hex/ring.js';
import { arcOf } from '../../src/scl/geometry.js';
import rulesDoc from '../../../../docs/rules/star-cruiser-lite.md?raw';

/**
 * The picture in docs/rules/star-cruiser-lite.md ("Fire sectors on the hex grid") is the
 * engine's ruling: drawn again from `arcOf`, it must match the doc character for character.
 */

const RADIUS = 3;
/** Blank columns left of the westernmost hexes, as the doc indents the drawing. */
const MARGIN = 6;

/**
 * The sectors around a ship at the centre facing up (facing 0), `radius` hexes around, as text.
 * Flat-topped hexes: a column of hexes every 3 characters, each line half a hex high, so the hex
 * (q, r) sits on line 2r + q and column 3q (from the centre); `*` is the ship's own hex.
 */
function sectorPicture(radius: number): string {
  const ship = hex(0, 0);
  const lines = Array.from({ length: 4 * radius + 1 }, () => [] as string[]);
  for (const h of hexesWithin(ship, radius)) {
    const line = lines[2 * h.r + h.q + 2 * radius];
    if (line) line[MARGIN + 3 * (h.q + radius)] = arcOf(ship, 0, h) ?? '*';
  }
  return lines.map((l) => Array.from(l, (c) => c ?? ' ').join('')).join('\n');
}

/** The first fenced block under the doc's heading `title`. */
function pictureUnder(md: string, title: string): string {
  const section = md.split(`\n## ${title}\n`)[1] ?? '';
  return /^```\n([\s\S]*?)\n```$/m.exec(section)?.[1] ?? '';
}

describe('Star Cruiser Lite fire sectors', () => {
  test('the doc’s picture is the one arcOf draws, facing up, three hexes around', () => {
    const drawn = sectorPicture(RADIUS);
    expect(drawn.split('\n')[2 * RADIUS]?.trim()).toBe('P     *     S');
    expect(pictureUnder(rulesDoc, 'Fire sectors on the hex grid')).toBe(drawn);
  });

  test('each sector is a quarter turn: 9 forward and 9 aft hexes, 9 to port, 9 to starboard', () => {
    const counts: Record<string, number> = {};
    for (const h of hexesWithin(hex(0, 0), RADIUS)) {
      const arc = arcOf(hex(0, 0), 0, h) ?? '*';
      counts[arc] = (counts[arc] ?? 0) + 1;
    }
    expect(counts).toEqual({ '*': 1, F: 9, A: 9, P: 9, S: 9 });
  });
});
