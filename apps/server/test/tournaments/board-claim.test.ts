import type { GameSummary } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TournamentStore } from '../../src/tournaments/store.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { ok, signUp, type Player } from './support.js';

/**
 * Two nodes of a cluster may start the same round at once (docs/scaling.md, "Background
 * work"): one moves the tournament on when a game ends, the other runs the background lease's
 * tick. Each board takes the first game linked to it; the other node's game is refused.
 */
describe('a board takes one game, whichever node starts its round (issue 31: cluster mode)', () => {
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
  afterAll(async () => server?.close());

  it('a second node that read the board before the first linked its game cannot link another', async () => {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      org,
      'POST',
      '/api/tournaments',
      {
        name: 'Claim Cup',
        format: 'round_robin',
        games: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
        roundStartDelayHours: 1,
      },
    );
    const id = tournament.id;
    for (const p of [ann, bob]) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(org, 'POST', `/api/tournaments/${id}/start`);

    // The other node's store (on the same database), reading round 1 while it is paired.
    const other = new TournamentStore(server.app.db);
    const stale = other.boards(id).find((b) => b.round === 1)!;
    expect(stale.gameId).toBeNull();

    // This node starts the round: the board gets its game.
    await ok(org, 'POST', `/api/tournaments/${id}/rounds/1/start`);
    const linked = other.boards(id).find((b) => b.round === 1)!;
    expect(linked.gameId).not.toBeNull();

    // The other node, with its stale row, makes a game of its own and tries to link it.
    const created = server.app.match.createGame({
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      title: 'Claim Cup: round 1, board 1',
      visibility: 'public',
      timeControl: { kind: 'none' },
      spectatorDelay: { kind: 'none' },
    });
    if (!created.ok) throw new Error(created.error.message);
    const [first, second] = created.value.invites;
    const claimed = other.setGame(
      stale,
      { gameId: created.value.gameId, firstSeat: first!.seat, secondSeat: second!.seat },
      true,
    );
    expect(claimed).toBe(false);
    expect(other.boards(id).find((b) => b.round === 1)!.gameId).toBe(linked.gameId);
    // Ann's seat is kept in the board's game only.
    const mine = await ok<{ games: { game: GameSummary }[] }>(ann, 'GET', '/api/my/games');
    expect(mine.games.map((g) => g.game.id)).toEqual([linked.gameId]);
    const summary = await ok<GameSummary>(ann, 'GET', `/api/games/${linked.gameId}`);
    expect(summary.title).toBe('Claim Cup: round 1, board 1');
  });

  it('a round whose start was cut short gets its missing games at the next tick', async () => {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      org,
      'POST',
      '/api/tournaments',
      {
        name: 'Cut Cup',
        format: 'round_robin',
        games: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
        roundStartDelayHours: 1,
      },
    );
    const id = tournament.id;
    for (const p of [ann, bob]) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(org, 'POST', `/api/tournaments/${id}/start`);
    // The node starting round 1 marked it started and died before making its game.
    const store = server.app.tournaments.store;
    store.setRoundStatus(id, 1, 'started', Date.now());
    expect(store.boards(id).find((b) => b.round === 1)!.gameId).toBeNull();

    server.app.tournaments.tick();
    const board = store.boards(id).find((b) => b.round === 1)!;
    expect(board.gameId).not.toBeNull();
    const mine = await ok<{ games: { game: GameSummary }[] }>(bob, 'GET', '/api/my/games');
    expect(mine.games.map((g) => g.game.id)).toContain(board.gameId);
    // A second tick makes no other game.
    server.app.tournaments.tick();
    expect(store.boards(id).find((b) => b.round === 1)!.gameId).toBe(board.gameId);
  });
});
