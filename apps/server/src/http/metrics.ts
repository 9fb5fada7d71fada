import type { FastifyInstance } from 'fastify';
import { NO_RATE_LIMIT } from './rate-limits.js';

/** `GET /metrics`: Prometheus text format. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/metrics',
    {
      config: NO_RATE_LIMIT,
      schema: {
        summary: 'Prometheus metrics',
        tags: ['operations'],
        produces: ['text/plain'],
      } as never,
    },
    async (_request, reply) => {
      const text = await app.metrics.text();
      return reply.type(app.metrics.registry.contentType).send(text);
    },
  );
}
