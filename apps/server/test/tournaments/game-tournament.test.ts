import type { GameSummary } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { concede, ok, signUp, startedRoundRobin, type Player } from './support.js';

/**
 * A tournament game's summary names its board (docs/protocol.md, `GameSummary.tournament`), so
 * that its end screen links back to the event and offers no rematch (issue 31,
 * "Announcements").
 */
describe('the summary of a game says which tournament board it is played for', () => {
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

  it('a round’s game names its tournament, round and board; any other game names none', async () => {
    const { id, view } = await startedRoundRobin(org, [ann, bob], 'Summary Cup');
    const gameId = view.rounds[0]!.boards[0]!.gameId!;
    const other = await ok<{ gameId: string }>(ann, 'POST', '/api/games', {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      title: 'A friendly',
      visibility: 'public',
      timeControl: { kind: 'none' },
      spectatorDelay: { kind: 'none' },
      creatorSeat: 'A',
      playerName: 'Ann',
    });
    const cases: [string, GameSummary['tournament']][] = [
      [gameId, { id, name: 'Summary Cup', round: 1, board: 1 }],
      [other.gameId, undefined],
    ];
    for (const [game, expected] of cases) {
      const summary = await ok<GameSummary>(ann, 'GET', `/api/games/${game}`);
      expect([game, summary.tournament]).toEqual([game, expected]);
    }
    // The lobby's lists leave it out.
    const open = await ok<{ games: GameSummary[] }>(ann, 'GET', '/api/games?status=open');
    expect(open.games.find((g) => g.id === gameId)?.tournament).toBeUndefined();
  });

  it('a finished round’s game refuses a rematch, with rematch/not_offered', async () => {
    const { view } = await startedRoundRobin(org, [ann, bob], 'No Rematch Cup');
    const gameId = view.rounds[0]!.boards[0]!.gameId!;
    const annSeat = await ok<{ seatToken: string }>(ann, 'POST', `/api/games/${gameId}/my-seat`);
    await concede(server.wsUrl, gameId, bob, ann);
    const res = await ann.client.request('POST', `/api/games/${gameId}/rematch`, {
      seatToken: annSeat.seatToken,
    });
    expect([res.status, (res.json as { error: { code: string } }).error.code]).toEqual([
      409,
      'rematch/not_offered',
    ]);
  });
});
