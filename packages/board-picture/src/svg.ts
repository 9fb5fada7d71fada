import { hexesInBounds, hexToOffset, type Hex } from '@broadside/rules';
import { escapeXml } from './escape.js';
import { hexToPixel, layout } from './layout.js';
import { PALETTE } from './palette.js';
import type { BoardPicture } from './picture.js';
import type { Placer } from './pieces.js';
import { countersShape, gridShape, namedSide, terrainShape } from './pieces-svg.js';
import { sideStyle } from './sides.js';

/** Colours of the picture: the web board's, from the shared {@link PALETTE}. */
export const PICTURE_COLOURS = {
  background: PALETTE.background,
  hex: PALETTE.background,
  grid: PALETTE.grid,
  terrain: PALETTE.terrainDisc,
  text: PALETTE.text,
  /** Text on a counter: dark, for the light Okabe–Ito side colours. */
  counterText: PALETTE.panel,
} as const;

/** Hex size (centre to corner) in SVG units. */
const SIZE = 18;
const SQRT3 = Math.sqrt(3);
const LEGEND = 28;
/** The legend's text size; a side's shape is drawn before its name. */
const LEGEND_TEXT = 12;
/** A still picture is seen at its own size: one screen pixel per SVG unit. */
const ZOOM = 1;

/** Hex (0, 0) half a hex in from the top-left corner, flat-topped. */
const BOARD = layout(SIZE);
const PLACE: Placer = { size: SIZE, at: (h) => hexToPixel(BOARD, h) };

/** The colour of a side letter: the web board's ({@link sideStyle}). */
export function sideColour(side: string): string {
  return sideStyle(side).colour;
}

/**
 * The board as a standalone SVG document: the hex grid of the map, terrain and every unit on
 * the map drawn as the web board draws them (the same drawing model, `pieces.ts`, and its SVG
 * writers, `pieces-svg.ts`: the side's colour and shape, the hull code, a pointer towards the
 * facing, a wreck greyed and crossed, several in a hex spread with their number), and a legend
 * of the sides. Units off the map (escaped, hidden, not deployed) are not drawn. Every text is
 * escaped.
 */
export function boardSvg(picture: BoardPicture, title = ''): string {
  const { columns, rows } = picture.bounds;
  const width = Math.ceil(SIZE * (1.5 * (columns - 1) + 2));
  const height = Math.ceil(SIZE * SQRT3 * (rows + 0.5)) + LEGEND;
  const inMap = (h: Hex) => {
    const o = hexToOffset(h);
    return o.column >= 1 && o.column <= columns && o.row >= 1 && o.row <= rows;
  };
  const terrain = picture.terrain
    .filter((t) => inMap(t.hex))
    .map((t) => terrainShape(t, PLACE))
    .join('');
  const units = picture.units.filter((u) => u.hex !== null && inMap(u.hex));
  let x = 8;
  const legend = picture.sides
    .map(([side, name]) => {
      const item = namedSide(side, name, x, height - LEGEND + 18, LEGEND_TEXT);
      x = item.next;
      return item.fragment;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    title ? `<title>${escapeXml(title)}</title>` : '',
    `<rect width="${width}" height="${height}" fill="${PICTURE_COLOURS.background}"/>`,
    gridShape(hexesInBounds(picture.bounds), PLACE),
    `<g class="terrain-layer">${terrain}</g>`,
    `<g class="counters">${countersShape(units, PLACE, { zoom: ZOOM })}</g>`,
    `<g class="legend">${legend}</g>`,
    '</svg>',
  ].join('');
}
