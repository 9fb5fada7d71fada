import {
  httpStatusOf,
  serverError,
  type ServerErrorCode,
  type WireError,
} from '@broadside/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isStorageError } from '../util/storage-errors.js';

/** An error a route throws on purpose; rendered as `{ error: { code, message, path } }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly wire: WireError;
  readonly statusCode: number;

  constructor(wire: WireError) {
    super(wire.message);
    this.wire = wire;
    this.statusCode = httpStatusOf(wire.code);
  }

  /** An error for one of the server's own codes. */
  static of(
    code: ServerErrorCode,
    message?: string,
    path: readonly (string | number)[] = [],
  ): HttpError {
    return new HttpError(serverError(code, message, path));
  }
}

/** The JSON body of every error answer. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      path: z.array(z.union([z.string(), z.number()])),
    }),
  })
  .meta({ id: 'ErrorBody' });

/** First issue of a zod error as a wire error. */
export function zodIssueToWire(
  error: z.ZodError,
  prefix: readonly (string | number)[] = [],
): WireError {
  const issue = error.issues[0];
  const path = [
    ...prefix,
    ...(issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p)),
  ];
  const where = path.length ? ` at ${path.join('.')}` : '';
  return { code: 'request/invalid', message: `${issue?.message ?? 'Invalid input'}${where}`, path };
}

/**
 * Errors Fastify's router raises before any route runs (a path that is not valid percent-encoding
 * or UTF-8, a path parameter over the length limit), answered in the documented shape. Passed as
 * the `frameworkErrors` option of Fastify.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const wire = serverError(
    'request/invalid',
    tooLong ? 'A path segment is too long.' : 'The path is not a valid URL.',
    ['url'],
  );
  reply.code(tooLong ? 414 : 400).send({ error: wire });
}

/** Installs the one error handler: every error leaves as `{ error: { code, message, path } }`. */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.wire });
    }
    const e = error as Error & {
      statusCode?: number;
      validation?: unknown;
      validationContext?: string;
      code?: string;
    };
    const context = e.validationContext;
    if (e.validation !== undefined || e instanceof z.ZodError) {
      const zodError = e instanceof z.ZodError ? e : (e as { cause?: unknown }).cause;
      const wire =
        zodError instanceof z.ZodError
          ? zodIssueToWire(zodError, context ? [context] : [])
          : serverError('request/invalid', e.message);
      return reply.status(400).send({ error: wire });
    }
    if (isStorageError(error)) {
      request.log.error({ err: error }, 'storage refused a write');
      return reply.status(503).send({ error: serverError('server/storage_unavailable') });
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: serverError('request/too_large') });
    }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ error: serverError('request/invalid', e.message) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: serverError('server/internal') });
  });
}
