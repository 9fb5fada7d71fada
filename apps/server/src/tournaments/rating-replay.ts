import type { SqlDatabase } from '../db/sql-database.js';
import { NEW_RATING, rateGame, type Rating } from './glicko2.js';
import { gameScore } from './standings.js';
import type { TournamentStore } from './store.js';

/** A player's rating before and after a correction (rounded as pages show it). */
export interface RatingChange {
  readonly userId: number;
  readonly ruleset: string;
  readonly before: number;
  readonly after: number;
}

interface HistoryRow {
  readonly id: number;
  readonly user_id: number;
  readonly game_id: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function readRating(r: Record<string, unknown> | undefined): Rating | null {
  return r
    ? {
        rating: r.rating as number,
        deviation: r.deviation as number,
        volatility: r.volatility as number,
      }
    : null;
}

/**
 * Re-rates the ruleset's games from `gameId` on, after its board's result changed. Ratings are
 * applied game by game, each from the ratings its players had before it, so a changed result
 * changes its own update and every later rated game's in the ruleset: each is computed again from
 * the stored boards and the history rows are rewritten in place (none is added, so no game counts
 * twice), and the players' current ratings become the last ones. A game that was never rated (a
 * no-show, an adjudication) changes nothing. Returns the players whose current rating changed.
 */
export function replayRatings(
  store: TournamentStore,
  gameId: string,
  ruleset: string,
): RatingChange[] {
  const db: SqlDatabase = store.db;
  const first = db
    .prepare('SELECT MIN(id) AS id FROM rating_history WHERE game_id = ? AND ruleset = ?')
    .get(gameId, ruleset) as { id: number | null } | undefined;
  if (!first || first.id === null) return [];
  const rows = db
    .prepare(
      'SELECT id, user_id, game_id FROM rating_history WHERE ruleset = ? AND id >= ? ORDER BY id',
    )
    .all(ruleset, first.id) as HistoryRow[];
  const before = db.prepare(
    `SELECT rating, deviation, volatility FROM rating_history
      WHERE user_id = ? AND ruleset = ? AND id < ? ORDER BY id DESC LIMIT 1`,
  );
  const current = db.prepare('SELECT * FROM ratings WHERE user_id = ? AND ruleset = ?');
  const rewrite = db.prepare(
    'UPDATE rating_history SET rating = ?, deviation = ?, volatility = ? WHERE id = ?',
  );
  const setCurrent = db.prepare(
    'UPDATE ratings SET rating = ?, deviation = ?, volatility = ? WHERE user_id = ? AND ruleset = ?',
  );
  const latest = new Map<number, Rating>();
  const ratingOf = (userId: number) => {
    let r = latest.get(userId);
    if (!r) {
      r =
        readRating(before.get(userId, ruleset, first.id) as Record<string, unknown> | undefined) ??
        NEW_RATING;
      latest.set(userId, r);
    }
    return r;
  };
  const games = new Map<string, HistoryRow[]>();
  for (const row of rows) games.set(row.game_id, [...(games.get(row.game_id) ?? []), row]);
  return db.transaction(() => {
    for (const [game, entries] of games) {
      const board = store.boardOfGame(game);
      if (!board || board.result === null || board.secondUser === null) continue;
      const a = ratingOf(board.firstUser);
      const b = ratingOf(board.secondUser);
      const [na, nb] = rateGame(a, b, gameScore(board.result, 'first'));
      const next = new Map([
        [board.firstUser, na],
        [board.secondUser, nb],
      ]);
      for (const e of entries) {
        const r = next.get(e.user_id);
        if (!r) continue;
        rewrite.run(r.rating, r.deviation, r.volatility, e.id);
        latest.set(e.user_id, r);
      }
    }
    const changes: RatingChange[] = [];
    for (const [userId, r] of latest) {
      const was = readRating(current.get(userId, ruleset) as Record<string, unknown> | undefined);
      if (!was) continue;
      setCurrent.run(r.rating, r.deviation, r.volatility, userId, ruleset);
      if (round1(was.rating) !== round1(r.rating))
        changes.push({ userId, ruleset, before: round1(was.rating), after: round1(r.rating) });
    }
    return changes;
  })();
}
