import { performanceRating } from '@broadside/protocol';
import { NEW_RATING, type Rating } from './glicko2.js';
import { gameOfRound, type TournamentSettings } from './settings.js';
import { gameScore } from './standings.js';
import type { BoardRow, TournamentStore } from './store.js';

/** A player's rating beside the standings, and their performance in the event. */
export interface EventRating {
  /** The player's Glicko-2 rating now, in the ruleset of the event's first round; null unrated. */
  readonly rating: number | null;
  /** Its rating deviation (a provisional rating has a high one); null unrated. */
  readonly deviation: number | null;
  /**
   * The performance rating over the event's games played out, by the algorithm of 400
   * (`performanceRating` in @broadside/protocol), against each opponent's rating before the event
   * in that game's ruleset (1500 for an unrated one); null before the first such game.
   */
  readonly performance: number | null;
}

/**
 * Games that count for a performance, as for the ratings: a win, draw or loss played out on the
 * board (not a bye, a forfeit or an organiser's adjudication).
 */
function counted(b: BoardRow): b is BoardRow & { secondUser: number } {
  return (
    b.secondUser !== null &&
    b.adjudication === null &&
    (b.result?.kind === 'win' || b.result?.kind === 'draw')
  );
}

/** The rating of a player in a ruleset when the event started, from the rating history. */
function ratingBefore(
  history: readonly { ruleset: string; rating: number; at: number }[],
  ruleset: string,
  startedAt: number,
): number {
  const before = history.filter((h) => h.ruleset === ruleset && h.at < startedAt);
  return before.at(-1)?.rating ?? NEW_RATING.rating;
}

/**
 * Each player's rating and performance in an event, by account id. One history read per player
 * who met an opponent, so the cost grows with the field, not with the site.
 */
export function eventRatings(
  store: TournamentStore,
  t: { readonly settings: TournamentSettings; readonly startedAt: number | null },
  players: readonly number[],
  boards: readonly BoardRow[],
): Map<number, EventRating> {
  const firstRuleset = gameOfRound(t.settings, 1).ruleset;
  const started = t.startedAt ?? Number.MAX_SAFE_INTEGER;
  const histories = new Map<number, ReturnType<TournamentStore['userHistory']>>();
  const historyOf = (userId: number) => {
    let h = histories.get(userId);
    if (!h) histories.set(userId, (h = store.userHistory(userId)));
    return h;
  };
  const out = new Map<number, EventRating>();
  for (const userId of players) {
    const now: Rating | null = store.rating(userId, firstRuleset);
    const opponents: number[] = [];
    let score = 0;
    for (const b of boards.filter(counted)) {
      const side = b.firstUser === userId ? 'first' : b.secondUser === userId ? 'second' : null;
      if (side === null) continue;
      const opponent = side === 'first' ? b.secondUser : b.firstUser;
      const ruleset = gameOfRound(t.settings, b.round).ruleset;
      opponents.push(ratingBefore(historyOf(opponent), ruleset, started));
      score += gameScore(b.result!, side);
    }
    out.set(userId, {
      rating: now ? Math.round(now.rating * 10) / 10 : null,
      deviation: now ? Math.round(now.deviation * 10) / 10 : null,
      performance: (() => {
        const p = performanceRating(opponents, score);
        return p === null ? null : Math.round(p);
      })(),
    });
  }
  return out;
}
