import { ANNOTATION_LIMITS, type Annotation } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountClient } from './helpers/account-client.js';
import { connect, play, playMoves } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

/**
 * Issue 33, part 3: after the game its players comment on any entry of the record. Only a player
 * (seat token, or the account holding the seat) writes, only the author deletes, anyone who may
 * read the record reads; the text is stored and answered as written.
 */

let server: RunningServer;
let ann: AccountClient;
let bob: AccountClient;
let anonymous: AccountClient;

beforeAll(async () => {
  server = await startServer({ accounts: { scryptN: 2 ** 12 } });
  ann = new AccountClient(server.httpUrl);
  bob = new AccountClient(server.httpUrl);
  anonymous = new AccountClient(server.httpUrl);
  await ann.signUp('ann', 'ann password 1', 'Admiral Ann');
  await bob.signUp('bob', 'bob password 1');
});
afterAll(async () => server.close());

/** A game where a guest holds A (by token) and Ann's account holds B. */
interface Game {
  readonly gameId: string;
  readonly tokenA: string;
  readonly tokenB: string;
  readonly clients: Record<string, TestClient>;
  /** The record's last entry once finished. */
  lastSeq: number;
}

async function newGame(): Promise<Game> {
  const created = await anonymous.request('POST', '/api/games', {
    ruleset: 'starfire',
    setup: { scenario: 'patrol' },
    visibility: 'private',
  });
  expect(created.status).toBe(201);
  const { gameId, invites } = created.json as {
    gameId: string;
    invites: { seat: string; invite: string }[];
  };
  const inviteOf = (seat: string) => invites.find((i) => i.seat === seat)!.invite;
  const a = await anonymous.request('POST', `/api/games/${gameId}/seats/A/join`, {
    invite: inviteOf('A'),
    playerName: 'Guest Gus',
  });
  const b = await ann.request('POST', `/api/games/${gameId}/seats/B/join`, {
    invite: inviteOf('B'),
  });
  expect([a.status, b.status]).toEqual([200, 200]);
  const clients = {
    A: await connect(server.wsUrl, gameId, a.json.seatToken),
    B: await connect(server.wsUrl, gameId, b.json.seatToken),
  };
  return { gameId, tokenA: a.json.seatToken, tokenB: b.json.seatToken, clients, lastSeq: 0 };
}

/** Plays a few orders, then the seat on move concedes. */
async function finish(game: Game): Promise<Game> {
  let random = 7;
  const next = () => (random = (random * 48271) % 2147483647) / 2147483647;
  const seq = await playMoves(server.app, game.gameId, game.clients, next, 4);
  const owing = server.app.match.cache.peek(game.gameId)!.pending[0]!.seat;
  game.lastSeq = await play(game.clients[owing]!, { type: 'concede' }, seq);
  for (const c of Object.values(game.clients)) c.close();
  return game;
}

const path = (g: Game) => `/api/games/${g.gameId}/annotations`;
const list = async (g: Game, client = anonymous) => {
  const res = await client.request('GET', path(g));
  expect(res.status).toBe(200);
  return res.json as { annotations: Annotation[]; mySeat: string | null };
};

let game: Game;
beforeAll(async () => {
  game = await finish(await newGame());
});

describe('annotations on a finished game', () => {
  test('a player writes with a seat token, another with the account; everyone reads them in order', async () => {
    expect(game.lastSeq).toBeGreaterThan(1);
    const byToken = await anonymous.request('POST', path(game), {
      seq: 1,
      text: '  First move: <b>bold</b> & "quoted"  ',
      seatToken: game.tokenA,
    });
    expect(byToken.status).toBe(200);
    // Trimmed, and kept as written: the JSON carries the raw text, not an escaped one.
    expect(byToken.json).toMatchObject({
      seq: 1,
      seat: 'A',
      author: 'Guest Gus',
      text: 'First move: <b>bold</b> & "quoted"',
    });
    const byAccount = await ann.request('POST', path(game), { seq: 0, text: 'The set-up' });
    expect(byAccount.status).toBe(200);
    expect(byAccount.json).toMatchObject({ seq: 0, seat: 'B', author: 'Admiral Ann' });
    const later = await ann.request('POST', path(game), { seq: 1, text: 'A reply on move 1' });
    expect(later.status).toBe(200);

    // By entry, then as written; a spectator reads them; `mySeat` is the account's seat.
    const seen = await list(game);
    expect(seen.annotations.map((a) => [a.seq, a.seat, a.text])).toEqual([
      [0, 'B', 'The set-up'],
      [1, 'A', 'First move: <b>bold</b> & "quoted"'],
      [1, 'B', 'A reply on move 1'],
    ]);
    expect(seen.mySeat).toBeNull();
    expect((await list(game, ann)).mySeat).toBe('B');
    expect((await list(game, bob)).mySeat).toBeNull();
    // The store the after-action report reads gives the same.
    expect(server.app.annotations.list(game.gameId)).toEqual(seen.annotations);
  });

  test.each([
    ['a spectator without proof', () => anonymous, {}, 403, 'annotation/not_player'],
    ['another account', () => bob, {}, 403, 'annotation/not_player'],
    [
      'a seat token of no seat',
      () => anonymous,
      { seatToken: 'x'.repeat(43) },
      401,
      'auth/invalid_token',
    ],
    ['the account without its CSRF token', () => ann, { csrf: false }, 403, 'auth/csrf'],
  ] as const)('%s is refused', async (_name, who, extra, status, code) => {
    const before = (await list(game)).annotations.length;
    const { csrf, ...body } = { csrf: true, ...extra };
    const res = await who().request('POST', path(game), { seq: 1, text: 'hi', ...body }, { csrf });
    expect([res.status, res.json.error.code]).toEqual([status, code]);
    expect((await list(game)).annotations).toHaveLength(before);
  });

  test.each([
    ['a seq past the record', { seq: 10_000, text: 'later' }, 422, 'annotation/bad_seq', ['seq']],
    ['a negative seq', { seq: -1, text: 'before' }, 400, 'request/invalid', ['body', 'seq']],
    ['an empty text', { seq: 1, text: '   ' }, 400, 'request/invalid', ['body', 'text']],
    [
      'a text too long',
      { seq: 1, text: 'x'.repeat(ANNOTATION_LIMITS.maxTextLength + 1) },
      400,
      'request/invalid',
      ['body', 'text'],
    ],
  ] as const)('%s is refused and nothing is stored', async (_name, body, status, code, where) => {
    const before = (await list(game)).annotations.length;
    const res = await anonymous.request('POST', path(game), { ...body, seatToken: game.tokenA });
    expect([res.status, res.json.error.code, res.json.error.path]).toEqual([status, code, where]);
    expect((await list(game)).annotations).toHaveLength(before);
  });

  test('the longest text is kept whole', async () => {
    const text = 'y'.repeat(ANNOTATION_LIMITS.maxTextLength);
    const res = await ann.request('POST', path(game), { seq: game.lastSeq, text });
    expect([res.status, res.json.text]).toEqual([200, text]);
    expect((await ann.request('DELETE', `${path(game)}/${res.json.id}`)).status).toBe(204);
  });

  test('only the author deletes a comment', async () => {
    const written = await anonymous.request('POST', path(game), {
      seq: 2,
      text: 'mine to delete',
      seatToken: game.tokenA,
    });
    const url = `${path(game)}/${written.json.id}`;
    const refusals = [
      [await ann.request('DELETE', url), 403, 'annotation/not_author'],
      [await bob.request('DELETE', url), 403, 'annotation/not_player'],
      [await anonymous.request('DELETE', url), 403, 'annotation/not_player'],
      [
        await anonymous.request('DELETE', url, { seatToken: game.tokenB }),
        403,
        'annotation/not_author',
      ],
    ] as const;
    for (const [res, status, code] of refusals)
      expect([res.status, res.json.error.code]).toEqual([status, code]);
    expect((await list(game)).annotations.some((a) => a.id === written.json.id)).toBe(true);
    const done = await anonymous.request('DELETE', url, { seatToken: game.tokenA });
    expect(done.status).toBe(204);
    expect((await list(game)).annotations.some((a) => a.id === written.json.id)).toBe(false);
    const again = await anonymous.request('DELETE', url, { seatToken: game.tokenA });
    expect([again.status, again.json.error.code]).toEqual([404, 'annotation/not_found']);
  });

  test('a running game takes no comments and shows none; an unknown game is not found', async () => {
    const running = await newGame();
    const write = await anonymous.request('POST', path(running), {
      seq: 0,
      text: 'too early',
      seatToken: running.tokenA,
    });
    expect([write.status, write.json.error.code]).toEqual([409, 'annotation/not_finished']);
    const read = await anonymous.request('GET', path(running));
    expect([read.status, read.json.error.code]).toEqual([409, 'annotation/not_finished']);
    for (const c of Object.values(running.clients)) c.close();
    const unknown = await anonymous.request('GET', '/api/games/nosuchgame1/annotations');
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'game/not_found']);
  });

  test('one seat writes at most the cap on one game', async () => {
    const capped = await finish(await newGame());
    const room = ANNOTATION_LIMITS.maxPerSeat;
    for (let i = 0; i < room; i += 1)
      server.app.annotations.add(
        {
          id: `seeded${String(i).padStart(4, '0')}`,
          gameId: capped.gameId,
          seq: 0,
          seat: 'A',
          author: 'Guest Gus',
          text: `note ${i}`,
          createdAt: i,
        },
        room,
      );
    const over = await anonymous.request('POST', path(capped), {
      seq: 0,
      text: 'one more',
      seatToken: capped.tokenA,
    });
    expect([over.status, over.json.error.code]).toEqual([409, 'annotation/limit']);
    // The other seat still has room.
    expect((await ann.request('POST', path(capped), { seq: 0, text: 'mine' })).status).toBe(200);
    expect((await list(capped)).annotations).toHaveLength(room + 1);
  });
});
