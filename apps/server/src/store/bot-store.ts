import type { BotSeatSpec } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';

/** Bot levels the server knows (the protocol's); which a ruleset offers comes from the library. */
export type BotLevelName = BotSeatSpec['level'];

/** A seat the server plays itself (table `bot_seats`, migration 7). */
export interface StoredBotSeat {
  readonly seat: SeatId;
  readonly level: BotLevelName;
  /** Most thinking time per decision in ms, for levels that search; `null` otherwise. */
  readonly budgetMs: number | null;
  /** The bot's own random seed, never the game's dice seed. */
  readonly seed: string;
}

interface BotSeatDbRow {
  seat: string;
  level: string;
  budget_ms: number | null;
  seed: string;
}

/** Bot seats on the games database: one row per seat a bot plays. */
export class BotStore {
  private readonly db: Database;
  private readonly stmt: Record<'of' | 'put' | 'live', Statement>;

  constructor(db: Database) {
    this.db = db;
    this.stmt = {
      of: db.prepare(
        'SELECT seat, level, budget_ms, seed FROM bot_seats WHERE game_id = ? ORDER BY seat',
      ),
      put: db.prepare(
        'INSERT INTO bot_seats (game_id, seat, level, budget_ms, seed) VALUES (?, ?, ?, ?, ?)',
      ),
      live: db.prepare(
        `SELECT DISTINCT b.game_id AS id FROM bot_seats b JOIN games g ON g.id = b.game_id
         WHERE g.status = 'live' ORDER BY b.game_id`,
      ),
    };
  }

  /** The bot seats of a game (none for most games). */
  botsOf(gameId: string): StoredBotSeat[] {
    return (this.stmt.of.all(gameId) as BotSeatDbRow[]).map((row) => ({
      seat: row.seat,
      level: row.level as BotLevelName,
      budgetMs: row.budget_ms,
      seed: row.seed,
    }));
  }

  /**
   * Runs `createGame` (which stores the game) and stores its bot seats in the same transaction,
   * so that a game is never stored with seats taken by bots that are not.
   */
  createWith(gameId: string, bots: readonly StoredBotSeat[], createGame: () => void): void {
    this.db.transaction(() => {
      createGame();
      for (const bot of bots)
        this.stmt.put.run(gameId, bot.seat, bot.level, bot.budgetMs, bot.seed);
    })();
  }

  /** Ids of the live games with at least one bot seat (resumed after a restart). */
  liveGames(): string[] {
    return (this.stmt.live.all() as { id: string }[]).map((row) => row.id);
  }
}
