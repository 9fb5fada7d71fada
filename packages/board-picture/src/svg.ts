import { hexesInBounds, hexToOffset, type Hex } from '@broadside/rules';
import { escapeXml } from './escape.js';
import { corners, hexToPixel, layout } from './layout.js';
import { PALETTE } from './palette.js';
import type { CounterState, MapUnit, TerrainFeature } from './map-data.js';
import type { BoardPicture } from './picture.js';
import { shapePath, sideStyle } from './sides.js';

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

/** Where the whole-board picture puts hex (0, 0): half a hex in from the top-left corner. */
const BOARD = layout(SIZE);

/** Centre of a hex, flat-topped, hex (0, 0) half a hex in from the top-left corner. */
function centre(h: Hex): { x: number; y: number } {
  return hexToPixel(BOARD, h);
}

function cornerPoints(h: Hex): string {
  return corners(BOARD, h)
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(' ');
}

/** The colour of a side letter: the web board's ({@link sideStyle}). */
export function sideColour(side: string): string {
  return sideStyle(side).colour;
}

function terrainShape(t: TerrainFeature): string {
  const c = centre(t.hex);
  const fill = PICTURE_COLOURS.terrain;
  switch (t.look ?? 'disc') {
    case 'disc':
      return `<circle cx="${c.x}" cy="${c.y}" r="${SIZE * 0.6}" fill="${fill}"/>`;
    case 'dot':
      return `<circle cx="${c.x}" cy="${c.y}" r="${SIZE * 0.25}" fill="${fill}"/>`;
    case 'ring':
      return `<circle cx="${c.x}" cy="${c.y}" r="${SIZE * 0.6}" fill="none" stroke="${fill}" stroke-dasharray="3 2"/><circle cx="${c.x}" cy="${c.y}" r="${SIZE * 0.15}" fill="${fill}"/>`;
    case 'numeral':
      return `<text x="${c.x}" y="${c.y + 4}" font-size="11" text-anchor="middle" fill="${fill}">${escapeXml(t.label)}</text>`;
  }
}

const OPACITY: Readonly<Record<CounterState, number>> = {
  active: 1,
  destroyed: 0.35,
  escaped: 0.6,
  hidden: 0.8,
};

function counter(u: MapUnit, hex: Hex): string {
  const c = centre(hex);
  const { colour, shape } = sideStyle(u.side);
  const half = SIZE * 0.62;
  const parts = [
    `<g opacity="${OPACITY[u.state]}">`,
    `<path transform="translate(${c.x.toFixed(2)} ${c.y.toFixed(2)})" d="${shapePath(shape, half * 1.15)}" fill="${colour}" stroke="${PICTURE_COLOURS.background}" stroke-width="1"/>`,
  ];
  if (u.facing !== null && u.state === 'active') {
    const a = ((u.facing - 90) * Math.PI) / 180;
    // A pointer from the counter's edge out towards the hex side it faces.
    const at = (r: number) => ({ x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r });
    const [from, tip] = [at(half), at(SIZE * 1.05)];
    parts.push(
      `<line x1="${from.x.toFixed(2)}" y1="${from.y.toFixed(2)}" x2="${tip.x.toFixed(2)}" y2="${tip.y.toFixed(2)}" stroke="${colour}" stroke-width="3"/>`,
    );
  }
  if (u.state === 'destroyed') {
    parts.push(
      `<path d="M${c.x - half} ${c.y - half}L${c.x + half} ${c.y + half}M${c.x + half} ${c.y - half}L${c.x - half} ${c.y + half}" stroke="#000000" stroke-width="2"/>`,
    );
  }
  parts.push(
    `<text x="${c.x}" y="${c.y + 3.5}" font-size="9" font-weight="bold" text-anchor="middle" fill="${PICTURE_COLOURS.counterText}">${escapeXml(u.hull.slice(0, 4))}</text>`,
    '</g>',
  );
  return parts.join('');
}

/**
 * The board as a standalone SVG document: the hex grid of the map, terrain, every unit on the
 * map as a counter in its side's colour (destroyed ones faded and crossed out), and a legend of
 * the sides. Units off the map (escaped, not deployed) are not drawn. Every text is escaped.
 */
export function boardSvg(picture: BoardPicture, title = ''): string {
  const { columns, rows } = picture.bounds;
  const width = Math.ceil(SIZE * (1.5 * (columns - 1) + 2));
  const height = Math.ceil(SIZE * SQRT3 * (rows + 0.5)) + LEGEND;
  const inMap = (h: Hex) => {
    const o = hexToOffset(h);
    return o.column >= 1 && o.column <= columns && o.row >= 1 && o.row <= rows;
  };
  const grid = hexesInBounds(picture.bounds)
    .map(
      (h) =>
        `<polygon points="${cornerPoints(h)}" fill="${PICTURE_COLOURS.hex}" stroke="${PICTURE_COLOURS.grid}" stroke-width="1"/>`,
    )
    .join('');
  const terrain = picture.terrain
    .filter((t) => inMap(t.hex))
    .map(terrainShape)
    .join('');
  const units = picture.units
    .flatMap((u) => (u.hex && inMap(u.hex) && u.state !== 'escaped' ? [counter(u, u.hex)] : []))
    .join('');
  let x = 8;
  const legend = picture.sides
    .map(([side, name]) => {
      const label = escapeXml(name.slice(0, 40));
      const { colour, shape } = sideStyle(side);
      const item = `<path transform="translate(${x + 6} ${height - LEGEND + 14})" d="${shapePath(shape, 6)}" fill="${colour}"/><text x="${x + 17}" y="${height - LEGEND + 18}" font-size="12" fill="${PICTURE_COLOURS.text}">${label}</text>`;
      x += 30 + label.length * 7;
      return item;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    title ? `<title>${escapeXml(title)}</title>` : '',
    `<rect width="${width}" height="${height}" fill="${PICTURE_COLOURS.background}"/>`,
    grid,
    terrain,
    units,
    legend,
    '</svg>',
  ].join('');
}
