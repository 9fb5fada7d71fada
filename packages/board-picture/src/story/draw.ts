import { escapeXml } from '../escape.js';
import type { Placer, Point } from '../pieces.js';
import { n, points } from '../pieces-svg.js';
import { sideStyle } from '../sides.js';
import type { StoryTrail } from './frames.js';

/**
 * The story's own pieces, each an SVG fragment in picture pixels: a moved unit's trail and its
 * arrow. Terrain, shots and counters are the shared writers of `../pieces-svg.ts`, which every
 * still picture draws with. `at` places a hex's centre.
 */

/** An arrow head at `tip`, pointing away from `from`. */
export function arrowHead(from: Point, tip: Point, length: number, fill: string): string {
  const a = Math.atan2(tip.y - from.y, tip.x - from.x);
  const side = (turn: number) => ({
    x: tip.x - length * Math.cos(a + turn),
    y: tip.y - length * Math.sin(a + turn),
  });
  return `<path d="M${points([tip, side(0.45), side(-0.45)]).replaceAll(' ', 'L')}Z" fill="${fill}"/>`;
}

/** A trail: a line through the hex centres in the side's colour, an arrow at its end. */
export function trailShape(t: StoryTrail, p: Placer): string {
  const list = t.hexes.map((h) => p.at(h));
  const tip = list[list.length - 1]!;
  const before = list[list.length - 2]!;
  // The arrow stops at the counter's rim, so the counter stays readable.
  const d = Math.hypot(tip.x - before.x, tip.y - before.y);
  const k = d > 0 ? Math.max(0, 1 - (p.size * 0.5) / d) : 1;
  const end = { x: before.x + (tip.x - before.x) * k, y: before.y + (tip.y - before.y) * k };
  const { colour } = sideStyle(t.side);
  return [
    `<g class="trail" data-unit="${escapeXml(t.unitId)}" data-side="${escapeXml(t.side)}" opacity="0.8">`,
    `<polyline points="${points([...list.slice(0, -1), end])}" fill="none" stroke="${colour}" stroke-width="${n(p.size * 0.12)}" stroke-linejoin="round" stroke-linecap="round"/>`,
    arrowHead(before, end, p.size * 0.38, colour),
    '</g>',
  ].join('');
}
