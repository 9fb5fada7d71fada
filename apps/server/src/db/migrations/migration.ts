/** One schema change. Versions are consecutive from 1 and never edited once released. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /**
   * The same change for the PostgreSQL store (`DATABASE_URL`): INTEGER is BIGINT (times are
   * milliseconds), REAL is DOUBLE PRECISION, BLOB is BYTEA, an autoincrement key is an identity
   * column. Every migration needs one; a test fails when one is missing.
   */
  readonly postgres?: string;
}
