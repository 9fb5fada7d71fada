import {
  gameIdSchema,
  rematchAnswerSchema,
  rematchBodySchema,
  rematchOfferSchema,
  serverError,
  type RematchAnswer,
} from '@broadside/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RematchGrant } from '../match/rematch-service.js';
import { baseUrlOf } from './base-url.js';
import { errorBodySchema, HttpError } from './errors.js';
import { links, unwrap } from './lobby.js';
import { routeRateLimit, type HttpRateLimits } from './rate-limits.js';
import { routeSchema } from './zod-compilers.js';

const gameParams = z.object({ gameId: gameIdSchema });
type Params = { Params: z.output<typeof gameParams>; Body: z.output<typeof rematchBodySchema> };

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * Rematch routes: offer a rematch of a finished game, accept it, and read the offer. The offers
 * (`app.rematches`) are built with the match service, which consults them too (they keep the new
 * game's seats and show in welcomes).
 */
export async function rematchRoutes(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; rateLimits: HttpRateLimits },
): Promise<void> {
  const { rateLimits } = options;
  const rematches = app.rematches;
  const answer = (request: FastifyRequest, grant: RematchGrant): RematchAnswer => ({
    rematch: grant.rematch,
    grant: {
      gameId: grant.gameId,
      seat: grant.seat,
      seatToken: grant.seatToken,
      url: links.play(baseUrlOf(request, options.publicUrl), grant.gameId),
    },
  });

  app.post<Params>(
    '/api/games/:gameId/rematch',
    {
      config: routeRateLimit(rateLimits, rateLimits.joinSeat),
      schema: routeSchema({
        summary: 'Offer a rematch',
        description:
          'A player of a finished game (proven by their seat token of that game) offers a rematch: a new game with the same ruleset, set-up, title, player names, clock, spectator delay and visibility, with the sides swapped (with three or more sides, each player moves one seat along the seat order). The answer carries the offerer’s seat token in the new game; the other players are told by a `rematch` frame and take their seats with `POST /api/games/{id}/rematch/accept`. Offering again (by any player) returns the same rematch.',
        tags: ['games'],
        params: gameParams,
        body: rematchBodySchema,
        response: { 200: rematchAnswerSchema, ...errors },
      }),
    },
    async (request) =>
      answer(request, unwrap(rematches.offer(request.params.gameId, request.body.seatToken))),
  );

  app.post<Params>(
    '/api/games/:gameId/rematch/accept',
    {
      config: routeRateLimit(rateLimits, rateLimits.joinSeat),
      schema: routeSchema({
        summary: 'Accept a rematch',
        description:
          'A player of the finished game (proven by their seat token of that game) takes their seat in its rematch; only now is their seat token of the new game made. The game starts once every player has accepted. `rematch/none` when nobody offered one.',
        tags: ['games'],
        params: gameParams,
        body: rematchBodySchema,
        response: { 200: rematchAnswerSchema, ...errors },
      }),
    },
    async (request) =>
      answer(request, unwrap(rematches.accept(request.params.gameId, request.body.seatToken))),
  );

  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId/rematch',
    {
      schema: routeSchema({
        summary: 'The rematch offered after a game',
        tags: ['games'],
        params: gameParams,
        response: { 200: rematchOfferSchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      unwrap(app.match.summary(request.params.gameId));
      const offer = rematches.offerOf(request.params.gameId);
      if (!offer) throw new HttpError(serverError('rematch/none'));
      return offer;
    },
  );
}
