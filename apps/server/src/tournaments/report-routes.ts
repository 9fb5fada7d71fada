import { gameIdSchema } from '@broadside/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';
import { aarRoutes } from '../reports/aar-routes.js';
import { reportFacts } from '../reports/report-facts.js';
import { battleReport } from './export/battle-report.js';

const gameParams = z.object({ gameId: gameIdSchema });
const reportQuery = z.object({
  format: z.enum(['bbcode', 'markdown', 'html']).default('bbcode'),
});

/**
 * Forum exports of single games: the battle report (`/api/games/{id}/report`), and through
 * {@link aarRoutes} the after-action report, its pictures, the animated replay and the PNG of
 * the final position. All only for finished games.
 */
export async function reportRoutes(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): Promise<void> {
  app.get<{ Params: z.output<typeof gameParams>; Querystring: z.output<typeof reportQuery> }>(
    '/api/games/:gameId/report',
    {
      schema: routeSchema({
        summary: 'Battle report of a finished game, as BBCode or Markdown',
        tags: ['games'],
        params: gameParams,
        querystring: reportQuery,
        response: { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      }),
    },
    async (request) => {
      const { report } = await reportFacts(app, request, request.params.gameId, options.publicUrl);
      return { format: request.query.format, text: battleReport(request.query.format, report) };
    },
  );

  await app.register(aarRoutes, options);
}
