/**
 * The synchronous SQL surface every store is written against. better-sqlite3's `Database`
 * satisfies it as it is; {@link PgDatabase} (`db/pg/database.ts`) gives the same surface on
 * PostgreSQL, blocking the calling thread on a worker that owns the connection, so the stores
 * keep their one rule: every write is one transaction, finished before the call returns.
 *
 * Stores write SQLite-flavoured SQL (`?` and `@name` placeholders, `INSERT OR IGNORE`,
 * `INSERT OR REPLACE`); the PostgreSQL side translates it in one place (`db/pg/dialect.ts`).
 */

/** What a write statement did. */
export interface SqlRunResult {
  /** Rows inserted, updated or deleted. */
  readonly changes: number;
  /** The generated key of the row an `INSERT` added (tables with an identity key). */
  readonly lastInsertRowid: number | bigint;
}

/** A prepared statement; parameters are positional values or one object of named values. */
export interface SqlStatement {
  /** Runs a write; inside a transaction the result may be read lazily. */
  run(...params: unknown[]): SqlRunResult;
  /** The first row, or `undefined` when there is none. */
  get(...params: unknown[]): unknown;
  /** Every row. */
  all(...params: unknown[]): unknown[];
}

/** A function run as a transaction (shaped as better-sqlite3 declares it, to stay assignable). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SqlTransactionFn = (...params: any[]) => unknown;
/** The arguments of a {@link SqlTransactionFn}. */
export type SqlArguments<F extends SqlTransactionFn> = F extends (...args: infer A) => unknown
  ? A
  : never;

/** A database connection the stores use synchronously. */
export interface SqlDatabase {
  /** Prepares one statement (translated once for PostgreSQL). */
  prepare(sql: string): SqlStatement;
  /** Runs one or more statements without parameters (schema changes). */
  exec(sql: string): unknown;
  /**
   * Wraps `fn` in a transaction: committed when it returns, rolled back when it throws. Nested
   * calls become savepoints.
   */
  transaction<F extends SqlTransactionFn>(fn: F): (...args: SqlArguments<F>) => ReturnType<F>;
  /**
   * A SQLite pragma. On PostgreSQL only `query_only` is answered (0: the session writes);
   * any other throws.
   */
  pragma(source: string, options?: { simple?: boolean }): unknown;
  /** Whether the connection is open. */
  readonly open: boolean;
  /** Whether the connection was opened read-only. */
  readonly readonly: boolean;
  /** Closes the connection. */
  close(): unknown;
}

/** Which engine a {@link SqlDatabase} runs on. */
export type SqlDialect = 'sqlite' | 'postgres';
