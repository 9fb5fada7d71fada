import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/** Route schema parts given as zod schemas. */
export interface ZodRouteSchema {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /** Response schemas by status code. */
  readonly response?: Readonly<Record<number, z.ZodType>>;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
}

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/**
 * Replaces references to local definitions (which OpenAPI 3.0 operation schemas cannot hold)
 * with "any value": only recursive types such as arbitrary JSON (`z.json()`) produce them.
 */
function inlineLocalRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inlineLocalRefs);
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && (ref.startsWith('#/definitions/') || ref.startsWith('#/$defs/'))) {
    return { description: 'any JSON value' };
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key !== 'definitions' && key !== '$defs') out[key] = inlineLocalRefs(inner);
  }
  return out;
}

/** JSON Schema of a zod schema in the dialect OpenAPI 3.0 documents use. */
export function toOpenApiSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  const out = inlineLocalRefs(json) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

/**
 * Makes Fastify validate requests and serialise responses with the zod schemas placed in
 * route schemas: requests are parsed (with coercions) by zod, and every response is parsed
 * by its zod schema before it is sent — unknown keys are stripped, a second guard that no
 * hidden field ever leaves the server.
 */
export function useZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('route schemas must be zod schemas');
    return (data: unknown) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
  app.setSerializerCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('response schemas must be zod schemas');
    return (data: unknown) => JSON.stringify(schema.parse(data));
  });
}

/**
 * Turns the zod parts of a route schema into JSON Schema for the OpenAPI document
 * (the `transform` option of @fastify/swagger).
 */
export function zodSchemaToOpenApi(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema) return schema;
  const out: Record<string, unknown> = { ...schema };
  for (const key of ['params', 'querystring', 'body'] as const) {
    const part = (schema as Record<string, unknown>)[key];
    if (isZod(part)) out[key] = toOpenApiSchema(part, 'input');
  }
  const response = (schema as { response?: Record<string, unknown> }).response;
  if (response) {
    out.response = Object.fromEntries(
      Object.entries(response).map(([status, part]) => [
        status,
        isZod(part) ? toOpenApiSchema(part, 'output') : part,
      ]),
    );
  }
  return out as FastifySchema;
}

/** Casts a {@link ZodRouteSchema} to what Fastify's route options accept. */
export function routeSchema(schema: ZodRouteSchema): FastifySchema {
  return schema as unknown as FastifySchema;
}
