/**
 * Whether an error comes from the database (SQLite, or the PostgreSQL store whose errors use
 * the same constraint codes) refusing or failing a write for a reason of the storage itself
 * (disk full, read-only file system, I/O error, busy, connection lost), not of the data
 * written: a constraint violation is the data's fault.
 */
export function isStorageError(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown } | null;
  return (
    (e?.name === 'SqliteError' || e?.name === 'PgStoreError') &&
    typeof e.code === 'string' &&
    !e.code.startsWith('SQLITE_CONSTRAINT')
  );
}
