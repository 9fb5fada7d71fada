import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { concede, learnIds, ok, signUp, startedRoundRobin, type Player } from './support.js';

/**
 * docs/tournaments.md, "Ratings: Glicko-2": the standings carry each player's rating, marked
 * provisional ("?") while its deviation is above 110, and a performance rating for the event by
 * the algorithm of 400; the standings export shows both. A rated round robin: Ann beats Bob.
 */
describe('ratings and performance in the standings', () => {
  let server: RunningServer;
  let org: Player;
  let ann: Player;
  let bob: Player;

  beforeAll(async () => {
    server = await startServer();
    org = await signUp(server.httpUrl, 'Org');
    ann = await signUp(server.httpUrl, 'Ann');
    bob = await signUp(server.httpUrl, 'Bob');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('shows a provisional rating and the event performance, on the page and in exports', async () => {
    const { id, view } = await startedRoundRobin(org, [ann, bob], 'Rated pair');
    learnIds(view, [ann, bob]);
    expect(view.settings.rated).toBe(true);
    const line = (v: typeof view, p: Player) => v.standings.find((s) => s.userId === p.userId)!;
    // Before any game: no rating yet, no performance.
    expect(line(view, ann)).toMatchObject({ rating: null, deviation: null, performance: null });

    const board = view.rounds[0]!.boards[0]!;
    await concede(server.wsUrl, board.gameId!, bob, ann);
    let after = view;
    for (let i = 0; i < 50 && line(after, ann).performance === null; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      after = await ok(org, 'GET', `/api/tournaments/${id}`);
    }
    // Both were unrated (1500) before the event: a win is 1500 + 400, a loss 1500 − 400.
    expect(line(after, ann).performance).toBe(1900);
    expect(line(after, bob).performance).toBe(1100);
    // One rated game leaves the deviation far above 110: provisional.
    expect(line(after, ann).rating).toBeGreaterThan(1500);
    expect(line(after, ann).deviation).toBeGreaterThan(110);

    const csv = await ok<{ text: string }>(
      org,
      'GET',
      `/api/tournaments/${id}/export?format=csv&part=standings`,
    );
    const [head, first, second] = csv.text.split('\r\n');
    expect(head).toMatch(/,Rating,Perf$/);
    expect(first).toMatch(/^1,Ann,.*,\d{4}\?,1900$/);
    expect(second).toMatch(/^2,Bob,.*,\d{4}\?,1100$/);
  }, 60_000);
});
