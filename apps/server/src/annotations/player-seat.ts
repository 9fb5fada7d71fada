import type { SeatId } from '@broadside/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../accounts/current-user.js';
import { HttpError } from '../http/errors.js';
import { digestsEqual, hashSecret } from '../util/secrets.js';

/**
 * The seat of a game whose player makes this request, or null when the request proves none.
 * With a seat token it is the token's seat (a token this game does not know is refused with
 * `auth/invalid_token`, as on the rematch routes); without one, the seat the signed-in account
 * holds (a state-changing request counts the cookie only with its CSRF token: `auth/csrf`).
 */
export function provenSeat(
  app: FastifyInstance,
  request: FastifyRequest,
  gameId: string,
  seatToken: string | undefined,
): SeatId | null {
  if (seatToken !== undefined) {
    const hash = hashSecret(seatToken);
    const held = app.match.store.tokenHashes(gameId).find((t) => digestsEqual(t.tokenHash, hash));
    if (!held) throw HttpError.of('auth/invalid_token', undefined, ['seatToken']);
    return held.seat;
  }
  if (request.account?.user && !request.account.csrfOk) throw HttpError.of('auth/csrf');
  return accountSeat(app, request, gameId);
}

/** The seat the request's signed-in account holds in the game, or null. */
export function accountSeat(
  app: FastifyInstance,
  request: FastifyRequest,
  gameId: string,
): SeatId | null {
  const user = currentUser(request);
  if (!user) return null;
  return app.seatAccounts.ownership(gameId).find((o) => o.userId === user.id)?.seat ?? null;
}
