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
