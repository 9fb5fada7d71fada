import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as resvgModule from '@resvg/resvg-js';

const requireLazily = createRequire(import.meta.url);

/** The PNG renderer is native and slow to load, so it is loaded on the first picture. */
function loadResvg(): typeof resvgModule {
  return requireLazily('@resvg/resvg-js') as typeof resvgModule;
}

/** Where Linux distributions put the DejaVu fonts (Debian first). */
const DEJAVU_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/dejavu',
  '/usr/share/fonts/TTF',
  '/usr/share/fonts/dejavu-sans-fonts',
];
/** The faces the pictures use: regular, bold and oblique. */
const DEJAVU_FACES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'];

let fontOptions: resvgModule.ResvgRenderOptions['font'] | undefined;

/**
 * The font resvg draws with: the DejaVu Sans files themselves when they are where a
 * distribution puts them, found once. Scanning every system font instead costs tens of
 * milliseconds on each picture (docs/benchmarks.md, "After-action reports"), so the scan is
 * only the fallback.
 */
function fonts(): resvgModule.ResvgRenderOptions['font'] {
  if (fontOptions) return fontOptions;
  const dir = DEJAVU_DIRS.find((d) => existsSync(join(d, DEJAVU_FACES[0]!)));
  fontOptions = dir
    ? {
        loadSystemFonts: false,
        fontFiles: DEJAVU_FACES.map((f) => join(dir, f)).filter((f) => existsSync(f)),
        defaultFontFamily: 'DejaVu Sans',
      }
    : { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
  return fontOptions;
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
    font: fonts(),
  })
    .render()
    .asPng();
}
