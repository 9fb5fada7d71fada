import { serverError } from '@broadside/protocol';
import type { User } from '../accounts/user-store.js';
import { fail, type Outcome } from '../match/outcome.js';
import type { TournamentContext } from './context.js';
import { entrySettings, pairsFromStandings, sittingOut } from './entry-rules.js';
import { entryStore } from './entry-store.js';
import type { TournamentRow, TournamentStore } from './store.js';

/**
 * Check-in before each round (issue 31). With `checkInMinutes` set, a Swiss round is not paired
 * at once: a window opens first (round 1: at the start; later rounds: when the previous round
 * finishes) and every active player is told when it ends. When it ends (the tick, or the
 * organiser closing it early) the round is paired with the players who checked in; the others sit
 * it out with no points, stay in the event, and the organiser is told who they were. Everything is
 * in the database, so a restart during an open window changes nothing.
 */

const utc = (ms: number) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * Whether round `round` must wait for its check-in: opens its window (and tells the players) the
 * first time; true while it is open. When it is over it is closed (the organiser is told who did
 * not check in) and false comes back: pair the round now.
 */
export function awaitCheckIn(ctx: TournamentContext, t: TournamentRow, round: number): boolean {
  const minutes = entrySettings(t.settings).checkInMinutes;
  if (minutes === 0 || !pairsFromStandings(t.format)) return false;
  const entries = entryStore(ctx.store.db);
  const now = ctx.clock.now();
  const window = entries.windows(t.id).find((w) => w.round === round);
  if (!window) {
    const closesAt = now + minutes * 60_000;
    entries.openWindow(t.id, round, now, closesAt);
    ctx.log.info({ tournamentId: t.id, round, closesAt }, 'check-in opened');
    for (const p of ctx.store.players(t.id).filter((x) => x.withdrawnAt === null))
      ctx.notify({
        kind: 'check_in_open',
        userId: p.userId,
        gameId: null,
        tournamentId: t.id,
        key: `check-in:${round}`,
        text: `${t.name}, round ${round}: check in by ${utc(closesAt)} to be paired.`,
      });
    return true;
  }
  if (window.closedAt !== null) return false;
  if (window.closesAt > now) return true;
  entries.closeWindow(t.id, round, now);
  const { absent } = sittingOut(ctx, t, round);
  ctx.log.info({ tournamentId: t.id, round, absent: absent.length }, 'check-in closed');
  if (absent.length > 0) {
    const names = new Map(ctx.store.players(t.id).map((p) => [p.userId, p.displayName]));
    ctx.notify({
      kind: 'tournament_check_in_missed',
      userId: t.organiserId,
      gameId: null,
      tournamentId: t.id,
      key: `check-in-missed:${round}`,
      text: `${t.name}, round ${round}: ${absent.map((u) => names.get(u) ?? `player ${u}`).join(', ')} did not check in and sit the round out.`,
    });
  }
  return false;
}

/**
 * The round whose check-in is under way or just over and that is not paired yet, or null. The
 * tick pairs it once its window ends (also after a restart, even one between closing and pairing).
 */
export function checkInRound(store: TournamentStore, t: TournamentRow): number | null {
  const paired = store.rounds(t.id).at(-1)?.round ?? 0;
  const next = entryStore(store.db)
    .windows(t.id)
    .find((w) => w.round > paired);
  return next ? next.round : null;
}

/** The open window's round, or `tournament/check_in_closed`. */
function openRound(ctx: TournamentContext, t: TournamentRow): Outcome<number> {
  const round = checkInRound(ctx.store, t);
  const window = entryStore(ctx.store.db)
    .windows(t.id)
    .find((w) => w.round === round);
  if (
    t.status !== 'running' ||
    !window ||
    window.closedAt !== null ||
    window.closesAt <= ctx.clock.now()
  )
    return fail(serverError('tournament/check_in_closed'));
  return { ok: true, value: window.round };
}

/** A player checks in for the round whose window is open (again: no change). */
export function checkIn(ctx: TournamentContext, t: TournamentRow, user: User): Outcome<null> {
  const player = ctx.store.players(t.id).find((p) => p.userId === user.id);
  if (!player || player.withdrawnAt !== null) return fail(serverError('tournament/not_registered'));
  const round = openRound(ctx, t);
  if (!round.ok) return round;
  entryStore(ctx.store.db).checkIn(t.id, round.value, user.id, ctx.clock.now());
  return { ok: true, value: null };
}

/** The organiser ends the open window now; the round is paired at once. */
export function closeCheckIn(ctx: TournamentContext, t: TournamentRow, user: User): Outcome<null> {
  if (user.id !== t.organiserId) return fail(serverError('tournament/not_organiser'));
  const round = openRound(ctx, t);
  if (!round.ok) return round;
  entryStore(ctx.store.db).closeEarly(t.id, round.value, ctx.clock.now());
  ctx.advance(t.id);
  return { ok: true, value: null };
}
