import { hexKey, type Hex } from '@broadside/rules';
import { escapeXml } from './escape.js';
import type { MapShot, MapUnit, TerrainFeature } from './map-data.js';
import { PALETTE } from './palette.js';
import {
  counterPieces,
  shotLine,
  shotTargets,
  stackCountPieces,
  terrainPiece,
  type PieceOptions,
  type Placer,
  type Point,
  type ShotLine,
} from './pieces.js';
import { shapePath, sideStyle } from './sides.js';

/**
 * The SVG back-end of the board's drawing model (`pieces.ts`): string writers for the grid,
 * terrain, counters, stack counts, shots and a side's name, in the web board's colours
 * ({@link PALETTE}). Every still picture (the story frames, the map PNG, the set-up picture)
 * draws with these; the interactive web board draws the same pieces as lit templates.
 */

/** A number as SVG text: at most two decimals, so the output is byte-stable. */
export function n(value: number): string {
  const r = Math.round(value * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

/** Polygon or polyline points. */
export function points(list: readonly Point[]): string {
  return list.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

/** A terrain feature, in the web board's colours, where the drawing model puts it. */
export function terrainShape(t: TerrainFeature, p: Placer): string {
  const piece = terrainPiece(t, p);
  const [x, y] = [n(piece.x), n(piece.y)];
  switch (piece.look) {
    case 'disc':
      return `<circle class="terrain" cx="${x}" cy="${y}" r="${n(piece.r)}" fill="${PALETTE.terrainDisc}" stroke="${PALETTE.terrainDiscRim}"/>`;
    case 'dot':
      return `<circle class="terrain" cx="${x}" cy="${y}" r="${n(piece.r)}" fill="${PALETTE.terrainDot}"/>`;
    case 'ring':
      return `<circle class="terrain" cx="${x}" cy="${y}" r="${n(piece.r)}" fill="none" stroke="${PALETTE.terrainRing}" stroke-width="2" stroke-dasharray="5 3"/><circle cx="${x}" cy="${y}" r="${n(piece.core)}" fill="${PALETTE.terrainRing}"/>`;
    case 'numeral':
      return `<text class="terrain" x="${x}" y="${y}" font-size="${n(piece.size)}" font-weight="bold" text-anchor="middle" fill="${PALETTE.terrainNumeral}" opacity="0.75">${escapeXml(t.label)}</text>`;
  }
}

/** Outlines of `hexes` as one path, where `p` places them. */
export function gridShape(hexes: readonly Hex[], p: Placer): string {
  const d = hexes
    .map((h) => {
      const c = p.at(h);
      const corners = Array.from({ length: 6 }, (_, i) => ({
        x: c.x + p.size * Math.cos((Math.PI / 3) * i),
        y: c.y + p.size * Math.sin((Math.PI / 3) * i),
      }));
      return `M${points(corners).replaceAll(' ', 'L')}Z`;
    })
    .join('');
  return `<path class="grid" d="${d}" fill="none" stroke="${PALETTE.grid}" stroke-width="1"/>`;
}

/** A rough width of a text, for laying texts side by side (DejaVu Sans averages ~0.6 em). */
export function textWidth(value: string, size: number): number {
  return value.length * size * 0.6;
}

/**
 * A side's shape and a name after it in the side's colour, starting at `x` on baseline `y`
 * (a long name cut with an ellipsis); returns the fragment and the next x.
 */
export function namedSide(
  side: string,
  name: string,
  x: number,
  y: number,
  size: number,
): { readonly fragment: string; readonly next: number } {
  const { colour, shape } = sideStyle(side);
  const label = name.length > 32 ? `${name.slice(0, 31)}…` : name;
  const fragment = `<g class="player" data-side="${escapeXml(side)}"><path transform="translate(${n(x + size * 0.5)} ${n(y - size * 0.35)})" d="${shapePath(shape, size * 0.45)}" fill="${colour}"/><text x="${n(x + size * 1.2)}" y="${n(y)}" font-size="${size}" fill="${colour}">${escapeXml(label)}</text></g>`;
  return { fragment, next: x + size * 1.2 + textWidth(label, size) + size };
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
  const lines = new Map<string, { shot: MapShot; line: ShotLine }>();
  for (const s of shots) {
    const line = shotLine(s, p);
    if (line)
      lines.set(`${hexKey(s.from!)}>${hexKey(s.to)}:${s.kind ?? 'beam'}:${s.hit !== false}`, {
        shot: s,
        line,
      });
  }
  const out: string[] = [];
  const over: string[] = [];
  for (const { shot: s, line } of lines.values()) {
    const missile = s.kind === 'missile';
    const hit = s.hit !== false;
    out.push(
      `<line class="shot shot-${missile ? 'missile' : 'beam'} ${hit ? 'hit' : 'miss'}" x1="${n(line.x1)}" y1="${n(line.y1)}" x2="${n(line.x2)}" y2="${n(line.y2)}" stroke="${missile ? PALETTE.missile : PALETTE.tracer}" stroke-width="${n(p.size * (missile ? 0.09 : 0.08))}"${missile ? ` stroke-dasharray="${n(p.size * 0.3)} ${n(p.size * 0.2)}"` : ''} stroke-linecap="round" opacity="${hit ? 0.9 : 0.3}"/>`,
    );
  }
  for (const t of shotTargets(shots, p)) {
    if (t.hits === 0) {
      out.push(
        `<circle class="miss-ring" cx="${n(t.x)}" cy="${n(t.y)}" r="${n(t.r)}" fill="none" stroke="${PALETTE.muted}" stroke-dasharray="4 3" opacity="0.6"/>`,
      );
      continue;
    }
    out.push(
      `<path class="burst" d="${burstPath(t, t.r)}" fill="${PALETTE.burst}" fill-opacity="0.55" stroke="${PALETTE.tracer}" stroke-width="1"/>`,
    );
    if (t.hits > 1)
      over.push(
        `<text x="${n(t.x + p.size * 0.55)}" y="${n(t.y + p.size * 0.75)}" font-size="${n(p.size * 0.38)}" font-weight="bold" fill="${PALETTE.tracer}" stroke="${PALETTE.background}" stroke-width="2" paint-order="stroke">×${t.hits}</text>`,
      );
  }
  return { under: out.join(''), over: over.join('') };
}

/** "×N" at the upper right of every hex holding more than one counter, as the web board writes. */
function stackCounts(units: readonly MapUnit[], p: Placer, options: PieceOptions): string {
  return stackCountPieces(units, p, options)
    .map(
      (e) =>
        `<text class="stack-count" x="${n(e.x)}" y="${n(e.y)}" font-size="${n(e.size)}" font-weight="bold" text-anchor="middle" fill="${PALETTE.text}" stroke="${PALETTE.background}" stroke-width="2" paint-order="stroke">×${e.count}</text>`,
    )
    .join('');
}

/**
 * The counters on the map, as the web board draws them (the same drawing model): the side's
 * colour and shape, the hull code inside, a pointer towards the facing; a destroyed unit greyed
 * and crossed; several in a hex spread around its centre, with their number. Units off the map,
 * escaped or hidden are not drawn. With a `zoom`, counters keep a readable size (`pieces.ts`).
 */
export function countersShape(
  units: readonly MapUnit[],
  p: Placer,
  options: PieceOptions = {},
): string {
  return counterPieces(units, p, options)
    .map((c) => {
      const u = c.unit;
      const parts = [
        `<g class="counter${c.destroyed ? ' destroyed' : ''}" data-unit="${escapeXml(u.id)}" data-side="${escapeXml(u.side)}" transform="translate(${n(c.x)} ${n(c.y)})"${c.destroyed ? ' opacity="0.55"' : ''}>`,
      ];
      if (c.pointer)
        parts.push(
          `<path transform="rotate(${n(c.pointer.rotate)})" d="${c.pointer.d}" fill="${PALETTE.text}" stroke="${PALETTE.panel}"/>`,
        );
      parts.push(
        `<path d="${c.body}" fill="${c.destroyed ? PALETTE.wreckBody : c.style.colour}" stroke="${PALETTE.panel}" stroke-width="1.5"/>`,
      );
      if (c.hull)
        parts.push(
          `<text y="${n(c.hull.y)}" font-size="${n(c.hull.size)}" font-weight="bold" text-anchor="middle" fill="${PALETTE.panel}">${escapeXml(c.hull.text)}</text>`,
        );
      if (c.wreck)
        parts.push(
          `<path class="wreck" d="${c.wreck}" stroke="${PALETTE.danger}" stroke-width="2.5"/>`,
        );
      parts.push('</g>');
      return parts.join('');
    })
    .join('')
    .concat(stackCounts(units, p, options));
}
