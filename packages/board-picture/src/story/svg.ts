import { offsetToHex, type Hex } from '@broadside/rules';
import { escapeXml } from '../escape.js';
import { hexToPixel, layout } from '../layout.js';
import { PALETTE } from '../palette.js';
import { cropHexes, cropOf, inCrop, wholeMap, type Crop } from './crop.js';
import type { Placer } from '../pieces.js';
import {
  burstPath,
  countersShape,
  gridShape,
  n,
  namedSide,
  shotsShape,
  terrainShape,
  textWidth as width,
} from '../pieces-svg.js';
import { trailShape } from './draw.js';
import type { StoryFrame } from './frames.js';

/** What a story picture says above the map. */
export interface StoryHeader {
  /** The game's title, e.g. `Round 2: Alice v Bob`. */
  readonly title: string;
  /** The players by side, drawn in their side's colour and shape. */
  readonly players: readonly { readonly side: string; readonly name: string }[];
  /** What the frame shows, e.g. `Turn 3` or `Set-up`. */
  readonly caption: string;
  /** The game's result in words, when it is over and the picture should tell it. */
  readonly result: string | null;
}

/** Options of {@link storySvg}. */
export interface StorySvgOptions {
  /** Crop the map to the action (default); `false` draws the whole map. */
  readonly crop?: boolean;
  /** The picture's width in pixels (default 900, at least 480). */
  readonly maxWidth?: number;
}

const SQRT3 = Math.sqrt(3);
const TITLE_BAND = 62;
const LEGEND_BAND = 30;
/** Room for the row numbers left of the map and the column numbers above it. */
const LEFT = 28;
const TOP = 18;
const PAD = 10;
/** The largest hex size: a small crop is not blown up beyond it. */
const MAX_HEX = 40;

/** Text cut to `max` characters (an ellipsis when cut), then escaped. */
function text(value: string, max: number): string {
  const cut = value.length > max ? `${value.slice(0, max - 1)}…` : value;
  return escapeXml(cut);
}

/** The title band: title and caption, then the players and the result. */
function titleBand(header: StoryHeader, w: number): string {
  const parts = [
    `<rect width="${w}" height="${TITLE_BAND}" fill="${PALETTE.panel}"/>`,
    `<text class="title" x="${PAD}" y="25" font-size="19" font-weight="bold" fill="${PALETTE.text}">${text(header.title, Math.max(10, Math.floor((w - 180) / 11.5)))}</text>`,
    `<text class="caption" x="${w - PAD}" y="25" font-size="17" font-weight="bold" text-anchor="end" fill="${PALETTE.accent}">${text(header.caption, 24)}</text>`,
  ];
  let x = PAD;
  header.players.forEach((p, i) => {
    if (i > 0) {
      parts.push(`<text x="${n(x)}" y="50" font-size="13" fill="${PALETTE.muted}">vs</text>`);
      x += 26;
    }
    const side = namedSide(p.side, p.name, x, 50, 14);
    parts.push(side.fragment);
    x = side.next;
  });
  if (header.result !== null)
    parts.push(
      `<text class="result" x="${w - PAD}" y="50" font-size="14" text-anchor="end" fill="${PALETTE.text}">${text(header.result, Math.max(12, Math.floor((w - x - PAD) / 8)))}</text>`,
    );
  return parts.join('');
}

/** The legend band: the players again, and what the marks mean. */
function legendBand(header: StoryHeader, y: number, w: number): string {
  const base = y + 19;
  const parts = [
    `<rect y="${n(y)}" width="${w}" height="${LEGEND_BAND}" fill="${PALETTE.panel}"/>`,
  ];
  let x = PAD;
  for (const p of header.players) {
    const side = namedSide(p.side, p.name, x, base, 12);
    parts.push(side.fragment);
    x = side.next;
  }
  const key: [string, string][] = [
    [
      'trail',
      `<path d="M0,-4L18,-4" stroke="${PALETTE.text}" stroke-width="2.5"/><path d="M22,-4L15,-8L15,0Z" fill="${PALETTE.text}"/>`,
    ],
    ['beam', `<path d="M0,-4L22,-4" stroke="${PALETTE.tracer}" stroke-width="2"/>`],
    [
      'missile',
      `<path d="M0,-4L22,-4" stroke="${PALETTE.missile}" stroke-width="2" stroke-dasharray="5 3"/>`,
    ],
    [
      'hit',
      `<path d="${burstPath({ x: 9, y: -4 }, 8)}" fill="${PALETTE.burst}" fill-opacity="0.55" stroke="${PALETTE.tracer}"/>`,
    ],
    [
      'miss',
      `<circle cx="8" cy="-4" r="6" fill="none" stroke="${PALETTE.muted}" stroke-dasharray="3 2"/>`,
    ],
  ];
  const keyWidth = key.reduce((sum, [label]) => sum + 34 + width(label, 11), 0);
  if (x + keyWidth < w) {
    let k = w - PAD - keyWidth;
    for (const [label, mark] of key) {
      parts.push(
        `<g transform="translate(${n(k)} ${n(base)})">${mark}<text x="26" font-size="11" fill="${PALETTE.muted}">${label}</text></g>`,
      );
      k += 34 + width(label, 11);
    }
  }
  return parts.join('');
}

/** The hex size and where the crop's hexes go, to fit `w` pixels across. */
function placer(crop: Crop, w: number): { place: Placer; height: number } {
  const columns = crop.lastColumn - crop.firstColumn + 1;
  const size = Math.min(MAX_HEX, (w - LEFT - PAD) / (1.5 * (columns - 1) + 2));
  const hexes = cropHexes(crop);
  const origin = layout(size, { x: 0, y: 0 });
  const raw = (h: Hex) => hexToPixel(origin, h);
  const ys = hexes.map((h) => raw(h).y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const mapWidth = size * (1.5 * (columns - 1) + 2);
  const left = LEFT + (w - LEFT - PAD - mapWidth) / 2;
  const dx = left + size - size * 1.5 * (crop.firstColumn - 1);
  const dy = TITLE_BAND + TOP + (size * SQRT3) / 2 - top;
  return {
    place: {
      size,
      at: (h) => {
        const p = raw(h);
        return { x: p.x + dx, y: p.y + dy };
      },
    },
    height: bottom - top + size * SQRT3 + TOP + 4,
  };
}

/** Column numbers above the crop and row numbers left of it, as printed on the map. */
function coordinates(crop: Crop, p: Placer): string {
  const size = Math.max(8, Math.min(12, p.size * 0.42));
  const out: string[] = [];
  for (let c = crop.firstColumn; c <= crop.lastColumn; c += 1) {
    const x = p.at(offsetToHex(c, crop.firstRow)).x;
    out.push(
      `<text x="${n(x)}" y="${n(TITLE_BAND + TOP - 5)}" font-size="${n(size)}" text-anchor="middle" fill="${PALETTE.label}">${String(c).padStart(2, '0')}</text>`,
    );
  }
  for (let r = crop.firstRow; r <= crop.lastRow; r += 1) {
    const y = p.at(offsetToHex(crop.firstColumn, r)).y;
    out.push(
      `<text x="${n(LEFT - 4)}" y="${n(y + size * 0.35)}" font-size="${n(size)}" text-anchor="end" fill="${PALETTE.label}">${String(r).padStart(2, '0')}</text>`,
    );
  }
  return `<g class="coordinates" font-family="DejaVu Sans Mono, monospace">${out.join('')}</g>`;
}

/**
 * One frame of a game's story as a standalone SVG document: a title band (the game's title,
 * the players in their side colours and shapes, the caption and the result), the map cropped
 * to the action with column and row numbers on its edges, terrain, each moved unit's trail with
 * an arrow at its end, the shots (beams solid, missiles dashed, misses faint, a burst on every
 * hit), the counters with their hull codes and facings (the destroyed crossed out), and a
 * legend. The same colours and shapes as the web board; every text escaped; the same input
 * always gives the same bytes.
 */
export function storySvg(
  frame: StoryFrame,
  header: StoryHeader,
  options: StorySvgOptions = {},
): string {
  const w = Math.max(480, Math.round(options.maxWidth ?? 900));
  const crop = options.crop === false ? wholeMap(frame.picture.bounds) : cropOf(frame);
  const { place, height: mapHeight } = placer(crop, w);
  const h = Math.ceil(TITLE_BAND + mapHeight + LEGEND_BAND);
  const inside = (hex: Hex) => inCrop(crop, hex);
  const viewBox = `${crop.firstColumn},${crop.firstRow},${crop.lastColumn},${crop.lastRow}`;
  const terrain = frame.picture.terrain
    .filter((t) => inside(t.hex))
    .map((t) => terrainShape(t, place));
  const units = frame.picture.units.filter((u) => u.hex === null || inside(u.hex));
  const shots = shotsShape(
    frame.shots.filter((s) => inside(s.to) && (!s.from || inside(s.from))),
    place,
  );
  const trails = frame.trails.filter((t) => t.hexes.every(inside));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="DejaVu Sans, Arial, sans-serif" data-crop="${viewBox}">`,
    `<title>${escapeXml(`${header.title}: ${header.caption}`)}</title>`,
    `<rect width="${w}" height="${h}" fill="${PALETTE.background}"/>`,
    titleBand(header, w),
    gridShape(cropHexes(crop), place),
    coordinates(crop, place),
    `<g class="terrain-layer">${terrain.join('')}</g>`,
    `<g class="trails">${trails.map((t) => trailShape(t, place)).join('')}</g>`,
    `<g class="shots">${shots.under}</g>`,
    `<g class="counters">${countersShape(units, place)}</g>`,
    `<g class="hit-counts">${shots.over}</g>`,
    legendBand(header, h - LEGEND_BAND, w),
    '</svg>',
  ].join('');
}
