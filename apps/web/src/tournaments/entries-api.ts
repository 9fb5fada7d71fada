import { accountRequest } from '../net/account.js';
import type { TournamentView } from './api.js';

/** Check-in, late entries and half-point byes of a tournament, as its view carries them. */
export interface EntriesView {
  readonly settings: {
    readonly checkInMinutes: number;
    readonly lateEntryUntilRound: number;
    readonly lateEntryMissedRounds: 'zero' | 'half_point_bye';
    readonly maxHalfPointByes: number;
  };
  /** The round whose check-in is open (or just over, not yet paired). */
  readonly checkIn: {
    readonly round: number;
    readonly closesAt: number;
    readonly checkedIn: readonly number[];
  } | null;
  readonly byes: readonly { readonly round: number; readonly userId: number }[];
  readonly lateEntryOpen: boolean;
}

/** A tournament view with its entries part. */
export type EntriesTournament = TournamentView & { readonly entries?: EntriesView };

const path = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;
type Answer = Promise<{ tournament: EntriesTournament }>;

/** Checks the signed-in player in for the round whose window is open. */
export const checkIn = (id: string): Answer => accountRequest('POST', `${path(id)}/check-in`);

/** The organiser closes the open check-in window; the round is paired at once. */
export const closeCheckIn = (id: string): Answer =>
  accountRequest('POST', `${path(id)}/check-in/close`);

/** Asks for a half-point bye in `round` (the organiser may name another player). */
export const requestBye = (id: string, round: number, userId?: number): Answer =>
  accountRequest('POST', `${path(id)}/byes`, userId === undefined ? { round } : { round, userId });

/** Cancels a requested half-point bye. */
export const cancelBye = (id: string, round: number, userId?: number): Answer =>
  accountRequest(
    'DELETE',
    `${path(id)}/byes/${round}${userId === undefined ? '' : `?userId=${userId}`}`,
  );
