import type { Clocks, TimeControl } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import type { ClockState, SeatClock } from '../store/types.js';

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

/**
 * The time a seat has for its first decision: a live clock's starting time, a correspondence
 * clock's time per decision (the tournaments' days per move); null without a clock. It is also
 * how long a seat may stay untaken (no-shows) and how long seats have to reveal their nonces.
 */
export function firstDecisionMs(control: TimeControl): number | null {
  if (control.kind === 'live') return control.initialSeconds * 1000;
  if (control.kind === 'correspondence') return control.perDecisionSeconds * 1000;
  return null;
}

/** A correspondence allowance added to what is left: refilled, or banked up to the cap. */
function refilled(control: Extract<TimeControl, { kind: 'correspondence' }>, left: number): number {
  const per = control.perDecisionSeconds * 1000;
  return control.capSeconds === undefined
    ? per
    : Math.min(control.capSeconds * 1000, Math.max(0, left) + per);
}

/** True for a correspondence clock whose allowance is per game turn. */
function perTurn(
  control: TimeControl,
): control is Extract<TimeControl, { kind: 'correspondence' }> {
  return control.kind === 'correspondence' && control.per === 'turn';
}

/** Time left after a seat stops owing a decision: elapsed time off, then the increment or refill. */
function afterDecision(control: TimeControl, clock: SeatClock, now: number): number {
  const left = clock.remainingMs - (now - (clock.runningSince ?? now));
  if (control.kind === 'live') return left + control.incrementSeconds * 1000;
  if (control.kind === 'correspondence' && !perTurn(control)) return refilled(control, left);
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
  turnChanged = false,
): ClockState {
  if (control.kind === 'none') return clocks;
  if (turnChanged && perTurn(control)) return refillForTurn(control, clocks, owing, now);
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

/**
 * A new game turn under a per-turn correspondence clock: every seat is charged what it used and
 * gets the turn's allowance again; the seats that owe a decision run from now.
 */
function refillForTurn(
  control: Extract<TimeControl, { kind: 'correspondence' }>,
  clocks: ClockState,
  owing: ReadonlySet<SeatId>,
  now: number,
): ClockState {
  const seats: Record<SeatId, SeatClock> = {};
  for (const [seat, clock] of Object.entries(clocks.seats)) {
    const left = clock.remainingMs - (now - (clock.runningSince ?? now));
    seats[seat] = {
      remainingMs: refilled(control, left),
      runningSince: owing.has(seat) ? now : null,
    };
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

/** Time left on a seat's clock now, or null when it does not run. */
export function timeLeftMs(clocks: ClockState, seat: string, now: number): number | null {
  const clock = clocks.seats[seat];
  if (!clock || clock.runningSince === null) return null;
  return clock.remainingMs - (now - clock.runningSince);
}
