import {
  changePasswordBodySchema,
  meSchema,
  signInBodySchema,
  signUpBodySchema,
  type Me,
} from '@broadside/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addressKey } from '../http/client-address.js';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';
import { csrfTokenOf, type AccountResult, type OpenedSession } from './account-service.js';
import { serializeCookie } from './cookies.js';
import { requireUser } from './current-user.js';
import { sameOrigin, sessionCookieName } from './session-hook.js';
import type { User } from './user-store.js';

/** A user as others may see them. */
export function publicUser(user: User): NonNullable<Me['user']> {
  return { username: user.username, displayName: user.displayName, createdAt: user.createdAt };
}

/** The value of an account result, or the HTTP error (with `retry-after` when limited). */
function unwrapAccount<T>(reply: FastifyReply, result: AccountResult<T>): T {
  if (result.ok) return result.value;
  if (result.retryAfterMs !== undefined)
    reply.header('retry-after', String(Math.ceil(result.retryAfterMs / 1000)));
  throw new HttpError(result.error);
}

/** Sign-up and sign-in must come from the server's own pages too (no login CSRF). */
function requireSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  if (!sameOrigin(request, publicUrl)) throw HttpError.of('auth/csrf');
}

const noStore = { 'cache-control': 'no-store' };

/** `/api/auth/…` and `/api/me`: sign up, sign in, sign out, change password, who am I. */
export async function accountRoutes(
  app: FastifyInstance,
  options: { secure: boolean; publicUrl: string | undefined },
): Promise<void> {
  const cookieName = sessionCookieName(options.secure);
  const setSession = (reply: FastifyReply, opened: OpenedSession): Me => {
    reply.headers(noStore).header(
      'set-cookie',
      serializeCookie(cookieName, opened.token, {
        maxAgeSeconds: app.accounts.options.sessionIdleMs / 1000,
        secure: options.secure,
      }),
    );
    return { user: publicUser(opened.user), csrfToken: opened.csrfToken };
  };
  const clearSession = (reply: FastifyReply): void => {
    reply.header(
      'set-cookie',
      serializeCookie(cookieName, '', { maxAgeSeconds: 0, secure: options.secure }),
    );
  };

  app.post<{ Body: z.output<typeof signUpBodySchema> }>(
    '/api/auth/signup',
    {
      schema: routeSchema({
        summary: 'Create an account',
        description:
          'Registers a username and password (hashed with scrypt) and signs in: sets the HttpOnly session cookie and returns the CSRF token to send in `x-csrf-token` with every state-changing request.',
        tags: ['accounts'],
        body: signUpBodySchema,
        response: {
          201: meSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request, reply) => {
      requireSameOrigin(request, options.publicUrl);
      const opened = unwrapAccount(
        reply,
        await app.accounts.signUp(request.body, addressKey(request.ip)),
      );
      request.log.info({ user: opened.user.id }, 'account created');
      return reply.status(201).send(setSession(reply, opened));
    },
  );

  app.post<{ Body: z.output<typeof signInBodySchema> }>(
    '/api/auth/signin',
    {
      schema: routeSchema({
        summary: 'Sign in',
        description:
          'Checks a username and password and sets the session cookie. Limited per client address and per username (`auth/signin_rate_limited`, with `retry-after`).',
        tags: ['accounts'],
        body: signInBodySchema,
        response: {
          200: meSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request, reply) => {
      requireSameOrigin(request, options.publicUrl);
      const opened = unwrapAccount(
        reply,
        await app.accounts.signIn(request.body, addressKey(request.ip)),
      );
      return setSession(reply, opened);
    },
  );

  app.post(
    '/api/auth/signout',
    {
      schema: routeSchema({
        summary: 'Sign out',
        description: 'Ends the session of the cookie and clears the cookie. Needs the CSRF token.',
        tags: ['accounts'],
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema },
      }),
    },
    async (request, reply) => {
      requireUser(request);
      app.accounts.signOut(request.account!.token!);
      clearSession(reply);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: z.output<typeof changePasswordBodySchema> }>(
    '/api/auth/password',
    {
      schema: routeSchema({
        summary: 'Change the password',
        description:
          'Checks the current password, stores the new one and ends every other session of the account. Needs the CSRF token.',
        tags: ['accounts'],
        body: changePasswordBodySchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      unwrapAccount(
        reply,
        await app.accounts.changePassword(user, request.account!.token!, request.body),
      );
      request.log.info({ user: user.id }, 'password changed');
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me',
    {
      schema: routeSchema({
        summary: 'Who is signed in',
        description:
          'The user of the session cookie and its CSRF token, or `{ "user": null }` when signed out.',
        tags: ['accounts'],
        response: { 200: meSchema },
      }),
    },
    async (request, reply) => {
      reply.headers(noStore);
      const account = request.account;
      if (!account?.user || !account.token) return { user: null };
      return { user: publicUser(account.user), csrfToken: csrfTokenOf(account.token) };
    },
  );
}
