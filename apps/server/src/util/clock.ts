/** Where the server gets the time from; tests pass a {@link ManualClock}. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private time: number;

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  /** Moves the time forward by `ms`. */
  advance(ms: number): void {
    this.time += ms;
  }
}
