import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountClient } from '../helpers/account-client.js';
import { connect } from '../helpers/game.js';
import { startServer, type RunningServer } from '../helpers/server.js';

let server: RunningServer;
let ann: AccountClient;
let bob: AccountClient;

beforeAll(async () => {
  // About profiles, not hashing: a cheaper scrypt (accounts.test.ts checks the real one).
  server = await startServer({ accounts: { scryptN: 2 ** 12 } });
  ann = new AccountClient(server.httpUrl);
  bob = new AccountClient(server.httpUrl);
  await ann.signUp('ann', 'ann password 1', 'Ann');
  await bob.signUp('bob', 'bob password 1', 'Bob');
});
afterAll(async () => server.close());

/** A game Ann (A) and Bob (B) play, which `loser` concedes; its id. */
async function played(loser: 'A' | 'B', visibility: 'public' | 'private'): Promise<string> {
  const created = await ann.request('POST', '/api/games', {
    ruleset: 'starfire',
    setup: { scenario: 'patrol' },
    title: `${visibility} game`,
    creatorSeat: 'A',
    visibility,
  });
  const gameId = created.json.gameId as string;
  const invite = created.json.invites[0].invite as string;
  await bob.request('POST', `/api/games/${gameId}/seats/B/join`, { invite });
  const who = loser === 'A' ? ann : bob;
  const token = (await who.request('POST', `/api/games/${gameId}/my-seat`)).json.seatToken;
  const socket = await connect(server.wsUrl, gameId, token);
  socket.send({ type: 'order', clientOrderId: 'c', expectedSeq: 0, order: { type: 'concede' } });
  await socket.next('events');
  await socket.close();
  return gameId;
}

describe('profiles (issue 14, Profile page)', () => {
  test('games with results, private games only to their player, and a ratings field', async () => {
    const won = await played('B', 'public');
    const lost = await played('A', 'private');
    const own = (await ann.request('GET', '/api/users/ann')).json;
    expect(own.user).toMatchObject({ username: 'ann', displayName: 'Ann' });
    expect(own.ratings).toEqual([]);
    const outcomes = Object.fromEntries(
      own.games.map((g: { game: { id: string }; outcome: string }) => [g.game.id, g.outcome]),
    );
    expect(outcomes).toEqual({ [won]: 'win', [lost]: 'loss' });
    // Others (and nobody signed in) see the public game only.
    const seen = (await new AccountClient(server.httpUrl).request('GET', '/api/users/ANN')).json;
    expect(seen.games.map((g: { game: { id: string } }) => g.game.id)).toEqual([won]);
    expect((await bob.request('GET', '/api/users/bob')).json.games).toHaveLength(2);
  });

  test('the ratings module fills the ratings field', async () => {
    server.app.accounts.ratingsOf = (userId) => [
      {
        ruleset: 'starfire',
        rating: 1464.06,
        deviation: 151.52,
        volatility: 0.05999,
        history: [{ at: 1, rating: 1464.06, deviation: 151.52 }],
        userId,
      },
    ];
    const ratings = (await bob.request('GET', '/api/users/ann')).json.ratings;
    expect(ratings).toEqual([
      {
        ruleset: 'starfire',
        rating: 1464.06,
        deviation: 151.52,
        volatility: 0.05999,
        history: [{ at: 1, rating: 1464.06, deviation: 151.52 }],
      },
    ]);
    server.app.accounts.ratingsOf = null;
  });

  test('an unknown player is 404 user/not_found', async () => {
    const res = await bob.request('GET', '/api/users/nobody');
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'user/not_found', path: ['username'] });
  });
});
