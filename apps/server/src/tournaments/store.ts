import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';
import type { Rating } from './glicko2.js';
import type { Format, TournamentSettings } from './settings.js';
import type { BoardResult } from './types.js';

/** A tournament as stored. */
export interface TournamentRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly organiserId: number;
  readonly format: Format;
  readonly settings: TournamentSettings;
  readonly status: 'registration' | 'running' | 'finished';
  readonly webhookUrl: string | null;
  readonly webhookSecret: string | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

/** A registered player. */
export interface PlayerRow {
  readonly userId: number;
  readonly displayName: string;
  readonly username: string;
  readonly seed: number | null;
  readonly registeredAt: number;
  readonly withdrawnAt: number | null;
}

/** A round. */
export interface RoundRow {
  readonly round: number;
  readonly status: 'paired' | 'started' | 'finished';
  readonly pairedAt: number;
  readonly startsAt: number;
  readonly finishedAt: number | null;
}

/** A board of a round. */
export interface BoardRow {
  readonly tournamentId: string;
  readonly round: number;
  readonly board: number;
  readonly firstUser: number;
  readonly secondUser: number | null;
  readonly gameId: string | null;
  readonly firstSeat: string | null;
  readonly secondSeat: string | null;
  readonly firstInvite: string | null;
  readonly secondInvite: string | null;
  readonly result: BoardResult | null;
  readonly adjudication: string | null;
  readonly rated: boolean;
}

/** A stored rating with its game count. */
export interface RatingRow extends Rating {
  readonly userId: number;
  readonly displayName: string;
  readonly username: string;
  readonly ruleset: string;
  readonly games: number;
}

type Raw = Record<string, unknown>;

const tournament = (r: Raw): TournamentRow => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string,
  organiserId: r.organiser_id as number,
  format: r.format as Format,
  settings: JSON.parse(r.settings_json as string) as TournamentSettings,
  status: r.status as TournamentRow['status'],
  webhookUrl: r.webhook_url as string | null,
  webhookSecret: r.webhook_secret as string | null,
  createdAt: r.created_at as number,
  startedAt: r.started_at as number | null,
  finishedAt: r.finished_at as number | null,
});

const board = (r: Raw): BoardRow => ({
  tournamentId: r.tournament_id as string,
  round: r.round as number,
  board: r.board as number,
  firstUser: r.first_user as number,
  secondUser: r.second_user as number | null,
  gameId: r.game_id as string | null,
  firstSeat: r.first_seat as string | null,
  secondSeat: r.second_seat as string | null,
  firstInvite: r.first_invite as string | null,
  secondInvite: r.second_invite as string | null,
  result: r.result_json === null ? null : (JSON.parse(r.result_json as string) as BoardResult),
  adjudication: r.adjudication as string | null,
  rated: r.rated === 1,
});

/** SQLite storage of tournaments and ratings; every method is one statement or transaction. */
export class TournamentStore {
  readonly db: Database;
  private readonly s: Record<string, Statement>;

  constructor(db: Database) {
    this.db = db;
    this.s = {
      insert: db.prepare(
        `INSERT INTO tournaments (id, name, description, organiser_id, format, settings_json, status,
           webhook_url, webhook_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, 'registration', ?, ?, ?)`,
      ),
      get: db.prepare('SELECT * FROM tournaments WHERE id = ?'),
      list: db.prepare('SELECT * FROM tournaments ORDER BY created_at DESC LIMIT ?'),
      running: db.prepare("SELECT id FROM tournaments WHERE status = 'running'"),
      setStatus: db.prepare(
        'UPDATE tournaments SET status = ?, started_at = COALESCE(started_at, ?), finished_at = ? WHERE id = ?',
      ),
      players: db.prepare(
        `SELECT p.*, u.display_name, u.username FROM tournament_players p JOIN users u ON u.id = p.user_id
         WHERE p.tournament_id = ? ORDER BY COALESCE(p.seed, 1e9), p.registered_at, p.user_id`,
      ),
      register: db.prepare(
        'INSERT INTO tournament_players (tournament_id, user_id, registered_at) VALUES (?, ?, ?)',
      ),
      unregister: db.prepare(
        'DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?',
      ),
      withdraw: db.prepare(
        'UPDATE tournament_players SET withdrawn_at = ? WHERE tournament_id = ? AND user_id = ? AND withdrawn_at IS NULL',
      ),
      seed: db.prepare(
        'UPDATE tournament_players SET seed = ? WHERE tournament_id = ? AND user_id = ?',
      ),
      rounds: db.prepare('SELECT * FROM tournament_rounds WHERE tournament_id = ? ORDER BY round'),
      insertRound: db.prepare(
        `INSERT INTO tournament_rounds (tournament_id, round, status, paired_at, starts_at)
         VALUES (?, ?, 'paired', ?, ?)`,
      ),
      roundStatus: db.prepare(
        'UPDATE tournament_rounds SET status = ?, finished_at = ? WHERE tournament_id = ? AND round = ?',
      ),
      boards: db.prepare(
        'SELECT * FROM tournament_boards WHERE tournament_id = ? ORDER BY round, board',
      ),
      startedGames: db.prepare(
        `SELECT g.id FROM tournament_boards b JOIN games g ON g.id = b.game_id
          WHERE b.tournament_id = ? AND g.started_at IS NOT NULL`,
      ),
      deleteBoards: db.prepare(
        'DELETE FROM tournament_boards WHERE tournament_id = ? AND round = ?',
      ),
      insertBoard: db.prepare(
        `INSERT INTO tournament_boards (tournament_id, round, board, first_user, second_user)
         VALUES (?, ?, ?, ?, ?)`,
      ),
      boardOfGame: db.prepare('SELECT * FROM tournament_boards WHERE game_id = ?'),
      setGame: db.prepare(
        `UPDATE tournament_boards SET game_id = ?, first_seat = ?, second_seat = ?, first_invite = ?,
           second_invite = ?, rated = ? WHERE tournament_id = ? AND round = ? AND board = ?
           AND game_id IS NULL`,
      ),
      setResult: db.prepare(
        `UPDATE tournament_boards SET result_json = ?, adjudication = ?
         WHERE tournament_id = ? AND round = ? AND board = ? AND result_json IS NULL`,
      ),
      overrideResult: db.prepare(
        `UPDATE tournament_boards SET result_json = ?, adjudication = ?
         WHERE tournament_id = ? AND round = ? AND board = ?`,
      ),
      inviteSeat: db.prepare('UPDATE seats SET invited_user_id = ? WHERE game_id = ? AND seat = ?'),
      rating: db.prepare('SELECT * FROM ratings WHERE user_id = ? AND ruleset = ?'),
      userByName: db.prepare('SELECT id FROM users WHERE username = ?'),
      usernameOf: db.prepare('SELECT username FROM users WHERE id = ?'),
      putRating: db.prepare(
        `INSERT INTO ratings (user_id, ruleset, rating, deviation, volatility, games, updated_at)
         VALUES (?, ?, ?, ?, ?, 1, ?)
         ON CONFLICT (user_id, ruleset) DO UPDATE SET rating = excluded.rating,
           deviation = excluded.deviation, volatility = excluded.volatility,
           games = ratings.games + 1, updated_at = excluded.updated_at`,
      ),
      history: db.prepare(
        `INSERT OR IGNORE INTO rating_history (user_id, ruleset, game_id, rating, deviation, volatility, at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      rated: db.prepare('SELECT 1 FROM rating_history WHERE game_id = ? LIMIT 1'),
      leaderboard: db.prepare(
        `SELECT r.*, u.display_name, u.username FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.ruleset = ? ORDER BY r.rating DESC, r.deviation LIMIT ?`,
      ),
      userRatings: db.prepare(
        `SELECT r.*, u.display_name, u.username FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.user_id = ? ORDER BY r.ruleset`,
      ),
      userHistory: db.prepare(
        `SELECT ruleset, game_id, rating, deviation, at FROM rating_history
         WHERE user_id = ? ORDER BY id LIMIT 1000`,
      ),
    };
  }

  create(
    row: Pick<
      TournamentRow,
      'id' | 'name' | 'description' | 'organiserId' | 'format' | 'settings'
    > & {
      webhookUrl: string | null;
      webhookSecret: string | null;
    },
    now: number,
  ): void {
    this.s.insert!.run(
      row.id,
      row.name,
      row.description,
      row.organiserId,
      row.format,
      JSON.stringify(row.settings),
      row.webhookUrl,
      row.webhookSecret,
      now,
    );
  }

  get(id: string): TournamentRow | null {
    const r = this.s.get!.get(id) as Raw | undefined;
    return r ? tournament(r) : null;
  }

  list(limit: number): TournamentRow[] {
    return (this.s.list!.all(limit) as Raw[]).map(tournament);
  }

  runningIds(): string[] {
    return (this.s.running!.all() as { id: string }[]).map((r) => r.id);
  }

  setStatus(id: string, status: TournamentRow['status'], now: number): void {
    this.s.setStatus!.run(status, now, status === 'finished' ? now : null, id);
  }

  players(id: string): PlayerRow[] {
    return (this.s.players!.all(id) as Raw[]).map((r) => ({
      userId: r.user_id as number,
      displayName: r.display_name as string,
      username: r.username as string,
      seed: r.seed as number | null,
      registeredAt: r.registered_at as number,
      withdrawnAt: r.withdrawn_at as number | null,
    }));
  }

  register(id: string, userId: number, now: number): void {
    this.s.register!.run(id, userId, now);
  }

  unregister(id: string, userId: number): void {
    this.s.unregister!.run(id, userId);
  }

  withdraw(id: string, userId: number, now: number): boolean {
    return this.s.withdraw!.run(now, id, userId).changes > 0;
  }

  /** Fixes the seeds (1 = top) and the running status, in one transaction. */
  start(id: string, seeds: readonly number[], now: number): void {
    this.db.transaction(() => {
      seeds.forEach((userId, i) => this.s.seed!.run(i + 1, id, userId));
      this.setStatus(id, 'running', now);
    })();
  }

  rounds(id: string): RoundRow[] {
    return (this.s.rounds!.all(id) as Raw[]).map((r) => ({
      round: r.round as number,
      status: r.status as RoundRow['status'],
      pairedAt: r.paired_at as number,
      startsAt: r.starts_at as number,
      finishedAt: r.finished_at as number | null,
    }));
  }

  /** Stores a round's pairing (replacing an earlier pairing of a round not yet started). */
  pairRound(
    id: string,
    round: number,
    boards: readonly { first: number; second: number | null }[],
    now: number,
    startsAt: number,
    replace: boolean,
  ): void {
    this.db.transaction(() => {
      if (replace) this.s.deleteBoards!.run(id, round);
      else this.s.insertRound!.run(id, round, now, startsAt);
      boards.forEach((b, i) => this.s.insertBoard!.run(id, round, i + 1, b.first, b.second));
    })();
  }

  setRoundStatus(id: string, round: number, status: RoundRow['status'], now: number): void {
    this.s.roundStatus!.run(status, status === 'finished' ? now : null, id, round);
  }

  boards(id: string): BoardRow[] {
    return (this.s.boards!.all(id) as Raw[]).map(board);
  }

  /**
   * Ids of the tournament's games that were played (started): a board settled before its game
   * started (a no-show, an adjudication, a withdrawal) has no replay to link to.
   */
  startedGames(id: string): Set<string> {
    return new Set((this.s.startedGames!.all(id) as { id: string }[]).map((r) => r.id));
  }

  boardOfGame(gameId: string): BoardRow | null {
    const r = this.s.boardOfGame!.get(gameId) as Raw | undefined;
    return r ? board(r) : null;
  }

  /**
   * Links a board to its game, and keeps each seat for its player's account (who takes it with
   * `POST /api/games/{id}/my-seat`). The invite columns stay empty: no invite is kept in clear.
   * Only a board without a game takes one: false when another process linked one first (two
   * nodes of a cluster starting the same round), and nothing is changed.
   */
  setGame(
    b: BoardRow,
    game: { gameId: string; firstSeat: string; secondSeat: string },
    rated: boolean,
  ): boolean {
    return this.db.transaction(() => {
      const linked = this.s.setGame!.run(
        game.gameId,
        game.firstSeat,
        game.secondSeat,
        null,
        null,
        rated ? 1 : 0,
        b.tournamentId,
        b.round,
        b.board,
      );
      if (linked.changes !== 1) return false;
      this.s.inviteSeat!.run(b.firstUser, game.gameId, game.firstSeat);
      this.s.inviteSeat!.run(b.secondUser, game.gameId, game.secondSeat);
      return true;
    })();
  }

  /** Records a board's result; only the first one counts unless `override`. */
  setResult(
    b: Pick<BoardRow, 'tournamentId' | 'round' | 'board'>,
    result: BoardResult,
    adjudication: string | null,
    override = false,
  ): boolean {
    const statement = override ? this.s.overrideResult! : this.s.setResult!;
    return (
      statement.run(JSON.stringify(result), adjudication, b.tournamentId, b.round, b.board)
        .changes > 0
    );
  }

  /** The account id of a username (any case), or null. */
  userIdByName(username: string): number | null {
    const r = this.s.userByName!.get(username) as { id: number } | undefined;
    return r ? r.id : null;
  }

  /** The username of an account id, or null. */
  usernameOf(userId: number): string | null {
    const r = this.s.usernameOf!.get(userId) as { username: string } | undefined;
    return r ? r.username : null;
  }

  rating(userId: number, ruleset: string): Rating | null {
    const r = this.s.rating!.get(userId, ruleset) as Raw | undefined;
    return r
      ? {
          rating: r.rating as number,
          deviation: r.deviation as number,
          volatility: r.volatility as number,
        }
      : null;
  }

  /** Stores new ratings after a game, once per game (a second call changes nothing). */
  rate(
    gameId: string,
    ruleset: string,
    updates: readonly [number, Rating][],
    now: number,
  ): boolean {
    return this.db.transaction(() => {
      if (this.s.rated!.get(gameId)) return false;
      for (const [userId, r] of updates) {
        this.s.putRating!.run(userId, ruleset, r.rating, r.deviation, r.volatility, now);
        this.s.history!.run(userId, ruleset, gameId, r.rating, r.deviation, r.volatility, now);
      }
      return true;
    })();
  }

  leaderboard(ruleset: string, limit: number): RatingRow[] {
    return (this.s.leaderboard!.all(ruleset, limit) as Raw[]).map(ratingRow);
  }

  userRatings(userId: number): RatingRow[] {
    return (this.s.userRatings!.all(userId) as Raw[]).map(ratingRow);
  }

  userHistory(
    userId: number,
  ): { ruleset: string; gameId: string; rating: number; deviation: number; at: number }[] {
    return (this.s.userHistory!.all(userId) as Raw[]).map((r) => ({
      ruleset: r.ruleset as string,
      gameId: r.game_id as string,
      rating: r.rating as number,
      deviation: r.deviation as number,
      at: r.at as number,
    }));
  }
}

function ratingRow(r: Raw): RatingRow {
  return {
    userId: r.user_id as number,
    displayName: r.display_name as string,
    username: r.username as string,
    ruleset: r.ruleset as string,
    rating: r.rating as number,
    deviation: r.deviation as number,
    volatility: r.volatility as number,
    games: r.games as number,
  };
}
