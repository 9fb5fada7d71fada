import type { GameAnalysis } from '@broadside/bots';
import type { SqlDatabase, SqlStatement } from '../db/sql-database.js';

/**
 * Finished games' analyses (table `game_analyses`, migration 19), one row per game, analysis
 * version and settings. A finished game's record never changes, so a row is never updated: it
 * is served as it is until the version or the settings change.
 */
export class AnalysisStore {
  private readonly stmt: Record<'get' | 'put', SqlStatement>;

  constructor(db: SqlDatabase) {
    this.stmt = {
      get: db.prepare(
        'SELECT body_json FROM game_analyses WHERE game_id = ? AND version = ? AND settings = ?',
      ),
      put: db.prepare(
        `INSERT OR IGNORE INTO game_analyses (game_id, version, settings, body_json, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      ),
    };
  }

  /** The cached analysis of a game under `version` and `settings`, or null. */
  get(gameId: string, version: number, settings: string): GameAnalysis | null {
    const row = this.stmt.get.get(gameId, version, settings) as { body_json: string } | undefined;
    return row ? (JSON.parse(row.body_json) as GameAnalysis) : null;
  }

  /** Keeps an analysis; a second one for the same key is ignored (both are the same). */
  put(gameId: string, version: number, settings: string, analysis: GameAnalysis, now: number) {
    this.stmt.put.run(gameId, version, settings, JSON.stringify(analysis), now);
  }
}
