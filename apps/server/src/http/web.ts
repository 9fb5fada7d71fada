import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverError } from '@broadside/protocol';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Broadside</title></head>
<body><h1>Broadside</h1>
<p>The web client is not built yet. Run <code>pnpm -r build</code> (or <code>pnpm build</code>) and restart the server.</p>
<p>The API is up: see <a href="/docs">/docs</a> and <a href="/api/health">/api/health</a>.</p>
</body></html>
`;

/**
 * Serves the built web client at `/` with a single-page-app fallback: any GET outside
 * `/api`, `/ws`, `/docs` and `/metrics` that is not a file answers `index.html`.
 */
export async function webRoutes(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  const hasDist = existsSync(join(options.webDist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
    });
  } else {
    app.log.warn(
      { webDist: options.webDist },
      'web client not built; serving a placeholder page at /',
    );
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html').send(NOT_BUILT_PAGE),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = /^\/(api|ws|docs|metrics)(\/|$)/.test(path);
    if (request.method === 'GET' && !isApi) {
      if (hasDist) return reply.sendFile('index.html');
      return reply.type('text/html').send(NOT_BUILT_PAGE);
    }
    return reply
      .status(404)
      .send({ error: serverError('request/not_found', `No route ${request.method} ${path}.`) });
  });
}
