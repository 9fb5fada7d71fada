import { CSRF_HEADER } from '@broadside/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csrfMatches, type AccountService } from './account-service.js';
import { parseCookies } from './cookies.js';

/** Methods that change nothing: the cookie alone is enough for them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookie's name: with the `__Host-` prefix over HTTPS (no Domain, Path=/, Secure). */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-broadside_session' : 'broadside_session';
}

/** The origin the server's own pages come from: `PUBLIC_URL`'s, else the request's. */
export function ownOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * Whether a request may come from one of the server's own pages: no `Origin` header (not a
 * browser, or a same-origin request that carries none) or the server's own origin, and no
 * `Sec-Fetch-Site: cross-site`. An `Origin: null` (sandboxed frames, some redirects) is refused.
 */
export function sameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === ownOrigin(request, publicUrl);
}

/**
 * Reads the session cookie of every `/api/…` request into `request.account`. A state-changing
 * request acts for the session only with the session's token in the `x-csrf-token` header and
 * an own-origin `Origin`; the check is made here, once, for every route.
 */
export function useSessionHook(
  app: FastifyInstance,
  accounts: AccountService,
  options: { secure: boolean; publicUrl: string | undefined },
): void {
  const cookieName = sessionCookieName(options.secure);
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = parseCookies(request.headers.cookie).get(cookieName);
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return;
    const user = accounts.userOfSession(token);
    if (!user) return;
    const header = request.headers[CSRF_HEADER];
    const csrfOk =
      SAFE_METHODS.has(request.method) ||
      (csrfMatches(token, typeof header === 'string' ? header : undefined) &&
        sameOrigin(request, options.publicUrl));
    request.account = { user, token, csrfOk };
  });
}
