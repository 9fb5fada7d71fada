import type {
  BotCatalog,
  CreateGameBody,
  GameStatus,
  GameSummary,
  JoinBody,
  RematchAnswer,
} from '@broadside/protocol';
import type { DesignCheck, RulesetDescription } from '@broadside/rules';
import { csrfHeaders } from './account.js';
import { ApiError, wireErrorOf, type SeatGrant } from './api-answers.js';
import { keepNonce, newSeatNonce, nonceStorage } from './seat-nonces.js';

/**
 * The lobby's HTTP calls. Answers are typed by the protocol package; the server validates
 * every body with the same schemas.
 */

export { ApiError, wireErrorOf, type SeatGrant } from './api-answers.js';

/** An invite for one seat, as `POST /api/games` returns it. */
export interface SeatInvite {
  readonly seat: string;
  readonly name: string;
  readonly invite: string;
  readonly url: string;
}

/** Answer of `POST /api/games`. */
export interface CreatedGame {
  readonly gameId: string;
  readonly commitment: string;
  readonly invites: readonly SeatInvite[];
  readonly creator?: SeatGrant;
  readonly watchUrl: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  // A signed-in player's requests act for the account only with the session's CSRF token.
  const csrf = method === 'GET' ? {} : csrfHeaders();
  const init: RequestInit = { method, headers: { accept: 'application/json', ...csrf } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  const response = await fetch(path, init);
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, wireErrorOf(json));
  return json as T;
}

/**
 * Creates a game. When the creator takes a seat, this browser commits to a fresh nonce for it
 * (seeds made together) and keeps the nonce to reveal once every seat is taken.
 */
export async function createGame(body: CreateGameBody): Promise<CreatedGame> {
  if (body.creatorSeat === undefined) return call('POST', '/api/games', body);
  const seatNonce = newSeatNonce();
  const created = await call<CreatedGame>('POST', '/api/games', {
    ...body,
    nonceCommitment: seatNonce.commitment,
  });
  const storage = nonceStorage();
  if (storage) keepNonce(storage, created.gameId, body.creatorSeat, seatNonce);
  return created;
}

/** Takes a seat, committing to a fresh nonce for it (kept in this browser to reveal later). */
async function postJoin(gameId: string, seat: string, body: JoinBody): Promise<SeatGrant> {
  const seatNonce = newSeatNonce();
  const grant = await call<SeatGrant>(
    'POST',
    `/api/games/${encodeURIComponent(gameId)}/seats/${encodeURIComponent(seat)}/join`,
    { ...body, nonceCommitment: seatNonce.commitment },
  );
  const storage = nonceStorage();
  if (storage) keepNonce(storage, gameId, seat, seatNonce);
  return grant;
}

/** Claims a seat with its invite. */
export function joinSeat(
  gameId: string,
  seat: string,
  invite: string,
  playerName?: string,
): Promise<SeatGrant> {
  return postJoin(gameId, seat, playerName ? { invite, playerName } : { invite });
}

/**
 * Claims a seat nobody holds yet in a public game, without an invite (private games refuse
 * with `auth/invite_required`, a seat someone took first with `game/seat_taken`).
 */
export async function claimOpenSeat(
  gameId: string,
  seat: string,
  playerName?: string,
): Promise<SeatGrant> {
  // A claim id makes the claim safe to repeat: if the answer is lost on the way, the same
  // request is granted again instead of finding the seat taken (by this very browser).
  const claimId = newClaimId();
  const body = playerName ? { playerName, claimId } : { claimId };
  try {
    return await postJoin(gameId, seat, body);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return postJoin(gameId, seat, body);
  }
}

/** 24 random url-safe characters (144 bits) from the browser's cryptographic generator. */
function newClaimId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/** Lists public games by status. */
export async function listGames(status: GameStatus, limit = 50): Promise<readonly GameSummary[]> {
  const answer = await call<{ games: GameSummary[] }>(
    'GET',
    `/api/games?status=${status}&limit=${limit}`,
  );
  return answer.games;
}

/**
 * Cancels (deletes) an open game that still waits for players, with the seat token it was
 * created with; anyone else is refused with `game/not_creator`.
 */
export function cancelGame(gameId: string, seatToken: string): Promise<unknown> {
  return call('POST', `/api/games/${encodeURIComponent(gameId)}/cancel`, { seatToken });
}

/** One game's summary. */
export function getGame(gameId: string): Promise<GameSummary> {
  return call('GET', `/api/games/${encodeURIComponent(gameId)}`);
}

/** The record of a finished game (revealed seed, orders, events). */
export function getRecord(gameId: string): Promise<unknown> {
  return call('GET', `/api/games/${encodeURIComponent(gameId)}/record`);
}

/** The public key this server signs records with (`GET /api/keys`), 64 hex digits. */
export async function getServerKey(): Promise<string> {
  const answer = await call<{ keys: { publicKey: string }[] }>('GET', '/api/keys');
  return answer.keys[0]?.publicKey ?? '';
}

/** The bot levels of each hosted ruleset and the hard level's budget bounds (`GET /api/bots`). */
export function getBotCatalog(): Promise<BotCatalog> {
  return call('GET', '/api/bots');
}

/** Every ruleset the server hosts, as each describes itself (`GET /api/rulesets`). */
export async function listRulesets(): Promise<readonly RulesetDescription[]> {
  const answer = await call<{ rulesets: RulesetDescription[] }>('GET', '/api/rulesets');
  return answer.rulesets;
}

/** Checks a design string for a unit kind on the server (`POST /api/rulesets/{id}/designs/validate`). */
export function validateDesign(ruleset: string, kind: string, text: string): Promise<DesignCheck> {
  return call('POST', `/api/rulesets/${encodeURIComponent(ruleset)}/designs/validate`, {
    kind,
    text,
  });
}

/**
 * Offers a rematch of a finished game (or gets the one already offered), as the player holding
 * `seatToken` in it; the answer carries that player's seat in the new game.
 */
export function offerRematch(gameId: string, seatToken: string): Promise<RematchAnswer> {
  return call('POST', `/api/games/${encodeURIComponent(gameId)}/rematch`, { seatToken });
}

/** Accepts the rematch offered after a finished game: the caller's seat in the new game. */
export function acceptRematch(gameId: string, seatToken: string): Promise<RematchAnswer> {
  return call('POST', `/api/games/${encodeURIComponent(gameId)}/rematch/accept`, { seatToken });
}
