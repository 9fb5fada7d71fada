import { hexKey, type Hex } from '@broadside/rules';
import { escapeXml } from '../escape.js';
import type { MapShot, MapUnit, TerrainFeature } from '../map-data.js';
import { PALETTE } from '../palette.js';
import { shapePath, sideStyle } from '../sides.js';
import type { StoryTrail } from './frames.js';

/**
 * The pieces of a story picture, each an SVG fragment in picture pixels: terrain, trails,
 * shots and counters drawn as the web board draws them. `at` places a hex's centre.
 */

/** A point in picture pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where things go: a hex's centre and the hex size (centre to corner). */
export interface Placer {
  readonly size: number;
  at(h: Hex): Point;
}

/** A number as SVG text: at most two decimals, so the output is byte-stable. */
export function n(value: number): string {
  const r = Math.round(value * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

/** Polygon or polyline points. */
export function points(list: readonly Point[]): string {
  return list.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

/** A terrain feature, in the web board's colours. */
export function terrainShape(t: TerrainFeature, p: Placer): string {
  const c = p.at(t.hex);
  const [x, y, s] = [n(c.x), n(c.y), p.size];
  switch (t.look ?? 'disc') {
    case 'disc':
      return `<circle class="terrain" cx="${x}" cy="${y}" r="${n(s * 0.55)}" fill="${PALETTE.terrainDisc}" stroke="${PALETTE.terrainDiscRim}"/>`;
    case 'dot':
      return `<circle class="terrain" cx="${x}" cy="${y}" r="${n(s * 0.25)}" fill="${PALETTE.terrainDot}"/>`;
    case 'ring':
      return `<circle class="terrain" cx="${x}" cy="${y}" r="${n(s * 0.8)}" fill="none" stroke="${PALETTE.terrainRing}" stroke-width="2" stroke-dasharray="5 3"/><circle cx="${x}" cy="${y}" r="${n(s * 0.2)}" fill="${PALETTE.terrainRing}"/>`;
    case 'numeral':
      return `<text class="terrain" x="${x}" y="${n(c.y + s * 0.22)}" font-size="${n(s * 0.6)}" font-weight="bold" text-anchor="middle" fill="${PALETTE.terrainNumeral}" opacity="0.75">${escapeXml(t.label)}</text>`;
  }
}

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

/** A burst: a spiky star where a shot hit, centred on `c`. */
export function burstPath(c: Point, r: number): string {
  const list = Array.from({ length: 16 }, (_, i) => {
    const a = (Math.PI / 8) * i;
    const k = i % 2 === 0 ? r : r * 0.45;
    return { x: c.x + k * Math.cos(a), y: c.y + k * Math.sin(a) };
  });
  return `M${points(list).replaceAll(' ', 'L')}Z`;
}

/**
 * The shots: a line from firer to target (a beam solid and light, a missile dashed and orange),
 * faint for a miss; a burst on every target hex that was hit (with the number of hits when more
 * than one) and a faint dashed ring on a hex only missed. The same shot twice is drawn once.
 * `under` goes below the counters (they stay readable), `over` (the hit counts) above them.
 */
export function shotsShape(
  shots: readonly MapShot[],
  p: Placer,
): { readonly under: string; readonly over: string } {
  const lines = new Map<string, MapShot>();
  const targets = new Map<string, { hex: Hex; hits: number }>();
  for (const s of shots) {
    if (s.from && hexKey(s.from) !== hexKey(s.to))
      lines.set(`${hexKey(s.from)}>${hexKey(s.to)}:${s.kind ?? 'beam'}:${s.hit !== false}`, s);
    const t = targets.get(hexKey(s.to)) ?? { hex: s.to, hits: 0 };
    if (s.hit !== false) t.hits += 1;
    targets.set(hexKey(s.to), t);
  }
  const out: string[] = [];
  const over: string[] = [];
  for (const s of lines.values()) {
    const [a, b] = [p.at(s.from!), p.at(s.to)];
    const missile = s.kind === 'missile';
    const hit = s.hit !== false;
    out.push(
      `<line class="shot shot-${missile ? 'missile' : 'beam'} ${hit ? 'hit' : 'miss'}" x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="${missile ? PALETTE.missile : PALETTE.tracer}" stroke-width="${n(p.size * (missile ? 0.09 : 0.08))}"${missile ? ` stroke-dasharray="${n(p.size * 0.3)} ${n(p.size * 0.2)}"` : ''} stroke-linecap="round" opacity="${hit ? 0.9 : 0.3}"/>`,
    );
  }
  for (const t of targets.values()) {
    const c = p.at(t.hex);
    if (t.hits === 0) {
      out.push(
        `<circle class="miss-ring" cx="${n(c.x)}" cy="${n(c.y)}" r="${n(p.size * 0.6)}" fill="none" stroke="${PALETTE.muted}" stroke-dasharray="4 3" opacity="0.6"/>`,
      );
      continue;
    }
    out.push(
      `<path class="burst" d="${burstPath(c, p.size * 0.7)}" fill="${PALETTE.burst}" fill-opacity="0.55" stroke="${PALETTE.tracer}" stroke-width="1"/>`,
    );
    if (t.hits > 1)
      over.push(
        `<text x="${n(c.x + p.size * 0.55)}" y="${n(c.y + p.size * 0.75)}" font-size="${n(p.size * 0.38)}" font-weight="bold" fill="${PALETTE.tracer}" stroke="${PALETTE.background}" stroke-width="2" paint-order="stroke">×${t.hits}</text>`,
      );
  }
  return { under: out.join(''), over: over.join('') };
}

/** Offsets that spread counters sharing a hex around its centre, as the web board does. */
function stackOffsets(units: readonly MapUnit[], size: number): Map<string, Point> {
  const byHex = new Map<string, string[]>();
  for (const u of units) {
    const key = hexKey(u.hex!);
    byHex.set(key, [...(byHex.get(key) ?? []), u.id]);
  }
  const offsets = new Map<string, Point>();
  for (const ids of byHex.values())
    ids.forEach((id, i) => {
      const a = (2 * Math.PI * i) / ids.length - Math.PI / 2;
      const r = ids.length === 1 ? 0 : size * 0.42;
      offsets.set(id, { x: r * Math.cos(a), y: r * Math.sin(a) });
    });
  return offsets;
}

/** "×N" at the upper right of every hex holding more than one counter, as the web board writes. */
function stackCounts(placed: readonly MapUnit[], p: Placer): string {
  const byHex = new Map<string, { hex: Hex; count: number }>();
  for (const u of placed) {
    const entry = byHex.get(hexKey(u.hex!)) ?? { hex: u.hex!, count: 0 };
    entry.count += 1;
    byHex.set(hexKey(u.hex!), entry);
  }
  return [...byHex.values()]
    .filter((e) => e.count > 1)
    .map((e) => {
      const c = p.at(e.hex);
      return `<text class="stack-count" x="${n(c.x + p.size * 0.55)}" y="${n(c.y - p.size * 0.5)}" font-size="${n(Math.max(9, p.size * 0.38))}" font-weight="bold" text-anchor="middle" fill="${PALETTE.text}" stroke="${PALETTE.background}" stroke-width="2" paint-order="stroke">×${e.count}</text>`;
    })
    .join('');
}

/**
 * The counters on the map, as the web board draws them: the side's colour and shape, the hull
 * code inside, a pointer towards the facing; a destroyed unit greyed and crossed; several in a
 * hex spread around its centre, with their number. Units off the map, escaped or hidden are not
 * drawn.
 */
export function countersShape(units: readonly MapUnit[], p: Placer): string {
  const placed = units.filter((u) => u.hex && u.state !== 'escaped' && u.state !== 'hidden');
  const offsets = stackOffsets(placed, p.size);
  return placed
    .map((u) => {
      const c = p.at(u.hex!);
      const off = offsets.get(u.id) ?? { x: 0, y: 0 };
      const stacked = off.x !== 0 || off.y !== 0;
      // The aft half of a Star Trek stand is a smaller blank counter behind its fore.
      const aft = u.hull === 'aft';
      const r = p.size * (stacked ? 0.34 : 0.45) * (aft ? 0.7 : 1);
      const { colour, shape } = sideStyle(u.side);
      const destroyed = u.state === 'destroyed';
      const parts = [
        `<g class="counter${destroyed ? ' destroyed' : ''}" data-unit="${escapeXml(u.id)}" data-side="${escapeXml(u.side)}" transform="translate(${n(c.x + off.x)} ${n(c.y + off.y)})"${destroyed ? ' opacity="0.55"' : ''}>`,
      ];
      if (u.facing !== null && !destroyed)
        parts.push(
          `<path transform="rotate(${n(u.facing - 90)})" d="M${n(r * 0.85)},${n(-r * 0.35)}L${n(r * 1.5)},0L${n(r * 0.85)},${n(r * 0.35)}Z" fill="${PALETTE.text}" stroke="${PALETTE.panel}"/>`,
        );
      parts.push(
        `<path d="${shapePath(shape, r)}" fill="${destroyed ? PALETTE.wreckBody : colour}" stroke="${PALETTE.panel}" stroke-width="1.5"/>`,
      );
      if (!aft)
        parts.push(
          `<text y="${n(r * 0.3)}" font-size="${n(r * 0.72)}" font-weight="bold" text-anchor="middle" fill="${PALETTE.panel}">${escapeXml(u.hull.slice(0, 4))}</text>`,
        );
      if (destroyed)
        parts.push(
          `<path class="wreck" d="M${n(-r)},${n(-r)}L${n(r)},${n(r)}M${n(r)},${n(-r)}L${n(-r)},${n(r)}" stroke="${PALETTE.danger}" stroke-width="2.5"/>`,
        );
      parts.push('</g>');
      return parts.join('');
    })
    .join('')
    .concat(stackCounts(placed, p));
}
