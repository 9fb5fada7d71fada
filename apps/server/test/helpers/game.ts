import type { FastifyInstance } from 'fastify';
import { TestClient } from './ws-client.js';

/** A created two-seat game with both seats' tokens. */
export interface TwoSeatGame {
  readonly gameId: string;
  readonly tokens: Record<string, string>;
  /** The invites made at creation; each was spent taking its seat. */
  readonly invites: Record<string, string>;
  /** Each seat's own invite, handed to its taker (to take the seat again elsewhere, once). */
  readonly ownInvites: Record<string, string>;
  readonly commitment: string;
}

/** Creates a game through the HTTP API and takes every seat with its invite. */
export async function createAndJoin(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
): Promise<TwoSeatGame> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { ruleset: 'starfire', setup: { scenario: 'patrol' }, ...body },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const c = created.json() as {
    gameId: string;
    commitment: string;
    invites: { seat: string; invite: string }[];
  };
  const tokens: Record<string, string> = {};
  const invites: Record<string, string> = {};
  const ownInvites: Record<string, string> = {};
  for (const invite of c.invites) {
    invites[invite.seat] = invite.invite;
    const joined = await app.inject({
      method: 'POST',
      url: `/api/games/${c.gameId}/seats/${invite.seat}/join`,
      payload: { invite: invite.invite, playerName: `Player ${invite.seat}` },
    });
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
    const grant = joined.json() as { seatToken: string; invite: string };
    tokens[invite.seat] = grant.seatToken;
    ownInvites[invite.seat] = grant.invite;
  }
  return { gameId: c.gameId, tokens, invites, ownInvites, commitment: c.commitment };
}

/** Opens a socket and says hello; resolves after the welcome. */
export async function connect(
  wsUrl: string,
  gameId: string,
  token?: string,
  extra: Record<string, unknown> = {},
): Promise<TestClient> {
  const client = await TestClient.open(wsUrl);
  client.send({ type: 'hello', gameId, ...(token ? { token } : {}), ...extra });
  await client.next('welcome');
  return client;
}

/**
 * Picks a random legal order for the seat that owes the next decision, from the server's own
 * state: the test plays the part of a bot that knows the rules. It never concedes and avoids
 * orders that lose the game at once (e.g. steering its last ship off the map), so games last.
 */
export function nextMove(
  app: FastifyInstance,
  gameId: string,
  random: () => number,
): { seat: string; order: unknown } | null {
  const game = app.match.cache.peek(gameId);
  // A live game's caller plays on until this says the game is over: a game gone from the cache,
  // or live with nothing owed, is a fault to name, not the end of the game.
  if (!game) throw new Error(`game ${gameId} is not in the cache`);
  if (game.header.status !== 'live') return null;
  const pending = game.pending[0];
  if (!pending) throw new Error(`game ${gameId} is live at ${game.header.seq} but owes nothing`);
  const seat = pending.seat;
  const orders = game.ruleset
    .legalOrders(game.state, seat)
    .filter((o: { type?: string }) => o.type !== 'concede');
  if (orders.length === 0)
    throw new Error(`seat ${seat} owes ${pending.kind} but has no legal order`);
  const shuffled = orders
    .map((order: unknown) => ({ order, key: random() }))
    .sort((x: { key: number }, y: { key: number }) => x.key - y.key)
    .map((x: { order: unknown }) => x.order);
  for (const order of shuffled) {
    const after = game.ruleset.apply(game.state, seat, order, game.dice).state;
    const result = game.ruleset.result(after);
    if (!result || result.winners.includes(seat)) return { seat, order };
  }
  return { seat, order: shuffled[0] };
}

let orderCounter = 0;

/** Sends one order for `seat` through its socket and waits for the acknowledgement. */
export async function play(
  client: TestClient,
  order: unknown,
  expectedSeq: number,
): Promise<number> {
  orderCounter += 1;
  const clientOrderId = `o${orderCounter}`;
  client.send({ type: 'order', clientOrderId, expectedSeq, order });
  const answer = await client.nextWhere(
    (m) => (m.type === 'ack' || m.type === 'rejected') && m.clientOrderId === clientOrderId,
  );
  if (answer.type !== 'ack') throw new Error(`order rejected: ${JSON.stringify(answer)}`);
  return answer.seq;
}

/** Connects a socket for every seat of a created game (seat → client), each after its welcome. */
export async function connectPlayers(
  wsUrl: string,
  game: TwoSeatGame,
): Promise<Record<string, TestClient>> {
  const clients: Record<string, TestClient> = {};
  for (const [seat, token] of Object.entries(game.tokens))
    clients[seat] = await connect(wsUrl, game.gameId, token);
  return clients;
}

/**
 * Plays up to `count` orders chosen by {@link nextMove}, each from the socket of the seat that
 * owes it, starting at sequence `seq`; stops early when the game waits for nothing. Returns the
 * sequence reached.
 */
export async function playMoves(
  app: FastifyInstance,
  gameId: string,
  clients: Readonly<Record<string, TestClient>>,
  random: () => number,
  count: number,
  seq = 0,
): Promise<number> {
  for (let i = 0; i < count; i += 1) {
    const move = nextMove(app, gameId, random);
    if (!move) break;
    seq = await play(clients[move.seat]!, move.order, seq);
  }
  return seq;
}
