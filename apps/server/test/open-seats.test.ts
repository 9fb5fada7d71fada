import type { Role } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Subscriber } from '../src/match/live-game.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://broadside.example' });
});
afterAll(async () => {
  await t.close();
});

async function create(body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { ruleset: 'starfire', setup: { scenario: 'patrol' }, ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { gameId: string; invites: { seat: string; invite: string }[] };
}

function join(gameId: string, seat: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/games/${gameId}/seats/${seat}/join`, payload });
}

/** Whether `token` opens a socket session for `seat` (through the match service, no socket). */
function tokenHoldsSeat(gameId: string, token: string, seat: string): boolean {
  const subscriber = (role: Role): Subscriber => ({ role, wantsViews: false, send: () => {} });
  const outcome = t.app.match.connect(gameId, token, subscriber);
  if (!outcome.ok) return false;
  outcome.value.close();
  return outcome.value.role.kind === 'seat' && outcome.value.role.seat === seat;
}

describe('joining a public game from the lobby, without an invite (issue 6)', () => {
  test('open games list their free seats; anyone may claim one, and gets a token and a fresh invite', async () => {
    const game = await create({ creatorSeat: 'A', playerName: 'Ann' });
    const listed = (await t.app.inject({ url: '/api/games?status=open' })).json().games;
    expect(listed.find((g: { id: string }) => g.id === game.gameId).openSeats).toEqual(['B']);

    const res = await join(game.gameId, 'B', { playerName: 'Bob' });
    expect(res.statusCode).toBe(200);
    const grant = res.json();
    expect(grant).toMatchObject({
      gameId: game.gameId,
      seat: 'B',
      url: `https://broadside.example/#/game/${game.gameId}`,
    });
    expect(grant.seatToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant.invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHoldsSeat(game.gameId, grant.seatToken, 'B')).toBe(true);

    const summary = (await t.app.inject({ url: `/api/games/${game.gameId}` })).json();
    expect(summary.status).toBe('live');
    expect(summary.openSeats).toEqual([]);
    expect(summary.seats[1]).toMatchObject({ seat: 'B', name: 'Bob', claimed: true });

    // The invite made at creation no longer takes the seat; the claimer's new one does.
    const old = await join(game.gameId, 'B', { invite: game.invites[0]!.invite });
    expect(old.statusCode).toBe(403);
    expect(old.json().error.code).toBe('auth/invalid_invite');
    const again = await join(game.gameId, 'B', { invite: grant.invite });
    expect(again.statusCode).toBe(200);
    // Each invite works once: taking the seat again hands over the seat's next invite.
    expect(again.json().invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await join(game.gameId, 'B', { invite: grant.invite })).json().error.code).toBe(
      'auth/invite_used',
    );
    expect(tokenHoldsSeat(game.gameId, again.json().seatToken, 'B')).toBe(true);
  });

  test('a seat someone already holds cannot be claimed without its invite', async () => {
    const game = await create();
    expect((await join(game.gameId, 'A')).statusCode).toBe(200);
    const second = await join(game.gameId, 'A');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'game/seat_taken', path: [] });
    const summary = (await t.app.inject({ url: `/api/games/${game.gameId}` })).json();
    expect(summary).toMatchObject({ status: 'open', openSeats: ['B'] });
  });

  test.each([
    [
      'a private game needs the invite',
      { visibility: 'private' },
      'B',
      403,
      'auth/invite_required',
    ],
    ['a seat the game does not have', {}, 'Z', 404, 'game/unknown_seat'],
  ])('%s', async (_name, body, seat, status, code) => {
    const game = await create(body);
    const res = await join(game.gameId, seat);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    const summary = (await t.app.inject({ url: `/api/games/${game.gameId}` })).json();
    expect(summary.seats.every((s: { claimed: boolean }) => !s.claimed)).toBe(true);
  });

  test('a private game still lists its free seats in its own summary, and its invites still work', async () => {
    const game = await create({ visibility: 'private' });
    const summary = (await t.app.inject({ url: `/api/games/${game.gameId}` })).json();
    expect(summary.openSeats).toEqual(['A', 'B']);
    const res = await join(game.gameId, 'A', { invite: game.invites[0]!.invite });
    expect(res.statusCode).toBe(200);
    expect(res.json().invite).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
