import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_CODES } from '@broadside/protocol';
import { AccountClient } from '../helpers/account-client.js';
import { connect } from '../helpers/game.js';
import { startServer, type RunningServer } from '../helpers/server.js';

let server: RunningServer;
let ann: AccountClient;
let bob: AccountClient;
let eve: AccountClient;

beforeAll(async () => {
  // These tests are about seats, not hashing: a cheaper scrypt (accounts.test.ts checks the real one).
  server = await startServer({ accounts: { scryptN: 2 ** 12 } });
  ann = new AccountClient(server.httpUrl);
  bob = new AccountClient(server.httpUrl);
  eve = new AccountClient(server.httpUrl);
  await ann.signUp('ann', 'ann password 1', 'Ann');
  await bob.signUp('bob', 'bob password 1', 'Bob');
  await eve.signUp('eve', 'eve password 1', 'Eve');
});
afterAll(async () => server.close());

/** A Patrol game created by `who`, holding seat A; the invites of every open seat. */
async function annCreates(extra: Record<string, unknown> = {}) {
  const res = await ann.request('POST', '/api/games', {
    ruleset: 'starfire',
    setup: { scenario: 'patrol' },
    title: 'Ann vs Bob',
    creatorSeat: 'A',
    playerName: 'ignored for accounts',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.json as {
    gameId: string;
    invites: { seat: string; invite: string }[];
    creator: { seatToken: string };
  };
}

const anon = () => new AccountClient(server.httpUrl);

describe('seats belong to accounts (issue 14, Accounts and identity)', () => {
  test('a signed-in creator plays under the account name, and the seat follows the account to any device', async () => {
    const game = await annCreates();
    const summary = (await anon().request('GET', `/api/games/${game.gameId}`)).json;
    expect(summary.seats[0]).toMatchObject({ seat: 'A', name: 'Ann', claimed: true });
    // Another device: sign in, ask for the seat; the token plays seat A.
    const phone = new AccountClient(server.httpUrl);
    expect((await phone.signIn('ann', 'ann password 1')).status).toBe(200);
    const grant = await phone.request('POST', `/api/games/${game.gameId}/my-seat`);
    expect(grant.status).toBe(200);
    expect(grant.json).toMatchObject({ gameId: game.gameId, seat: 'A' });
    expect(grant.json.seatToken).not.toBe(game.creator.seatToken);
    const socket = await connect(server.wsUrl, game.gameId, grant.json.seatToken);
    expect(socket.all('welcome')[0]!.role).toEqual({ kind: 'seat', seat: 'A' });
    await socket.close();
    // Someone else's account has no seat there; nobody signed out gets one.
    expect((await eve.request('POST', `/api/games/${game.gameId}/my-seat`)).json.error.code).toBe(
      'auth/not_seat_owner',
    );
    expect((await anon().request('POST', `/api/games/${game.gameId}/my-seat`)).status).toBe(401);
  });

  test('an open invite is single-use: the second taker is told it was used', async () => {
    const game = await annCreates();
    const invite = game.invites.find((i) => i.seat === 'B')!.invite;
    const first = await anon().request('POST', `/api/games/${game.gameId}/seats/B/join`, {
      invite,
      playerName: 'Casual Cat',
    });
    expect(first.status).toBe(200);
    const second = await anon().request('POST', `/api/games/${game.gameId}/seats/B/join`, {
      invite,
    });
    expect(second.status).toBe(403);
    expect(second.json.error.code).toBe('auth/invite_used');
    // Anonymous play works as before, under the free-text name.
    const summary = (await anon().request('GET', `/api/games/${game.gameId}`)).json;
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Casual Cat']);
  });

  test('an invite addressed to a username is refused to everybody else, and taken by that user', async () => {
    const game = await annCreates({ visibility: 'private' });
    const invite = game.invites.find((i) => i.seat === 'B')!.invite;
    const kept = await ann.request('POST', `/api/games/${game.gameId}/seats/B/invite-user`, {
      username: 'BOB',
    });
    expect(kept.status).toBe(204);
    for (const who of [eve, anon()]) {
      const res = await who.request('POST', `/api/games/${game.gameId}/seats/B/join`, { invite });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('auth/invite_addressed');
    }
    // Bob takes it from My games, without the invite, and plays under his name.
    const taken = await bob.request('POST', `/api/games/${game.gameId}/my-seat`);
    expect(taken.status).toBe(200);
    expect(taken.json.seat).toBe('B');
    const summary = (await ann.request('GET', `/api/games/${game.gameId}`)).json;
    expect(summary.status).toBe('live');
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bob']);
    // Names travel in the frames players and spectators get.
    const socket = await connect(server.wsUrl, game.gameId, taken.json.seatToken);
    const welcome = socket.all('welcome')[0]!;
    expect(welcome.seats.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bob']);
    await socket.close();
  });

  test('a seat kept for an account takes the nonce commitment sent with my-seat (seeds made together)', async () => {
    const annCommitment = 'a1'.repeat(32);
    const bobCommitment = 'b2'.repeat(32);
    const game = await annCreates({ visibility: 'private', nonceCommitment: annCommitment });
    await ann.request('POST', `/api/games/${game.gameId}/seats/B/invite-user`, { username: 'bob' });
    const taken = await bob.request('POST', `/api/games/${game.gameId}/my-seat`, {
      nonceCommitment: bobCommitment,
    });
    expect(taken.status).toBe(200);
    // Bob's second device gets a token; its new commitment does not replace the first one.
    await bob.request('POST', `/api/games/${game.gameId}/my-seat`, {
      nonceCommitment: 'c3'.repeat(32),
    });
    const summary = (await ann.request('GET', `/api/games/${game.gameId}`)).json;
    expect(summary.status).toBe('open');
    expect(summary.seeding).toMatchObject({
      stage: 'revealing',
      seats: [
        { seat: 'A', commitment: annCommitment },
        { seat: 'B', commitment: bobCommitment },
      ],
    });
  });

  test('only a player of the game may keep a seat for someone, and only an untaken one', async () => {
    const game = await annCreates();
    const byEve = await eve.request('POST', `/api/games/${game.gameId}/seats/B/invite-user`, {
      username: 'bob',
    });
    expect(byEve.json.error.code).toBe('auth/not_seat_owner');
    const nobody = await ann.request('POST', `/api/games/${game.gameId}/seats/B/invite-user`, {
      username: 'no-such-user',
    });
    expect(nobody.status).toBe(404);
    expect(nobody.json.error).toMatchObject({ code: 'user/not_found', path: ['username'] });
    const taken = await ann.request('POST', `/api/games/${game.gameId}/seats/A/invite-user`, {
      username: 'bob',
    });
    expect(taken.json.error.code).toBe('game/seat_taken');
  });

  test('a seat held by an account is not taken by its invite-holder on another account', async () => {
    const game = await annCreates();
    const invite = game.invites.find((i) => i.seat === 'B')!.invite;
    const joined = await bob.request('POST', `/api/games/${game.gameId}/seats/B/join`, { invite });
    expect(joined.status).toBe(200);
    const leaked = await eve.request('POST', `/api/games/${game.gameId}/seats/B/join`, {
      invite: joined.json.invite,
    });
    expect(leaked.json.error.code).toBe('auth/not_seat_owner');
  });

  test('the owner revokes every token of the seat from the game page; sockets close, a fresh token works', async () => {
    const game = await annCreates();
    const old = await connect(server.wsUrl, game.gameId, game.creator.seatToken);
    const res = await ann.request('POST', `/api/games/${game.gameId}/my-seat/revoke`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ seat: 'A', revoked: 1 });
    expect((await old.closed).code).toBe(CLOSE_CODES.unauthorized);
    const fresh = await connect(server.wsUrl, game.gameId, res.json.seatToken);
    expect(fresh.all('welcome')[0]!.role).toEqual({ kind: 'seat', seat: 'A' });
    await fresh.close();
    const byEve = await eve.request('POST', `/api/games/${game.gameId}/my-seat/revoke`);
    expect(byEve.json.error.code).toBe('auth/not_seat_owner');
    const forged = await ann.request(
      'POST',
      `/api/games/${game.gameId}/my-seat/revoke`,
      undefined,
      {
        csrf: false,
      },
    );
    expect(forged.json.error.code).toBe('auth/csrf');
  });

  test('names reach the published record', async () => {
    const game = await annCreates();
    const invite = game.invites.find((i) => i.seat === 'B')!.invite;
    const joined = await bob.request('POST', `/api/games/${game.gameId}/seats/B/join`, { invite });
    const socket = await connect(server.wsUrl, game.gameId, joined.json.seatToken);
    socket.send({ type: 'order', clientOrderId: 'c1', expectedSeq: 0, order: { type: 'concede' } });
    await socket.next('events');
    await socket.close();
    const record = await anon().request('GET', `/api/games/${game.gameId}/record`);
    expect(record.status).toBe(200);
    expect(JSON.stringify(record.json)).toContain('"name":"Bob"');
    expect(JSON.stringify(record.json)).toContain('"name":"Ann"');
  });
});
