import { isStorageError } from '../util/storage-errors.js';
import type { ChatLine } from '@broadside/protocol';
import type { GameResult } from '@broadside/rules';
import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';
import { prepareStatements } from './sqlite-statements.js';
import type {
  AppendItem,
  GameListQuery,
  GameProgress,
  GameRecordRow,
  GameStore,
  LogEntry,
  NewGame,
  SeatRow,
  Snapshot,
} from './types.js';
import { cachedJson } from '../util/json-cache.js';
import { mustSettle, withTail, type GameTail } from './log-tail.js';
import { toEntry, toGame, type GameDbRow, type LogDbRow, type TailDbRow } from './sqlite-rows.js';

/** Tail rows inserted between two removals of moved rows (`DELETE … WHERE id < ?`). */
const PURGE_EVERY = 2048;

/** A game whose oldest tail row is this many rows behind the newest is moved into its log. */
const STALE_TAIL_ROWS = 16_384;

/** Tails changed by a transaction, made current only once it committed. */
type StagedTails = Map<string, GameTail>;

/** The columns a log row and a tail row share, in table order, for one entry. */
function entryColumns(gameId: string, entry: LogEntry): unknown[] {
  return [
    gameId,
    entry.seq,
    entry.kind,
    entry.seat,
    entry.clientOrderId,
    entry.order === null ? null : JSON.stringify(entry.order),
    cachedJson(entry.events),
    JSON.stringify(entry.dice),
    entry.stateHash,
    entry.at,
  ];
}

const NO_FAILURES: ReadonlyMap<string, unknown> = new Map();

/** Items grouped by game, each group in its original order. */
function groupByGame(items: readonly AppendItem[]): Map<string, AppendItem[]> {
  const groups = new Map<string, AppendItem[]>();
  for (const item of items) {
    const group = groups.get(item.gameId);
    if (group) group.push(item);
    else groups.set(item.gameId, [item]);
  }
  return groups;
}

/**
 * {@link GameStore} on better-sqlite3: prepared statements, one short transaction per write.
 *
 * New entries go to the log tail (`log_tail`, migration 12), appended in arrival order whatever
 * their game, each with the game header after it; a game's tail moves into its log, and its
 * header is written, at its snapshots, when its status changes, when its deadline moves earlier
 * and when the tail is full (see {@link mustSettle}). So a group commit writes a few shared pages
 * instead of a log leaf, an index leaf and a header row per game. While it runs the store knows
 * where each game's tail rows are and reads them by id; every read answers as if the header and
 * log were written at every entry. Opening the store moves every tail left by an earlier process
 * (a crash, a kill) into the log and rebuilds each header from its last tail row.
 */
export class SqliteGameStore implements GameStore {
  private readonly db: Database;
  private readonly stmt: Record<string, Statement>;
  private readonly appendManyTx: (items: readonly AppendItem[]) => StagedTails;
  /** Removes one game and everything that hangs off it, children first. */
  private readonly deleteGame: Statement[];
  private readonly appendEachGameTx: (items: readonly AppendItem[]) => {
    failures: Map<string, unknown>;
    staged: StagedTails;
  };
  /** Each game's tail, for the games this store appended to since it opened. */
  private readonly tails = new Map<string, GameTail>();
  /** Tail rows inserted since moved rows were last removed. */
  private insertedSincePurge = 0;
  /** Id of the newest tail row. */
  private lastTailId = 0;

  /**
   * Whether new entries go to the log tail. Off when several processes write one database file
   * (`WORKERS=N`): each process knows only its own tail rows, so every entry is settled at once.
   */
  private readonly logTail: boolean;

  constructor(db: Database, options: { readonly logTail?: boolean } = {}) {
    this.db = db;
    this.logTail = options.logTail ?? true;
    this.stmt = prepareStatements(db);
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
    this.appendManyTx = db.transaction((items: readonly AppendItem[]) => {
      const staged: StagedTails = new Map();
      this.writeItems(items, staged);
      this.maintainTail(staged);
      return staged;
    });
    // The slow path after a failed group commit: one savepoint per game (better-sqlite3 nests
    // transactions as savepoints), so that one game's bad entry cannot fail the others.
    const appendOneGame = db.transaction((items: readonly AppendItem[], staged: StagedTails) =>
      this.writeItems(items, staged),
    );
    this.appendEachGameTx = db.transaction((items: readonly AppendItem[]) => {
      const failures = new Map<string, unknown>();
      const staged: StagedTails = new Map();
      for (const [gameId, gameItems] of groupByGame(items)) {
        const mine: StagedTails = new Map();
        try {
          appendOneGame(gameItems, mine);
          for (const [id, tail] of mine) staged.set(id, tail);
        } catch (error) {
          // A fault of the storage fails the whole batch; only the game's own data fails alone.
          if (isStorageError(error)) throw error;
          failures.set(gameId, error);
        }
      }
      this.maintainTail(staged);
      return { failures, staged };
    });
    this.recoverTails();
  }

  /**
   * Moves every tail row left by an earlier process into the log and rebuilds each game's header
   * from its last tail row, in one transaction. Rows already moved (seq at or below the header's)
   * are skipped. On a read-only database nothing is written: the tails are kept in memory and
   * laid over the headers as while the server ran.
   */
  private recoverTails(): void {
    if (this.db.readonly) {
      for (const [gameId, tail] of this.storedTails()) this.tails.set(gameId, tail);
      return;
    }
    if (this.stmt.tailAny!.get() === undefined) return;
    // Read inside the write transaction: another process on the same file may recover first.
    this.db.transaction(() => {
      for (const [gameId, tail] of this.storedTails()) {
        for (const row of tail.rows) this.stmt.moveTail!.run(row.id);
        this.writeProgress(gameId, tail.progress, tail.at);
      }
      this.stmt.clearTail!.run();
    })();
  }

  /** The tail rows in the file that continue their games' headers, as each game's tail. */
  private storedTails(): Map<string, GameTail> {
    const rows = this.stmt.tailAll!.all() as TailDbRow[];
    const found = new Map<string, { header: GameRecordRow; rows: TailDbRow[] }>();
    for (const row of rows) {
      let game = found.get(row.game_id);
      if (!game) {
        const header = this.getGame(row.game_id);
        if (!header) continue;
        game = { header, rows: [] };
        found.set(row.game_id, game);
      }
      if (row.seq === (game.rows.at(-1)?.seq ?? game.header.seq) + 1) game.rows.push(row);
    }
    const recovered = new Map<string, GameTail>();
    for (const [gameId, { header, rows: tailRows }] of found) {
      const last = tailRows.at(-1);
      if (!last) continue;
      const hashed = tailRows.findLast((r) => r.state_hash !== null);
      recovered.set(gameId, {
        written: { seq: header.seq, status: header.status, deadlineAt: header.deadlineAt },
        rows: tailRows.map((r) => ({ seq: r.seq, id: r.id })),
        progress: {
          seq: last.seq,
          hashSeq: hashed ? hashed.seq : header.hashSeq,
          stateHash: hashed ? hashed.state_hash! : header.stateHash,
          status: last.status,
          result: last.result_json === null ? null : JSON.parse(last.result_json),
          clocks: JSON.parse(last.clocks_json),
          deadlineAt: last.deadline_at,
          finishedAt: last.finished_at,
        },
        at: last.at,
      });
    }
    return recovered;
  }

  /** The game's tail: as staged by this transaction, as committed, or read from its header. */
  private tailOf(gameId: string, staged: StagedTails): GameTail {
    const known = staged.get(gameId) ?? this.tails.get(gameId);
    if (known) return known;
    const header = this.getGame(gameId);
    if (!header) throw new Error(`game ${gameId} not found while writing progress`);
    // The header is exact here (no tail of this process); a log row past it is a conflict.
    const logged = (this.stmt.lastLogSeq!.get(gameId) as { seq: number | null }).seq ?? 0;
    return {
      written: { seq: header.seq, status: header.status, deadlineAt: header.deadlineAt },
      rows: [],
      progress: {
        seq: Math.max(header.seq, logged),
        hashSeq: header.hashSeq,
        stateHash: header.stateHash,
        status: header.status,
        result: header.result,
        clocks: header.clocks,
        deadlineAt: header.deadlineAt,
        finishedAt: header.finishedAt,
      },
      at: header.startedAt ?? header.createdAt,
    };
  }

  /** Writes entries in order: each to its game's tail, or with the tail into the log. */
  private writeItems(items: readonly AppendItem[], staged: StagedTails): void {
    for (const item of items) {
      const tail = this.tailOf(item.gameId, staged);
      const { entry, progress } = item;
      if (entry.seq !== tail.progress.seq + 1) {
        throw new Error(
          `game ${item.gameId}: entry ${entry.seq} does not follow stored entry ${tail.progress.seq}`,
        );
      }
      if (this.logTail && !mustSettle(tail, progress, item.snapshot !== null)) {
        staged.set(item.gameId, {
          written: tail.written,
          rows: [...tail.rows, { seq: entry.seq, id: this.writeTailRow(item) }],
          progress,
          at: entry.at,
        });
        continue;
      }
      for (const row of tail.rows) this.stmt.moveTail!.run(row.id);
      this.writeEntry(item);
      this.writeProgress(item.gameId, progress, entry.at);
      staged.set(item.gameId, {
        written: { seq: progress.seq, status: progress.status, deadlineAt: progress.deadlineAt },
        rows: [],
        progress,
        at: entry.at,
      });
    }
  }

  /** Appends an entry to the log tail with the header after it; returns the row's id. */
  private writeTailRow(item: AppendItem): number {
    const { entry, progress } = item;
    const info = this.stmt.insertTail!.run(
      ...entryColumns(item.gameId, entry),
      progress.status,
      progress.result === null ? null : JSON.stringify(progress.result),
      JSON.stringify(progress.clocks),
      progress.deadlineAt,
      progress.finishedAt,
    );
    this.insertedSincePurge += 1;
    this.lastTailId = Number(info.lastInsertRowid);
    return this.lastTailId;
  }

  /**
   * Every {@link PURGE_EVERY} tail rows: moves the tails of games that have been quiet for
   * {@link STALE_TAIL_ROWS} rows into their logs, then removes every tail row older than the
   * oldest one still needed, in one range.
   */
  private maintainTail(staged: StagedTails): void {
    if (this.insertedSincePurge < PURGE_EVERY) return;
    this.insertedSincePurge = 0;
    let keepFrom = this.lastTailId + 1;
    const games = new Set([...this.tails.keys(), ...staged.keys()]);
    for (const gameId of games) {
      const tail = staged.get(gameId) ?? this.tails.get(gameId)!;
      const oldest = tail.rows[0];
      if (!oldest) continue;
      if (oldest.id >= this.lastTailId - STALE_TAIL_ROWS) {
        keepFrom = Math.min(keepFrom, oldest.id);
        continue;
      }
      for (const row of tail.rows) this.stmt.moveTail!.run(row.id);
      this.writeProgress(gameId, tail.progress, tail.at);
      const { seq, status, deadlineAt } = tail.progress;
      staged.set(gameId, { ...tail, written: { seq, status, deadlineAt }, rows: [] });
    }
    this.stmt.purgeTail!.run(keepFrom);
  }

  /**
   * Moves every game's tail into its log and writes its header, then empties the tail: on a clean
   * shutdown, so that the file holds exact headers for tools that read it without this store.
   */
  settleAll(): void {
    this.db.transaction(() => {
      for (const [gameId, tail] of this.tails) {
        for (const row of tail.rows) this.stmt.moveTail!.run(row.id);
        if (tail.rows.length > 0) this.writeProgress(gameId, tail.progress, tail.at);
      }
      this.stmt.clearTail!.run();
    })();
    this.tails.clear();
    this.insertedSincePurge = 0;
  }

  /** Makes a committed transaction's tails current. */
  private commitTails(staged: StagedTails): void {
    for (const [gameId, tail] of staged) {
      // A game without tail rows needs no bookkeeping: its header is exact.
      if (tail.rows.length === 0 && tail.progress.status === 'finished') this.tails.delete(gameId);
      else this.tails.set(gameId, tail);
    }
  }

  /** The game's tail rows with `from <= seq <= to`, in order. */
  private tailRows(gameId: string, from: number, to: number): TailDbRow[] {
    const tail = this.tails.get(gameId);
    if (!tail) return [];
    const rows: TailDbRow[] = [];
    for (const { seq, id } of tail.rows)
      if (seq >= from && seq <= to) rows.push(this.stmt.tailRow!.get(id) as TailDbRow);
    return rows;
  }

  private writeEntry(item: AppendItem): void {
    const { entry } = item;
    this.stmt.insertEntry!.run(...entryColumns(item.gameId, entry));
    if (item.snapshot) this.writeSnapshot(item.gameId, item.snapshot);
  }

  private writeProgress(gameId: string, progress: GameProgress, at: number): void {
    const info = this.stmt.progress!.run(
      progress.seq,
      progress.hashSeq,
      progress.stateHash,
      progress.status,
      progress.result === null ? null : JSON.stringify(progress.result),
      JSON.stringify(progress.clocks),
      progress.deadlineAt,
      progress.finishedAt,
      progress.status === 'open' ? null : at,
      gameId,
    );
    if (info.changes !== 1) throw new Error(`game ${gameId} not found while writing progress`);
  }

  private writeSnapshot(gameId: string, snapshot: Snapshot): void {
    this.stmt.insertSnapshot!.run(
      gameId,
      snapshot.seq,
      JSON.stringify(snapshot.state),
      snapshot.stateHash,
      snapshot.chainHead ?? null,
    );
  }

  countOpenGamesBy(creatorKey: string): number {
    return (this.stmt.openBy!.get(creatorKey) as { n: number }).n;
  }

  deleteOpenGamesBefore(cutoff: number): string[] {
    return this.db.transaction(() => {
      const ids = (this.stmt.openBefore!.all(cutoff) as { id: string }[]).map((r) => r.id);
      for (const id of ids) for (const statement of this.deleteGame) statement.run(id);
      for (const id of ids) this.tails.delete(id);
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
      this.writeSnapshot(game.id, input.initial);
    })();
  }

  getGame(id: string): GameRecordRow | undefined {
    const row = this.stmt.getGame!.get(id) as GameDbRow | undefined;
    return row ? withTail(toGame(row), this.tails.get(id)) : undefined;
  }

  listGames(query: GameListQuery): GameRecordRow[] {
    const order = query.status === 'finished' ? 'finished_at DESC' : 'created_at DESC';
    const visibility = query.publicOnly ? "AND visibility = 'public'" : '';
    const rows = this.db
      .prepare(`SELECT * FROM games WHERE status = ? ${visibility} ORDER BY ${order} LIMIT ?`)
      .all(query.status, query.limit) as GameDbRow[];
    return rows.map((row) => withTail(toGame(row), this.tails.get(row.id)));
  }

  seats(gameId: string): SeatRow[] {
    const rows = this.stmt.seats!.all(gameId) as {
      seat: string;
      position: number;
      invite_hash: string;
      player_name: string | null;
      claimed_at: number | null;
      claim_hash: string | null;
    }[];
    return rows.map((r) => ({
      seat: r.seat,
      position: r.position,
      inviteHash: r.invite_hash,
      playerName: r.player_name,
      claimedAt: r.claimed_at,
      claimHash: r.claim_hash,
    }));
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
    this.writeProgress(gameId, progress, at);
    // An open game has no entries, so no tail: the next append reads the header afresh.
    this.tails.delete(gameId);
  }

  tokenHashes(gameId: string): { seat: string; tokenHash: string }[] {
    const rows = this.stmt.tokens!.all(gameId) as { seat: string; token_hash: string }[];
    return rows.map((r) => ({ seat: r.seat, tokenHash: r.token_hash }));
  }

  append(gameId: string, entry: LogEntry, progress: GameProgress, snapshot: Snapshot | null): void {
    this.commitTails(this.appendManyTx([{ gameId, entry, progress, snapshot }]));
  }

  appendMany(items: readonly AppendItem[]): ReadonlyMap<string, unknown> {
    try {
      // The fast path: the whole batch in one transaction.
      this.commitTails(this.appendManyTx(items));
      return NO_FAILURES;
    } catch {
      // Something in the batch failed and nothing was stored: store it again game by game.
      // A fault of the whole database fails here too and is thrown.
      const { failures, staged } = this.appendEachGameTx(items);
      this.commitTails(staged);
      return failures;
    }
  }

  clientOrderIds(gameId: string): { seat: string; clientOrderId: string }[] {
    const rows = this.stmt.clientOrderIds!.all(gameId) as {
      seat: string;
      client_order_id: string;
    }[];
    const ids = rows.map((r) => ({ seat: r.seat, clientOrderId: r.client_order_id }));
    for (const row of this.tailRows(gameId, 0, Infinity))
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
      this.tailRows(gameId, 0, Infinity).find(
        (r) => r.seat === seat && r.client_order_id === clientOrderId,
      );
    if (!row) return undefined;
    return { seq: row.seq, order: row.order_json === null ? null : JSON.parse(row.order_json) };
  }

  entries(gameId: string, from: number, to: number): LogEntry[] {
    const rows = this.stmt.entries!.all(gameId, from, to) as LogDbRow[];
    for (const row of this.tailRows(gameId, from, to)) rows.push(row);
    return rows.map(toEntry);
  }

  firstEntryAfter(gameId: string, at: number): number | null {
    const row = this.stmt.firstAfter!.get(gameId, at) as { seq: number | null };
    if (row.seq !== null) return row.seq;
    return this.tailRows(gameId, 0, Infinity).find((r) => r.at > at)?.seq ?? null;
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

  addChat(gameId: string, line: Omit<ChatLine, 'id'>): ChatLine {
    const info = this.stmt.addChat!.run(gameId, line.channel, line.author, line.text, line.at);
    return { id: Number(info.lastInsertRowid), ...line };
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
      this.tails.delete(gameId);
      return true;
    })();
  }

  dueGames(at: number): string[] {
    // A stored deadline is never later than the real one (see mustSettle): check the tail's.
    const ids = (this.stmt.due!.all(at) as { id: string }[]).map((r) => r.id);
    return ids.filter((id) => {
      const tail = this.tails.get(id);
      if (!tail || tail.rows.length === 0) return true;
      const { status, deadlineAt } = tail.progress;
      return status === 'live' && deadlineAt !== null && deadlineAt <= at;
    });
  }
}
