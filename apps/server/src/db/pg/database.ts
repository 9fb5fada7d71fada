import { createRequire } from 'node:module';
import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  type MessagePort,
} from 'node:worker_threads';
import type {
  SqlArguments,
  SqlDatabase,
  SqlRunResult,
  SqlStatement,
  SqlTransactionFn,
} from '../sql-database.js';
import { bindValues, translateSql, type SchemaInfo, type TranslatedSql } from './dialect.js';
import { PgStoreError, toStoreError } from './errors.js';
import {
  PG_WORKER_CODE,
  type PgOp,
  type PgOpResult,
  type PgReply,
  type PgRequest,
} from './worker-code.js';

/** Options of {@link PgDatabase}. */
export interface PgDatabaseOptions {
  /** Longest wait for one round trip before the store gives up (ms, default 30 000). */
  readonly timeoutMs?: number;
}

/** How many identity keys are drawn from a sequence at once. */
const ROWIDS_AHEAD = 256;

/** A queued write whose result is filled in when the queue is sent. */
interface Pending {
  readonly op: PgOp;
  readonly returning: string | null;
  /** The identity key sent with the row, if one was drawn ahead. */
  readonly rowid?: number;
  result?: SqlRunResult;
}

/** Bytes come through the port as Uint8Array; the stores expect Node's Buffer, as from SQLite. */
function fromWire(row: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(row)) {
    const value = row[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value))
      row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return row;
}

/**
 * {@link SqlDatabase} on PostgreSQL, synchronous like better-sqlite3: a worker thread owns one
 * `pg` connection; each call posts a batch of statements to it and blocks this thread
 * (`Atomics.wait` on a shared flag) until the reply is there, as better-sqlite3 blocks on the
 * disk. A transaction is `BEGIN … COMMIT` on that one connection, and its function returns only
 * after `COMMIT` did, so nothing is acknowledged before it is durable.
 *
 * Inside a transaction, writes whose result nobody reads are queued and sent together with the
 * next read, the next `changes` looked at, or the `COMMIT`: a group commit of many inserts is a
 * few round trips, not one per row.
 */
export class PgDatabase implements SqlDatabase {
  readonly readonly = false;
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag: Int32Array;
  private readonly timeoutMs: number;
  private readonly names = new Map<string, string>();
  private readonly keys = new Map<string, readonly string[]>();
  private readonly identities = new Map<string, string | null>();
  /** Identity keys drawn ahead from each table's sequence, smallest last. */
  private readonly rowids = new Map<string, number[]>();
  private queue: Pending[] = [];
  /** Whether a BEGIN was sent and no COMMIT or ROLLBACK since. */
  private connectionInTransaction = false;
  /** Id of the request whose reply is awaited. */
  private requestId = 0;
  private depth = 0;
  private closed = false;

  /** Connects to `url` (`postgres://…`); throws a {@link PgStoreError} when it cannot. */
  constructor(url: string, options: PgDatabaseOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    const signal = new SharedArrayBuffer(4);
    this.flag = new Int32Array(signal);
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const library = createRequire(import.meta.url).resolve('pg');
    this.worker = new Worker(PG_WORKER_CODE, {
      eval: true,
      workerData: { library, port: port2, signal, url },
      transferList: [port2],
    });
    this.worker.unref();
    // The connect reply: the worker posts it unasked.
    try {
      this.wait();
    } catch (error) {
      void this.worker.terminate();
      this.closed = true;
      throw error;
    }
  }

  get open(): boolean {
    return !this.closed;
  }

  /** The schema facts the translator asks for, read once per table. */
  private readonly schema: SchemaInfo = {
    primaryKey: (table) => {
      let key = this.keys.get(table);
      if (!key) {
        const rows = this.roundTrip([
          {
            text: `SELECT a.attname AS name FROM pg_index i
              JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
              WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
            values: [table],
          },
        ])[0]!.rows;
        key = rows.map((r) => r.name as string);
        this.keys.set(table, key);
      }
      return key;
    },
    identityColumn: (table) => {
      let column = this.identities.get(table);
      if (column === undefined) {
        const rows = this.roundTrip([
          {
            text: `SELECT attname AS name FROM pg_attribute
              WHERE attrelid = $1::regclass AND attnum > 0 AND attidentity <> ''`,
            values: [table],
          },
        ])[0]!.rows;
        column = (rows[0]?.name as string | undefined) ?? null;
        this.identities.set(table, column);
      }
      return column;
    },
  };

  prepare(sql: string): SqlStatement {
    const translated = translateSql(sql, this.schema);
    let name = this.names.get(translated.text);
    if (!name) {
      name = `b${this.names.size + 1}`;
      this.names.set(translated.text, name);
    }
    return new PgStatement(this, translated, name);
  }

  exec(sql: string): this {
    this.send([{ text: sql }]);
    return this;
  }

  transaction<F extends SqlTransactionFn>(fn: F): (...args: SqlArguments<F>) => ReturnType<F> {
    return (...args) => {
      const depth = this.depth;
      const savepoint = `broadside_sp${depth}`;
      const mark = this.queue.length;
      const begin: Pending = {
        op: { text: depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}` },
        returning: null,
      };
      this.queue.push(begin);
      this.depth = depth + 1;
      try {
        const result = fn(...args) as ReturnType<F>;
        this.depth = depth;
        // Sent now, also for a savepoint: a failure must surface inside the caller's `try`.
        this.send([{ text: depth === 0 ? 'COMMIT' : `RELEASE SAVEPOINT ${savepoint}` }]);
        return result;
      } catch (error) {
        this.depth = depth;
        if (this.queue[mark] === begin) {
          // Nothing of this level reached the server: drop it.
          this.queue.length = mark;
        } else {
          this.queue = [];
          const undo =
            depth === 0
              ? [{ text: 'ROLLBACK' }]
              : [
                  { text: `ROLLBACK TO SAVEPOINT ${savepoint}` },
                  { text: `RELEASE SAVEPOINT ${savepoint}` },
                ];
          try {
            this.send(undo);
          } catch {
            // The connection is gone; the server rolls the transaction back by itself.
          }
        }
        throw error;
      }
    };
  }

  pragma(source: string, options: { simple?: boolean } = {}): unknown {
    if (/^\s*query_only\s*$/i.test(source)) return options.simple ? 0 : [{ query_only: 0 }];
    throw new PgStoreError(`PRAGMA ${source} is SQLite only`, 'PG_CLIENT');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.post({ id: this.requestId + 1, close: true });
      this.wait();
    } catch {
      // Closing anyway.
    }
    void this.worker.terminate();
  }

  /**
   * The next identity key of a table, drawn from its sequence {@link ROWIDS_AHEAD} at a time
   * (in increasing order, so keys still grow in the order rows are inserted by this process).
   * A rolled-back insert leaves a gap, as a sequence always does.
   */
  nextRowid(table: string, column: string): number {
    let pool = this.rowids.get(table);
    if (!pool || pool.length === 0) {
      const rows = this.send([
        {
          text: `SELECT nextval(pg_get_serial_sequence($1, $2)) AS id
            FROM generate_series(1, ${ROWIDS_AHEAD}) ORDER BY id DESC`,
          values: [table, column],
        },
      ])[0]!.rows;
      pool = rows.map((r) => r.id as number);
      this.rowids.set(table, pool);
    }
    return pool.pop()!;
  }

  /** Whether a transaction is open (writes may be queued). */
  get inTransaction(): boolean {
    return this.depth > 0;
  }

  /** Queues a write inside a transaction; its result is filled in when the queue is sent. */
  enqueue(pending: Pending): void {
    this.queue.push(pending);
  }

  /** Sends the queue, then `ops`; returns the results of `ops`. */
  send(ops: readonly PgOp[]): PgOpResult[] {
    const pending = this.queue;
    this.queue = [];
    const results = this.roundTrip([...pending.map((p) => p.op), ...ops], pending);
    return results.slice(pending.length);
  }

  private roundTrip(ops: readonly PgOp[], pending: readonly Pending[] = []): PgOpResult[] {
    if (this.closed) throw new PgStoreError('The database connection is closed', 'PG_CLIENT');
    // Fresh: no transaction is open on the connection before this batch, so a lost connection
    // may be replaced for it. A COMMIT is never fresh: it must not succeed on a new connection.
    const fresh = !this.connectionInTransaction;
    for (const op of ops) {
      if (op.text === 'BEGIN') this.connectionInTransaction = true;
      else if (op.text === 'COMMIT' || op.text === 'ROLLBACK') this.connectionInTransaction = false;
    }
    this.post({ id: this.requestId + 1, ops, fresh });
    const reply = this.wait();
    pending.forEach((p, i) => {
      const r = reply.results[i];
      if (r) p.result = runResult(r, p.returning, p.rowid);
    });
    if (reply.error) throw toStoreError(reply.error);
    for (const r of reply.results) r.rows.forEach(fromWire);
    return reply.results;
  }

  private post(request: PgRequest): void {
    this.requestId = request.id;
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage(request);
  }

  /** The reply to the last request; a late reply to one that timed out is dropped. */
  private wait(): PgReply {
    const deadline = performance.now() + this.timeoutMs;
    for (;;) {
      const message = receiveMessageOnPort(this.port)?.message as PgReply | undefined;
      if (message?.id === this.requestId) return message;
      if (message) continue;
      const left = deadline - performance.now();
      if (left <= 0)
        throw new PgStoreError(
          `PostgreSQL did not answer within ${this.timeoutMs} ms`,
          'PG_TIMEOUT',
        );
      Atomics.wait(this.flag, 0, 0, left);
      Atomics.store(this.flag, 0, 0);
    }
  }
}

function runResult(r: PgOpResult, returning: string | null, rowid?: number): SqlRunResult {
  const key = returning ? r.rows[0]?.[returning] : rowid;
  return { changes: r.rowCount, lastInsertRowid: typeof key === 'number' ? key : 0 };
}

/** A prepared statement of {@link PgDatabase} (a named prepared statement on the connection). */
class PgStatement implements SqlStatement {
  private readonly db: PgDatabase;
  private readonly sql: TranslatedSql;
  private readonly name: string;

  constructor(db: PgDatabase, sql: TranslatedSql, name: string) {
    this.db = db;
    this.sql = sql;
    this.name = name;
  }

  private op(params: readonly unknown[], rowid?: number): PgOp {
    return { text: this.sql.text, values: bindValues(this.sql, params, rowid), name: this.name };
  }

  run(...params: unknown[]): SqlRunResult {
    const { allocate, returning } = this.sql;
    const rowid = allocate ? this.db.nextRowid(allocate.table, allocate.column) : undefined;
    const op = this.op(params, rowid);
    if (!this.db.inTransaction) return runResult(this.db.send([op])[0]!, returning, rowid);
    const pending: Pending = { op, returning, rowid };
    this.db.enqueue(pending);
    const db = this.db;
    const settled = (): SqlRunResult => {
      if (!pending.result) db.send([]);
      return pending.result!;
    };
    return {
      get changes() {
        return settled().changes;
      },
      get lastInsertRowid() {
        return rowid ?? settled().lastInsertRowid;
      },
    };
  }

  get(...params: unknown[]): unknown {
    return this.db.send([this.op(params)])[0]!.rows[0];
  }

  all(...params: unknown[]): unknown[] {
    return this.db.send([this.op(params)])[0]!.rows;
  }
}
