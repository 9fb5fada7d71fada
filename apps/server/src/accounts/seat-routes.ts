import {
  gameIdSchema,
  inviteUserBodySchema,
  mySeatBodySchema,
  seatGrantSchema,
  seatIdSchema,
} from '@broadside/protocol';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { baseUrlOf } from '../http/base-url.js';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { links, unwrap } from '../http/lobby.js';
import { routeSchema } from '../http/zod-compilers.js';
import { requireUser } from './current-user.js';
import { SeatAccounts } from './seat-accounts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seats and the accounts that hold them or are invited to them. */
    seatAccounts: SeatAccounts;
  }
}

const gameParams = z.object({ gameId: gameIdSchema });
const seatParams = z.object({ gameId: gameIdSchema, seat: seatIdSchema });

const revokeAnswer = z
  .object({
    seat: z.string(),
    /** Tokens of the seat that no longer work (their sockets were closed with 4003). */
    revoked: z.number().int().min(0),
    /** A fresh token for the device that asked. */
    seatToken: z.string(),
  })
  .meta({ id: 'AccountRevokeAnswer' });

/**
 * Seats of signed-in players: `POST /api/games/{id}/my-seat` hands the account's seat to this
 * device (or takes a seat kept for the account), `POST /api/games/{id}/my-seat/revoke` signs
 * every device out of it. Registered after the match plugin and before the lobby routes, which
 * use `app.seatAccounts`.
 */
export const seatAccountsPlugin = fp<{ publicUrl: string | undefined }>(
  async (app, options) => {
    const seats = new SeatAccounts(app.db, app.match);
    app.decorate('seatAccounts', seats);

    app.post<{
      Params: z.output<typeof gameParams>;
      Body: z.output<typeof mySeatBodySchema> | null | undefined;
    }>(
      '/api/games/:gameId/my-seat',
      {
        schema: routeSchema({
          summary: 'My seat on this device',
          description:
            'For a signed-in player: a fresh seat token for the seat the account holds in this game, on any device; or, for a seat kept for the account by an addressed invite, takes it. Needs the CSRF token.',
          tags: ['accounts'],
          params: gameParams,
          body: mySeatBodySchema.nullish(),
          response: {
            200: seatGrantSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const { gameId } = request.params;
        unwrap(app.match.summary(gameId));
        const grant = seats.tokenFor(gameId, user, request.body?.nonceCommitment);
        if (!grant.ok) throw new HttpError(grant.error);
        request.log.info({ gameId, seat: grant.seat, user: user.id }, 'seat token for account');
        return {
          gameId,
          seat: grant.seat,
          seatToken: grant.seatToken,
          url: links.play(baseUrlOf(request, options.publicUrl), gameId),
        };
      },
    );

    app.post<{ Params: z.output<typeof seatParams>; Body: z.output<typeof inviteUserBodySchema> }>(
      '/api/games/:gameId/seats/:seat/invite-user',
      {
        schema: routeSchema({
          summary: 'Keep a seat for one account',
          description:
            'A signed-in player holding a seat of an open game keeps another, untaken seat for the account named: only that account may then take it (with the seat’s invite, or with `POST /api/games/{id}/my-seat`), and it sees the game on its My games page. Needs the CSRF token.',
          tags: ['accounts'],
          params: seatParams,
          body: inviteUserBodySchema,
          response: {
            204: z.null(),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { gameId, seat } = request.params;
        const summary = unwrap(app.match.summary(gameId));
        const owners = seats.ownership(gameId);
        if (!owners.some((o) => o.userId === user.id)) throw HttpError.of('auth/not_seat_owner');
        const target = owners.find((o) => o.seat === seat);
        if (!target) throw HttpError.of('game/unknown_seat', undefined, ['seat']);
        if (summary.status !== 'open' || target.claimed) throw HttpError.of('game/seat_taken');
        const invitee = app.accounts.store.byUsername(request.body.username);
        if (!invitee) throw HttpError.of('user/not_found', undefined, ['username']);
        seats.address(gameId, seat, invitee.id);
        app.notifier.notify(invitee.id, {
          kind: 'invited',
          gameId,
          text: `${user.displayName} invited you to ${summary.title}.`,
          link: `#/game/${gameId}`,
          dedupeKey: `invited:${gameId}:${seat}`,
        });
        return reply.status(204).send();
      },
    );

    app.post<{ Params: z.output<typeof gameParams> }>(
      '/api/games/:gameId/my-seat/revoke',
      {
        schema: routeSchema({
          summary: 'Sign my seat out of every device',
          description:
            'For a signed-in player: revokes every token of the account’s seat in this game and replaces its invite, closing the sockets that used them, and returns one fresh token for this device. Needs the CSRF token.',
          tags: ['accounts'],
          params: gameParams,
          response: {
            200: revokeAnswer,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const { gameId } = request.params;
        unwrap(app.match.summary(gameId));
        if (!seats.ownership(gameId).some((o) => o.userId === user.id))
          throw HttpError.of('auth/not_seat_owner');
        const grant = seats.tokenFor(gameId, user);
        if (!grant.ok) throw new HttpError(grant.error);
        const revoked = unwrap(app.match.revokeOtherTokens(gameId, grant.seatToken));
        return { seat: grant.seat, revoked: revoked.revoked, seatToken: grant.seatToken };
      },
    );
  },
  { name: 'broadside-seat-accounts', dependencies: ['broadside-match', 'broadside-accounts'] },
);
