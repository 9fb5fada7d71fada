import { PALETTE, sideColour } from '@broadside/board-picture';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { launchChromium } from '../support/chromium.js';
import { concede, ok, oneGameTournament, signUp, type Player } from './support.js';

/** The colour of a pixel as `#rrggbb`. */
function pixel(png: PNG, x: number, y: number): string {
  const i = (png.width * y + x) * 4;
  return `#${[0, 1, 2].map((k) => png.data[i + k]!.toString(16).padStart(2, '0')).join('')}`;
}

/** How many pixels have exactly this colour. */
function count(png: PNG, colour: string): number {
  let n = 0;
  for (let y = 0; y < png.height; y += 1)
    for (let x = 0; x < png.width; x += 1) if (pixel(png, x, y) === colour) n += 1;
  return n;
}

describe('battle report and map PNG of a finished game', () => {
  let server: RunningServer;
  let ann: Player;
  let bob: Player;
  let gameId: string;

  beforeAll(async () => {
    server = await startServer();
    ann = await signUp(server.httpUrl, 'Ann');
    bob = await signUp(server.httpUrl, 'Bob [url=javascript:x]');
    gameId = await oneGameTournament(ann, bob, 'Duel *night*');
    const unfinished = await fetch(`${server.httpUrl}/api/games/${gameId}/map.png`);
    expect(unfinished.status).toBe(409);
    await concede(server.wsUrl, gameId, bob, ann);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('serves the final position as a PNG at a stable URL', async () => {
    const res = await fetch(`${server.httpUrl}/api/games/${gameId}/map.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    // Set SAVE_MAP_PNG to a file name to look at the picture.
    if (process.env.SAVE_MAP_PNG) writeFileSync(process.env.SAVE_MAP_PNG, bytes);
    const png = PNG.sync.read(bytes);
    expect(png.width).toBe(900);
    expect(png.height).toBeGreaterThan(400);
    // The title band's panel in a corner, deep space behind the grid, and both sides' counters
    // (the story picture of the final position, with the game's title, players and result).
    expect(pixel(png, 1, 1)).toBe(PALETTE.panel);
    expect(count(png, PALETTE.background)).toBeGreaterThan(10_000);
    // In the web board's side colours (colour-blind safe, shared through board-picture).
    expect(count(png, sideColour('A').toLowerCase())).toBeGreaterThan(50);
    expect(count(png, sideColour('B').toLowerCase())).toBeGreaterThan(50);
    // The same bytes again (cached), still a valid PNG.
    const again = await fetch(`${server.httpUrl}/api/games/${gameId}/map.png`);
    expect(
      Buffer.from(await again.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('may be hotlinked: a forum page on another origin shows it in Chromium (issue 27, bug 5)', async () => {
    const res = await fetch(`${server.httpUrl}/api/games/${gameId}/map.png`);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const src = `${server.httpUrl}/api/games/${gameId}/map.png`;
    // A "forum" on another origin: another loopback port, a page with only the picture.
    const forum: Server = createServer((_req, answer) => {
      answer.writeHead(200, { 'content-type': 'text/html' });
      answer.end(`<!doctype html><title>forum</title><img id="map" src="${src}">`);
    });
    await new Promise<void>((done) => forum.listen(0, '127.0.0.1', done));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const forumUrl = `http://127.0.0.1:${(forum.address() as AddressInfo).port}/`;
      expect(new URL(forumUrl).origin).not.toBe(new URL(server.httpUrl).origin);
      await page.goto(forumUrl);
      await page.waitForLoadState('load');
      // The server's tsconfig has no DOM types: the element is read through the fields used.
      const width = await page.$eval('#map', (element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete ? img.naturalWidth : -1;
      });
      expect(width, 'the picture as the forum page shows it').toBe(900);
    } finally {
      await browser.close();
      await new Promise((done) => forum.close(done));
    }
  }, 60_000);

  it.each(['bbcode', 'markdown'] as const)('writes a %s battle report', async (format) => {
    const report = await ok<{ text: string }>(
      ann,
      'GET',
      `/api/games/${gameId}/report?format=${format}`,
    );
    const text = report.text;
    expect(text).toContain('Ann');
    expect(text).toContain('conceded');
    expect(text).toMatch(/Revealed seed:.*[0-9a-f]{64}/);
    // The proof that travels with the report: the record's fingerprint and the server's
    // signature over the record, which anyone can check against the key at /api/keys.
    const record = await ok<{ chain: string; signature: { value: string; publicKey: string } }>(
      ann,
      'GET',
      `/api/games/${gameId}/record`,
    );
    expect(text).toContain(record.chain);
    expect(text).toContain(record.signature.value);
    expect(text).toContain(record.signature.publicKey);
    expect(text).toContain(`/api/games/${gameId}/map.png`);
    expect(text).toContain(`/api/games/${gameId}/record`);
    if (format === 'bbcode') expect(text).not.toContain('[url=javascript');
    else expect(text).toContain('Bob \\[url\\=javascript\\:x\\]');
  });
});
