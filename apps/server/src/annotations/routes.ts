import {
  ANNOTATION_LIMITS,
  annotationDeleteSchema,
  annotationDraftSchema,
  annotationIdSchema,
  annotationListSchema,
  annotationSchema,
  gameIdSchema,
} from '@broadside/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { unwrap } from '../http/lobby.js';
import { routeRateLimit, type HttpRateLimits } from '../http/rate-limits.js';
import { routeSchema } from '../http/zod-compilers.js';
import type { Clock } from '../util/clock.js';
import { newGameId } from '../util/secrets.js';
import type { AnnotationStore } from './annotation-store.js';
import { accountSeat, provenSeat } from './player-seat.js';

const gameParams = z.object({ gameId: gameIdSchema });
const annotationParams = z.object({ gameId: gameIdSchema, annotationId: annotationIdSchema });
const noStore = { 'cache-control': 'no-store' };

/** Options of {@link annotationRoutes}. */
export interface AnnotationRouteOptions {
  readonly store: AnnotationStore;
  readonly clock: Clock;
  readonly rateLimits: HttpRateLimits;
}

/**
 * `/api/games/{id}/annotations`: the comments players write on the record entries of their
 * finished games. Anyone who may read the record reads them; only a player of the game, proven
 * by a seat token of the game or by the account holding a seat, writes one, and only its author
 * deletes it. Texts are stored and answered as written: pages and reports escape them.
 */
export async function annotationRoutes(
  app: FastifyInstance,
  options: AnnotationRouteOptions,
): Promise<void> {
  const { store, clock, rateLimits } = options;

  /** The finished game's summary, or `game/not_found` / `annotation/not_finished`. */
  const finishedGame = (gameId: string) => {
    const summary = unwrap(app.match.summary(gameId));
    if (summary.status !== 'finished') throw HttpError.of('annotation/not_finished');
    return summary;
  };

  /** The seat the request proves in the game, or `annotation/not_player`. */
  const playerSeat = (request: FastifyRequest, gameId: string, seatToken: string | undefined) => {
    const seat = provenSeat(app, request, gameId, seatToken);
    if (seat === null) throw HttpError.of('annotation/not_player');
    return seat;
  };

  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId/annotations',
    {
      schema: routeSchema({
        summary: 'Comments on a finished game',
        description:
          'Every comment the players wrote on the game, by record entry (`seq`, 0 for the set-up) and then in the order written; readable by anyone who may read the record. `mySeat` is the seat the signed-in caller’s account holds in the game, or null. Texts are as written: escape them. Games in progress answer 409 `annotation/not_finished`.',
        tags: ['games'],
        params: gameParams,
        response: { 200: annotationListSchema, 404: errorBodySchema, 409: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const { gameId } = request.params;
      finishedGame(gameId);
      reply.headers(noStore);
      return { annotations: store.list(gameId), mySeat: accountSeat(app, request, gameId) };
    },
  );

  app.post<{ Params: z.output<typeof gameParams>; Body: z.output<typeof annotationDraftSchema> }>(
    '/api/games/:gameId/annotations',
    {
      config: routeRateLimit(rateLimits, rateLimits.joinSeat),
      schema: routeSchema({
        summary: 'Comment on a finished game',
        description: `A player of the finished game comments on one entry of its record (\`seq\`, 0 for the set-up): proven by a seat token of the game (\`seatToken\`) or, without one, by the signed-in account that holds a seat (with the CSRF token). The text is trimmed, 1–${ANNOTATION_LIMITS.maxTextLength} characters, and kept as written. At most ${ANNOTATION_LIMITS.maxPerSeat} comments per seat and game (\`annotation/limit\`).`,
        tags: ['games'],
        params: gameParams,
        body: annotationDraftSchema,
        response: {
          200: annotationSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request) => {
      const { gameId } = request.params;
      const { seq, text, seatToken } = request.body;
      const summary = finishedGame(gameId);
      const seat = playerSeat(request, gameId, seatToken);
      app.match.commits.flush();
      const last = app.match.store.getGame(gameId)?.seq ?? 0;
      if (seq > last) throw HttpError.of('annotation/bad_seq', undefined, ['seq']);
      const author = summary.seats.find((s) => s.seat === seat)?.name ?? seat;
      const added = store.add(
        { id: newGameId(), gameId, seq, seat, author, text, createdAt: clock.now() },
        ANNOTATION_LIMITS.maxPerSeat,
      );
      if (!added.ok) throw HttpError.of('annotation/limit');
      request.log.info({ gameId, seat, annotation: added.annotation.id }, 'annotation written');
      return added.annotation;
    },
  );

  app.delete<{
    Params: z.output<typeof annotationParams>;
    Body: z.output<typeof annotationDeleteSchema> | null | undefined;
  }>(
    '/api/games/:gameId/annotations/:annotationId',
    {
      config: routeRateLimit(rateLimits, rateLimits.joinSeat),
      schema: routeSchema({
        summary: 'Delete my comment',
        description:
          'Deletes a comment on a finished game; only its author may: the seat that wrote it, proven as for writing (`{"seatToken"}`, or the signed-in account holding the seat with the CSRF token).',
        tags: ['games'],
        params: annotationParams,
        body: annotationDeleteSchema.nullish(),
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request, reply) => {
      const { gameId, annotationId } = request.params;
      unwrap(app.match.summary(gameId));
      const annotation = store.byId(gameId, annotationId);
      if (!annotation) throw HttpError.of('annotation/not_found', undefined, ['annotationId']);
      const seat = playerSeat(request, gameId, request.body?.seatToken);
      if (annotation.seat !== seat) throw HttpError.of('annotation/not_author');
      store.remove(gameId, annotationId);
      return reply.status(204).send();
    },
  );
}
