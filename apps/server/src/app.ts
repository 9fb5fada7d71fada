import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.js';
import { databasePlugin } from './db/plugin.js';
import { useErrorHandler } from './http/errors.js';
import { healthRoutes } from './http/health.js';
import { webRoutes } from './http/web.js';
import { useZodCompilers, zodSchemaToOpenApi } from './http/zod-compilers.js';
import { createLogger } from './logger.js';
import { SERVER_VERSION } from './version.js';

/** Options of {@link buildApp} besides the configuration. */
export interface BuildAppOptions {
  /** The logger to use; by default one is made from the config (pretty on a TTY). */
  readonly logger?: Logger;
}

/** Largest HTTP body accepted (custom setups and designs are small). */
export const HTTP_BODY_LIMIT = 256 * 1024;

/**
 * Builds the Broadside server — database, HTTP API, OpenAPI docs, WebSocket endpoint and the
 * web client — without listening. Call `listen()` on the result, or `inject()` in tests.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: HTTP_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  }) as unknown as FastifyInstance;

  useZodCompilers(app);
  useErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Broadside server API',
        version: SERVER_VERSION,
        description:
          'Lobby and game HTTP API of the Broadside server. Live play uses the WebSocket endpoint `/ws`, described in docs/protocol.md.',
      },
      tags: [
        { name: 'lobby', description: 'Create, join, list and watch games' },
        { name: 'games', description: 'Game summaries and records' },
        { name: 'rulesets', description: 'Rulesets, scenarios and designs' },
        { name: 'operations', description: 'Health and metrics' },
      ],
    },
    transform: ({ schema, url }) => ({ schema: zodSchemaToOpenApi(schema) as never, url }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  await app.register(databasePlugin, { dataDir: config.dataDir });
  await app.register(healthRoutes);
  await app.register(webRoutes, { webDist: config.webDist });

  return app;
}
