import type { Clocks, TimeControl } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';

/** One seat's stored clock. */
export interface SeatClock {
  /** Time left when the clock last stopped (or started), in ms. */
  readonly remainingMs: number;
  /** When the clock started running, or `null` while stopped. */
  readonly runningSince: number | null;
}

/** Every seat's stored clock; empty without a time control. */
export interface ClockState {
  readonly seats: Readonly<Record<SeatId, SeatClock>>;
}

/** Clocks at the start of a game: full time, nothing running. */
export function initialClocks(control: TimeControl, seats: readonly SeatId[]): ClockState {
  if (control.kind === 'none') return { seats: {} };
  const start =
    control.kind === 'live' ? control.initialSeconds * 1000 : control.perDecisionSeconds * 1000;
  return {
    seats: Object.fromEntries(
      seats.map((seat) => [seat, { remainingMs: start, runningSince: null }]),
    ),
  };
}

/** Time left after a seat stops owing a decision: elapsed time off, then the increment or refill. */
function afterDecision(control: TimeControl, clock: SeatClock, now: number): number {
  const left = clock.remainingMs - (now - (clock.runningSince ?? now));
  if (control.kind === 'live') return left + control.incrementSeconds * 1000;
  if (control.kind === 'correspondence') {
    const per = control.perDecisionSeconds * 1000;
    return control.capSeconds === undefined
      ? per
      : Math.min(control.capSeconds * 1000, Math.max(0, left) + per);
  }
  return left;
}

/**
 * Moves the clocks on after a change of who owes a decision: a seat that stops owing one is
 * charged the time it used and gets its increment (live) or its next decision's time
 * (correspondence); a seat that starts owing one starts running; the others are unchanged.
 */
export function updateClocks(
  control: TimeControl,
  clocks: ClockState,
  owing: ReadonlySet<SeatId>,
  now: number,
): ClockState {
  if (control.kind === 'none') return clocks;
  const seats: Record<SeatId, SeatClock> = {};
  for (const [seat, clock] of Object.entries(clocks.seats)) {
    const running = clock.runningSince !== null;
    const owes = owing.has(seat);
    if (running && !owes)
      seats[seat] = { remainingMs: afterDecision(control, clock, now), runningSince: null };
    else if (!running && owes) seats[seat] = { remainingMs: clock.remainingMs, runningSince: now };
    else seats[seat] = clock;
  }
  return { seats };
}

/** Stops every clock, charging time used (the game is over). */
export function stopClocks(clocks: ClockState, now: number): ClockState {
  const seats: Record<SeatId, SeatClock> = {};
  for (const [seat, clock] of Object.entries(clocks.seats)) {
    seats[seat] =
      clock.runningSince === null
        ? clock
        : { remainingMs: clock.remainingMs - (now - clock.runningSince), runningSince: null };
  }
  return { seats };
}

/** When a running seat's time runs out. */
export function deadlineOf(clock: SeatClock): number | null {
  return clock.runningSince === null ? null : clock.runningSince + clock.remainingMs;
}

/** The earliest deadline of any running clock, and its seat. */
export function earliestDeadline(clocks: ClockState): { seat: SeatId; at: number } | null {
  let best: { seat: SeatId; at: number } | null = null;
  for (const [seat, clock] of Object.entries(clocks.seats)) {
    const at = deadlineOf(clock);
    if (at !== null && (best === null || at < best.at)) best = { seat, at };
  }
  return best;
}

/** The clocks as clients see them at `now`. */
export function clocksView(control: TimeControl, clocks: ClockState, now: number): Clocks {
  const seats: Clocks['seats'] = {};
  for (const [seat, clock] of Object.entries(clocks.seats)) {
    const deadline = deadlineOf(clock);
    seats[seat] = {
      remainingMs: deadline === null ? clock.remainingMs : Math.max(0, deadline - now),
      running: deadline !== null,
      deadline,
    };
  }
  return { kind: control.kind, seats, serverTime: now };
}
