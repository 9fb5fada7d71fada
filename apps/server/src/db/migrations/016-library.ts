import type { Migration } from './migration.js';

/** Schema version 16, in its SQLite and PostgreSQL forms. */
export const migration016: Migration = {
  version: 16,
  name: 'library: the designs and scenarios players keep and share',
  // One row per entry of an account's library (issue 30). An account has one entry per kind,
  // ruleset and name (saving again replaces it). `body_json` is the ruleset's own design or
  // set-up, checked before it is stored. `shared` (0 or 1) lists it for everyone; the partial
  // index serves the shared listing, newest first.
  sql: `
      CREATE TABLE library_entries (
        id          TEXT PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users (id),
        kind        TEXT NOT NULL CHECK (kind IN ('design', 'scenario')),
        ruleset     TEXT NOT NULL,
        name        TEXT NOT NULL,
        body_json   TEXT NOT NULL,
        shared      INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
        updated_at  INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE UNIQUE INDEX library_entries_name ON library_entries (user_id, kind, ruleset, name);
      CREATE INDEX library_entries_shared ON library_entries (kind, ruleset, updated_at)
        WHERE shared = 1;
    `,
  postgres: `
      CREATE TABLE library_entries (
        id          TEXT PRIMARY KEY,
        user_id     BIGINT NOT NULL REFERENCES users (id),
        kind        TEXT NOT NULL CHECK (kind IN ('design', 'scenario')),
        ruleset     TEXT NOT NULL,
        name        TEXT NOT NULL,
        body_json   TEXT NOT NULL,
        shared      INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
        updated_at  BIGINT NOT NULL
      );
      CREATE UNIQUE INDEX library_entries_name ON library_entries (user_id, kind, ruleset, name);
      CREATE INDEX library_entries_shared ON library_entries (kind, ruleset, updated_at)
        WHERE shared = 1;
    `,
};
