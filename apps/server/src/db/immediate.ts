import type { Database } from 'better-sqlite3';

/**
 * Makes every transaction of `db` begin with `BEGIN IMMEDIATE`, taking the write lock before it
 * reads. Two processes writing one WAL file (a `WORKERS=N` server) then queue for the lock under
 * `busy_timeout`; with the default deferred `BEGIN`, a transaction that read first and then
 * writes after another process committed fails at once with `SQLITE_BUSY` (its snapshot is
 * stale), which no timeout retries. With one process nothing changes: there is one writer.
 * Nested transactions remain savepoints, whatever their kind.
 */
export function immediateTransactions(db: Database): void {
  const make = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const made = make(fn);
    const immediate = made.immediate;
    const run = (...args: never[]): unknown => immediate(...args);
    // better-sqlite3 defines its variants read-only: describe the wrapper the same way.
    Object.defineProperties(run, {
      default: { value: run },
      deferred: { value: made.deferred },
      immediate: { value: immediate },
      exclusive: { value: made.exclusive },
      database: { value: db },
    });
    return run;
  }) as Database['transaction'];
}
