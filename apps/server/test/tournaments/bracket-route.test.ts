import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentView } from '../../src/tournaments/view.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { concede, learnIds, ok, signUp, type Player } from './support.js';

/**
 * Issue 31, "Exports every forum renders": the bracket picture of an elimination event at
 * `/api/tournaments/{id}/bracket.png` (and `.svg`), through the real server: a PNG forums can
 * hotlink, versioned by the event's state, and embedded in every forum export.
 */

const DUEL = { ruleset: 'onepage', setup: { scenario: 'duel' } };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the bracket picture of an elimination event', () => {
  let server: RunningServer;
  let organiser: Player;
  const field: Player[] = [];
  let id: string;
  let swissId: string;
  let view: TournamentView;

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.httpUrl}${path}`, { headers });

  beforeAll(async () => {
    server = await startServer();
    organiser = await signUp(server.httpUrl, 'Boss');
    for (const name of ['Ann', 'Ben', 'Cat <b>']) field.push(await signUp(server.httpUrl, name));
    const created = await ok<{ tournament: TournamentView }>(
      organiser,
      'POST',
      '/api/tournaments',
      {
        name: 'Knockout & Co',
        format: 'single_elimination',
        games: DUEL,
      },
    );
    id = created.tournament.id;
    const swiss = await ok<{ tournament: TournamentView }>(organiser, 'POST', '/api/tournaments', {
      name: 'A Swiss',
      format: 'swiss',
      rounds: 2,
      games: DUEL,
    });
    swissId = swiss.tournament.id;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('has no bracket before the start: tournament/no_bracket', async () => {
    const res = await get(`/api/tournaments/${id}/bracket.png`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'tournament/no_bracket',
    );
    for (const p of field) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    learnIds(view, field);
  });

  it('serves a PNG that a forum on another origin may show, revalidated by its ETag', async () => {
    const res = await get(`/api/tournaments/${id}/bracket.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const png = PNG.sync.read(bytes);
    // Three entrants: a bracket of four, two rounds and the champion's column; readable when a
    // forum shrinks it to its post width.
    expect(png.width).toBeGreaterThanOrEqual(700);
    expect(png.width).toBeLessThanOrEqual(1100);
    expect(png.height).toBeGreaterThan(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"png-[\w-]+"$/);
    // The same state: the same tag, and a reader that has it gets 304 without a body.
    const again = await get(`/api/tournaments/${id}/bracket.png`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    const cached = await get(`/api/tournaments/${id}/bracket.png`, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
  });

  it('draws a new picture when a result comes in', async () => {
    const before = await get(`/api/tournaments/${id}/bracket.svg`);
    expect(before.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const oldTag = before.headers.get('etag')!;
    const svg = await before.text();
    // Names escaped; the top seed has a bye (single elimination: byes go to the top seeds).
    expect(svg).toContain('Cat &lt;b&gt;');
    expect(svg).not.toContain('Cat <b>');
    expect(svg).toContain('>bye<');
    expect(svg).toContain('Knockout &amp; Co');
    const board = view.rounds[0]!.boards.find((b) => b.second !== null)!;
    const [winner, loser] = [board.first, board.second!].map((u) =>
      field.find((p) => p.userId === u)!,
    );
    await concede(server.wsUrl, board.gameId!, loser!, winner!);
    const after = await get(`/api/tournaments/${id}/bracket.svg`, { 'if-none-match': oldTag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(oldTag);
    expect(await after.text()).toMatch(/data-won="1"/);
    const png = await get(`/api/tournaments/${id}/bracket.png`, { 'if-none-match': oldTag });
    expect(png.status).toBe(200);
  }, 60_000);

  it.each([
    [
      'bbcode',
      /\[img\]http:\/\/127\.0\.0\.1:\d+\/api\/tournaments\/t[\w-]+\/bracket\.png\[\/img\]/,
    ],
    ['bbcode_plain', /\[img\]http:\/\/[^[]+\/bracket\.png\[\/img\]/],
    ['markdown', /!\[bracket\]\(http:\/\/[^)]+\/bracket\.png\)/],
    ['html', /<img src="http:\/\/[^"]+\/bracket\.png" alt="bracket">/],
  ])('embeds the picture in the %s exports', async (format, image) => {
    for (const part of ['standings', 'pairings']) {
      const { text } = await ok<{ text: string }>(
        organiser,
        'GET',
        `/api/tournaments/${id}/export?format=${format}&part=${part}`,
      );
      expect(text, part).toMatch(image);
      const url = /https?:\/\/[^\s[\]()"<>]+\/bracket\.png/.exec(text)![0];
      expect((await fetch(url)).status, 'the embedded address serves the picture').toBe(200);
    }
  });

  it("draws a double elimination with its losers' bracket and grand final", async () => {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      organiser,
      'POST',
      '/api/tournaments',
      { name: 'Twice', format: 'double_elimination', games: DUEL },
    );
    for (const p of field) await ok(p, 'POST', `/api/tournaments/${tournament.id}/register`);
    await ok(organiser, 'POST', `/api/tournaments/${tournament.id}/start`);
    const res = await get(`/api/tournaments/${tournament.id}/bracket.svg`);
    expect(res.status).toBe(200);
    const sections = [...(await res.text()).matchAll(/class="section">([^<]*)</g)].map((m) => m[1]);
    expect(sections).toEqual(['Winners&apos; bracket', 'Losers&apos; bracket', 'Finals']);
    const png = await get(`/api/tournaments/${tournament.id}/bracket.png`);
    expect(Buffer.from(await png.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('leaves the picture out of CSV, and of formats without a bracket', async () => {
    const { text } = await ok<{ text: string }>(
      organiser,
      'GET',
      `/api/tournaments/${id}/export?format=csv&part=standings`,
    );
    expect(text).not.toContain('bracket.png');
    const swiss = await ok<{ text: string }>(
      organiser,
      'GET',
      `/api/tournaments/${swissId}/export?format=bbcode&part=standings`,
    );
    expect(swiss.text).not.toContain('bracket.png');
    for (const type of ['png', 'svg']) {
      const res = await get(`/api/tournaments/${swissId}/bracket.${type}`);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { code: string; message: string; path: [] } };
      expect(body.error).toMatchObject({ code: 'tournament/no_bracket', path: [] });
    }
    expect((await get(`/api/tournaments/tNoSuch/bracket.png`)).status).toBe(404);
    expect((await get(`/api/tournaments/${id}/bracket.gif`)).status).toBe(404);
  });
});
