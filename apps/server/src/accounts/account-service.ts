import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverError, type ProfileRating, type WireError } from '@broadside/protocol';
import type { Clock } from '../util/clock.js';
import { hashSecret, newSecret } from '../util/secrets.js';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AttemptLimiter,
  signInDelayMs,
  type AttemptLimit,
  type SignInDelay,
} from './attempt-limiter.js';
import { decoyHash, hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password.js';
import type { UserStore } from './user-store.js';
import { type User } from './user-store.js';

/** Limits and lifetimes of the accounts service. */
export interface AccountOptions {
  /** A session ends this long after its last use (sliding), in ms. */
  readonly sessionIdleMs: number;
  /** Sign-in attempts per client address per window. */
  readonly signInPerIp: AttemptLimit;
  /**
   * The growing delay before checking a username's password after recent failures (the same for
   * a right and a wrong password; never a refusal); a success clears the failures.
   */
  readonly signInDelayPerUser: SignInDelay;
  /** Sign-ups per client address per window. */
  readonly signUpPerIp: AttemptLimit;
  /**
   * scrypt's cost N for new hashes (default {@link SCRYPT_PARAMS}.N = 2^17). Only tests that
   * are not about hashing lower it, to spare a shared CI machine.
   */
  readonly scryptN: number;
}

/**
 * Defaults: 30-day sessions; 20 sign-ins per address in 15 minutes; per username, after 3
 * failures in 15 minutes, a delay of 0.25 s doubling per failure up to 3 s.
 */
export const DEFAULT_ACCOUNT_OPTIONS: AccountOptions = {
  sessionIdleMs: 30 * 24 * 3600_000,
  signInPerIp: { max: 20, windowMs: 15 * 60_000 },
  signInDelayPerUser: {
    windowMs: 15 * 60_000,
    freeFailures: 3,
    baseDelayMs: 250,
    maxDelayMs: 3000,
  },
  signUpPerIp: { max: 10, windowMs: 60 * 60_000 },
  scryptN: SCRYPT_PARAMS.N,
};

/** A session just opened: the cookie value and the CSRF token that goes with it. */
export interface OpenedSession {
  readonly user: User;
  readonly token: string;
  readonly csrfToken: string;
  readonly expiresAt: number;
}

/** An outcome of an account operation. */
export type AccountResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: WireError; readonly retryAfterMs?: number };

/** Extend a session at most this often (a write per request would be wasteful). */
const EXTEND_EVERY_MS = 3600_000;

/**
 * The CSRF token of a session: an HMAC of the session token, so it needs no storage and is
 * worthless without the (HttpOnly) cookie it belongs to.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('broadside csrf').digest('base64url');
}

/** Compares a presented CSRF token with the session's, in constant time. */
export function csrfMatches(sessionToken: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const want = Buffer.from(csrfTokenOf(sessionToken));
  const got = Buffer.from(presented);
  return want.length === got.length && timingSafeEqual(want, got);
}

/**
 * Accounts: sign-up, sign-in with rate limits, sessions, password changes. Knows nothing of
 * HTTP; the routes and the session hook call it.
 */
export class AccountService {
  readonly store: UserStore;
  private readonly ipLimiter: AttemptLimiter;
  private readonly userLimiter: AttemptLimiter;
  private readonly signUpLimiter: AttemptLimiter;
  private readonly clock: Clock;
  readonly options: AccountOptions;
  /**
   * A player's ratings per ruleset, for `GET /api/users/{username}`: set by the ratings module;
   * profiles show no ratings while it is null.
   */
  ratingsOf: ((userId: number) => ProfileRating[]) | null = null;

  constructor(store: UserStore, clock: Clock, options: AccountOptions = DEFAULT_ACCOUNT_OPTIONS) {
    this.store = store;
    this.clock = clock;
    this.options = options;
    this.ipLimiter = new AttemptLimiter(options.signInPerIp);
    this.userLimiter = new AttemptLimiter({
      max: Number.MAX_SAFE_INTEGER,
      windowMs: options.signInDelayPerUser.windowMs,
    });
    this.signUpLimiter = new AttemptLimiter(options.signUpPerIp);
  }

  /** Registers an account and opens a session for it. */
  async signUp(
    input: { username: string; password: string; displayName?: string | undefined },
    ipKey: string,
  ): Promise<AccountResult<OpenedSession>> {
    const now = this.clock.now();
    const wait = this.signUpLimiter.retryAfter(ipKey, now);
    if (wait > 0) return limited(wait);
    this.signUpLimiter.count(ipKey, now);
    if (this.store.byUsername(input.username))
      return { ok: false, error: serverError('auth/username_taken', undefined, ['username']) };
    const hash = await hashPassword(input.password, this.options.scryptN);
    const user = this.store.insert(
      input.username,
      input.displayName ?? input.username,
      hash,
      this.clock.now(),
    );
    if (!user)
      return { ok: false, error: serverError('auth/username_taken', undefined, ['username']) };
    return { ok: true, value: this.openSession(user) };
  }

  /**
   * Checks a username and password and opens a session. Refused, before any hashing, when the
   * address has used up its attempts. A username's recent failures only slow its sign-ins down
   * ({@link signInDelayMs}): the delay comes before the check, whatever the password, so it
   * tells nothing, and the right password from any address still signs in. An unknown username
   * costs as much time as a known one.
   */
  async signIn(
    input: { username: string; password: string },
    ipKey: string,
  ): Promise<AccountResult<OpenedSession>> {
    const now = this.clock.now();
    const userKey = input.username.toLowerCase();
    const wait = this.ipLimiter.retryAfter(ipKey, now);
    if (wait > 0) return limited(wait);
    this.ipLimiter.count(ipKey, now);
    const delay = signInDelayMs(
      this.options.signInDelayPerUser,
      this.userLimiter.attempts(userKey, now),
    );
    if (delay > 0) await sleep(delay);
    const found = this.store.withPassword(input.username);
    const ok = await verifyPassword(input.password, found?.passwordHash ?? (await decoyHash()));
    if (!found || !ok) {
      this.userLimiter.count(userKey, this.clock.now());
      return { ok: false, error: serverError('auth/bad_credentials') };
    }
    this.userLimiter.clear(userKey);
    if (needsRehash(found.passwordHash, this.options.scryptN))
      this.store.setPassword(
        found.user.id,
        await hashPassword(input.password, this.options.scryptN),
      );
    return { ok: true, value: this.openSession(found.user) };
  }

  /** The user of a session token, extending the session; null when unknown or expired. */
  userOfSession(token: string): User | null {
    const tokenHash = hashSecret(token);
    const found = this.store.session(tokenHash);
    if (!found) return null;
    const now = this.clock.now();
    if (found.expiresAt <= now) {
      this.store.deleteSession(tokenHash);
      return null;
    }
    const renewed = now + this.options.sessionIdleMs;
    if (renewed - found.expiresAt >= EXTEND_EVERY_MS) this.store.extendSession(tokenHash, renewed);
    return found.user;
  }

  /** Ends a session (sign out). */
  signOut(token: string): void {
    this.store.deleteSession(hashSecret(token));
  }

  /** Changes a password after checking the current one; every other session of the user ends. */
  async changePassword(
    user: User,
    sessionToken: string,
    input: { currentPassword: string; newPassword: string },
  ): Promise<AccountResult<{ endedSessions: number }>> {
    const stored = this.store.passwordHashOf(user.id);
    if (!stored || !(await verifyPassword(input.currentPassword, stored)))
      return {
        ok: false,
        error: serverError('auth/bad_credentials', 'The current password is wrong.', [
          'currentPassword',
        ]),
      };
    this.store.setPassword(user.id, await hashPassword(input.newPassword, this.options.scryptN));
    const ended = this.store.deleteOtherSessions(user.id, hashSecret(sessionToken));
    return { ok: true, value: { endedSessions: ended } };
  }

  /** Forgets expired sessions (run now and then). */
  sweep(): number {
    return this.store.deleteExpiredSessions(this.clock.now());
  }

  private openSession(user: User): OpenedSession {
    const token = newSecret();
    const now = this.clock.now();
    const expiresAt = now + this.options.sessionIdleMs;
    this.store.addSession(hashSecret(token), user.id, now, expiresAt);
    return { user, token, csrfToken: csrfTokenOf(token), expiresAt };
  }
}

function limited(waitMs: number): AccountResult<never> {
  const seconds = Math.ceil(waitMs / 1000);
  return {
    ok: false,
    error: serverError('auth/signin_rate_limited', `Too many attempts; try again in ${seconds} s.`),
    retryAfterMs: waitMs,
  };
}
