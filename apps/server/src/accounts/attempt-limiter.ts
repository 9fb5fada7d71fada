/**
 * The delay before each sign-in check for a username that has failed lately: none for the first
 * `freeFailures` failures in `windowMs`, then `baseDelayMs` doubling with each further failure, at
 * most `maxDelayMs`. Never a refusal, so nobody can lock a user out.
 */
export interface SignInDelay {
  readonly windowMs: number;
  readonly freeFailures: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** The delay for a username with `failures` recent failures, in ms. */
export function signInDelayMs(delay: SignInDelay, failures: number): number {
  if (failures < delay.freeFailures) return 0;
  const steps = Math.min(failures - delay.freeFailures, 30);
  return Math.min(delay.maxDelayMs, delay.baseDelayMs * 2 ** steps);
}

/** Attempts allowed per key within a window. */
export interface AttemptLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Counts attempts per key in fixed windows (e.g. sign-ins per address, failed sign-ins per
 * username). Memory is bounded: beyond `maxKeys` keys the oldest window is forgotten first.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: AttemptLimit;
  private readonly maxKeys: number;

  constructor(limit: AttemptLimit, maxKeys = 50_000) {
    this.limit = limit;
    this.maxKeys = maxKeys;
  }

  /** Milliseconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string, now: number): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return 0;
    return w.count >= this.limit.max ? w.resetAt - now : 0;
  }

  /** Attempts of `key` counted in its current window. */
  attempts(key: string, now: number): number {
    const w = this.windows.get(key);
    return !w || w.resetAt <= now ? 0 : w.count;
  }

  /** Counts one attempt of `key`. */
  count(key: string, now: number): void {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      w = { count: 0, resetAt: now + this.limit.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
  }

  /** Forgets `key` (a successful sign-in clears a username's failures). */
  clear(key: string): void {
    this.windows.delete(key);
  }
}
