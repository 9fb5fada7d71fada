import { serverError } from '@broadside/protocol';
import type { User } from '../accounts/user-store.js';
import { fail, type Outcome } from '../match/outcome.js';
import { checkInRound } from './check-in.js';
import type { TournamentContext } from './context.js';
import { entrySettings, pairsFromStandings, type EntrySettings } from './entry-rules.js';
import { entryStore } from './entry-store.js';
import { HALF_POINT_BYE } from './half-point-bye.js';
import type { TournamentRow, TournamentStore } from './store.js';

/**
 * Late entries and requested half-point byes (issue 31), Swiss only.
 *
 * - Late entry: with `lateEntryUntilRound` set, registration stays open after the start until that
 *   round is paired. A late entrant is seeded after everyone else and joins from the next pairing;
 *   for each round already paired it scores nothing, or (`lateEntryMissedRounds: half_point_bye`)
 *   a half-point bye.
 * - Half-point byes: a player (or the organiser for them) asks for a bye in a round not yet
 *   paired, up to `maxHalfPointByes` requests. That round they are left out of the pairing and
 *   score `scoring.halfPointBye` (a draw's points unless set).
 */

/** Whether a running tournament still takes late entries. */
export function lateEntryOpen(store: TournamentStore, t: TournamentRow): boolean {
  const until = entrySettings(t.settings).lateEntryUntilRound;
  if (t.status !== 'running' || until === 0 || !pairsFromStandings(t.format)) return false;
  return !store.rounds(t.id).some((r) => r.round >= until);
}

/** Registers a late entrant: seeded last, with half-point byes for missed rounds if so set. */
export function enterLate(ctx: TournamentContext, t: TournamentRow, userId: number): void {
  const entries = entryStore(ctx.store.db);
  const byes = entrySettings(t.settings).lateEntryMissedRounds === 'half_point_bye';
  ctx.store.db.transaction(() => {
    ctx.store.register(t.id, userId, ctx.clock.now());
    entries.seedLast(t.id, userId);
    if (byes)
      for (const r of ctx.store.rounds(t.id))
        entries.addHalfPointBye(t.id, r.round, userId, JSON.stringify(HALF_POINT_BYE));
  })();
  ctx.log.info({ tournamentId: t.id, userId }, 'late entry');
}

/** Adds the half-point byes asked for in `round` to its boards (inside its pairing's transaction). */
export function storeHalfPointByes(
  store: TournamentStore,
  t: TournamentRow,
  round: number,
  userIds: readonly number[],
): void {
  const entries = entryStore(store.db);
  for (const u of userIds) entries.addHalfPointBye(t.id, round, u, JSON.stringify(HALF_POINT_BYE));
}

/** Checks who may ask for (or cancel) a bye of `userId` in `round`, and that it is not too late. */
function byeTarget(
  store: TournamentStore,
  t: TournamentRow,
  actor: User,
  userId: number,
  round: number,
): Outcome<null> {
  if (actor.id !== userId && actor.id !== t.organiserId)
    return fail(serverError('tournament/not_organiser'));
  const player = store.players(t.id).find((p) => p.userId === userId);
  if (!player || player.withdrawnAt !== null) return fail(serverError('tournament/not_registered'));
  if (round > (t.settings.rounds ?? 0))
    return fail(serverError('request/invalid', 'The tournament has fewer rounds.', ['round']));
  const window = entryStore(store.db)
    .windows(t.id)
    .find((w) => w.round === round);
  if (
    t.status === 'finished' ||
    store.rounds(t.id).some((r) => r.round >= round) ||
    (window && window.closedAt !== null)
  )
    return fail(serverError('tournament/bye_too_late'));
  return { ok: true, value: null };
}

/** Asks for a half-point bye in a round not yet paired (again for the same round: no change). */
export function requestBye(
  ctx: TournamentContext,
  t: TournamentRow,
  actor: User,
  userId: number,
  round: number,
): Outcome<null> {
  const max = pairsFromStandings(t.format) ? entrySettings(t.settings).maxHalfPointByes : 0;
  if (max === 0)
    return fail(serverError('tournament/bye_limit', 'This tournament offers no half-point byes.'));
  const target = byeTarget(ctx.store, t, actor, userId, round);
  if (!target.ok) return target;
  const entries = entryStore(ctx.store.db);
  const mine = entries.byes(t.id).filter((b) => b.userId === userId);
  if (mine.some((b) => b.round === round)) return { ok: true, value: null };
  if (mine.length >= max) return fail(serverError('tournament/bye_limit'));
  entries.requestBye(t.id, round, userId, ctx.clock.now());
  return { ok: true, value: null };
}

/** Cancels a requested bye of a round not yet paired. */
export function cancelBye(
  ctx: TournamentContext,
  t: TournamentRow,
  actor: User,
  userId: number,
  round: number,
): Outcome<null> {
  const target = byeTarget(ctx.store, t, actor, userId, round);
  if (!target.ok) return target;
  if (!entryStore(ctx.store.db).cancelBye(t.id, round, userId))
    return fail(serverError('tournament/no_bye_request'));
  return { ok: true, value: null };
}

/** What a tournament page shows of check-in, late entry and byes. */
export interface EntriesView {
  readonly settings: EntrySettings;
  /** The round whose check-in window is open (or just over, not yet paired); null otherwise. */
  readonly checkIn: {
    readonly round: number;
    readonly closesAt: number;
    readonly checkedIn: number[];
  } | null;
  /** Requested half-point byes (those of paired rounds are on their boards too). */
  readonly byes: { readonly round: number; readonly userId: number }[];
  /** Whether a running tournament still takes late entries. */
  readonly lateEntryOpen: boolean;
}

/** The entries part of a tournament's public view. */
export function entriesView(store: TournamentStore, t: TournamentRow): EntriesView {
  const entries = entryStore(store.db);
  const round = checkInRound(store, t);
  const window = entries.windows(t.id).find((w) => w.round === round);
  return {
    settings: entrySettings(t.settings),
    checkIn: window
      ? {
          round: window.round,
          closesAt: window.closesAt,
          checkedIn: entries.checkIns(t.id, window.round),
        }
      : null,
    byes: entries.byes(t.id).map((b) => ({ round: b.round, userId: b.userId })),
    lateEntryOpen: lateEntryOpen(store, t),
  };
}
