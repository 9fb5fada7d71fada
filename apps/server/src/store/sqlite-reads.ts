import type { ChatLine } from '@broadside/protocol';
import type { SqlDatabase as Database } from '../db/sql-database.js';
import { withTail } from './log-tail.js';
import { storedHeader, type SqliteLogTail } from './sqlite-log-tail.js';
import { toEntry, toGame, type GameDbRow, type LogDbRow } from './sqlite-rows.js';
import type { Statements } from './sqlite-writes.js';
import type { GameListQuery, GameRecordRow, LogEntry, SeatRow, Snapshot } from './types.js';

/**
 * The reads of the game store. Every read answers as if the header and the log were written at
 * every entry: the progress of a game's tail is laid over its stored header, and its tail rows
 * follow its log rows.
 */
export class SqliteGameReads {
  protected readonly db: Database;
  protected readonly stmt: Statements;
  protected readonly tail: SqliteLogTail;

  constructor(db: Database, stmt: Statements, tail: SqliteLogTail) {
    this.db = db;
    this.stmt = stmt;
    this.tail = tail;
  }

  countOpenGamesBy(creatorKey: string): number {
    return (this.stmt.openBy!.get(creatorKey) as { n: number }).n;
  }

  getGame(id: string): GameRecordRow | undefined {
    const row = storedHeader(this.stmt, id);
    return row ? withTail(row, this.tail.current(id)) : undefined;
  }

  latestSeq(gameId: string, stored: number): number {
    const tail = this.tail.current(gameId);
    return tail && tail.rows.length > 0 ? tail.progress.seq : stored;
  }

  listGames(query: GameListQuery): GameRecordRow[] {
    const order = query.status === 'finished' ? 'finished_at DESC' : 'created_at DESC';
    const visibility = query.publicOnly ? "AND visibility = 'public'" : '';
    const rows = this.db
      .prepare(`SELECT * FROM games WHERE status = ? ${visibility} ORDER BY ${order} LIMIT ?`)
      .all(query.status, query.limit) as GameDbRow[];
    return rows.map((row) => withTail(toGame(row), this.tail.current(row.id)));
  }

  seats(gameId: string): SeatRow[] {
    const rows = this.stmt.seats!.all(gameId) as {
      seat: string;
      position: number;
      invite_hash: string;
      player_name: string | null;
      claimed_at: number | null;
      claim_hash: string | null;
      username: string | null;
      bot: number | boolean;
    }[];
    return rows.map((r) => ({
      seat: r.seat,
      position: r.position,
      inviteHash: r.invite_hash,
      playerName: r.player_name,
      claimedAt: r.claimed_at,
      claimHash: r.claim_hash,
      username: r.username,
      bot: Boolean(r.bot),
    }));
  }

  tokenHashes(gameId: string): { seat: string; tokenHash: string }[] {
    const rows = this.stmt.tokens!.all(gameId) as { seat: string; token_hash: string }[];
    return rows.map((r) => ({ seat: r.seat, tokenHash: r.token_hash }));
  }

  clientOrderIds(gameId: string): { seat: string; clientOrderId: string }[] {
    const rows = this.stmt.clientOrderIds!.all(gameId) as {
      seat: string;
      client_order_id: string;
    }[];
    const ids = rows.map((r) => ({ seat: r.seat, clientOrderId: r.client_order_id }));
    for (const row of this.tail.rows(gameId, 0, Infinity))
      if (row.client_order_id !== null)
        ids.push({ seat: row.seat, clientOrderId: row.client_order_id });
    return ids;
  }

  clientOrder(
    gameId: string,
    seat: string,
    clientOrderId: string,
  ): { seq: number; order: unknown } | undefined {
    const row =
      (this.stmt.byClientOrderId!.get(gameId, seat, clientOrderId) as
        Pick<LogDbRow, 'seq' | 'order_json'> | undefined) ??
      this.tail
        .rows(gameId, 0, Infinity)
        .find((r) => r.seat === seat && r.client_order_id === clientOrderId);
    if (!row) return undefined;
    return { seq: row.seq, order: row.order_json === null ? null : JSON.parse(row.order_json) };
  }

  entries(gameId: string, from: number, to: number): LogEntry[] {
    const rows = this.stmt.entries!.all(gameId, from, to) as LogDbRow[];
    for (const row of this.tail.rows(gameId, from, to)) rows.push(row);
    return rows.map(toEntry);
  }

  firstEntryAfter(gameId: string, at: number): number | null {
    const row = this.stmt.firstAfter!.get(gameId, at) as { seq: number | null };
    if (row.seq !== null) return row.seq;
    return this.tail.rows(gameId, 0, Infinity).find((r) => r.at > at)?.seq ?? null;
  }

  snapshotAtOrBefore(gameId: string, seq: number): Snapshot | undefined {
    const row = this.stmt.snapshot!.get(gameId, seq) as
      | { seq: number; state_json: string; state_hash: string; chain_head: string | null }
      | undefined;
    return row
      ? {
          seq: row.seq,
          state: JSON.parse(row.state_json),
          stateHash: row.state_hash,
          ...(row.chain_head === null ? {} : { chainHead: row.chain_head }),
        }
      : undefined;
  }

  chat(gameId: string, channel: ChatLine['channel'] | null, limit: number): ChatLine[] {
    const rows = (
      channel === null
        ? this.stmt.chatAll!.all(gameId, limit)
        : this.stmt.chatChannel!.all(gameId, channel, limit)
    ) as (ChatLine & { game_id: string })[];
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      author: r.author,
      text: r.text,
      at: r.at,
    }));
  }

  noShowsDue(at: number): string[] {
    return (this.stmt.noShowsDue!.all(at) as { id: string }[]).map((r) => r.id);
  }

  dueGames(at: number): string[] {
    // A stored deadline is never later than the real one (see mustSettle): check the tail's.
    const ids = (this.stmt.due!.all(at) as { id: string }[]).map((r) => r.id);
    return ids.filter((id) => {
      const tail = this.tail.current(id);
      if (!tail || tail.rows.length === 0) return true;
      const { status, deadlineAt } = tail.progress;
      return status === 'live' && deadlineAt !== null && deadlineAt <= at;
    });
  }
}
