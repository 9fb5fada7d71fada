import type { DieRoll, GameResult, SeatId } from '@broadside/rules';
import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';

/** One seat's stored part in a seed made together (table `seat_nonces`, migration 9). */
export interface SeatNonceRow {
  readonly seat: SeatId;
  /** SHA-256 of the nonce, lowercase hex. */
  readonly commitment: string;
  /** The revealed nonce (hex), or null until revealed. */
  readonly nonce: string | null;
  readonly committedAt: number;
  readonly revealedAt: number | null;
}

/** The game as created again from its joint seed, stored when the seed is fixed. */
export interface FixedSeed {
  readonly gameSeed: Uint8Array;
  readonly seatCommitments: readonly { readonly seat: SeatId; readonly commitment: string }[];
  readonly state: unknown;
  readonly stateHash: string;
  readonly createEvents: readonly unknown[];
  readonly createDice: readonly DieRoll[];
}

interface NonceDbRow {
  seat: string;
  commitment: string;
  nonce: string | null;
  committed_at: number;
  revealed_at: number | null;
}

type StatementName =
  | 'nonces'
  | 'commit'
  | 'reveal'
  | 'deadline'
  | 'due'
  | 'fixGame'
  | 'fixSnapshot'
  | 'abandon'
  | 'remove';

/**
 * Seeds made together on the games database: the seats' nonce commitments and reveals, the
 * reveal deadline, and the joint seed once fixed. The server's secret stays in `games.seed`.
 */
export class SeedStore {
  private readonly db: Database;
  private readonly stmt: Record<StatementName, Statement>;

  constructor(db: Database) {
    this.db = db;
    this.stmt = {
      nonces: db.prepare(
        'SELECT seat, commitment, nonce, committed_at, revealed_at FROM seat_nonces WHERE game_id = ?',
      ),
      commit: db.prepare(
        `INSERT INTO seat_nonces (game_id, seat, commitment, committed_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (game_id, seat) DO UPDATE SET commitment = excluded.commitment,
           committed_at = excluded.committed_at, nonce = NULL, revealed_at = NULL`,
      ),
      reveal: db.prepare(
        'UPDATE seat_nonces SET nonce = ?, revealed_at = ? WHERE game_id = ? AND seat = ? AND nonce IS NULL',
      ),
      deadline: db.prepare('UPDATE games SET reveal_deadline_at = ? WHERE id = ?'),
      due: db.prepare(
        "SELECT id FROM games WHERE reveal_deadline_at IS NOT NULL AND reveal_deadline_at <= ? AND status = 'open'",
      ),
      fixGame: db.prepare(
        `UPDATE games SET game_seed = ?, seat_commitments = ?, state_hash = ?, create_events = ?,
           create_dice = ?, reveal_deadline_at = NULL WHERE id = ? AND status = 'open' AND seq = 0`,
      ),
      fixSnapshot: db.prepare(
        'UPDATE snapshots SET state_json = ?, state_hash = ? WHERE game_id = ? AND seq = 0',
      ),
      abandon: db.prepare(
        `UPDATE games SET status = 'finished', result_json = ?, finished_at = ?,
           reveal_deadline_at = NULL WHERE id = ? AND status = 'open'`,
      ),
      remove: db.prepare('DELETE FROM seat_nonces WHERE game_id = ?'),
    };
  }

  /** The seats' commitments and reveals of a game (any order). */
  nonces(gameId: string): SeatNonceRow[] {
    return (this.stmt.nonces.all(gameId) as NonceDbRow[]).map((r) => ({
      seat: r.seat,
      commitment: r.commitment,
      nonce: r.nonce,
      committedAt: r.committed_at,
      revealedAt: r.revealed_at,
    }));
  }

  /** Records (or replaces, dropping any reveal) a seat's commitment. */
  commit(gameId: string, seat: SeatId, commitment: string, at: number): void {
    this.stmt.commit.run(gameId, seat, commitment, at);
  }

  /** Records a seat's revealed nonce; false when it was already revealed. */
  reveal(gameId: string, seat: SeatId, nonceHex: string, at: number): boolean {
    return this.stmt.reveal.run(nonceHex, at, gameId, seat).changes === 1;
  }

  /** Sets (or clears) when seats that have not revealed lose by forfeit. */
  setRevealDeadline(gameId: string, at: number | null): void {
    this.stmt.deadline.run(at, gameId);
  }

  /** Open games whose reveal deadline has passed. */
  revealsDue(at: number): string[] {
    return (this.stmt.due.all(at) as { id: string }[]).map((r) => r.id);
  }

  /**
   * Stores the joint seed and the game created again from it (header and the snapshot at 0), in
   * one transaction; only for an open game with no entry yet.
   */
  fixSeed(gameId: string, fixed: FixedSeed): void {
    this.db.transaction(() => {
      const info = this.stmt.fixGame.run(
        Buffer.from(fixed.gameSeed),
        JSON.stringify(fixed.seatCommitments),
        fixed.stateHash,
        JSON.stringify(fixed.createEvents),
        JSON.stringify(fixed.createDice),
        gameId,
      );
      if (info.changes !== 1) throw new Error(`game ${gameId} is not open and unplayed`);
      this.stmt.fixSnapshot.run(JSON.stringify(fixed.state), fixed.stateHash, gameId);
    })();
  }

  /** Ends an open game whose seed was never made (a seat did not reveal): the forfeit result. */
  abandon(gameId: string, result: GameResult, at: number): boolean {
    return this.stmt.abandon.run(JSON.stringify(result), at, gameId).changes === 1;
  }

  /** Forgets a game's nonces (the game is being deleted). */
  remove(gameId: string): void {
    this.stmt.remove.run(gameId);
  }
}
