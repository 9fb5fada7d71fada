import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';

/** A check-in window before a round is paired. */
export interface CheckInWindow {
  readonly round: number;
  readonly openedAt: number;
  readonly closesAt: number;
  /** When the round was paired from it; null while it is open. */
  readonly closedAt: number | null;
}

/** A requested half-point bye. */
export interface ByeRequest {
  readonly round: number;
  readonly userId: number;
  readonly requestedAt: number;
}

type Raw = Record<string, unknown>;

/**
 * Storage of who takes part in which round beyond the registration: check-in windows and
 * check-ins, and requested half-point byes (migration 017). One statement per method.
 */
export class EntryStore {
  private readonly s: Record<string, Statement>;

  constructor(db: Database) {
    this.s = {
      windows: db.prepare(
        'SELECT * FROM tournament_check_in_windows WHERE tournament_id = ? ORDER BY round',
      ),
      openWindow: db.prepare(
        `INSERT OR IGNORE INTO tournament_check_in_windows (tournament_id, round, opened_at, closes_at)
         VALUES (?, ?, ?, ?)`,
      ),
      closeWindow: db.prepare(
        `UPDATE tournament_check_in_windows SET closed_at = ?
         WHERE tournament_id = ? AND round = ? AND closed_at IS NULL`,
      ),
      closeEarly: db.prepare(
        `UPDATE tournament_check_in_windows SET closes_at = ?
         WHERE tournament_id = ? AND round = ? AND closed_at IS NULL AND closes_at > ?`,
      ),
      checkIn: db.prepare(
        'INSERT OR IGNORE INTO tournament_check_ins (tournament_id, round, user_id, at) VALUES (?, ?, ?, ?)',
      ),
      checkIns: db.prepare(
        'SELECT user_id FROM tournament_check_ins WHERE tournament_id = ? AND round = ? ORDER BY at, user_id',
      ),
      requestBye: db.prepare(
        `INSERT OR IGNORE INTO tournament_bye_requests (tournament_id, round, user_id, requested_at)
         VALUES (?, ?, ?, ?)`,
      ),
      cancelBye: db.prepare(
        'DELETE FROM tournament_bye_requests WHERE tournament_id = ? AND round = ? AND user_id = ?',
      ),
      seedLast: db.prepare(
        `UPDATE tournament_players SET seed = (SELECT COALESCE(MAX(seed), 0) + 1
           FROM tournament_players WHERE tournament_id = ?) WHERE tournament_id = ? AND user_id = ?`,
      ),
      halfPointBye: db.prepare(
        `INSERT INTO tournament_boards (tournament_id, round, board, first_user, second_user, result_json)
         SELECT ?, ?, COALESCE(MAX(board), 0) + 1, ?, NULL, ? FROM tournament_boards
          WHERE tournament_id = ? AND round = ?`,
      ),
      byes: db.prepare(
        'SELECT * FROM tournament_bye_requests WHERE tournament_id = ? ORDER BY round, user_id',
      ),
    };
  }

  /** Every check-in window of a tournament, by round. */
  windows(id: string): CheckInWindow[] {
    return (this.s.windows!.all(id) as Raw[]).map((r) => ({
      round: r.round as number,
      openedAt: Number(r.opened_at),
      closesAt: Number(r.closes_at),
      closedAt: r.closed_at === null ? null : Number(r.closed_at),
    }));
  }

  /** Opens the window of a round (once: a second call changes nothing). */
  openWindow(id: string, round: number, now: number, closesAt: number): void {
    this.s.openWindow!.run(id, round, now, closesAt);
  }

  /** Marks the window of a round closed (its round is being paired); false if it already was. */
  closeWindow(id: string, round: number, now: number): boolean {
    return this.s.closeWindow!.run(now, id, round).changes > 0;
  }

  /** Brings an open window's end forward to `now`; false if it is closed or already over. */
  closeEarly(id: string, round: number, now: number): boolean {
    return this.s.closeEarly!.run(now, id, round, now).changes > 0;
  }

  /** Checks a player in for a round (idempotent). */
  checkIn(id: string, round: number, userId: number, now: number): void {
    this.s.checkIn!.run(id, round, userId, now);
  }

  /** The players checked in for a round, first come first. */
  checkIns(id: string, round: number): number[] {
    return (this.s.checkIns!.all(id, round) as Raw[]).map((r) => Number(r.user_id));
  }

  /** Asks for a half-point bye (idempotent). */
  requestBye(id: string, round: number, userId: number, now: number): void {
    this.s.requestBye!.run(id, round, userId, now);
  }

  /** Withdraws a bye request; false if there was none. */
  cancelBye(id: string, round: number, userId: number): boolean {
    return this.s.cancelBye!.run(id, round, userId).changes > 0;
  }

  /** Gives a late entrant the seed after every other player's. */
  seedLast(id: string, userId: number): void {
    this.s.seedLast!.run(id, id, userId);
  }

  /** Adds a half-point bye board (its result given) to a paired round, after its boards. */
  addHalfPointBye(id: string, round: number, userId: number, resultJson: string): void {
    this.s.halfPointBye!.run(id, round, userId, resultJson, id, round);
  }

  /** Every bye request of a tournament, by round. */
  byes(id: string): ByeRequest[] {
    return (this.s.byes!.all(id) as Raw[]).map((r) => ({
      round: r.round as number,
      userId: Number(r.user_id),
      requestedAt: Number(r.requested_at),
    }));
  }
}

const stores = new WeakMap<Database, EntryStore>();

/** The entry store of a database connection (prepared once per connection). */
export function entryStore(db: Database): EntryStore {
  let s = stores.get(db);
  if (!s) stores.set(db, (s = new EntryStore(db)));
  return s;
}
