import { serverError } from '@broadside/protocol';
import type { TournamentContext } from './context.js';
import { entryStore } from './entry-store.js';
import type { CreateTournament, Format, TournamentSettings } from './settings.js';
import type { TournamentRow } from './store.js';

/** Check-in, late entry and half-point bye settings, with their defaults for older events. */
export interface EntrySettings {
  readonly checkInMinutes: number;
  readonly lateEntryUntilRound: number;
  readonly lateEntryMissedRounds: 'zero' | 'half_point_bye';
  readonly maxHalfPointByes: number;
}

/** The entry settings of a tournament (events created before them have none: all off). */
export function entrySettings(s: TournamentSettings): EntrySettings {
  const kept: Partial<EntrySettings> = s;
  return {
    checkInMinutes: kept.checkInMinutes ?? 0,
    lateEntryUntilRound: kept.lateEntryUntilRound ?? 0,
    lateEntryMissedRounds: kept.lateEntryMissedRounds ?? 'zero',
    maxHalfPointByes: kept.maxHalfPointByes ?? 0,
  };
}

/**
 * Whether a format pairs each round from the standings (Swiss), so that a player may sit a round
 * out. A round robin's schedule and an elimination bracket are fixed: they offer none of these.
 */
export function pairsFromStandings(format: Format): boolean {
  return format === 'swiss';
}

/** The setting a non-Swiss tournament may not turn on, as a `tournament/swiss_only` error. */
export function entrySettingsRefusal(
  body: CreateTournament,
): ReturnType<typeof serverError> | null {
  if (pairsFromStandings(body.format)) return null;
  const on = (['checkInMinutes', 'lateEntryUntilRound', 'maxHalfPointByes'] as const).find(
    (k) => body[k] > 0,
  );
  return on ? serverError('tournament/swiss_only', undefined, [on]) : null;
}

/** The players (account ids) who sit round `round` out: their half-point byes, and no-shows. */
export interface SittingOut {
  /** Asked for a half-point bye in this round. */
  readonly byes: number[];
  /** Did not check in while the round's window was open (and asked for no bye). */
  readonly absent: number[];
}

/** Who sits round `round` out (withdrawn players are not listed: they are out anyway). */
export function sittingOut(ctx: TournamentContext, t: TournamentRow, round: number): SittingOut {
  const entries = entryStore(ctx.store.db);
  const active = ctx.store
    .players(t.id)
    .filter((p) => p.withdrawnAt === null)
    .map((p) => p.userId);
  const asked = new Set(
    entries
      .byes(t.id)
      .filter((b) => b.round === round)
      .map((b) => b.userId),
  );
  const byes = active.filter((u) => asked.has(u));
  const window = entries.windows(t.id).find((w) => w.round === round);
  if (!window) return { byes, absent: [] };
  const came = new Set(entries.checkIns(t.id, round));
  return { byes, absent: active.filter((u) => !asked.has(u) && !came.has(u)) };
}
