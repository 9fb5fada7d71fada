import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';
import type { SeatId } from '@broadside/rules';

/** A stored rematch offer (table `rematches`, migration 4). */
export interface RematchRow {
  /** The finished game. */
  readonly gameId: string;
  /** The game the rematch created. */
  readonly newGameId: string;
  /** The seat of the finished game whose player offered it. */
  readonly offeredBy: SeatId;
  /** Each seat of the finished game and the seat its player gets in the new game. */
  readonly seatMap: Readonly<Record<SeatId, SeatId>>;
  readonly offeredAt: number;
}

interface RematchDbRow {
  game_id: string;
  new_game_id: string;
  offered_by: string;
  seat_map: string;
  offered_at: number;
}

function toRow(row: RematchDbRow): RematchRow {
  return {
    gameId: row.game_id,
    newGameId: row.new_game_id,
    offeredBy: row.offered_by,
    seatMap: JSON.parse(row.seat_map) as Record<SeatId, SeatId>,
    offeredAt: row.offered_at,
  };
}

/**
 * Rematch offers on the games database: which new game a finished game's rematch is, and the
 * few seat changes a rematch makes to that new game (names kept, an invite replaced).
 */
export class RematchStore {
  private readonly db: Database;
  private readonly stmt: Record<string, Statement>;

  constructor(db: Database) {
    this.db = db;
    this.stmt = {
      get: db.prepare('SELECT * FROM rematches WHERE game_id = ?'),
      byNewGame: db.prepare('SELECT * FROM rematches WHERE new_game_id = ?'),
      insert: db.prepare(
        'INSERT INTO rematches (game_id, new_game_id, offered_by, seat_map, offered_at) VALUES (?, ?, ?, ?, ?)',
      ),
      remove: db.prepare('DELETE FROM rematches WHERE game_id = ?'),
      name: db.prepare(
        'UPDATE seats SET player_name = ? WHERE game_id = ? AND seat = ? AND player_name IS NULL',
      ),
      invite: db.prepare('UPDATE seats SET invite_hash = ? WHERE game_id = ? AND seat = ?'),
    };
  }

  /** The rematch of a finished game, if one was offered. */
  get(gameId: string): RematchRow | undefined {
    const row = this.stmt.get!.get(gameId) as RematchDbRow | undefined;
    return row && toRow(row);
  }

  /** The rematch that created a game, if it is one. */
  byNewGame(newGameId: string): RematchRow | undefined {
    const row = this.stmt.byNewGame!.get(newGameId) as RematchDbRow | undefined;
    return row && toRow(row);
  }

  /** Runs `write` in one transaction (nested writes of the game store become savepoints). */
  transaction<T>(write: () => T): T {
    return this.db.transaction(write)();
  }

  /** Records an offer, replacing one whose new game no longer exists (it expired unaccepted). */
  put(row: RematchRow): void {
    this.transaction(() => {
      this.stmt.remove!.run(row.gameId);
      this.stmt.insert!.run(
        row.gameId,
        row.newGameId,
        row.offeredBy,
        JSON.stringify(row.seatMap),
        row.offeredAt,
      );
    });
  }

  /** Names a seat of the new game that has no name yet (the player it is kept for). */
  nameSeat(gameId: string, seat: SeatId, name: string): void {
    this.stmt.name!.run(name, gameId, seat);
  }

  /** Replaces a seat's invite (by its hash), to take the seat through the usual join. */
  replaceInvite(gameId: string, seat: SeatId, inviteHash: string): void {
    this.stmt.invite!.run(inviteHash, gameId, seat);
  }
}
