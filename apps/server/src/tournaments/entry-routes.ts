import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../accounts/current-user.js';
import { errorBodySchema } from '../http/errors.js';
import { unwrap } from '../http/lobby.js';
import { routeSchema } from '../http/zod-compilers.js';
import type { Outcome } from '../match/outcome.js';
import { checkIn, closeCheckIn } from './check-in.js';
import { cancelBye, requestBye } from './entries.js';
import type { TournamentService } from './service.js';
import type { TournamentRow } from './store.js';
import { tournamentView } from './view.js';

const idParams = z.object({ id: z.string().regex(/^t[A-Za-z0-9_-]{1,20}$/) });
const byeParams = idParams.extend({ round: z.coerce.number().int().min(1).max(64) });
/** `POST …/byes`: the round, and the player (the organiser asks for someone else). */
const byeBody = z.strictObject({
  round: z.int().min(1).max(64),
  userId: z.int().min(1).optional(),
});
const byeQuery = z.object({ userId: z.coerce.number().int().min(1).optional() });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Check-in and half-point bye routes (docs/tournaments.md, Check-in, late entries and byes).
 * Each answers `{ ok: true, tournament }` with the tournament's view after the change.
 */
export async function entryRoutes(
  app: FastifyInstance,
  options: { service: TournamentService },
): Promise<void> {
  const { service } = options;
  const tags = ['tournaments'];
  const done = (t: TournamentRow, outcome: Outcome<null>) => {
    unwrap(outcome);
    return { ok: true, tournament: tournamentView(service.store, unwrap(service.get(t.id))) };
  };

  app.post<{ Params: z.output<typeof idParams> }>(
    '/api/tournaments/:id/check-in',
    {
      schema: routeSchema({
        summary: 'Check in for the next round',
        tags,
        params: idParams,
        response: errors,
      }),
    },
    async (request) => {
      const user = requireUser(request);
      const t = unwrap(service.get(request.params.id));
      return done(t, checkIn(service.ctx, t, user));
    },
  );

  app.post<{ Params: z.output<typeof idParams> }>(
    '/api/tournaments/:id/check-in/close',
    {
      schema: routeSchema({
        summary: 'Close the check-in window now and pair the round (organiser)',
        tags,
        params: idParams,
        response: errors,
      }),
    },
    async (request) => {
      const user = requireUser(request);
      const t = unwrap(service.get(request.params.id));
      return done(t, closeCheckIn(service.ctx, t, user));
    },
  );

  app.post<{ Params: z.output<typeof idParams>; Body: z.output<typeof byeBody> }>(
    '/api/tournaments/:id/byes',
    {
      schema: routeSchema({
        summary: 'Ask for a half-point bye in a round not yet paired',
        tags,
        params: idParams,
        body: byeBody,
        response: errors,
      }),
    },
    async (request) => {
      const user = requireUser(request);
      const t = unwrap(service.get(request.params.id));
      const { round, userId } = request.body;
      return done(t, requestBye(service.ctx, t, user, userId ?? user.id, round));
    },
  );

  app.delete<{ Params: z.output<typeof byeParams>; Querystring: z.output<typeof byeQuery> }>(
    '/api/tournaments/:id/byes/:round',
    {
      schema: routeSchema({
        summary: 'Cancel a requested half-point bye',
        tags,
        params: byeParams,
        querystring: byeQuery,
        response: errors,
      }),
    },
    async (request) => {
      const user = requireUser(request);
      const t = unwrap(service.get(request.params.id));
      const userId = request.query.userId ?? user.id;
      return done(t, cancelBye(service.ctx, t, user, userId, request.params.round));
    },
  );
}
