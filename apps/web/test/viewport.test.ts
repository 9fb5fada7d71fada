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
  LABELS_ZOOM,
  LABEL_SCREEN_PX,
  labelFontSize,
  screenToMap,
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

describe('hex labels (issue 28: "at the opening zoom, the hex labels can be read")', () => {
  test.each([0.3, LABELS_ZOOM, 0.8, 1, 1.2, 4])(
    `at zoom %f a label is drawn ${LABEL_SCREEN_PX} screen pixels high`,
    (zoom) => {
      expect(labelFontSize(zoom) * zoom).toBeCloseTo(LABEL_SCREEN_PX, 9);
    },
  );

  test('every hex shows its label from the zoom where a CCRR label fits its hex', () => {
    // A 30 px flat-topped hex is about 39 map px wide where its label stands; "0101" is about
    // 2.4 font sizes wide.
    expect(2.4 * labelFontSize(LABELS_ZOOM)).toBeCloseTo(39, 9);
    expect(LABELS_ZOOM).toBeLessThan(0.6);
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
