import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/util/clock.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { learnIds, ok, signUp, type Player } from './support.js';

/**
 * "Results flow in from finished games; time forfeits are scored": a Starfire Patrol with a
 * minute per decision. Both players take their seats, nobody moves, the clock runs out on the
 * first seat (side A), and the board is scored as a forfeit win for the second player.
 */
describe('a time forfeit in a tournament', () => {
  const clock = new ManualClock(Date.UTC(2026, 11, 1));
  let server: RunningServer;
  let ann: Player;
  let bob: Player;

  beforeAll(async () => {
    server = await startServer({ clock });
    ann = await signUp(server.httpUrl, 'Ann');
    bob = await signUp(server.httpUrl, 'Bob');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('scores a game lost on time as a forfeit', async () => {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      ann,
      'POST',
      '/api/tournaments',
      {
        name: 'Blitz',
        format: 'round_robin',
        games: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
        timeControl: { kind: 'correspondence', perDecisionSeconds: 60 },
      },
    );
    for (const p of [ann, bob]) await ok(p, 'POST', `/api/tournaments/${tournament.id}/register`);
    await ok(ann, 'POST', `/api/tournaments/${tournament.id}/start`);
    let view = await ok(ann, 'GET', `/api/tournaments/${tournament.id}`);
    learnIds(view, [ann, bob]);
    const board = view.rounds[0]!.boards[0]!;
    expect(board.first).toBe(ann.userId);
    for (const p of [ann, bob]) await ok(p, 'POST', `/api/games/${board.gameId}/my-seat`);

    clock.advance(61_000);
    server.app.match.tick();
    server.app.match.commits.flush();

    view = await ok(ann, 'GET', `/api/tournaments/${tournament.id}`);
    expect(view.rounds[0]!.boards[0]).toMatchObject({
      result: { kind: 'forfeit', winner: 'second' },
      resultText: '0–1 (forfeit)',
    });
    expect(view.status).toBe('finished');
    expect(view.standings.map((s) => [s.userId, s.points])).toEqual([
      [bob.userId, 3],
      [ann.userId, 0],
    ]);
  }, 60_000);
});
