import type { GameSummary } from '@broadside/protocol';
import { RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/util/clock.js';
import { connect, createAndJoin, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

interface Created {
  gameId: string;
  invites: { seat: string; invite: string }[];
  creator: { seat: string; seatToken: string } | null;
}

const LIVE_MINUTE = { kind: 'live', initialSeconds: 60, incrementSeconds: 0 };
const MINUTE_PER_MOVE = { kind: 'correspondence', perDecisionSeconds: 60 };

async function call(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${server.httpUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function create(server: RunningServer, body: Record<string, unknown>): Promise<Created> {
  const res = await call(server, 'POST', '/api/games', {
    ruleset: 'starfire',
    setup: { scenario: 'patrol' },
    ...body,
  });
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.json)}`);
  return res.json as unknown as Created;
}

const summary = async (server: RunningServer, gameId: string) =>
  (await call(server, 'GET', `/api/games/${gameId}`)).json as unknown as GameSummary;

/**
 * A seat nobody takes (docs/operations.md, "Open games"): a game with a clock whose first
 * deadline passes with a seat never taken ends, the absent seats losing by forfeit; a game
 * without a clock waits, and its creator may cancel it.
 */
describe('no-shows in games with a clock', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ clock });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['a live clock: its starting time', LIVE_MINUTE, 60_000],
    ['a correspondence clock: its time per decision', MINUTE_PER_MOVE, 60_000],
  ])('with %s, the seat never taken loses by forfeit', async (_name, timeControl, window) => {
    const game = await create(server, { timeControl, creatorSeat: 'A', playerName: 'Ann' });
    clock.advance(window - 1);
    server.app.match.tick();
    expect((await summary(server, game.gameId)).status).toBe('open');

    clock.advance(1);
    server.app.match.tick();
    const ended = await summary(server, game.gameId);
    expect(ended).toMatchObject({ status: 'finished', startedAt: null });
    expect(ended.result).toMatchObject({ winners: ['A'], reason: 'forfeit' });
    expect(ended.result!.summary).toMatch(/never took its seat .* loses by forfeit/);
    const open = (await call(server, 'GET', '/api/games?status=open')).json.games as GameSummary[];
    expect(open.map((g) => g.id)).not.toContain(game.gameId);
    // Anyone can verify the finished game's record, forfeit included.
    const record = (await call(server, 'GET', `/api/games/${game.gameId}/record`))
      .json as unknown as GameRecord;
    const verified = verifyRecord(record, RULESETS);
    expect(verified.ok ? 'verified' : verified.error).toBe('verified');
  });

  it('abandons a game nobody sat down to, without a winner', async () => {
    const game = await create(server, { timeControl: LIVE_MINUTE });
    clock.advance(60_000);
    server.app.match.tick();
    expect((await summary(server, game.gameId)).result).toMatchObject({
      winners: [],
      reason: 'forfeit',
      summary: expect.stringContaining('abandoned'),
    });
  });

  it('leaves a game whose seats are all taken to its clocks', async () => {
    const game = await create(server, { timeControl: LIVE_MINUTE, creatorSeat: 'A' });
    clock.advance(30_000);
    const other = game.invites[0]!;
    const joined = await call(
      server,
      'POST',
      `/api/games/${game.gameId}/seats/${other.seat}/join`,
      {
        invite: other.invite,
      },
    );
    expect(joined.status).toBe(200);
    clock.advance(31_000);
    server.app.match.tick();
    expect((await summary(server, game.gameId)).status).toBe('live');
  });

  it('leaves an open rematch to wait for the other player', async () => {
    const game = await createAndJoin(server.app, { timeControl: LIVE_MINUTE });
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
    const owing = server.app.match.cache.peek(game.gameId)!.pending[0]!.seat;
    const loser = owing === 'A' ? a : await connect(server.wsUrl, game.gameId, game.tokens.B);
    await play(loser, { type: 'concede' }, 0);
    const offered = await call(server, 'POST', `/api/games/${game.gameId}/rematch`, {
      seatToken: game.tokens.A,
    });
    expect(offered.status).toBe(200);
    const rematchId = (offered.json.rematch as { gameId: string }).gameId;
    clock.advance(120_000);
    server.app.match.tick();
    expect((await summary(server, rematchId)).status).toBe('open');
    await a.close();
    if (loser !== a) await loser.close();
  });

  it('waits without a clock', async () => {
    const game = await create(server, { creatorSeat: 'A' });
    clock.advance(6 * 24 * 3600_000);
    server.app.match.tick();
    expect((await summary(server, game.gameId)).status).toBe('open');
  });
});

describe('a no-show deadline across a restart', () => {
  it('is kept in the database and ends the game after the server starts again', async () => {
    const clock = new ManualClock(Date.UTC(2026, 5, 1));
    const first = await startServer({ clock });
    const game = await create(first, { timeControl: LIVE_MINUTE, creatorSeat: 'A' });
    await first.stop();
    clock.advance(120_000);
    const second = await startServer({ clock, dataDir: first.dataDir });
    try {
      second.app.match.tick();
      expect((await summary(second, game.gameId)).result).toMatchObject({
        winners: ['A'],
        reason: 'forfeit',
      });
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('cancelling an open game', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ clock });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('lets the creator cancel a game that waits for players', async () => {
    const game = await create(server, { creatorSeat: 'A' });
    const res = await call(server, 'POST', `/api/games/${game.gameId}/cancel`, {
      seatToken: game.creator!.seatToken,
    });
    expect(res).toEqual({ status: 200, json: { gameId: game.gameId, cancelled: true } });
    expect((await call(server, 'GET', `/api/games/${game.gameId}`)).status).toBe(404);
  });

  /** A game whose seat A was created with it and whose seat B someone took later. */
  const cases: [string, (g: Created) => Promise<string>, number, string][] = [
    [
      'a player who took a seat later',
      async (g) => {
        clock.advance(1000);
        const seat = g.invites.find((i) => i.seat === 'A')!;
        const res = await call(server, 'POST', `/api/games/${g.gameId}/seats/A/join`, {
          invite: seat.invite,
        });
        return res.json.seatToken as string;
      },
      403,
      'game/not_creator',
    ],
    [
      'a token of no seat',
      async () => 'not-a-real-token-but-long-enough-0123456789',
      401,
      'auth/invalid_token',
    ],
  ];
  it.each(cases)('refuses %s', async (_name, tokenOf, status, code) => {
    const game = await create(server, {});
    const res = await call(server, 'POST', `/api/games/${game.gameId}/cancel`, {
      seatToken: await tokenOf(game),
    });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ error: { code } });
    expect((await summary(server, game.gameId)).status).toBe('open');
  });

  it('refuses once the game has started', async () => {
    const game = await create(server, { creatorSeat: 'A' });
    const other = game.invites[0]!;
    await call(server, 'POST', `/api/games/${game.gameId}/seats/${other.seat}/join`, {
      invite: other.invite,
    });
    const res = await call(server, 'POST', `/api/games/${game.gameId}/cancel`, {
      seatToken: game.creator!.seatToken,
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'game/started', path: [] } });
  });
});
