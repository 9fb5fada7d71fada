import type { PgWireError } from './worker-code.js';

/** SQLite's name for each integrity violation PostgreSQL reports (SQLSTATE class 23). */
const CONSTRAINT_CODES: Readonly<Record<string, string>> = {
  '23505': 'SQLITE_CONSTRAINT_UNIQUE',
  '23503': 'SQLITE_CONSTRAINT_FOREIGNKEY',
  '23514': 'SQLITE_CONSTRAINT_CHECK',
  '23502': 'SQLITE_CONSTRAINT_NOTNULL',
};

/**
 * An error of the PostgreSQL store. `code` uses SQLite's names for the data's own faults
 * (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_CONSTRAINT_PRIMARYKEY` …) so that the code handling them
 * is the same on both engines; any other failure (connection lost, disk full, read-only
 * standby, timeout) has a `PG_` code and counts as a fault of the storage.
 */
export class PgStoreError extends Error {
  override readonly name = 'PgStoreError';
  /** SQLite-style code of a constraint violation, else `PG_<SQLSTATE>` (`PG_CLIENT` without one). */
  readonly code: string;
  /** PostgreSQL's SQLSTATE, when it sent one. */
  readonly sqlState: string | undefined;

  constructor(message: string, code: string, sqlState?: string) {
    super(message);
    this.code = code;
    this.sqlState = sqlState;
  }
}

/** The store error for what the worker reported. */
export function toStoreError(error: PgWireError): PgStoreError {
  const state = error.code && /^[0-9A-Z]{5}$/.test(error.code) ? error.code : undefined;
  let code = state ? (CONSTRAINT_CODES[state] ?? `PG_${state}`) : 'PG_CLIENT';
  if (state === '23505' && error.constraint?.endsWith('_pkey'))
    code = 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (state?.startsWith('23') && !CONSTRAINT_CODES[state]) code = 'SQLITE_CONSTRAINT';
  const detail = error.detail ? ` (${error.detail})` : '';
  return new PgStoreError(`${error.message}${detail}`, code, state);
}
