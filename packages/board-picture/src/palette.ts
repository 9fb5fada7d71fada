/**
 * The colours of the board, defined once: the web board's styles (`<hex-map>`) and the SVG
 * pictures (the map PNG, the story frames) both read them, so a reader sees the same board
 * everywhere. Side colours and counter shapes are in `sides.ts`.
 */
export const PALETTE = {
  /** Deep space behind the grid. */
  background: '#070b18',
  /** Panels, counter outlines and the text on the light side colours. */
  panel: '#0b1020',
  /** Hex outlines. */
  grid: '#2a3560',
  /** Hex labels and coordinates. */
  label: '#7d8ab8',
  /** Ordinary text. */
  text: '#e6e9f2',
  /** Quiet text and faint marks (a miss). */
  muted: '#9aa3bd',
  /** The accent: fire lines, badges, the keyboard cursor. */
  accent: '#f2b134',
  /** A planet: fill and rim. */
  terrainDisc: '#3d6fb6',
  terrainDiscRim: '#9cc3ff',
  /** A moon or an asteroid. */
  terrainDot: '#8b8f9c',
  /** A numbered hex (a gravity well's pull). */
  terrainNumeral: '#9cc3ff',
  /** A warp point's ring. */
  terrainRing: '#c77dff',
  /** The body of a destroyed unit's counter. */
  wreckBody: '#555b6e',
  /** Danger: the cross over a wreck, a target you may fire on. */
  danger: '#e5484d',
  /** A beam's tracer and a hit's burst rim. */
  tracer: '#fff1b8',
  /** A missile's or torpedo's tracer. */
  missile: '#ff9f43',
  /** A hit's burst. */
  burst: '#ffb03b',
  /** A path or trail arrow on the web board. */
  path: '#56b4e9',
} as const;

/** One of the {@link PALETTE}'s colour names. */
export type PaletteColour = keyof typeof PALETTE;
