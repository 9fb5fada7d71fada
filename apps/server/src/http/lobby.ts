import {
  createGameBodySchema,
  createGameResponseSchema,
  gameIdSchema,
  gameListSchema,
  gameSummarySchema,
  joinBodySchema,
  listGamesQuerySchema,
  revokeAnswerSchema,
  revokeBodySchema,
  seatGrantSchema,
  seatIdSchema,
} from '@broadside/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Outcome } from '../match/outcome.js';
import { hashSecret } from '../util/secrets.js';
import { baseUrlOf } from './base-url.js';
import { addressKey } from './client-address.js';
import { errorBodySchema, HttpError } from './errors.js';
import { routeRateLimit, type HttpRateLimits } from './rate-limits.js';
import { routeSchema } from './zod-compilers.js';

const gameParams = z.object({ gameId: gameIdSchema });
const seatParams = z.object({ gameId: gameIdSchema, seat: seatIdSchema });
const cancelAnswerSchema = z.object({ gameId: gameIdSchema, cancelled: z.literal(true) });

/** The value of an outcome, or the HTTP error it stands for. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new HttpError(outcome.error);
  return outcome.value;
}

/**
 * Links into the web client, which routes on the URL fragment (`#/game/<id>`, `#/watch/<id>`).
 * Everything after `#` stays in the browser, so an invite never reaches a server log.
 */
export const links = {
  join: (base: string, gameId: string, seat: string, invite: string) =>
    `${base}/#/game/${gameId}?${new URLSearchParams({ seat, invite }).toString()}`,
  play: (base: string, gameId: string) => `${base}/#/game/${gameId}`,
  watch: (base: string, gameId: string) => `${base}/#/watch/${gameId}`,
};

/** Lobby routes: create, join, list and summarise games. */
export async function lobbyRoutes(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; rateLimits: HttpRateLimits },
): Promise<void> {
  const { rateLimits } = options;
  app.post<{ Body: z.output<typeof createGameBodySchema> }>(
    '/api/games',
    {
      config: routeRateLimit(rateLimits, rateLimits.createGame),
      schema: routeSchema({
        summary: 'Create a game',
        description:
          "Checks the set-up with the ruleset, draws a secret dice seed and publishes its commitment, and returns one invite per open seat (plus a seat token for `creatorSeat`). Seats listed in `bots` are taken at once by the server's bots (levels per ruleset: `GET /api/bots`) and get no invite.",
        tags: ['lobby'],
        body: createGameBodySchema,
        response: {
          201: createGameResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request, reply) => {
      // A signed-in creator plays under their account's name, and the seat is theirs.
      const user = app.currentUser(request);
      const body =
        user && request.body.creatorSeat
          ? { ...request.body, playerName: user.displayName }
          : request.body;
      // Open games are counted per address, by a hash: the address itself is not stored.
      const created = unwrap(app.match.createGame(body, hashSecret(addressKey(request.ip))));
      if (user && created.creator)
        app.seatAccounts.taken(created.gameId, created.creator.seat, undefined, user);
      const base = baseUrlOf(request, options.publicUrl);
      return reply.status(201).send({
        gameId: created.gameId,
        commitment: created.commitment,
        invites: created.invites.map((i) => ({
          ...i,
          url: links.join(base, created.gameId, i.seat, i.invite),
        })),
        ...(created.creator
          ? {
              creator: {
                gameId: created.gameId,
                seat: created.creator.seat,
                seatToken: created.creator.seatToken,
                url: links.play(base, created.gameId),
              },
            }
          : {}),
        watchUrl: links.watch(base, created.gameId),
      });
    },
  );

  app.post<{ Params: z.output<typeof seatParams>; Body: z.output<typeof joinBodySchema> }>(
    '/api/games/:gameId/seats/:seat/join',
    {
      config: routeRateLimit(rateLimits, rateLimits.joinSeat),
      schema: routeSchema({
        summary: 'Take a seat',
        description:
          'With `invite`: takes the seat the invite was made for and returns a new seat token. Each invite works once (`auth/invite_used` after): the answer carries a fresh invite for the seat, the taker’s own link to take it again from another browser. A seat kept for an account (`auth/invite_addressed`) or held by one (`auth/not_seat_owner`) is refused to anybody else; a signed-in taker owns the seat and plays under the account’s name. Without `invite`: claims a seat of a public game that nobody has taken yet (`auth/invite_required` for private games, `game/seat_taken` once someone holds it); the answer then also carries a fresh invite for the seat, which replaces the old one.',
        tags: ['lobby'],
        params: seatParams,
        body: joinBodySchema,
        response: {
          200: seatGrantSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request) => {
      const { gameId, seat } = request.params;
      // Seats kept for an account, held by one, or taken with a spent invite are refused here;
      // a signed-in taker plays under their account's name and owns the seat.
      const user = app.currentUser(request);
      const refusal = app.seatAccounts.refusal(gameId, seat, request.body.invite, user);
      if (refusal) throw new HttpError(refusal);
      const grant = unwrap(
        app.match.joinSeat(
          gameId,
          seat,
          request.body.invite,
          user?.displayName ?? request.body.playerName,
          request.body.claimId,
          request.body.nonceCommitment,
        ),
      );
      const invite =
        app.seatAccounts.taken(gameId, seat, request.body.invite, user) ?? grant.invite;
      return {
        gameId,
        seat,
        seatToken: grant.seatToken,
        url: links.play(baseUrlOf(request, options.publicUrl), gameId),
        ...(invite === null ? {} : { invite }),
      };
    },
  );

  app.post<{ Params: z.output<typeof gameParams>; Body: z.output<typeof revokeBodySchema> }>(
    '/api/games/:gameId/seats/revoke-others',
    {
      config: routeRateLimit(rateLimits, rateLimits.joinSeat),
      schema: routeSchema({
        summary: 'Sign a seat out of every other device',
        description:
          'Revokes every token of the seat the given token holds, except that one, closes the sockets that used them (4003), and replaces the seat’s invite with a new one, returned. Use it when a seat link or invite leaked.',
        tags: ['lobby'],
        params: gameParams,
        body: revokeBodySchema,
        response: {
          200: revokeAnswerSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request) =>
      unwrap(app.match.revokeOtherTokens(request.params.gameId, request.body.seatToken)),
  );

  app.post<{ Params: z.output<typeof gameParams>; Body: z.output<typeof revokeBodySchema> }>(
    '/api/games/:gameId/cancel',
    {
      config: routeRateLimit(rateLimits, rateLimits.joinSeat),
      schema: routeSchema({
        summary: 'Cancel an open game',
        description:
          'The player who created the game (the seat token it got with the game) deletes it while it still waits for players; sockets on it are closed. Others get `game/not_creator`; a game under way `game/started`.',
        tags: ['lobby'],
        params: gameParams,
        body: revokeBodySchema,
        response: {
          200: cancelAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request) => {
      unwrap(app.match.cancelOpenGame(request.params.gameId, request.body.seatToken));
      return { gameId: request.params.gameId, cancelled: true as const };
    },
  );

  app.get<{ Querystring: z.output<typeof listGamesQuerySchema> }>(
    '/api/games',
    {
      schema: routeSchema({
        summary: 'List public games',
        description:
          '`open`: seats to take; `live`: games to watch, with spectator counts; `finished`: games to replay.',
        tags: ['lobby'],
        querystring: listGamesQuerySchema,
        response: { 200: gameListSchema, 400: errorBodySchema },
      }),
    },
    async (request) => {
      const games = app.match.list(request.query.status, request.query.limit);
      // Spectators of games other nodes run, counted by their owners (REDIS_URL).
      return { games: app.fanout ? await app.fanout.counts.fill(games) : games };
    },
  );

  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId',
    {
      schema: routeSchema({
        summary: 'Summary of a game',
        tags: ['games'],
        params: gameParams,
        response: { 200: gameSummarySchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      // A tournament game's summary gets its board added by the tournaments plugin.
      const summary = unwrap(app.match.summary(request.params.gameId));
      return app.fanout ? (await app.fanout.counts.fill([summary]))[0]! : summary;
    },
  );
}
