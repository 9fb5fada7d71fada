import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_RATING, rateGame, type Rating } from '../../src/tournaments/glicko2.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { concede, learnIds, ok, signUp, type Player } from './support.js';

const game = { ruleset: 'starfire', setup: { scenario: 'patrol' } };

interface Answer {
  status: number;
  json: { code?: string; path?: string[]; [k: string]: unknown };
}

/**
 * The organiser's tools after creation (docs/tournaments.md, Organiser tools): changing settings
 * with `PATCH /api/tournaments/{id}`, editing seeds, and correcting a result after the next round
 * is paired, with the ratings it changes computed again from the stored games.
 */
describe('organiser tools', () => {
  let server: RunningServer;
  let org: Player;
  let players: Player[];

  beforeAll(async () => {
    server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
    org = await signUp(server.httpUrl, 'Orga');
    players = [];
    for (const name of ['Ann', 'Bob', 'Cid', 'Dee'])
      players.push(await signUp(server.httpUrl, name));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  /** A request's status and body; an error's `code`, `message` and `path` at the top. */
  const send = async (p: Player, method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await p.client.request(method, path, body);
    const json = res.json as Answer['json'] & { error?: Answer['json'] };
    return { status: res.status, json: json?.error ? { ...json, ...json.error } : json };
  };

  async function create(body: Record<string, unknown>, entrants = players): Promise<string> {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      org,
      'POST',
      '/api/tournaments',
      {
        name: 'Club night',
        games: game,
        ...body,
      },
    );
    for (const p of entrants) await ok(p, 'POST', `/api/tournaments/${tournament.id}/register`);
    return tournament.id;
  }

  describe('PATCH /api/tournaments/{id}', () => {
    it.each([
      ['description', { description: 'Season 3, week 1' }, { description: 'Season 3, week 1' }],
      ['name', { name: 'Club night II' }, { name: 'Club night II' }],
      [
        'scoring',
        {
          scoring: {
            majorWin: 2,
            minorWin: 2,
            draw: 1,
            minorLoss: 0,
            majorLoss: 0,
            forfeit: 0,
            bye: 2,
          },
        },
        { settings: { scoring: { majorWin: 2, bye: 2 } } },
      ],
      [
        'tie-break order',
        { tieBreaks: ['head_to_head', 'buchholz'] },
        { settings: { tieBreaks: ['head_to_head', 'buchholz'] } },
      ],
      [
        'registration window',
        { registrationOpensAt: 1000, registrationClosesAt: 4_000_000_000_000 },
        { settings: { registrationOpensAt: 1000, registrationClosesAt: 4_000_000_000_000 } },
      ],
      ['player cap', { maxPlayers: 4 }, { settings: { maxPlayers: 4 } }],
      ['rounds', { rounds: 5 }, { settings: { rounds: 5 }, totalRounds: 5 }],
      [
        'round start delay',
        { roundStartDelayHours: 12 },
        { settings: { roundStartDelayHours: 12 } },
      ],
      ['rated', { rated: false }, { settings: { rated: false } }],
      ['webhook cleared', { webhookUrl: null }, { settings: { webhook: false } }],
    ])('changes the %s before the start', async (_field, body, expected) => {
      const id = await create({
        format: 'swiss',
        rounds: 3,
        webhookUrl: 'http://127.0.0.1:9/hook',
      });
      const res = await send(org, 'PATCH', `/api/tournaments/${id}`, body);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.tournament).toMatchObject(expected);
      expect(await ok(org, 'GET', `/api/tournaments/${id}`)).toMatchObject(expected);
    });

    it('a new webhook URL gets a new secret, shown once', async () => {
      const id = await create({ format: 'swiss', rounds: 3, webhookUrl: 'http://127.0.0.1:9/a' });
      const first = await send(org, 'PATCH', `/api/tournaments/${id}`, {
        webhookUrl: 'http://127.0.0.1:9/b',
      });
      expect(first.json.webhookSecret).toMatch(/^[\w-]{32}$/);
      const row = server.app.tournaments.store.get(id)!;
      expect(row).toMatchObject({
        webhookUrl: 'http://127.0.0.1:9/b',
        webhookSecret: first.json.webhookSecret,
      });
      const again = await send(org, 'PATCH', `/api/tournaments/${id}`, { description: 'x' });
      expect(again.json.webhookSecret).toBeUndefined();
      expect(JSON.stringify((await send(org, 'GET', `/api/tournaments/${id}`)).json)).not.toContain(
        first.json.webhookSecret as string,
      );
    });

    it.each([
      [
        'a cap below the registered players',
        'swiss',
        {},
        { maxPlayers: 3 },
        400,
        'tournament/bad_settings',
        ['maxPlayers'],
      ],
      [
        'rounds outside a Swiss',
        'round_robin',
        {},
        { rounds: 4 },
        400,
        'tournament/bad_settings',
        ['rounds'],
      ],
      [
        'a window that closes before it opens',
        'swiss',
        {},
        { registrationOpensAt: 5000, registrationClosesAt: 4000 },
        400,
        'tournament/bad_settings',
        ['registrationClosesAt'],
      ],
      ['an unknown field', 'swiss', {}, { format: 'round_robin' }, 400, 'request/invalid', []],
      [
        'a negative delay',
        'swiss',
        {},
        { roundStartDelayHours: -1 },
        400,
        'request/invalid',
        ['body', 'roundStartDelayHours'],
      ],
      [
        'the cap after the start',
        'swiss',
        { start: true },
        { maxPlayers: 10 },
        409,
        'tournament/setting_locked',
        ['maxPlayers'],
      ],
      [
        '"rated" after the start',
        'swiss',
        { start: true },
        { rated: false },
        409,
        'tournament/setting_locked',
        ['rated'],
      ],
      [
        'the window after the start',
        'swiss',
        { start: true },
        { registrationClosesAt: 9_000_000_000_000 },
        409,
        'tournament/setting_locked',
        ['registrationClosesAt'],
      ],
      [
        'a Swiss with its last round paired',
        'swiss',
        { start: true, rounds: 1 },
        { rounds: 2 },
        409,
        'tournament/setting_locked',
        ['rounds'],
      ],
    ] as const)(
      'refuses %s, changing nothing',
      async (_what, format, how, body, status, code, path) => {
        const id = await create({
          format,
          ...(format === 'swiss' ? { rounds: 'rounds' in how ? how.rounds : 3 } : {}),
          roundStartDelayHours: 24,
        });
        if ('start' in how) await ok(org, 'POST', `/api/tournaments/${id}/start`);
        const before = await ok(org, 'GET', `/api/tournaments/${id}`);
        const res = await send(org, 'PATCH', `/api/tournaments/${id}`, {
          description: 'new',
          ...body,
        });
        expect(res.status).toBe(status);
        expect(res.json.code).toBe(code);
        if (path.length > 0) expect(res.json.path).toEqual(path);
        expect(await ok(org, 'GET', `/api/tournaments/${id}`)).toEqual(before);
      },
    );

    it('is the organiser’s only', async () => {
      const id = await create({ format: 'swiss', rounds: 3 });
      const res = await send(players[0]!, 'PATCH', `/api/tournaments/${id}`, {
        description: 'mine',
      });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('tournament/not_organiser');
    });

    it('a new scoring recomputes the standings at once, while the event runs', async () => {
      const id = await create({ format: 'round_robin' }, players.slice(0, 3));
      await ok(org, 'POST', `/api/tournaments/${id}/start`);
      let view = await ok(org, 'GET', `/api/tournaments/${id}`);
      learnIds(view, players);
      const b = view.rounds[0]!.boards.find((x) => x.second !== null)!;
      const byId = new Map(players.map((p) => [p.userId, p]));
      await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
      view = await ok(org, 'GET', `/api/tournaments/${id}`);
      expect(view.status).toBe('running');
      const pointsOf = (v: TournamentView, u: number) =>
        v.standings.find((s) => s.userId === u)!.points;
      expect(pointsOf(view, b.first)).toBe(3);
      const res = await send(org, 'PATCH', `/api/tournaments/${id}`, {
        scoring: {
          majorWin: 1,
          minorWin: 1,
          draw: 0.5,
          minorLoss: 0,
          majorLoss: 0,
          forfeit: 0,
          bye: 1,
        },
        tieBreaks: ['sonneborn_berger'],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      view = res.json.tournament as TournamentView;
      expect(pointsOf(view, b.first)).toBe(1);
      expect(view.settings.tieBreaks).toEqual(['sonneborn_berger']);
    }, 60_000);

    it('refuses every change once the tournament has ended', async () => {
      const id = await create({ format: 'round_robin' }, players.slice(0, 2));
      await ok(org, 'POST', `/api/tournaments/${id}/start`);
      const view = await ok(org, 'GET', `/api/tournaments/${id}`);
      learnIds(view, players);
      const b = view.rounds[0]!.boards[0]!;
      const byId = new Map(players.map((p) => [p.userId, p]));
      await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
      const res = await send(org, 'PATCH', `/api/tournaments/${id}`, { description: 'late' });
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('tournament/wrong_status');
    }, 60_000);
  });

  describe('PUT /api/tournaments/{id}/seeds', () => {
    it('keeps the organiser’s order at the start and pairs an unstarted round 1 afresh', async () => {
      const id = await create({ format: 'single_elimination', roundStartDelayHours: 24 });
      let view = await ok(org, 'GET', `/api/tournaments/${id}`);
      learnIds(view, players);
      const order = players.map((p) => p.userId).reverse();
      await ok(org, 'PUT', `/api/tournaments/${id}/seeds`, { players: order });
      view = await ok(org, 'POST', `/api/tournaments/${id}/start`).then(() =>
        ok(org, 'GET', `/api/tournaments/${id}`),
      );
      expect(view.players.map((p) => p.userId)).toEqual(order);
      // Bracket order: seed 1 v seed 4, seed 2 v seed 3 (docs/tournaments.md, Single elimination).
      const boards = () => view.rounds[0]!.boards.map((b) => [b.first, b.second]);
      expect(boards()).toEqual([
        [order[0], order[3]],
        [order[1], order[2]],
      ]);
      const again = [order[2]!, order[0]!, order[3]!, order[1]!];
      view = (
        await ok<{ tournament: TournamentView }>(org, 'PUT', `/api/tournaments/${id}/seeds`, {
          players: again,
        })
      ).tournament;
      expect(view.rounds).toHaveLength(1);
      expect(boards()).toEqual([
        [again[0], again[3]],
        [again[1], again[2]],
      ]);
    });

    it.each([
      ['a missing player', (ids: number[]) => ids.slice(1), 400, 'tournament/bad_seeds'],
      [
        'a player twice',
        (ids: number[]) => [...ids.slice(1), ids[1]!],
        400,
        'tournament/bad_seeds',
      ],
      ['a stranger', (ids: number[]) => [...ids.slice(1), 999_999], 400, 'tournament/bad_seeds'],
    ])('refuses %s', async (_what, make, status, code) => {
      const id = await create({ format: 'swiss', rounds: 2 });
      const view = await ok(org, 'GET', `/api/tournaments/${id}`);
      const res = await send(org, 'PUT', `/api/tournaments/${id}/seeds`, {
        players: make(view.players.map((p) => p.userId)),
      });
      expect(res.status).toBe(status);
      expect(res.json).toMatchObject({ code, path: ['players'] });
    });

    it('refuses a round robin once round 1 has started', async () => {
      const id = await create({ format: 'round_robin' });
      await ok(org, 'POST', `/api/tournaments/${id}/start`);
      const view = await ok(org, 'GET', `/api/tournaments/${id}`);
      const res = await send(org, 'PUT', `/api/tournaments/${id}/seeds`, {
        players: view.players.map((p) => p.userId).reverse(),
      });
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('tournament/wrong_status');
    });
  });

  describe('correcting a result after the next round is paired', () => {
    async function ratingOf(p: Player): Promise<{ rating: number; games: number }> {
      const username = p.name.toLowerCase() + '_x';
      const { ratings } = await ok<{
        ratings: { ruleset: string; rating: number; games: number }[];
      }>(p, 'GET', `/api/users/${username}/ratings`);
      return ratings.find((r) => r.ruleset === 'starfire') ?? { rating: 1500, games: 0 };
    }

    it('recomputes standings and the ratings of every later game, counting none twice', async () => {
      const start = new Map<number, Rating>();
      const id = await create({ format: 'swiss', rounds: 2, roundStartDelayHours: 0 });
      let view = await ok(org, 'POST', `/api/tournaments/${id}/start`).then(() =>
        ok(org, 'GET', `/api/tournaments/${id}`),
      );
      learnIds(view, players);
      const byId = new Map(players.map((p) => [p.userId, p]));
      for (const p of players) {
        const r = server.app.tournaments.store.rating(p.userId, 'starfire');
        start.set(p.userId, r ?? NEW_RATING);
      }
      // Round 1: the first seat wins every board; round 2 is paired.
      for (const b of view.rounds[0]!.boards)
        await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
      view = await ok(org, 'GET', `/api/tournaments/${id}`);
      expect(view.rounds).toHaveLength(2);
      // Round 2 too.
      for (const b of view.rounds[1]!.boards)
        await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
      view = await ok(org, 'GET', `/api/tournaments/${id}`);
      expect(view.status).toBe('finished');
      const gamesBefore = await Promise.all(players.map(ratingOf));

      // The organiser corrects round 1, board 1: the second seat won.
      const board = view.rounds[0]!.boards[0]!;
      const res = await send(org, 'POST', `/api/tournaments/${id}/rounds/1/boards/1/correct`, {
        result: { kind: 'win', winner: 'second', level: 'major' },
        reason: 'The first player used an illegal design.',
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      view = res.json.tournament as TournamentView;
      expect(view.rounds[0]!.boards[0]).toMatchObject({
        result: { kind: 'win', winner: 'second' },
        adjudication: 'Corrected: The first player used an illegal design.',
      });
      const points = new Map(view.standings.map((s) => [s.userId, s.points]));
      expect(points.get(board.second!)).toBeGreaterThanOrEqual(3);

      // The expected ratings, computed independently: both rounds, in order, from the start.
      const expected = new Map(start);
      for (const r of view.rounds)
        for (const b of r.boards) {
          const firstWon = b.result!.kind === 'win' && b.result!.winner === 'first';
          const [na, nb] = rateGame(
            expected.get(b.first)!,
            expected.get(b.second!)!,
            firstWon ? 1 : 0,
          );
          expected.set(b.first, na);
          expected.set(b.second!, nb);
        }
      const after = await Promise.all(players.map(ratingOf));
      players.forEach((p, i) => {
        expect(after[i]!.rating).toBeCloseTo(expected.get(p.userId)!.rating, 1);
        expect(after[i]!.games).toBe(gamesBefore[i]!.games);
      });
      const changes = res.json.ratingChanges as { userId: number; before: number; after: number }[];
      expect(changes.length).toBeGreaterThanOrEqual(2);
      for (const c of changes) {
        const i = players.findIndex((p) => p.userId === c.userId);
        expect(c.before).toBeCloseTo(gamesBefore[i]!.rating, 1);
        expect(c.after).toBeCloseTo(after[i]!.rating, 1);
      }
      expect(changes.map((c) => c.userId)).toEqual(
        expect.arrayContaining([board.first, board.second]),
      );

      // Correcting it back restores the first ratings exactly: nothing was applied twice.
      const back = await send(org, 'POST', `/api/tournaments/${id}/rounds/1/boards/1/correct`, {
        result: { kind: 'win', winner: 'first', level: 'major' },
        reason: 'Appeal upheld.',
      });
      expect(back.status).toBe(200);
      expect(await Promise.all(players.map(ratingOf))).toEqual(gamesBefore);
    }, 120_000);

    it('tells the webhook, signed like every other event', async () => {
      const received: { event: string; body: string; signature: string }[] = [];
      const receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          received.push({
            event: String(req.headers['x-broadside-event']),
            signature: String(req.headers['x-broadside-signature']),
            body,
          });
          res.end();
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      const port = (receiver.address() as AddressInfo).port;
      try {
        const { tournament, webhookSecret } = await ok<{
          tournament: TournamentView;
          webhookSecret: string;
        }>(org, 'POST', '/api/tournaments', {
          name: 'Hooked',
          format: 'round_robin',
          games: game,
          webhookUrl: `http://127.0.0.1:${port}/hook`,
        });
        const id = tournament.id;
        for (const p of players.slice(0, 3)) await ok(p, 'POST', `/api/tournaments/${id}/register`);
        await ok(org, 'POST', `/api/tournaments/${id}/start`);
        const view = await ok(org, 'GET', `/api/tournaments/${id}`);
        learnIds(view, players);
        const byId = new Map(players.map((p) => [p.userId, p]));
        const b = view.rounds[0]!.boards.find((x) => x.second !== null)!;
        await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
        await ok(org, 'POST', `/api/tournaments/${id}/rounds/1/boards/${b.board}/correct`, {
          result: { kind: 'draw' },
          reason: 'Both fleets were destroyed.',
        });
        await Promise.all([...server.app.tournaments.deliveries]);
        const hook = received.find((h) => h.event === 'result_corrected')!;
        expect(JSON.parse(hook.body)).toMatchObject({
          event: 'result_corrected',
          tournamentId: id,
          data: {
            round: 1,
            board: b.board,
            first: b.first,
            second: b.second,
            result: { kind: 'draw' },
            reason: 'Both fleets were destroyed.',
          },
        });
        const expected = createHmac('sha256', webhookSecret).update(hook.body).digest('hex');
        expect(hook.signature).toBe(`sha256=${expected}`);
      } finally {
        await new Promise((r) => receiver.close(r));
      }
    }, 60_000);

    it.each([
      ['a board without a result', 2, 1, 409, 'tournament/no_result'],
      ['a board that does not exist', 1, 9, 404, 'tournament/board_not_found'],
    ])(
      'refuses %s',
      async (_what, round, board, status, code) => {
        const id = await create({ format: 'round_robin', roundStartDelayHours: 24 });
        await ok(org, 'POST', `/api/tournaments/${id}/start`);
        await ok(org, 'POST', `/api/tournaments/${id}/rounds/1/start`);
        const view = await ok(org, 'GET', `/api/tournaments/${id}`);
        learnIds(view, players);
        const byId = new Map(players.map((p) => [p.userId, p]));
        for (const b of view.rounds[0]!.boards)
          await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
        const res = await send(
          org,
          'POST',
          `/api/tournaments/${id}/rounds/${round}/boards/${board}/correct`,
          {
            result: { kind: 'draw' },
            reason: 'Typo in the result.',
          },
        );
        expect(res.status).toBe(status);
        expect(res.json.code).toBe(code);
      },
      60_000,
    );

    it('in a bracket, pairs an unstarted next round afresh, and refuses once it started', async () => {
      const id = await create({ format: 'single_elimination', roundStartDelayHours: 24 });
      await ok(org, 'POST', `/api/tournaments/${id}/start`);
      await ok(org, 'POST', `/api/tournaments/${id}/rounds/1/start`);
      let view = await ok(org, 'GET', `/api/tournaments/${id}`);
      learnIds(view, players);
      const byId = new Map(players.map((p) => [p.userId, p]));
      const r1 = view.rounds[0]!.boards;
      for (const b of r1)
        await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
      view = await ok(org, 'GET', `/api/tournaments/${id}`);
      expect(view.rounds[1]!.boards.map((b) => [b.first, b.second])).toEqual([
        [r1[0]!.first, r1[1]!.first],
      ]);

      const corrected = await ok<{ tournament: TournamentView }>(
        org,
        'POST',
        `/api/tournaments/${id}/rounds/1/boards/1/correct`,
        { result: { kind: 'forfeit', winner: 'second' }, reason: 'The winner was not eligible.' },
      );
      const final = corrected.tournament.rounds[1]!;
      expect(final.status).toBe('paired');
      expect(final.boards.map((b) => [b.first, b.second])).toEqual([[r1[1]!.first, r1[0]!.second]]);

      // A correction that keeps the winner is fine after the final started; one that changes it is not.
      await ok(org, 'POST', `/api/tournaments/${id}/rounds/2/start`);
      const same = await send(org, 'POST', `/api/tournaments/${id}/rounds/1/boards/2/correct`, {
        result: { kind: 'win', winner: 'first', level: 'minor' },
        reason: 'A minor win, not a major one.',
      });
      expect(same.status, JSON.stringify(same.json)).toBe(200);
      const refused = await send(org, 'POST', `/api/tournaments/${id}/rounds/1/boards/2/correct`, {
        result: { kind: 'win', winner: 'second', level: 'major' },
        reason: 'Reversed on appeal.',
      });
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('tournament/next_round_started');
      view = await ok(org, 'GET', `/api/tournaments/${id}`);
      expect(view.rounds[0]!.boards[1]!.result).toMatchObject({
        kind: 'win',
        winner: 'first',
        level: 'minor',
      });
    }, 90_000);
  });
});
