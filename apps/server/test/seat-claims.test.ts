import { CLOSE_CODES } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import { TestClient } from './helpers/ws-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function openGame(): Promise<{ gameId: string; invites: Record<string, string> }> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { ruleset: 'starfire', setup: { scenario: 'patrol' }, visibility: 'public' },
  });
  const body = res.json() as { gameId: string; invites: { seat: string; invite: string }[] };
  return {
    gameId: body.gameId,
    invites: Object.fromEntries(body.invites.map((i) => [i.seat, i.invite])),
  };
}

const join = (gameId: string, seat: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: `/api/games/${gameId}/seats/${seat}/join`, payload });

describe('seat claims are idempotent (issue 12 #5)', () => {
  test('a claim retried with its claim id after a lost answer is granted again; others are refused', async () => {
    const { gameId } = await openGame();
    const claimId = 'retry-me-0123456789abcdef';
    const first = await join(gameId, 'B', { claimId, playerName: 'Bea' });
    expect(first.statusCode).toBe(200);
    // The answer was lost: the same claim is sent again and granted, with working credentials.
    const again = await join(gameId, 'B', { claimId, playerName: 'Bea' });
    expect(again.statusCode).toBe(200);
    const grant = again.json() as { seatToken: string; invite: string };
    const socket = await connect(server.wsUrl, gameId, grant.seatToken);
    expect(socket.all('welcome')[0]!.role).toEqual({ kind: 'seat', seat: 'B' });
    await socket.close();
    expect((await join(gameId, 'B', { invite: grant.invite })).statusCode).toBe(200);
    // Anyone else, or the same client with another claim id, is refused.
    for (const other of [{}, { claimId: 'someone-else-0123456789' }]) {
      const refused = await join(gameId, 'B', other);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('game/seat_taken');
    }
  });
});

describe('invites cannot rename a seat; other devices can be signed out (issue 12 #9)', () => {
  test('an invite used again keeps the seat’s name', async () => {
    const { gameId, invites } = await openGame();
    await join(gameId, 'A', { invite: invites.A, playerName: 'Ann' });
    await join(gameId, 'A', { invite: invites.A, playerName: 'Mallory' });
    const summary = (await server.app.inject({ url: `/api/games/${gameId}` })).json();
    expect(summary.seats.find((s: { seat: string }) => s.seat === 'A').name).toBe('Ann');
  });

  test('revoking the other tokens closes their sockets, refuses them later, and replaces the invite', async () => {
    const { gameId, invites } = await openGame();
    const first = (await join(gameId, 'A', { invite: invites.A })).json();
    const phone = first.seatToken as string;
    // Each invite works once; the answer hands the taker the seat's next one.
    const laptop = (await join(gameId, 'A', { invite: first.invite })).json().seatToken as string;
    const onPhone = await connect(server.wsUrl, gameId, phone);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/seats/revoke-others`,
      payload: { seatToken: laptop },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ seat: 'A', revoked: 1 });
    expect((await onPhone.closed).code).toBe(CLOSE_CODES.unauthorized);
    const retry = await TestClient.open(server.wsUrl);
    retry.send({ type: 'hello', gameId, token: phone });
    expect((await retry.next('error')).error.code).toBe('auth/invalid_token');
    // The spent invite no longer works; the new one does; the kept token still plays.
    expect((await join(gameId, 'A', { invite: invites.A })).json().error.code).toBe(
      'auth/invite_used',
    );
    expect((await join(gameId, 'A', { invite: res.json().invite })).statusCode).toBe(200);
    const kept = await connect(server.wsUrl, gameId, laptop);
    await kept.close();
    // Someone without a valid token revokes nothing.
    const stranger = await server.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/seats/revoke-others`,
      payload: { seatToken: 'x'.repeat(43) },
    });
    expect(stranger.json().error.code).toBe('auth/invalid_token');
  });
});
