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
