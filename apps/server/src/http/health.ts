import type { FastifyInstance } from 'fastify';
import { NO_RATE_LIMIT } from './rate-limits.js';
import { z } from 'zod';
import { SERVER_VERSION } from '../version.js';
import { routeSchema } from './zod-compilers.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  db: z.enum(['ok', 'error']),
});

/** `GET /api/health`: liveness plus a trivial database query. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      config: NO_RATE_LIMIT,
      schema: routeSchema({
        summary: 'Health check',
        tags: ['operations'],
        response: { 200: healthSchema, 503: healthSchema },
      }),
    },
    async (_request, reply) => {
      let db: 'ok' | 'error' = 'ok';
      try {
        app.db.prepare('SELECT 1').get();
      } catch {
        db = 'error';
      }
      const body = {
        status: db === 'ok' ? 'ok' : 'degraded',
        version: SERVER_VERSION,
        db,
      } as const;
      return reply.status(db === 'ok' ? 200 : 503).send(body);
    },
  );
}
