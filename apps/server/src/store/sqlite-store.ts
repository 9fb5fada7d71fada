import { isStorageError } from '../util/storage-errors.js';
import type { ChatLine } from '@broadside/protocol';
import type { Database, Statement } from 'better-sqlite3';
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

interface GameDbRow {
  id: string;
  ruleset: string;
  ruleset_version: string;
  scenario: string | null;
  title: string;
  setup_json: string;
  seed: Buffer;
  commitment: string;
  visibility: 'public' | 'private';
  spectator_delay: string;
  time_control: string;
  status: GameRecordRow['status'];
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  seq: number;
  hash_seq: number;
  state_hash: string;
  result_json: string | null;
  clocks_json: string;
  deadline_at: number | null;
  create_events: string;
  create_dice: string;
  game_seed?: Buffer | null;
  seat_commitments?: string | null;
  reveal_deadline_at?: number | null;
}

interface LogDbRow {
  seq: number;
  kind: LogEntry['kind'];
  seat: string;
  client_order_id: string | null;
  order_json: string | null;
  events_json: string;
  dice_json: string;
  state_hash: string | null;
  at: number;
}

function toGame(row: GameDbRow): GameRecordRow {
  return {
    id: row.id,
    ruleset: row.ruleset,
    rulesetVersion: row.ruleset_version,
    scenario: row.scenario,
    title: row.title,
    setup: JSON.parse(row.setup_json),
    seed: new Uint8Array(row.seed),
    commitment: row.commitment,
    visibility: row.visibility,
    spectatorDelay: JSON.parse(row.spectator_delay),
    timeControl: JSON.parse(row.time_control),
    status: row.status,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    seq: row.seq,
    hashSeq: row.hash_seq,
    stateHash: row.state_hash,
    result: row.result_json === null ? null : JSON.parse(row.result_json),
    clocks: JSON.parse(row.clocks_json),
    deadlineAt: row.deadline_at,
    createEvents: JSON.parse(row.create_events),
    createDice: JSON.parse(row.create_dice),
    gameSeed: row.game_seed ? new Uint8Array(row.game_seed) : null,
    seatCommitments: row.seat_commitments ? JSON.parse(row.seat_commitments) : null,
    revealDeadlineAt: row.reveal_deadline_at ?? null,
  };
}

function toEntry(row: LogDbRow): LogEntry {
  return {
    seq: row.seq,
    kind: row.kind,
    seat: row.seat,
    clientOrderId: row.client_order_id,
    order: row.order_json === null ? null : JSON.parse(row.order_json),
    events: JSON.parse(row.events_json),
    dice: JSON.parse(row.dice_json),
    stateHash: row.state_hash,
    at: row.at,
  };
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

/** {@link GameStore} on better-sqlite3: prepared statements, one short transaction per write. */
export class SqliteGameStore implements GameStore {
  private readonly db: Database;
  private readonly stmt: Record<string, Statement>;
  private readonly appendManyTx: (items: readonly AppendItem[]) => void;
  /** Removes one game and everything that hangs off it, children first. */
  private readonly deleteGame: Statement[];
  private readonly appendEachGameTx: (items: readonly AppendItem[]) => Map<string, unknown>;

  constructor(db: Database) {
    this.db = db;
    this.stmt = prepareStatements(db);
    this.deleteGame = ['chat', 'snapshots', 'log', 'seat_tokens', 'seat_nonces', 'seats'].map(
      (table) => db.prepare(`DELETE FROM ${table} WHERE game_id = ?`),
    );
    this.deleteGame.push(db.prepare('DELETE FROM games WHERE id = ?'));
    this.appendManyTx = db.transaction((items: readonly AppendItem[]) => this.writeItems(items));
    // The slow path after a failed group commit: one savepoint per game (better-sqlite3 nests
    // transactions as savepoints), so that one game's bad entry cannot fail the others.
    const appendOneGame = db.transaction((items: readonly AppendItem[]) => this.writeItems(items));
    this.appendEachGameTx = db.transaction((items: readonly AppendItem[]) => {
      const failures = new Map<string, unknown>();
      for (const [gameId, gameItems] of groupByGame(items)) {
        try {
          appendOneGame(gameItems);
        } catch (error) {
          // A fault of the storage fails the whole batch; only the game's own data fails alone.
          if (isStorageError(error)) throw error;
          failures.set(gameId, error);
        }
      }
      return failures;
    });
  }

  /** Writes entries in order; each game's header once, with the state after its last entry. */
  private writeItems(items: readonly AppendItem[]): void {
    const last = new Map<string, AppendItem>();
    for (const item of items) {
      this.writeEntry(item);
      last.set(item.gameId, item);
    }
    for (const item of last.values()) this.writeProgress(item.gameId, item.progress, item.entry.at);
  }

  private writeEntry(item: AppendItem): void {
    const { entry } = item;
    this.stmt.insertEntry!.run(
      item.gameId,
      entry.seq,
      entry.kind,
      entry.seat,
      entry.clientOrderId,
      entry.order === null ? null : JSON.stringify(entry.order),
      cachedJson(entry.events),
      JSON.stringify(entry.dice),
      entry.stateHash,
      entry.at,
    );
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
    );
  }

  countOpenGamesBy(creatorKey: string): number {
    return (this.stmt.openBy!.get(creatorKey) as { n: number }).n;
  }

  deleteOpenGamesBefore(cutoff: number): string[] {
    return this.db.transaction(() => {
      const ids = (this.stmt.openBefore!.all(cutoff) as { id: string }[]).map((r) => r.id);
      for (const id of ids) for (const statement of this.deleteGame) statement.run(id);
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
    return row ? toGame(row) : undefined;
  }

  listGames(query: GameListQuery): GameRecordRow[] {
    const order = query.status === 'finished' ? 'finished_at DESC' : 'created_at DESC';
    const visibility = query.publicOnly ? "AND visibility = 'public'" : '';
    const rows = this.db
      .prepare(`SELECT * FROM games WHERE status = ? ${visibility} ORDER BY ${order} LIMIT ?`)
      .all(query.status, query.limit) as GameDbRow[];
    return rows.map(toGame);
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
  }

  tokenHashes(gameId: string): { seat: string; tokenHash: string }[] {
    const rows = this.stmt.tokens!.all(gameId) as { seat: string; token_hash: string }[];
    return rows.map((r) => ({ seat: r.seat, tokenHash: r.token_hash }));
  }

  append(gameId: string, entry: LogEntry, progress: GameProgress, snapshot: Snapshot | null): void {
    this.appendManyTx([{ gameId, entry, progress, snapshot }]);
  }

  appendMany(items: readonly AppendItem[]): ReadonlyMap<string, unknown> {
    try {
      // The fast path: the whole batch in one transaction.
      this.appendManyTx(items);
      return NO_FAILURES;
    } catch {
      // Something in the batch failed and nothing was stored: store it again game by game.
      // A fault of the whole database fails here too and is thrown.
      return this.appendEachGameTx(items);
    }
  }

  clientOrderIds(gameId: string): { seat: string; clientOrderId: string }[] {
    const rows = this.stmt.clientOrderIds!.all(gameId) as {
      seat: string;
      client_order_id: string;
    }[];
    return rows.map((r) => ({ seat: r.seat, clientOrderId: r.client_order_id }));
  }

  clientOrder(
    gameId: string,
    seat: string,
    clientOrderId: string,
  ): { seq: number; order: unknown } | undefined {
    const row = this.stmt.byClientOrderId!.get(gameId, seat, clientOrderId) as
      Pick<LogDbRow, 'seq' | 'order_json'> | undefined;
    if (!row) return undefined;
    return { seq: row.seq, order: row.order_json === null ? null : JSON.parse(row.order_json) };
  }

  entries(gameId: string, from: number, to: number): LogEntry[] {
    return (this.stmt.entries!.all(gameId, from, to) as LogDbRow[]).map(toEntry);
  }

  firstEntryAfter(gameId: string, at: number): number | null {
    const row = this.stmt.firstAfter!.get(gameId, at) as { seq: number | null };
    return row.seq;
  }

  snapshotAtOrBefore(gameId: string, seq: number): Snapshot | undefined {
    const row = this.stmt.snapshot!.get(gameId, seq) as
      { seq: number; state_json: string; state_hash: string } | undefined;
    return row
      ? { seq: row.seq, state: JSON.parse(row.state_json), stateHash: row.state_hash }
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

  dueGames(at: number): string[] {
    return (this.stmt.due!.all(at) as { id: string }[]).map((r) => r.id);
  }
}
