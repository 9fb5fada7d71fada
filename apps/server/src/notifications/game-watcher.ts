import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';
import type { MatchService } from '../match/match-service.js';
import { timeLeftMs } from '../match/clocks.js';
import { owingSeats, type LiveGame } from '../match/live-game.js';
import type { Notifier } from './notifier.js';

/** Warn this long before a correspondence clock runs out (at most half the time per decision). */
export const DEADLINE_WARNING_MS = 24 * 3600_000;

interface SeatRow {
  game_id: string;
  seat: string;
  user_id: number;
  seq: number;
  deadline_at: number | null;
}

/**
 * Watches the games of signed-in players and tells them, once each: a game started, it is
 * their move (unless they are looking at the game), their correspondence clock runs low, a
 * rematch was offered. It reads the database now and then instead of hooking the match
 * service: only games whose sequence moved, or whose deadline nears, are looked at again.
 *
 * Each process watches only the games it owns (`match.ownership`): only the owner knows a
 * game's latest entries (some may still be in its log tail) and who is looking at it, and a
 * process that loaded another's game would keep a copy that goes stale. The rematch offers,
 * which are no one game's, are handled by one process: the one that runs the shared scans.
 */
export class GameWatcher {
  private readonly s: Record<string, Statement>;
  private readonly seen = new Map<string, number>();
  private rematchesSince: number;
  private readonly match: MatchService;
  private readonly notifier: Notifier;

  constructor(db: Database, match: MatchService, notifier: Notifier) {
    this.match = match;
    this.notifier = notifier;
    this.rematchesSince = match.clock.now() - 24 * 3600_000;
    this.s = {
      live: db.prepare(
        `SELECT s.game_id, s.seat, s.user_id, g.seq, g.deadline_at
           FROM seats s JOIN games g ON g.id = s.game_id
          WHERE s.user_id IS NOT NULL AND g.status = 'live'`,
      ),
      rematches: db.prepare(
        'SELECT game_id, new_game_id, offered_by, seat_map, offered_at FROM rematches WHERE offered_at >= ?',
      ),
      seatUsers: db.prepare(
        'SELECT seat, user_id FROM seats WHERE game_id = ? AND user_id IS NOT NULL',
      ),
      bind: db.prepare(
        'UPDATE seats SET user_id = ? WHERE game_id = ? AND seat = ? AND user_id IS NULL',
      ),
      keep: db.prepare(
        'UPDATE seats SET invited_user_id = ? WHERE game_id = ? AND seat = ? AND user_id IS NULL',
      ),
      bindTaken: db.prepare(
        `UPDATE seats SET user_id = invited_user_id
          WHERE invited_user_id IS NOT NULL AND user_id IS NULL AND claimed_at IS NOT NULL`,
      ),
    };
  }

  /**
   * Looks once at every watched game this process owns; returns how many notifications were
   * made. With `shared` (the default; false in a process that does not run the shared scans,
   * such as worker `w1` of `WORKERS=2`) it first handles the rematch offers too.
   */
  scan(shared = true): number {
    this.match.commits.flush();
    let made = 0;
    if (shared) {
      made += this.rematchOffers();
      // A kept seat taken outside the lobby routes (accepting a rematch) belongs to its account.
      this.s.bindTaken!.run();
    }
    const now = this.match.clock.now();
    const byGame = new Map<string, SeatRow[]>();
    for (const row of this.s.live!.all() as SeatRow[]) {
      if (!this.match.ownership.owns(row.game_id)) continue;
      const rows = byGame.get(row.game_id);
      if (rows) rows.push(row);
      else byGame.set(row.game_id, [row]);
    }
    for (const [gameId, rows] of byGame) {
      const first = rows[0]!;
      const nearDeadline =
        first.deadline_at !== null && first.deadline_at - now <= DEADLINE_WARNING_MS;
      // The row's seq lags while the game's latest entries are in the log tail.
      const seq = this.match.store.latestSeq(gameId, first.seq);
      if (this.seen.get(gameId) === seq && !nearDeadline) continue;
      this.seen.set(gameId, seq);
      const loaded = this.match.cache.get(gameId);
      if (!loaded.ok) continue;
      made += this.look(loaded.game, rows, now);
    }
    for (const id of this.seen.keys()) if (!byGame.has(id)) this.seen.delete(id);
    return made;
  }

  private look(game: LiveGame, rows: readonly SeatRow[], now: number): number {
    let made = 0;
    const owing = owingSeats(game);
    const title = game.header.title;
    const link = `#/game/${game.id}`;
    const tell = (userId: number, n: Parameters<Notifier['notify']>[1]) => {
      if (this.notifier.notify(userId, n) !== null) made += 1;
    };
    for (const row of rows) {
      tell(row.user_id, {
        kind: 'game_started',
        gameId: game.id,
        text: `${title} has started.`,
        link,
        dedupeKey: `started:${game.id}`,
      });
      if (!owing.has(row.seat)) continue;
      const since = game.decisionSeq.get(row.seat) ?? game.header.seq;
      const looking = [...game.subscribers].some(
        (s) => s.role.kind === 'seat' && s.role.seat === row.seat,
      );
      if (!looking)
        tell(row.user_id, {
          kind: 'move_due',
          gameId: game.id,
          text: `Your move in ${title}.`,
          link,
          dedupeKey: `move:${game.id}:${since}`,
        });
      const left = timeLeftMs(game.header.clocks, row.seat, now);
      const control = game.header.timeControl;
      if (left === null || control.kind !== 'correspondence') continue;
      const warnAt = Math.min(DEADLINE_WARNING_MS, (control.perDecisionSeconds * 1000) / 2);
      if (left <= warnAt)
        tell(row.user_id, {
          kind: 'deadline',
          gameId: game.id,
          text: `Less than ${Math.max(1, Math.round(left / 3600_000))} h left for your move in ${title}.`,
          link,
          dedupeKey: `deadline:${game.id}:${since}`,
        });
    }
    return made;
  }

  /**
   * Rematches offered since the last look: the offerer's new seat stays theirs, the other
   * players' new seats are kept for their accounts, and they are told.
   */
  private rematchOffers(): number {
    let made = 0;
    const rows = this.s.rematches!.all(this.rematchesSince) as {
      game_id: string;
      new_game_id: string;
      offered_by: string;
      seat_map: string;
      offered_at: number;
    }[];
    for (const r of rows) {
      this.rematchesSince = Math.max(this.rematchesSince, r.offered_at);
      const seatMap = JSON.parse(r.seat_map) as Record<string, string>;
      const owners = this.s.seatUsers!.all(r.game_id) as { seat: string; user_id: number }[];
      const title = this.match.store.getGame(r.new_game_id)?.title ?? 'a game';
      for (const o of owners) {
        const seat = seatMap[o.seat];
        if (seat === undefined) continue;
        if (o.seat === r.offered_by) {
          this.s.bind!.run(o.user_id, r.new_game_id, seat);
          continue;
        }
        this.s.keep!.run(o.user_id, r.new_game_id, seat);
        const id = this.notifier.notify(o.user_id, {
          kind: 'rematch',
          gameId: r.new_game_id,
          text: `A rematch of ${title} was offered, sides swapped.`,
          link: `#/game/${r.game_id}`,
          dedupeKey: `rematch:${r.new_game_id}`,
        });
        if (id !== null) made += 1;
      }
      const live = this.match.cache.peek(r.new_game_id);
      if (live) live.seats = this.match.store.seats(r.new_game_id);
    }
    return made;
  }
}
