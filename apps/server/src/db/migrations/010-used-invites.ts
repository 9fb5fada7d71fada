import type { Migration } from './migration.js';

/** Schema version 10, in its SQLite and PostgreSQL forms. */
export const migration010: Migration = {
  version: 10,
  name: 'used invites: an invite takes its seat once',
  // An invite that took its seat is replaced at once; its hash stays here so that a second
  // use is told the invite was used rather than that it is wrong.
  sql: `
      CREATE TABLE used_invites (
        invite_hash  TEXT PRIMARY KEY,
        game_id      TEXT NOT NULL,
        seat         TEXT NOT NULL,
        used_at      INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
    `,
  postgres: `
      CREATE TABLE used_invites (
        invite_hash  TEXT PRIMARY KEY,
        game_id      TEXT NOT NULL,
        seat         TEXT NOT NULL,
        used_at      BIGINT NOT NULL
      );
    
    `,
};
