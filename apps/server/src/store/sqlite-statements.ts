import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';

/**
 * Tail rows one run of the `moveTail` statement moves into the log. A game's tail is moved
 * 16 rows at a time instead of one statement per row.
 */
export const MOVE_TAIL_ROWS = 16;

/**
 * The prepared statements of {@link SqliteGameStore}, by name: every SQL text the store runs,
 * in one place, prepared once per database.
 */
export function prepareStatements(db: Database): Record<string, Statement> {
  return {
    insertGame:
      db.prepare(`INSERT INTO games (id, ruleset, ruleset_version, scenario, title, setup_json, seed,
      commitment, visibility, spectator_delay, time_control, status, created_at, started_at, finished_at, seq,
      hash_seq, state_hash, result_json, clocks_json, deadline_at, create_events, create_dice, creator_key)
      VALUES (@id, @ruleset, @ruleset_version, @scenario, @title, @setup_json, @seed, @commitment, @visibility,
      @spectator_delay, @time_control, @status, @created_at, @started_at, @finished_at, @seq, @hash_seq, @state_hash,
      @result_json, @clocks_json, @deadline_at, @create_events, @create_dice, @creator_key)`),
    openBy: db.prepare("SELECT COUNT(*) AS n FROM games WHERE creator_key = ? AND status = 'open'"),
    // A game whose seats all reveal their nonces waits for its reveal deadline instead, and one
    // with a clock for its first deadline (no-shows forfeit).
    openBefore: db.prepare(
      "SELECT id FROM games WHERE status = 'open' AND reveal_deadline_at IS NULL AND deadline_at IS NULL AND created_at < ?",
    ),
    // An open game's deadline_at is its first deadline: its untaken seats then lose by forfeit.
    noShowsDue: db.prepare(
      `SELECT id FROM games g WHERE status = 'open' AND deadline_at IS NOT NULL AND deadline_at <= ?
        AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.claimed_at IS NULL)`,
    ),
    endUnstarted: db.prepare(
      `UPDATE games SET status = 'finished', result_json = ?, finished_at = ?, deadline_at = NULL,
        reveal_deadline_at = NULL WHERE id = ? AND status = 'open'`,
    ),
    clearOpenDeadline: db.prepare(
      "UPDATE games SET deadline_at = NULL WHERE id = ? AND status = 'open'",
    ),
    isOpen: db.prepare("SELECT id FROM games WHERE id = ? AND status = 'open'"),
    insertSeat:
      db.prepare(`INSERT INTO seats (game_id, seat, position, invite_hash, player_name, claimed_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    insertToken: db.prepare(
      'INSERT INTO seat_tokens (token_hash, game_id, seat, created_at) VALUES (?, ?, ?, ?)',
    ),
    getGame: db.prepare('SELECT * FROM games WHERE id = ?'),
    // With the holder's username and whether a bot plays the seat, for the names shown.
    seats: db.prepare(
      `SELECT s.*, u.username AS username,
              CASE WHEN b.seat IS NULL THEN 0 ELSE 1 END AS bot
         FROM seats s
         LEFT JOIN users u ON u.id = s.user_id
         LEFT JOIN bot_seats b ON b.game_id = s.game_id AND b.seat = s.seat
        WHERE s.game_id = ? ORDER BY s.position`,
    ),
    // A seat keeps the first name it was given: an invite cannot rename it.
    claim: db.prepare(
      'UPDATE seats SET player_name = COALESCE(player_name, ?), claimed_at = COALESCE(claimed_at, ?), invite_hash = COALESCE(?, invite_hash), claim_hash = COALESCE(?, claim_hash) WHERE game_id = ? AND seat = ?',
    ),
    revokeOthers: db.prepare(
      'DELETE FROM seat_tokens WHERE game_id = ? AND seat = ? AND token_hash != ?',
    ),
    newInvite: db.prepare('UPDATE seats SET invite_hash = ? WHERE game_id = ? AND seat = ?'),
    tokens: db.prepare('SELECT seat, token_hash FROM seat_tokens WHERE game_id = ?'),
    progress:
      db.prepare(`UPDATE games SET seq = ?, hash_seq = ?, state_hash = ?, status = ?, result_json = ?,
      clocks_json = ?, deadline_at = ?, finished_at = ?, started_at = COALESCE(started_at, ?) WHERE id = ?`),
    // The same for a game that stays live with the same deadline (see writeProgress): it sets
    // no indexed column, so no index of games is touched.
    liveProgress: db.prepare(
      'UPDATE games SET seq = ?, hash_seq = ?, state_hash = ?, result_json = ?, clocks_json = ? WHERE id = ?',
    ),
    insertEntry:
      db.prepare(`INSERT INTO log (game_id, seq, kind, seat, client_order_id, order_json, events_json,
      dice_json, state_hash, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    // The log tail (migration 12): new entries in arrival order, each with the header after it.
    // Ids are given, each store's from its own range (store/tail-range.ts).
    insertTail: db.prepare(`INSERT INTO log_tail (id, game_id, seq, kind, seat, client_order_id,
      order_json, events_json, dice_json, state_hash, at, status, result_json, clocks_json,
      deadline_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    // Up to MOVE_TAIL_ROWS tail rows at once (a shorter list repeats its last id: IN is a set).
    moveTail: db.prepare(`INSERT INTO log (game_id, seq, kind, seat, client_order_id, order_json,
      events_json, dice_json, state_hash, at) SELECT game_id, seq, kind, seat, client_order_id,
      order_json, events_json, dice_json, state_hash, at FROM log_tail
      WHERE id IN (${Array.from({ length: MOVE_TAIL_ROWS }, () => '?').join(', ')})`),
    tailRow: db.prepare('SELECT * FROM log_tail WHERE id = ?'),
    // The rest take a store's range of ids (store/tail-range.ts): `id > from AND id < to`.
    tailAll: db.prepare('SELECT * FROM log_tail WHERE id > ? AND id < ? ORDER BY id'),
    tailAny: db.prepare('SELECT id FROM log_tail WHERE id > ? AND id < ? LIMIT 1'),
    // Removes moved rows (up to the oldest still needed) or, when the range is given whole, all.
    deleteTail: db.prepare('DELETE FROM log_tail WHERE id > ? AND id < ?'),
    writtenHeader: db.prepare('SELECT seq, status, deadline_at FROM games WHERE id = ?'),
    lastLogSeq: db.prepare('SELECT MAX(seq) AS seq FROM log WHERE game_id = ?'),
    insertSnapshot: db.prepare(
      'INSERT OR REPLACE INTO snapshots (game_id, seq, state_json, state_hash, chain_head) VALUES (?, ?, ?, ?, ?)',
    ),
    byClientOrderId: db.prepare(
      'SELECT seq, order_json FROM log WHERE game_id = ? AND seat = ? AND client_order_id = ?',
    ),
    clientOrderIds: db.prepare(
      'SELECT seat, client_order_id FROM log WHERE game_id = ? AND client_order_id IS NOT NULL',
    ),
    firstAfter: db.prepare('SELECT MIN(seq) AS seq FROM log WHERE game_id = ? AND at > ?'),
    entries: db.prepare('SELECT * FROM log WHERE game_id = ? AND seq BETWEEN ? AND ? ORDER BY seq'),
    snapshot: db.prepare(
      'SELECT seq, state_json, state_hash, chain_head FROM snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
    ),
    addChat: db.prepare(
      'INSERT INTO chat (game_id, channel, author, text, at) VALUES (?, ?, ?, ?, ?)',
    ),
    chatAll: db.prepare(
      'SELECT * FROM (SELECT * FROM chat WHERE game_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id',
    ),
    chatChannel: db.prepare(
      'SELECT * FROM (SELECT * FROM chat WHERE game_id = ? AND channel = ? ORDER BY id DESC LIMIT ?) ORDER BY id',
    ),
    due: db.prepare(
      "SELECT id FROM games WHERE deadline_at IS NOT NULL AND deadline_at <= ? AND status = 'live'",
    ),
  };
}
