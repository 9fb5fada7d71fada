import { createRequire } from 'node:module';
import type * as sharpModule from 'sharp';
import { PALETTE } from '@broadside/board-picture';
import { svgToPng } from '../tournaments/svg-png.js';
import { frameSvg, type GameStory } from './story.js';

const requireLazily = createRequire(import.meta.url);

/** sharp is native and slow to load, so it is loaded on the first animation. */
function loadSharp(): typeof sharpModule.default {
  return requireLazily('sharp') as typeof sharpModule.default;
}

/** Width of the animated replay in pixels. */
export const GIF_WIDTH = 640;
/** How long each frame of the animation shows, and the last one (the result). */
export const GIF_DELAY_MS = 1200;
export const GIF_LAST_DELAY_MS = 4000;

/** Frame `n` of a story as PNG bytes (900 pixels wide), or null for no such frame. */
export function framePng(story: GameStory, n: number): Buffer | null {
  const svg = frameSvg(story, n);
  return svg === null ? null : svgToPng(svg);
}

/** A PNG's size, from its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The whole story as an animated GIF that loops: every frame of the whole map (so that all
 * have one size; a shorter one is padded at the bottom), {@link GIF_DELAY_MS} each and the last
 * held for {@link GIF_LAST_DELAY_MS}. Encoded by sharp (libvips with cgif and libimagequant) at
 * the least effort: a third less time than its default, for a file a few per cent larger.
 */
export async function replayGif(story: GameStory): Promise<Buffer> {
  const sharp = loadSharp();
  const pngs = story.frames.map((_, i) =>
    svgToPng(frameSvg(story, i + 1, { whole: true, width: GIF_WIDTH })!),
  );
  const height = Math.max(...pngs.map((p) => pngSize(p).height));
  const even = await Promise.all(
    pngs.map((p) => {
      const missing = height - pngSize(p).height;
      return missing === 0
        ? p
        : sharp(p).extend({ bottom: missing, background: PALETTE.background }).png().toBuffer();
    }),
  );
  const delay = even.map((_, i) => (i === even.length - 1 ? GIF_LAST_DELAY_MS : GIF_DELAY_MS));
  return sharp(even, { join: { animated: true } })
    .gif({ delay, loop: 0, effort: 1 })
    .toBuffer();
}
