import { serverError } from '@broadside/protocol';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { GameStore } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import { digestsEqual, hashSecret, newSecret } from '../util/secrets.js';
import type { GameCache } from './game-cache.js';
import type { LiveGame } from './live-game.js';
import type { RematchLookup } from './match-context.js';
import { fail, type Outcome } from './outcome.js';
import type { SeedContributions } from './seeding.js';

/** What taking, revoking and cancelling seats need from the match service. */
export interface SeatClaimContext {
  readonly store: GameStore;
  readonly cache: GameCache;
  readonly clock: Clock;
  readonly log: Logger;
  readonly rematches: RematchLookup | null;
  readonly seeding: SeedContributions | null;
  /** Starts the game if every seat is taken (and every nonce revealed). */
  startIfReady(gameId: string): void;
  /** Tells everyone who is online. */
  broadcastPresence(game: LiveGame): void;
}

/** What a seat claim asks for: the seat, and how the claimer proves it may take it. */
export interface SeatClaim {
  readonly gameId: string;
  readonly seat: string;
  readonly invite: string | undefined;
  readonly playerName: string | undefined;
  readonly claimId?: string | undefined;
  readonly nonceCommitment?: string | undefined;
}

/**
 * Takes a seat (see `MatchService.joinSeat`): with an invite, the seat it was made for; without,
 * a public open game's seat nobody took yet (or one this `claimId` already took), whose invite is
 * then replaced by a new one.
 */
export function claimSeat(
  ctx: SeatClaimContext,
  claim: SeatClaim,
): Outcome<{ seatToken: string; invite: string | null }> {
  const { gameId, seat, invite, playerName, claimId, nonceCommitment } = claim;
  const loaded = ctx.cache.get(gameId);
  if (!loaded.ok) return loaded;
  const game = loaded.game;
  const row = game.seats.find((s) => s.seat === seat);
  let newInvite: string | null = null;
  if (invite !== undefined) {
    if (!row || !digestsEqual(row.inviteHash, hashSecret(invite)))
      return fail(serverError('auth/invalid_invite'));
    if (game.header.status === 'finished') return fail(serverError('game/over'));
  } else {
    if (game.header.visibility !== 'public') return fail(serverError('auth/invite_required'));
    if (!row) {
      const seats = game.seats.map((s) => s.seat).join(', ');
      return fail(serverError('game/unknown_seat', `No seat "${seat}" (seats: ${seats}).`));
    }
    if (game.header.status === 'finished') return fail(serverError('game/over'));
    if (ctx.rematches?.reserves(gameId)) return fail(serverError('rematch/reserved'));
    const retry =
      claimId !== undefined &&
      row.claimHash !== null &&
      digestsEqual(row.claimHash, hashSecret(claimId));
    if (row.claimedAt !== null && !retry) return fail(serverError('game/seat_taken'));
    newInvite = newSecret();
  }
  const token = newSecret();
  const now = ctx.clock.now();
  ctx.store.claimSeat(
    gameId,
    seat,
    hashSecret(token),
    playerName ?? null,
    now,
    newInvite === null ? null : hashSecret(newInvite),
    invite === undefined && claimId !== undefined ? hashSecret(claimId) : null,
  );
  game.seats = ctx.store.seats(gameId);
  ctx.seeding?.commit(game, seat, nonceCommitment);
  ctx.log.info({ gameId, seat, withInvite: invite !== undefined }, 'seat claimed');
  ctx.startIfReady(gameId);
  ctx.broadcastPresence(game);
  return { ok: true, value: { seatToken: token, invite: newInvite } };
}

/**
 * Signs a seat out of every other device (see `MatchService.revokeOtherTokens`): every token of
 * the seat but the caller's is revoked, their sockets closed, and the seat gets a new invite.
 */
export function revokeOtherTokens(
  ctx: SeatClaimContext,
  gameId: string,
  token: string,
): Outcome<{ seat: string; revoked: number; invite: string }> {
  const loaded = ctx.cache.get(gameId);
  if (!loaded.ok) return loaded;
  const game = loaded.game;
  const keep = hashSecret(token);
  const holder = ctx.store.tokenHashes(gameId).find((t) => digestsEqual(t.tokenHash, keep));
  if (!holder) return fail(serverError('auth/invalid_token'));
  const invite = newSecret();
  const revoked = ctx.store.revokeOtherTokens(gameId, holder.seat, keep, hashSecret(invite));
  game.seats = ctx.store.seats(gameId);
  for (const sub of [...game.subscribers]) {
    if (sub.role.kind === 'seat' && sub.role.seat === holder.seat && sub.tokenHash !== keep)
      sub.revoke?.();
  }
  ctx.log.info({ gameId, seat: holder.seat, revoked }, 'other tokens of a seat revoked');
  return { ok: true, value: { seat: holder.seat, revoked, invite } };
}

/**
 * Cancels an open game on its creator's word (see `MatchService.cancelOpenGame`): deleted, and
 * anyone watching it disconnected.
 */
export function cancelOpenGame(
  ctx: SeatClaimContext,
  gameId: string,
  token: string,
): Outcome<null> {
  const loaded = ctx.cache.get(gameId);
  if (!loaded.ok) return loaded;
  const game = loaded.game;
  const hash = hashSecret(token);
  const holder = ctx.store.tokenHashes(gameId).find((t) => digestsEqual(t.tokenHash, hash));
  if (!holder) return fail(serverError('auth/invalid_token', undefined, ['seatToken']));
  if (game.header.status === 'finished') return fail(serverError('game/over'));
  if (game.header.status !== 'open') return fail(serverError('game/started'));
  const created = game.seats.find((s) => s.seat === holder.seat)?.claimedAt;
  if (created !== game.header.createdAt) return fail(serverError('game/not_creator'));
  if (!ctx.store.deleteOpenGame(gameId)) return fail(serverError('game/started'));
  ctx.cache.forget(gameId);
  for (const sub of [...game.subscribers]) sub.abort?.();
  ctx.log.info({ gameId, seat: holder.seat }, 'open game cancelled by its creator');
  return { ok: true, value: null };
}
