/** A fixed-window counter: at most `limit` events per `windowMs`. */
export class RateLimiter {
  private windowStart = 0;
  private count = 0;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one event at `now`; false when over the limit. */
  allow(now: number): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }

  /** True when the current window has ended by `now`. */
  expired(now: number): boolean {
    return now - this.windowStart >= this.windowMs;
  }
}
