import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy of the web client: scripts and connections only from this origin
 * (the client has no inline script), styles from this origin and Lit's constructed sheets, no
 * framing by any other page, no plugins, no base-URL tricks.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/**
 * Security headers on every answer, with `@fastify/helmet`: the CSP above (the API docs at
 * `/docs` bring their own inline scripts and get none), `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY`, and HSTS when the server is reached
 * over HTTPS (a `PUBLIC_URL` with https, or a proxy that says `X-Forwarded-Proto: https`).
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): Promise<void> {
  const behindTls = options.publicUrl?.startsWith('https://') ?? false;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Set below, only when the client really came over TLS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/docs' || request.url.startsWith('/docs/'))
      reply.header('content-security-policy', "frame-ancestors 'none'");
    const proto = request.headers['x-forwarded-proto'];
    if (behindTls || proto === 'https')
      reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
  });
}
