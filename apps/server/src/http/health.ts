import type { FastifyInstance } from 'fastify';
import { NO_RATE_LIMIT } from './rate-limits.js';
import { z } from 'zod';
import { SERVER_VERSION } from '../version.js';
import { routeSchema } from './zod-compilers.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  db: z.enum(['ok', 'error']),
  /** `unavailable` while the storage refuses writes (disk full, read-only): moves cannot be saved. */
  storage: z.enum(['ok', 'unavailable']),
});

/**
 * `GET /api/health`: liveness, a trivial database query, and whether the storage takes writes
 * (the last group commit's outcome, and the database's own read-only flag).
 */
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
      let writable = !app.match.commits.storageRefusing;
      try {
        app.db.prepare('SELECT 1').get();
        if (app.db.pragma('query_only', { simple: true }) === 1 || app.db.readonly)
          writable = false;
      } catch {
        db = 'error';
      }
      const healthy = db === 'ok' && writable;
      const body = {
        status: healthy ? 'ok' : 'degraded',
        version: SERVER_VERSION,
        db,
        storage: writable ? 'ok' : 'unavailable',
      } as const;
      return reply.status(healthy ? 200 : 503).send(body);
    },
  );
}
