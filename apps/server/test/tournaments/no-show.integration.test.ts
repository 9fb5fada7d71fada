import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GameSummary, MyGame, Notification } from '@broadside/protocol';
import { RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/util/clock.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { learnIds, ok, startedRoundRobin, signUp, type Player } from './support.js';

const MINUTE_CLOCK = { kind: 'live', initialSeconds: 60, incrementSeconds: 0 } as const;

/**
 * A seat nobody takes (docs/tournaments.md, "No-shows"): a double round robin of two players
 * with a 60-second clock. In round 1 Ann takes her seat and Bob never does; when the game's first
 * deadline passes Bob loses by forfeit, the organiser is told (in the app, and by the webhook
 * why the game ended), and round 2 is paired. In round 2 nobody sits down: a double forfeit, the
 * organiser is told again, and the tournament ends.
 */
describe('a no-show in a tournament', () => {
  const clock = new ManualClock(Date.UTC(2026, 11, 1));
  let server: RunningServer;
  let receiver: Server;
  const hooks: { event: string; body: { data: Record<string, unknown> } }[] = [];
  let org: Player;
  let ann: Player;
  let bob: Player;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        hooks.push({ event: String(req.headers['x-broadside-event']), body: JSON.parse(body) });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    server = await startServer({ clock, env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
    org = await signUp(server.httpUrl, 'Org');
    ann = await signUp(server.httpUrl, 'Ann');
    bob = await signUp(server.httpUrl, 'Bob');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    receiver?.close();
  });

  const summary = (gameId: string) => ok<GameSummary>(ann, 'GET', `/api/games/${gameId}`);
  /** The organiser's notifications about no-shows, oldest first. */
  const noShows = async (who: Player) =>
    (await ok<{ notifications: Notification[] }>(who, 'GET', '/api/notifications')).notifications
      .filter((n) => n.kind === 'no_show')
      .reverse();
  const openIds = async () =>
    (await ok<{ games: GameSummary[] }>(ann, 'GET', '/api/games?status=open')).games.map(
      (g) => g.id,
    );

  it('forfeits the absent seat at the first deadline and pairs the next round', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const { tournament } = await ok<{ tournament: TournamentView }>(
      org,
      'POST',
      '/api/tournaments',
      {
        name: 'Blitz',
        format: 'double_round_robin',
        games: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
        timeControl: MINUTE_CLOCK,
        webhookUrl: `http://127.0.0.1:${port}/hook`,
      },
    );
    const id = tournament.id;
    for (const p of [ann, bob]) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(org, 'POST', `/api/tournaments/${id}/start`);
    let view = await ok(org, 'GET', `/api/tournaments/${id}`);
    learnIds(view, [ann, bob]);
    const first = view.rounds[0]!.boards[0]!;
    const annFirst = first.first === ann.userId;
    await ok(ann, 'POST', `/api/games/${first.gameId}/my-seat`);
    expect(await openIds()).toContain(first.gameId);

    // Not yet: a second before the deadline the game still waits.
    clock.advance(59_000);
    server.app.match.tick();
    expect((await summary(first.gameId!)).status).toBe('open');

    clock.advance(2_000);
    server.app.match.tick();
    const ended = await summary(first.gameId!);
    expect(ended).toMatchObject({ status: 'finished', startedAt: null });
    expect(ended.result).toMatchObject({ reason: 'forfeit' });
    expect(ended.result!.summary).toContain('never took its seat');
    expect(await openIds()).not.toContain(first.gameId);
    const bobSeat = ended.seats.find((s) => !s.claimed)!.name;

    view = await ok(org, 'GET', `/api/tournaments/${id}`);
    expect(view.rounds[0]!.boards[0]).toMatchObject({
      result: { kind: 'forfeit', winner: annFirst ? 'first' : 'second' },
      played: false,
    });
    expect(view.standings.map((s) => [s.userId, s.points])).toEqual([
      [ann.userId, 3],
      [bob.userId, 0],
    ]);
    // The round goes on: round 2 is paired and started with a game of its own.
    expect(view.rounds).toHaveLength(2);
    const second = view.rounds[1]!.boards[0]!;
    expect(second.gameId).not.toBeNull();
    expect(second.gameId).not.toBe(first.gameId);

    // Bob's My games no longer invites him to the forfeited game.
    const mine = await ok<{ games: MyGame[] }>(bob, 'GET', '/api/my/games');
    const forfeited = mine.games.find((g) => g.game.id === first.gameId);
    expect(forfeited?.game.status).toBe('finished');

    // The organiser's webhook says how the game ended.
    await Promise.all([...server.app.tournaments.deliveries]);
    const finished = hooks.find((h) => h.event === 'game_finished');
    expect(finished?.body.data).toMatchObject({
      gameId: first.gameId,
      result: { kind: 'forfeit' },
      reason: 'forfeit',
    });

    // The organiser is told in the app: the round, the board, who never sat down in which seat,
    // and the game; the players are not (their own game's page says it).
    expect(await noShows(org)).toEqual([
      expect.objectContaining({
        gameId: first.gameId,
        link: `#/tournaments/${id}`,
        read: false,
        text: `Blitz, round 1, board 1: Bob (${bobSeat}) never took the seat before the first deadline: a forfeit, Ann wins.`,
      }),
    ]);
    for (const p of [ann, bob]) expect(await noShows(p)).toEqual([]);
    // The players were told of the round's game as such (the kind their email settings name).
    const annInbox = await ok<{ notifications: Notification[] }>(ann, 'GET', '/api/notifications');
    expect(
      annInbox.notifications.filter((n) => n.gameId === first.gameId).map((n) => n.kind),
    ).toEqual(['tournament_result', 'round_started']);

    // Round 2: nobody sits down. A double forfeit ends the tournament.
    clock.advance(61_000);
    server.app.match.tick();
    const [, both] = await noShows(org);
    expect(both).toMatchObject({ gameId: second.gameId });
    expect(both!.text).toMatch(
      /^Blitz, round 2, board 1: neither (Ann|Bob) \(Side [AB]\) nor (Ann|Bob) \(Side [AB]\) took a seat before the first deadline: a double forfeit\.$/,
    );
    expect((await summary(second.gameId!)).result).toMatchObject({
      winners: [],
      reason: 'forfeit',
    });
    view = await ok(org, 'GET', `/api/tournaments/${id}`);
    expect(view.rounds[1]!.boards[0]!.result).toEqual({ kind: 'double_forfeit' });
    expect(view.status).toBe('finished');
  }, 60_000);

  it('ends a board’s unplayed game when the organiser adjudicates it', async () => {
    const started = await startedRoundRobin(org, [ann, bob], 'Decided');
    const id = started.id;
    let view = started.view;
    const board = view.rounds[0]!.boards[0]!;
    expect(await openIds()).toContain(board.gameId);

    await ok(org, 'POST', `/api/tournaments/${id}/rounds/1/boards/1/adjudicate`, {
      result: { kind: 'draw' },
      reason: 'Both players agreed a draw by mail.',
    });

    const game = await summary(board.gameId!);
    expect(game.status).toBe('finished');
    expect(game.result).toMatchObject({ winners: [], reason: 'adjudicated' });
    expect(game.result!.summary).toContain('Both players agreed a draw by mail.');
    // The unplayed game's record verifies: its result stands on the server's signature.
    const record = await ok<GameRecord>(org, 'GET', `/api/games/${board.gameId}/record`);
    const verified = verifyRecord(record, RULESETS);
    expect(verified.ok ? 'verified' : verified.error).toBe('verified');
    expect(await openIds()).not.toContain(board.gameId);
    for (const p of [ann, bob]) {
      const mine = await ok<{ games: MyGame[] }>(p, 'GET', '/api/my/games');
      const listed = mine.games.find((g) => g.game.id === board.gameId);
      expect(listed?.game.status).toBe('finished');
    }
    view = await ok(org, 'GET', `/api/tournaments/${id}`);
    expect(view.rounds[0]!.boards[0]).toMatchObject({
      result: { kind: 'draw' },
      adjudication: 'Both players agreed a draw by mail.',
      played: false,
    });
    expect(view.status).toBe('finished');
    // The organiser decided the board: no notice of a no-show tells them what they did.
    expect((await noShows(org)).map((n) => n.gameId)).not.toContain(board.gameId);
  }, 60_000);

  it('ends a board’s unplayed game when one of its players withdraws', async () => {
    const started = await startedRoundRobin(org, [ann, bob], 'Withdrawn');
    const board = started.view.rounds[0]!.boards[0]!;
    expect(await openIds()).toContain(board.gameId);

    await ok(ann, 'POST', `/api/tournaments/${started.id}/withdraw`, { userId: ann.userId });

    const game = await summary(board.gameId!);
    expect(game.status).toBe('finished');
    expect(game.result).toMatchObject({ reason: 'adjudicated' });
    expect(await openIds()).not.toContain(board.gameId);
    for (const p of [ann, bob]) {
      const mine = await ok<{ games: MyGame[] }>(p, 'GET', '/api/my/games');
      expect(mine.games.find((g) => g.game.id === board.gameId)?.game.status).toBe('finished');
    }
    let view = started.view;
    view = await ok(org, 'GET', `/api/tournaments/${started.id}`);
    expect(view.rounds[0]!.boards[0]).toMatchObject({ played: false });
  }, 60_000);
});
