import { describe, expect, it } from 'vitest';
import {
  boardSvg,
  COUNTER_SHAPES,
  shapePath,
  sideColour,
  sideStyle,
  MIN_COUNTER_SCREEN_RADIUS,
} from '../src/index.js';

/**
 * Issue 28, "A readable board": side colours are safe for colour-blind players, and the same on
 * the web board, in its legend and in the map picture. Every pair of side colours must stay
 * apart (CIE76 ΔE in Lab) when seen through the Machado–Oliveira–Fernandes (2009) simulations of
 * protanopia, deuteranopia and tritanopia at full severity.
 */
const SIMULATIONS: Record<string, readonly (readonly number[])[]> = {
  'normal vision': [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** A `#rrggbb` colour as seen through `matrix`, in CIE Lab (D65). */
function seenAs(hex: string, matrix: readonly (readonly number[])[]): [number, number, number] {
  const rgb = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16)));
  const [r, g, b] = matrix.map((row) =>
    Math.min(
      1,
      Math.max(
        0,
        row.reduce((sum, k, j) => sum + k * rgb[j]!, 0),
      ),
    ),
  ) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const SIDES = ['A', 'B', 'C', 'D', 'E', 'F'];

describe('side colours', () => {
  it.each(Object.keys(SIMULATIONS))('every two sides stay apart under %s (ΔE ≥ 15)', (sim) => {
    const matrix = SIMULATIONS[sim]!;
    for (const [i, a] of SIDES.entries())
      for (const b of SIDES.slice(i + 1)) {
        const [p, q] = [seenAs(sideColour(a), matrix), seenAs(sideColour(b), matrix)];
        const delta = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
        expect(delta, `${a} ${sideColour(a)} and ${b} ${sideColour(b)}`).toBeGreaterThanOrEqual(15);
      }
  });

  it('every side also has a shape of its own, so colour is never the only cue', () => {
    expect(new Set(SIDES.map((s) => sideStyle(s).shape)).size).toBe(SIDES.length);
    expect(COUNTER_SHAPES).toHaveLength(SIDES.length);
  });

  it("the map picture draws each side's counter and legend in the board's colour and shape", () => {
    const svg = boardSvg({
      bounds: { columns: 3, rows: 2 },
      terrain: [],
      units: [
        {
          id: 'A1',
          name: 'a',
          hull: 'CT',
          side: 'A',
          hex: { q: 0, r: 0 },
          facing: 0,
          state: 'active',
        },
        {
          id: 'B1',
          name: 'b',
          hull: 'CT',
          side: 'B',
          hex: { q: 2, r: 0 },
          facing: 0,
          state: 'active',
        },
      ],
      sides: [
        ['A', 'Ann'],
        ['B', 'Bob'],
      ],
    });
    for (const side of ['A', 'B']) {
      const { colour, shape } = sideStyle(side);
      // Each side's shape in its colour: once on its counter, once in the legend.
      const drawn = svg.match(new RegExp(`d="[^"]*" fill="${colour}"`, 'g')) ?? [];
      expect(drawn, side).toHaveLength(2);
      // The counter as the web board draws it alone in a hex, never below its readable size;
      // the legend's shape beside a 12 px name.
      expect(svg).toContain(`d="${shapePath(shape, MIN_COUNTER_SCREEN_RADIUS)}" fill="${colour}"`);
      const legend = svg.match(new RegExp(`<g class="player" data-side="${side}">(.*?)</g>`));
      expect(legend?.[1], side).toContain(`d="${shapePath(shape, 12 * 0.45)}" fill="${colour}"`);
    }
  });
});
