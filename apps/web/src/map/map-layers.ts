import { svg, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { formatLabel, hexesInBounds, type Hex, type MapBounds } from '@broadside/rules';
import { corners, hexToPixel, layout } from './layout.js';
import {
  BAND_MARK_KINDS,
  type HexBadge,
  type HexLine,
  type HexMark,
  type HexMarkKind,
  type MapTerrain,
  type MapUnit,
} from './map-data.js';
import { pointsAttr } from './map-geometry.js';
import {
  counterPieces,
  stackCountPieces,
  terrainPiece,
  type Placer,
} from '@broadside/board-picture/pieces';

/**
 * The SVG layers `<hex-map>` draws, each from plain data, in map pixels (the map's pan and
 * zoom transform them as a whole).
 */

/** Hex size in map pixels (centre to corner). */
export const HEX_SIZE = 30;
/** The flat-topped layout of every map. */
export const LAYOUT = layout(HEX_SIZE);

/** The outline of a hex as SVG path data. */
function hexOutline(h: Hex): string {
  return `M${pointsAttr(corners(LAYOUT, h)).replaceAll(' ', 'L')}Z`;
}

/**
 * Hatch patterns of blind and restricted arcs, the Medium and Long range bands' hatching and
 * dots, and the path's arrow head.
 */
export function mapDefs() {
  return svg`<defs>
      <pattern id="hatch-blind" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="rgba(0,0,0,0.45)"></rect>
        <line x1="0" y1="0" x2="0" y2="6" stroke="#9aa3bd" stroke-width="1.5"></line>
      </pattern>
      <pattern id="hatch-restricted" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="8" height="8" fill="rgba(0,0,0,0.25)"></rect>
        <line x1="0" y1="0" x2="0" y2="8" stroke="#6b5a2a" stroke-width="1"></line>
      </pattern>
      <pattern id="band-medium-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="rgba(230,159,0,0.07)"></rect>
        <line x1="0" y1="0" x2="0" y2="8" stroke="rgba(230,159,0,0.6)" stroke-width="1.5"></line>
      </pattern>
      <pattern id="band-long-dots" width="10" height="10" patternUnits="userSpaceOnUse">
        <circle cx="5" cy="5" r="1.4" fill="rgba(86,180,233,0.75)"></circle>
      </pattern>
      <marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
        <path d="M0,0L10,5L0,10Z" fill="#56b4e9"></path>
      </marker>
    </defs>`;
}

/** A hex's CCRR label in its upper part, `size` map pixels high. */
export function hexLabel(h: Hex, size: number, className = 'label') {
  const c = hexToPixel(LAYOUT, h);
  return svg`<text class=${className} x=${c.x} y=${c.y - HEX_SIZE * 0.5} font-size=${size}>${formatLabel(h)}</text>`;
}

/** The whole grid as one path, with the CCRR labels `labelSize` map pixels high (none if null). */
export function gridLayer(bounds: MapBounds, labelSize: number | null) {
  const all = hexesInBounds(bounds);
  const d = all.map(hexOutline).join('');
  const labels = labelSize === null ? nothing : all.map((h) => hexLabel(h, labelSize));
  return svg`<path class="grid" d=${d}></path>${labels}`;
}

/** Where the board's drawing model puts things on this map: hex centres in map pixels. */
export const PLACER: Placer = { size: HEX_SIZE, at: (h) => hexToPixel(LAYOUT, h) };

/** Terrain features, each drawn by its look (the shared drawing model) with its label as the tooltip. */
export function terrainLayer(t: MapTerrain) {
  return svg`${t.map((f) => {
    const piece = terrainPiece(f, PLACER);
    const body =
      piece.look === 'numeral'
        ? svg`<text class="terrain-numeral" x=${piece.x} y=${piece.y} font-size=${piece.size} text-anchor="middle">${f.label}</text>`
        : piece.look === 'ring'
          ? svg`<circle class="terrain-ring" cx=${piece.x} cy=${piece.y} r=${piece.r}></circle>
              <circle class="terrain-ring-core" cx=${piece.x} cy=${piece.y} r=${piece.core}></circle>`
          : svg`<circle class="terrain-${piece.look}" cx=${piece.x} cy=${piece.y} r=${piece.r}></circle>`;
    return svg`<g data-terrain=${f.kind}><title>${f.label}</title>${body}</g>`;
  })}`;
}

/** Whether a mark kind is a range band, drawn under the other marks. */
const isBand = (kind: HexMarkKind): boolean =>
  (BAND_MARK_KINDS as readonly string[]).includes(kind);

/**
 * Marked hexes, merged into one path per kind, in the order the kinds first come; range bands
 * first, so every other mark is drawn over them.
 */
export function marksLayer(marks: readonly HexMark[]) {
  const byKind = new Map<HexMarkKind, string[]>();
  for (const m of marks) {
    const list = byKind.get(m.kind) ?? [];
    list.push(hexOutline(m.hex));
    byKind.set(m.kind, list);
  }
  const entries = [...byKind.entries()];
  return [...entries.filter(([k]) => isBand(k)), ...entries.filter(([k]) => !isBand(k))].map(
    ([kind, paths]) =>
      svg`<path class="mark mark-${kind}" data-mark=${kind} data-count=${paths.length} d=${paths.join('')}></path>`,
  );
}

/** Lines between hex centres, such as lines of fire. */
export function linesLayer(lines: readonly HexLine[]) {
  return lines.map((l) => {
    const a = hexToPixel(LAYOUT, l.from);
    const b = hexToPixel(LAYOUT, l.to);
    return svg`<line class="line-${l.kind}" x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y}></line>`;
  });
}

/** A planned path as an arrow through the hexes in order. */
export function pathLayer(path: readonly Hex[]) {
  if (path.length < 2) return nothing;
  const points = path.map((h) => hexToPixel(LAYOUT, h));
  return svg`<polyline class="path" data-testid="planned-path" points=${pointsAttr(points)}></polyline>`;
}

/** A route to draw: a path planned but not sent yet, or steps queued on the server. */
export interface MapRoute {
  readonly hexes: readonly Hex[];
  readonly kind: 'planned' | 'queued';
}

/** Routes as lines through their hexes, with a ring on the hex where each ends. */
export function routesLayer(routes: readonly MapRoute[]) {
  return routes.map((route) => {
    const points = route.hexes.map((h) => hexToPixel(LAYOUT, h));
    const end = points[points.length - 1];
    if (!end) return nothing;
    return svg`<g class="route route-${route.kind}" data-testid="route-${route.kind}" data-hexes=${route.hexes.length}>
      ${points.length > 1 ? svg`<polyline points=${pointsAttr(points)}></polyline>` : nothing}
      <circle cx=${end.x} cy=${end.y} r=${HEX_SIZE * 0.45}></circle>
    </g>`;
  });
}

/**
 * Unit counters, as the board's drawing model places them (the story pictures draw the same
 * model): side colour and shape, facing pointer, hull and name; a wreck cross on destroyed
 * ships. Counters never shrink below about 11 screen pixels at `zoom`. Each counter keeps its
 * element across updates (keyed by id), so a move slides it to its new hex (see the map's
 * styles; none when the user prefers reduced motion). Counters sharing a hex are spread around
 * its centre, and the hex gets a count.
 */
export function unitsLayer(units: readonly MapUnit[], selectedUnit: string | null, zoom: number) {
  const counters = repeat(
    counterPieces(units, PLACER, { zoom }),
    (c) => c.unit.id,
    (c) => {
      const u = c.unit;
      const selected = selectedUnit === u.id;
      const facing = u.facingLabel ?? (u.facing === null ? '' : `${u.facing}°`);
      return svg`<g class="unit ${u.state} ${selected ? 'selected' : ''}" data-unit=${u.id} data-testid="unit-${u.id}"
          data-state=${u.state} data-hex=${formatLabel(u.hex as Hex)} data-facing=${facing} style="transform: translate(${c.x}px, ${c.y}px)">
        <title>${u.name} (${u.hull}), side ${u.side}${facing ? `, facing ${facing}` : ''}${c.destroyed ? ', destroyed' : ''}</title>
        ${
          c.pointer
            ? svg`<g transform="rotate(${c.pointer.rotate})"><path class="pointer" d=${c.pointer.d}></path></g>`
            : nothing
        }
        <path class="body" d=${c.body} fill=${c.style.colour}></path>
        ${c.hull ? svg`<text class="hull" y=${c.hull.y} style="font-size:${c.hull.size}px">${c.hull.text}</text>` : nothing}
        ${c.wreck ? svg`<path class="wreck" d=${c.wreck}></path>` : nothing}
        <text class="name" y=${c.name.y} style="font-size:${c.name.size}px">${u.name}</text>
      </g>`;
    },
  );
  return svg`${counters}${stackCounts(units, zoom)}`;
}

/** "×N" at the upper right of every hex that holds more than one counter. */
function stackCounts(units: readonly MapUnit[], zoom: number) {
  return stackCountPieces(units, PLACER, { zoom }).map(
    (e) =>
      svg`<text class="stack-count" data-testid="stack-${formatLabel(e.hex)}" x=${e.x} y=${e.y} font-size=${e.size}>×${e.count}</text>`,
  );
}

/** The height of a badge in map units, and the least it may take on screen, in pixels. */
const BADGE_HEIGHT = 12;
const BADGE_MIN_SCREEN_HEIGHT = 13;

/**
 * Texts pinned above hexes, such as to-hit numbers and ranges. Like counters, they never shrink
 * below a readable size on screen at `zoom` (a phone fitted to two distant fleets).
 */
export function badgesLayer(badges: readonly HexBadge[], zoom = 1) {
  const scale = Math.max(1, BADGE_MIN_SCREEN_HEIGHT / (BADGE_HEIGHT * zoom));
  return badges.map((b) => {
    const c = hexToPixel(LAYOUT, b.hex);
    const width = Math.max(18, b.text.length * 5 + 6);
    return svg`<g class="badge" data-badge=${formatLabel(b.hex)} transform="translate(${c.x} ${c.y - HEX_SIZE * 0.95}) scale(${scale})">
        <rect x=${-width / 2} y=${-BADGE_HEIGHT / 2} width=${width} height=${BADGE_HEIGHT}></rect>
        <text>${b.text}</text>
      </g>`;
  });
}
