import { createRequire } from 'node:module';
import type * as resvgModule from '@resvg/resvg-js';

const requireLazily = createRequire(import.meta.url);

/** The PNG renderer is native and slow to load, so it is loaded on the first picture. */
function loadResvg(): typeof resvgModule {
  return requireLazily('@resvg/resvg-js') as typeof resvgModule;
}

/**
 * An SVG document as PNG bytes, rasterised with resvg in the DejaVu font the server has
 * (docs/tournaments.md, "The map picture"): `width` scales it to that many pixels wide; without
 * it, one pixel per SVG unit.
 */
export function svgToPng(svg: string, width?: number): Buffer {
  const { Resvg } = loadResvg();
  return new Resvg(svg, {
    ...(width === undefined ? {} : { fitTo: { mode: 'width' as const, value: width } }),
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
}
