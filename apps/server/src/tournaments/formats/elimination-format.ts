import type { Format, TournamentSettings } from '../settings.js';
import type { Pairing, PlayedBoard, PlayerId } from '../types.js';
import { placementTiers, replayBracket, type BracketMatch, type BracketReplay } from './bracket.js';
import { doubleEliminationBracket } from './double-elimination.js';
import { singleEliminationBracket } from './single-elimination.js';

/** The elimination options of a tournament's settings (older tournaments have none). */
export type BracketOptions = Partial<
  Pick<TournamentSettings, 'grandFinalReset' | 'thirdPlaceMatch'>
>;

/** Formats played as a bracket of matches. */
export type BracketFormat = 'single_elimination' | 'double_elimination';

/** Whether a format is played as a bracket. */
export function isBracketFormat(format: Format): format is BracketFormat {
  return format === 'single_elimination' || format === 'double_elimination';
}

/**
 * The bracket of a format for `players` entrants; a bracket reset is on and a third-place match
 * off unless the settings say otherwise.
 */
export function bracketOf(
  format: BracketFormat,
  players: number,
  options: BracketOptions,
): BracketMatch[] {
  return format === 'double_elimination'
    ? doubleEliminationBracket(players, { grandFinalReset: options.grandFinalReset ?? true })
    : singleEliminationBracket(players, { thirdPlaceMatch: options.thirdPlaceMatch ?? false });
}

/** The bracket of a tournament replayed with its boards (every round so far). */
export function replayTournamentBracket(
  format: BracketFormat,
  options: BracketOptions,
  seeded: readonly PlayerId[],
  boards: readonly PlayedBoard[],
): BracketReplay {
  return replayBracket(bracketOf(format, seeded.length, options), seeded, boards);
}

/**
 * The pairing of bracket round `round` from the boards of the rounds before it: every match that
 * is ready, in bracket order (winners, losers, finals, third place); null when none is left.
 */
export function pairBracketRound(
  format: BracketFormat,
  options: BracketOptions,
  seeded: readonly PlayerId[],
  boards: readonly PlayedBoard[],
  round: number,
): Pairing[] | null {
  const before = boards.filter((b) => b.round < round);
  const { next } = replayTournamentBracket(format, options, seeded, before);
  return next.length === 0 ? null : next.map((n) => n.pairing);
}

/**
 * Reorders standings (best first, by points and tie-breaks) by elimination placement: the
 * champion, the finalist, then by how late each player was knocked out; players knocked out at
 * the same stage share a rank (semi-final losers share third place unless a third-place match
 * split them), and players still in the running come first. Within a rank the standings' order
 * is kept.
 */
export function bracketStandings<T extends { readonly player: PlayerId; readonly rank: number }>(
  standings: readonly T[],
  replay: BracketReplay,
): T[] {
  const tiers = placementTiers(replay);
  const tier = (p: PlayerId) => tiers.get(p) ?? Number.POSITIVE_INFINITY;
  const ordered = [...standings].sort((a, b) =>
    tier(a.player) === tier(b.player) ? 0 : tier(a.player) > tier(b.player) ? -1 : 1,
  );
  return ordered.map((s) => ({
    ...s,
    rank: ordered.filter((o) => tier(o.player) > tier(s.player)).length + 1,
  }));
}
