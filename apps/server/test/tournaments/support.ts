import type { TournamentView } from '../../src/tournaments/view.js';
import { AccountClient } from '../helpers/account-client.js';
import { TestClient } from '../helpers/ws-client.js';

/** A signed-in player of the tournament tests. */
export interface Player {
  readonly client: AccountClient;
  /** The account id, learnt from a tournament's player list ({@link learnIds}). */
  userId: number;
  readonly name: string;
}

/** Registers and signs in `name`. */
export async function signUp(httpUrl: string, name: string): Promise<Player> {
  const client = new AccountClient(httpUrl);
  await client.signUp(
    `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}_x`,
    'correct horse battery',
    name,
  );
  return { client, userId: 0, name };
}

/** Fills in the players' account ids from a tournament view; returns id → name. */
export function learnIds(view: TournamentView, players: readonly Player[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const entry of view.players) {
    const p = players.find((x) => x.name === entry.name);
    if (p) p.userId = entry.userId;
    names.set(entry.userId, entry.name);
  }
  return names;
}

/** A request that must succeed; returns its JSON. */
export async function ok<T = TournamentView>(
  player: Player,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await player.client.request(method, path, body);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as T;
}

/**
 * A one-game tournament between two accounts, started: the quickest way to a game whose seats
 * are kept for those accounts. `name` names the tournament (and so the game). Returns the game.
 */
export async function oneGameTournament(
  organiser: Player,
  opponent: Player,
  name: string,
): Promise<string> {
  const { tournament } = await ok<{ tournament: { id: string } }>(
    organiser,
    'POST',
    '/api/tournaments',
    {
      name,
      format: 'single_elimination',
      games: { ruleset: 'onepage', setup: { scenario: 'duel' } },
    },
  );
  for (const p of [organiser, opponent])
    await ok(p, 'POST', `/api/tournaments/${tournament.id}/register`);
  await ok(organiser, 'POST', `/api/tournaments/${tournament.id}/start`);
  const view = await ok(organiser, 'GET', `/api/tournaments/${tournament.id}`);
  return view.rounds[0]!.boards[0]!.gameId!;
}

let orders = 0;

/**
 * Plays a board's game to its end the quickest way: both players take their seats (kept for
 * their accounts), then the loser concedes through its socket.
 */
export async function concede(wsUrl: string, gameId: string, loser: Player, winner: Player) {
  await ok(winner, 'POST', `/api/games/${gameId}/my-seat`);
  const seat = await ok<{ seatToken: string }>(loser, 'POST', `/api/games/${gameId}/my-seat`);
  const socket = await TestClient.open(wsUrl);
  socket.send({ type: 'hello', gameId, token: seat.seatToken });
  const welcome = await socket.next('welcome');
  orders += 1;
  const clientOrderId = `concede-${orders}`;
  socket.send({
    type: 'order',
    clientOrderId,
    expectedSeq: welcome.seq,
    order: { type: 'concede' },
  });
  const answer = await socket.nextWhere(
    (m) => (m.type === 'ack' || m.type === 'rejected') && m.clientOrderId === clientOrderId,
  );
  await socket.close();
  if (answer.type !== 'ack') throw new Error(`concession refused: ${JSON.stringify(answer)}`);
}

/** Board lines of a round as "first-second" names (byes "name-bye"). */
export function pairingLines(
  view: TournamentView,
  round: number,
  names: Map<number, string>,
): string[] {
  const r = view.rounds.find((x) => x.round === round)!;
  return r.boards.map(
    (b) => `${names.get(b.first)}-${b.second === null ? 'bye' : names.get(b.second)}`,
  );
}

/**
 * A Starfire Patrol round robin named `name`, created by `org`, entered by `players` and
 * started: its id and its view with round 1 paired.
 */
export async function startedRoundRobin(
  org: Player,
  players: readonly Player[],
  name: string,
): Promise<{ id: string; view: TournamentView }> {
  const { tournament } = await ok<{ tournament: TournamentView }>(org, 'POST', '/api/tournaments', {
    name,
    format: 'round_robin',
    games: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
  });
  const id = tournament.id;
  for (const p of players) await ok(p, 'POST', `/api/tournaments/${id}/register`);
  await ok(org, 'POST', `/api/tournaments/${id}/start`);
  return { id, view: await ok(org, 'GET', `/api/tournaments/${id}`) };
}
