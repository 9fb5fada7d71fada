import type { FastifyRequest } from 'fastify';

/** The public base URL for links: `PUBLIC_URL`, else the scheme and host the request came to. */
export function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
