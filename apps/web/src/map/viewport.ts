import type { Point } from './layout.js';

/**
 * Pan and zoom of the map as a plain value: a screen point `s` shows the map point
 * `(s - offset) / zoom`. Pure functions so the maths is unit-tested without a DOM.
 */
export interface Viewport {
  readonly zoom: number;
  readonly offset: Point;
}

/** Smallest and largest zoom factors the map allows. */
export const ZOOM_LIMITS = { min: 0.25, max: 4 } as const;

/** The identity viewport. */
export const INITIAL_VIEWPORT: Viewport = { zoom: 1, offset: { x: 0, y: 0 } };

/** Keeps a zoom factor inside {@link ZOOM_LIMITS}. */
export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom));
}

/** Converts a screen point (relative to the map's element) to map pixels. */
export function screenToMap(v: Viewport, s: Point): Point {
  return { x: (s.x - v.offset.x) / v.zoom, y: (s.y - v.offset.y) / v.zoom };
}

/** Converts map pixels to a screen point. */
export function mapToScreen(v: Viewport, m: Point): Point {
  return { x: m.x * v.zoom + v.offset.x, y: m.y * v.zoom + v.offset.y };
}

/** Moves the view by a screen-pixel delta. */
export function panBy(v: Viewport, dx: number, dy: number): Viewport {
  return { zoom: v.zoom, offset: { x: v.offset.x + dx, y: v.offset.y + dy } };
}

/**
 * Multiplies the zoom by `factor`, keeping the map point under `anchor` (a screen point)
 * where it is: wheel zoom follows the pointer, button zoom uses the view's centre.
 */
export function zoomAt(v: Viewport, factor: number, anchor: Point): Viewport {
  const zoom = clampZoom(v.zoom * factor);
  const m = screenToMap(v, anchor);
  return { zoom, offset: { x: anchor.x - m.x * zoom, y: anchor.y - m.y * zoom } };
}

/** A viewport that centres the map point `m` in a view of `width` × `height` screen pixels. */
export function centreOn(v: Viewport, m: Point, width: number, height: number): Viewport {
  return { zoom: v.zoom, offset: { x: width / 2 - m.x * v.zoom, y: height / 2 - m.y * v.zoom } };
}

/** The zoom and offset that fit a `mapWidth` × `mapHeight` map into the view, centred. */
export function fitMap(
  mapWidth: number,
  mapHeight: number,
  width: number,
  height: number,
): Viewport {
  const zoom = clampZoom(Math.min(width / mapWidth, height / mapHeight));
  return {
    zoom,
    offset: { x: (width - mapWidth * zoom) / 2, y: (height - mapHeight * zoom) / 2 },
  };
}

/**
 * The viewport that shows every map point given with `pad` map pixels around them, centred,
 * zoomed to fit but never past `maxZoom`. For bringing the ships into view.
 */
export function fitPoints(
  points: readonly Point[],
  limits: { readonly pad: number; readonly maxZoom: number },
  width: number,
  height: number,
): Viewport {
  const minX = Math.min(...points.map((p) => p.x)) - limits.pad;
  const maxX = Math.max(...points.map((p) => p.x)) + limits.pad;
  const minY = Math.min(...points.map((p) => p.y)) - limits.pad;
  const maxY = Math.max(...points.map((p) => p.y)) + limits.pad;
  const zoom = Math.min(limits.maxZoom, fitMap(maxX - minX, maxY - minY, width, height).zoom);
  return centreOn(
    { zoom, offset: { x: 0, y: 0 } },
    { x: (minX + maxX) / 2, y: (minY + maxY) / 2 },
    width,
    height,
  );
}

/**
 * The viewport itself when every point (with `pad` around it, in map pixels) is in view, else one
 * that fits them all, centred, never zooming in.
 */
export function bringIntoView(
  v: Viewport,
  points: readonly Point[],
  pad: number,
  width: number,
  height: number,
): Viewport {
  const m = pad * v.zoom;
  const seen = points.every((p) => {
    const s = mapToScreen(v, p);
    return s.x >= m && s.y >= m && s.x <= width - m && s.y <= height - m;
  });
  return seen ? v : fitPoints(points, { pad, maxZoom: v.zoom }, width, height);
}

/**
 * One step of a two-finger pinch: the fingers moved from `a0`, `b0` to `a1`, `b1` (screen
 * points). The zoom follows the change in their distance and the map follows their midpoint,
 * so the map point under the fingers stays under them.
 */
export function pinch(v: Viewport, a0: Point, b0: Point, a1: Point, b1: Point): Viewport {
  const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const m0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const m1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const moved = panBy(v, m1.x - m0.x, m1.y - m0.y);
  return d0 > 0 ? zoomAt(moved, d1 / d0, m1) : moved;
}

/** Screen pixels a hex label is drawn at, whatever the zoom: small enough to fit its hex. */
export const LABEL_SCREEN_PX = 9;

/**
 * From this zoom on the hex labels fit inside their hexes at {@link LABEL_SCREEN_PX} and are
 * drawn on every hex; below it only the hex under the pointer shows its label. A CCRR label is
 * about 2.4 font sizes wide and the upper part of a 30 px hex is about 39 map pixels wide.
 */
export const LABELS_ZOOM = (LABEL_SCREEN_PX * 2.4) / 39;

/** The font size, in map pixels, that draws a hex label at {@link LABEL_SCREEN_PX} on screen. */
export function labelFontSize(zoom: number): number {
  return LABEL_SCREEN_PX / zoom;
}

/**
 * The viewport moved as little as needed to show no empty space beyond a `mapWidth` ×
 * `mapHeight` map along an axis where the map is larger than the view (a smaller map stays
 * where it is, e.g. centred).
 */
export function keepOnMap(
  v: Viewport,
  mapWidth: number,
  mapHeight: number,
  width: number,
  height: number,
): Viewport {
  const clamp = (offset: number, map: number, view: number) =>
    map * v.zoom <= view ? offset : Math.min(0, Math.max(view - map * v.zoom, offset));
  return {
    zoom: v.zoom,
    offset: { x: clamp(v.offset.x, mapWidth, width), y: clamp(v.offset.y, mapHeight, height) },
  };
}
