import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { concede, ok, oneGameTournament, signUp, type Player } from '../tournaments/support.js';

/**
 * The after-action report's routes on a real server: a one-game tournament between two
 * accounts, refused while the game runs, then the report in each format, every frame as PNG and
 * SVG, the animated replay and the final position.
 */
describe('after-action report routes', () => {
  let server: RunningServer;
  let ann: Player;
  let bob: Player;
  let gameId: string;
  const get = (path: string) => fetch(`${server.httpUrl}/api/games/${gameId}${path}`);

  beforeAll(async () => {
    server = await startServer();
    ann = await signUp(server.httpUrl, 'Ann');
    bob = await signUp(server.httpUrl, 'Bob <b>*[b]');
    gameId = await oneGameTournament(ann, bob, 'AAR night');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('refuses a game still being played', async () => {
    for (const path of ['/aar', '/frames/1.png', '/replay.gif', '/map.png']) {
      const res = await get(path);
      expect(res.status, path).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'record/not_available',
      );
    }
    await concede(server.wsUrl, gameId, bob, ann);
  }, 60_000);

  it.each([
    ['bbcode', '[img]', '[b]Set-up[/b]', 'Bob <b>*［b］'],
    ['markdown', '![Set\\-up](', '**Set-up**', 'Bob \\<b\\>\\*\\[b\\]'],
    ['html', '<img src="', '<b>Set-up</b>', 'Bob &lt;b&gt;*[b]'],
  ] as const)('writes the report in %s', async (format, image, setup, bob) => {
    const res = await get(`/aar?format=${format}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { text: string; frames: string[]; gif: string };
    expect(body.frames.length).toBeGreaterThanOrEqual(2);
    expect(body.frames[0]).toBe(`${server.httpUrl}/api/games/${gameId}/frames/1.png`);
    expect(body.gif).toBe(`${server.httpUrl}/api/games/${gameId}/replay.gif`);
    expect(body.text).toContain(`${image}${body.frames[0]}`);
    expect(body.text).toContain(setup);
    expect(body.text).toContain('concede');
    expect(body.text).toMatch(/Fingerprint:.*[0-9a-f]{64}/);
    // The player's name as text, whatever markup it holds.
    expect(body.text).toContain(bob);
  });

  it("prints the players' comments, escaped, under their turn", async () => {
    await ok(ann, 'POST', `/api/games/${gameId}/annotations`, {
      seq: 1,
      text: 'A bold <opening> & more',
    });
    const { text } = (await (await get('/aar?format=html')).json()) as { text: string };
    expect(text).toContain('<b>Ann</b>: A bold &lt;opening&gt; &amp; more');
    expect(text).not.toContain('<opening>');
  });

  it('serves every frame as a PNG and an SVG', async () => {
    const { frames } = (await (await get('/aar')).json()) as { frames: string[] };
    for (const [i] of frames.entries()) {
      const png = await get(`/frames/${i + 1}.png`);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(png.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const decoded = PNG.sync.read(Buffer.from(await png.arrayBuffer()));
      expect(decoded.width).toBe(900);
      const svg = await get(`/frames/${i + 1}.svg`);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(await svg.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await get(`/frames/${frames.length + 1}.png`)).status).toBe(404);
    for (const bad of ['0.png', 'x.png', '1.gif'])
      expect((await get(`/frames/${bad}`)).status, bad).toBe(400);
  }, 60_000);

  it('animates the battle as a looping GIF, one frame per picture', async () => {
    const { frames } = (await (await get('/aar')).json()) as { frames: string[] };
    const res = await get('/replay.gif');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    const gif = Buffer.from(await res.arrayBuffer());
    expect(gif.subarray(0, 6).toString()).toBe('GIF89a');
    const meta = await sharp(gif, { animated: true }).metadata();
    expect(meta.pages).toBe(frames.length);
    expect(meta.loop).toBe(0);
    expect(meta.width).toBe(640);
    // Cached: the same bytes again.
    expect(Buffer.from(await (await get('/replay.gif')).arrayBuffer()).equals(gif)).toBe(true);
  }, 60_000);

  it('draws the final position with the title, the players and the result', async () => {
    const svg = await (await get(`/frames/${await frameCount()}.svg`)).text();
    expect(svg).toContain('AAR night');
    expect(svg).toContain('Bob &lt;b&gt;*[b]');
    expect(svg).toContain('class="result"');
    const png = await get('/map.png');
    expect(PNG.sync.read(Buffer.from(await png.arrayBuffer())).width).toBe(900);
  });

  async function frameCount(): Promise<number> {
    return ((await (await get('/aar')).json()) as { frames: string[] }).frames.length;
  }
});
