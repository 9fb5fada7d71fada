import { describe, expect, test } from 'vitest';
import {
  INITIAL_VIEWPORT,
  ZOOM_LIMITS,
  centreOn,
  fitMap,
  fitPoints,
  keepOnMap,
  mapToScreen,
  panBy,
  pinch,
  READABLE_ZOOM,
  screenToMap,
  shipsView,
  zoomAt,
} from '../src/map/viewport.js';

describe('viewport', () => {
  test('screenToMap inverts mapToScreen', () => {
    const v = { zoom: 1.7, offset: { x: -40, y: 12 } };
    const m = screenToMap(v, mapToScreen(v, { x: 33, y: -8 }));
    expect(m.x).toBeCloseTo(33, 9);
    expect(m.y).toBeCloseTo(-8, 9);
  });

  test('zooming keeps the map point under the anchor in place', () => {
    const v = panBy(INITIAL_VIEWPORT, 25, -10);
    const anchor = { x: 300, y: 200 };
    const before = screenToMap(v, anchor);
    const after = screenToMap(zoomAt(v, 2, anchor), anchor);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  test.each([
    ['zoom in stops at the maximum', 100, ZOOM_LIMITS.max],
    ['zoom out stops at the minimum', 0.0001, ZOOM_LIMITS.min],
  ])('%s', (_why, factor, expected) => {
    expect(zoomAt(INITIAL_VIEWPORT, factor, { x: 0, y: 0 }).zoom).toBe(expected);
  });

  test('fitMap centres the map and fits the tighter dimension', () => {
    const v = fitMap(1000, 500, 500, 500);
    expect(v.zoom).toBe(0.5);
    expect(v.offset).toEqual({ x: 0, y: 125 });
  });

  test('centreOn puts the map point in the middle of the view', () => {
    const v = centreOn({ zoom: 2, offset: { x: 0, y: 0 } }, { x: 10, y: 20 }, 400, 300);
    expect(mapToScreen(v, { x: 10, y: 20 })).toEqual({ x: 200, y: 150 });
  });

  test('a pinch keeps the map point under the fingers under them while zooming', () => {
    const v = { zoom: 1, offset: { x: 10, y: 20 } };
    const a0 = { x: 100, y: 100 };
    const b0 = { x: 200, y: 100 };
    const a1 = { x: 60, y: 130 };
    const b1 = { x: 260, y: 130 };
    const under = screenToMap(v, { x: 150, y: 100 });
    const after = pinch(v, a0, b0, a1, b1);
    expect(after.zoom).toBeCloseTo(2, 9);
    const now = screenToMap(after, { x: 160, y: 130 });
    expect(now.x).toBeCloseTo(under.x, 9);
    expect(now.y).toBeCloseTo(under.y, 9);
  });

  test('fitPoints centres the padded box of the points in the view', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 300, y: 200 },
    ];
    const v = fitPoints(points, { pad: 50, maxZoom: 4 }, 600, 400);
    // The box 50..350 × 50..250 (300 × 200) fits a 600 × 400 view at zoom 2.
    expect(v.zoom).toBe(2);
    expect(mapToScreen(v, { x: 200, y: 150 })).toEqual({ x: 300, y: 200 });
  });

  test('fitPoints never zooms in past maxZoom (one ship alone)', () => {
    const v = fitPoints([{ x: 10, y: 10 }], { pad: 5, maxZoom: 1.2 }, 800, 600);
    expect(v.zoom).toBe(1.2);
    expect(mapToScreen(v, { x: 10, y: 10 })).toEqual({ x: 400, y: 300 });
  });
});

describe('the ships view', () => {
  const limits = { pad: 90, maxZoom: 1.2 };
  const onScreen = (v: ReturnType<typeof shipsView>, p: { x: number; y: number }) => {
    const s = mapToScreen(v, p);
    return s.x >= 0 && s.x <= 800 && s.y >= 0 && s.y <= 600;
  };

  test('ships close together are all fitted, never below the readable zoom', () => {
    const ships = [
      { x: 100, y: 100 },
      { x: 300, y: 200 },
    ];
    const v = shipsView(ships, [], limits, 800, 600);
    expect(v.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    expect(v.zoom).toBeLessThanOrEqual(1.2);
    expect(ships.every((p) => onScreen(v, p))).toBe(true);
  });

  test("ships far apart: readable zoom, centred on the viewer's group", () => {
    const mine = [
      { x: 2000, y: 2000 },
      { x: 2100, y: 2050 },
    ];
    const theirs = [{ x: 100, y: 100 }];
    const v = shipsView([...theirs, ...mine], mine, limits, 800, 600);
    expect(v.zoom).toBeCloseTo(READABLE_ZOOM, 9);
    expect(mine.every((p) => onScreen(v, p))).toBe(true);
    expect(onScreen(v, theirs[0]!)).toBe(false);
    // A spectator (no side of their own) gets the largest group.
    const watched = shipsView([...theirs, ...mine], [], limits, 800, 600);
    expect(mine.every((p) => onScreen(watched, p))).toBe(true);
  });
});

test('a view of a map larger than the screen shows no empty space beyond its edges', () => {
  // A 1000 × 800 map at zoom 1 in a 400 × 300 view, scrolled past its right and top edges.
  const v = keepOnMap({ zoom: 1, offset: { x: -900, y: 50 } }, 1000, 800, 400, 300);
  expect(v.offset).toEqual({ x: -600, y: 0 });
  // A map smaller than the view along an axis keeps its place there.
  expect(keepOnMap({ zoom: 1, offset: { x: 30, y: -100 } }, 200, 800, 400, 300).offset).toEqual({
    x: 30,
    y: -100,
  });
});
