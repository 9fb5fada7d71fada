import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { User } from './user-store.js';

/** What the session hook found on a request. */
export interface RequestAccount {
  /** The session's user, whatever the method (use {@link currentUser} in routes). */
  readonly user: User | null;
  /** The session token from the cookie, when it names a live session. */
  readonly token: string | null;
  /**
   * Whether the request may act for the session: a safe method (GET, HEAD), or a state-changing
   * one carrying the session's CSRF token and no foreign `Origin`.
   */
  readonly csrfOk: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the request's cookie, set by the accounts plugin. */
    account: RequestAccount | null;
  }
}

/**
 * The signed-in user of a request, or null. On a state-changing request the cookie counts only
 * with the session's CSRF token (and no foreign Origin): without it the request is anonymous,
 * so a forged cross-site request can never act for the user.
 */
export function currentUser(request: FastifyRequest): User | null {
  const account = request.account;
  return account?.user && account.csrfOk ? account.user : null;
}

/**
 * The signed-in user of a request, or an {@link HttpError}: `auth/csrf` (403) when a session
 * cookie came without its CSRF token or from a foreign origin, `auth/signin_required` (401)
 * when there is no live session.
 */
export function requireUser(request: FastifyRequest): User {
  const account = request.account;
  if (account?.user && !account.csrfOk) throw HttpError.of('auth/csrf');
  if (!account?.user) throw HttpError.of('auth/signin_required');
  return account.user;
}
