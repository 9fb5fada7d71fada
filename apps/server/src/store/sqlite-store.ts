import type { ChatLine } from '@broadside/protocol';
import type { GameResult } from '@broadside/rules';
import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';
import { SqliteAppends } from './sqlite-appends.js';
import { SqliteLogTail, type TailUpkeep } from './sqlite-log-tail.js';
import { SqliteGameReads } from './sqlite-reads.js';
import { prepareStatements } from './sqlite-statements.js';
import { WHOLE_TAIL, type TailRange } from './tail-range.js';
import { writeProgress, writeSnapshot } from './sqlite-writes.js';
import type { AppendItem, GameProgress, GameStore, LogEntry, NewGame, Snapshot } from './types.js';

/**
 * {@link GameStore} on better-sqlite3: prepared statements, one short transaction per write.
 *
 * New entries go to the log tail (`log_tail`, migration 12), appended in arrival order whatever
 * their game, each with the game header after it; a game's tail moves into its log, and its
 * header is written, at its snapshots, when its status changes, when its deadline moves earlier
 * and when the tail is full (see `mustSettle`). So a group commit writes a few shared pages
 * instead of a log leaf, an index leaf and a header row per game. While it runs the store knows
 * where each game's tail rows are and reads them by id; every read answers as if the header and
 * log were written at every entry. Opening the store moves every tail left by an earlier process
 * (a crash, a kill) into the log and rebuilds each header from its last tail row.
 *
 * The work is split by concern: {@link SqliteGameReads} (the reads, which this class extends),
 * {@link SqliteAppends} (the log appends), {@link SqliteLogTail} (the log tail's upkeep); this
 * class adds the plain writes of games, seats and chat.
 */
export class SqliteGameStore extends SqliteGameReads implements GameStore {
  /** Removes one game and everything that hangs off it, children first. */
  private readonly deleteGame: Statement[];
  private readonly appends: SqliteAppends;

  /**
   * @param options.logTail the ids of the log tail this store writes and recovers (default: the
   *   whole tail, for a server alone); a worker of `WORKERS=N` passes its own range. Null: no log
   *   tail, every entry is settled at once (a node of a cluster, whose games can move to another
   *   node that would not know its tail rows).
   * @param options.tailUpkeep when the log tail's upkeep runs and how much it moves at a time
   *   (default `DEFAULT_TAIL_UPKEEP`; tests make it small).
   */
  constructor(
    db: Database,
    options: { readonly logTail?: TailRange | null; readonly tailUpkeep?: TailUpkeep } = {},
  ) {
    const stmt = prepareStatements(db);
    const range = options.logTail === undefined ? WHOLE_TAIL : options.logTail;
    super(db, stmt, new SqliteLogTail(db, stmt, options.tailUpkeep, range ?? WHOLE_TAIL));
    this.appends = new SqliteAppends(db, stmt, this.tail, range !== null);
    this.deleteGame = [
      'chat',
      'snapshots',
      'log',
      'seat_tokens',
      'seat_nonces',
      'order_queues',
      'bot_seats',
      'seats',
    ].map((table) => db.prepare(`DELETE FROM ${table} WHERE game_id = ?`));
    this.deleteGame.push(db.prepare('DELETE FROM games WHERE id = ?'));
    this.tail.recover();
  }

  /**
   * Moves every game's tail into its log and writes its header, then empties the tail: on a clean
   * shutdown, so that the file holds exact headers for tools that read it without this store.
   */
  settleAll(): void {
    this.tail.settleAll();
  }

  deleteOpenGamesBefore(cutoff: number): string[] {
    return this.db.transaction(() => {
      const ids = (this.stmt.openBefore!.all(cutoff) as { id: string }[]).map((r) => r.id);
      for (const id of ids) for (const statement of this.deleteGame) statement.run(id);
      for (const id of ids) this.tail.forget(id);
      return ids;
    })();
  }

  createGame(input: NewGame, creatorKey: string | null = null): void {
    const { game } = input;
    this.db.transaction(() => {
      this.stmt.insertGame!.run({
        id: game.id,
        ruleset: game.ruleset,
        ruleset_version: game.rulesetVersion,
        scenario: game.scenario,
        title: game.title,
        setup_json: JSON.stringify(game.setup),
        seed: Buffer.from(game.seed),
        commitment: game.commitment,
        visibility: game.visibility,
        spectator_delay: JSON.stringify(game.spectatorDelay),
        time_control: JSON.stringify(game.timeControl),
        status: game.status,
        created_at: game.createdAt,
        started_at: game.startedAt,
        finished_at: game.finishedAt,
        seq: game.seq,
        hash_seq: game.hashSeq,
        state_hash: game.stateHash,
        result_json: game.result === null ? null : JSON.stringify(game.result),
        creator_key: creatorKey,
        clocks_json: JSON.stringify(game.clocks),
        deadline_at: game.deadlineAt,
        create_events: JSON.stringify(game.createEvents),
        create_dice: JSON.stringify(game.createDice),
      });
      for (const s of input.seats) {
        this.stmt.insertSeat!.run(
          game.id,
          s.seat,
          s.position,
          s.inviteHash,
          s.playerName,
          s.claimedAt,
        );
      }
      for (const t of input.tokens)
        this.stmt.insertToken!.run(t.tokenHash, game.id, t.seat, game.createdAt);
      writeSnapshot(this.stmt, game.id, input.initial);
    })();
  }

  claimSeat(
    gameId: string,
    seat: string,
    tokenHash: string,
    playerName: string | null,
    at: number,
    inviteHash: string | null = null,
    claimHash: string | null = null,
  ): void {
    this.db.transaction(() => {
      this.stmt.insertToken!.run(tokenHash, gameId, seat, at);
      this.stmt.claim!.run(playerName, at, inviteHash, claimHash, gameId, seat);
    })();
  }

  revokeOtherTokens(
    gameId: string,
    seat: string,
    keepTokenHash: string,
    inviteHash: string,
  ): number {
    return this.db.transaction(() => {
      const revoked = this.stmt.revokeOthers!.run(gameId, seat, keepTokenHash).changes;
      this.stmt.newInvite!.run(inviteHash, gameId, seat);
      return revoked;
    })();
  }

  start(gameId: string, progress: GameProgress, at: number): void {
    writeProgress(this.stmt, gameId, progress, at);
    // An open game has no entries, so no tail: the next append reads the header afresh.
    this.tail.forget(gameId);
  }

  append(gameId: string, entry: LogEntry, progress: GameProgress, snapshot: Snapshot | null): void {
    this.appends.appendOne({ gameId, entry, progress, snapshot });
  }

  appendMany(items: readonly AppendItem[]): ReadonlyMap<string, unknown> {
    return this.appends.appendMany(items);
  }

  addChat(gameId: string, line: Omit<ChatLine, 'id'>): ChatLine {
    const info = this.stmt.addChat!.run(gameId, line.channel, line.author, line.text, line.at);
    return { id: Number(info.lastInsertRowid), ...line };
  }

  endUnstarted(gameId: string, result: GameResult, at: number): boolean {
    return this.stmt.endUnstarted!.run(JSON.stringify(result), at, gameId).changes === 1;
  }

  clearOpenDeadline(gameId: string): void {
    this.stmt.clearOpenDeadline!.run(gameId);
  }

  deleteOpenGame(gameId: string): boolean {
    return this.db.transaction(() => {
      if (this.stmt.isOpen!.get(gameId) === undefined) return false;
      for (const statement of this.deleteGame) statement.run(gameId);
      this.tail.forget(gameId);
      return true;
    })();
  }
}
