import type { Migration } from './migration.js';

/** Schema version 18, in its SQLite and PostgreSQL forms. */
export const migration018: Migration = {
  version: 18,
  name: 'annotations: players comment on the events of their finished games',
  // One row per comment (issue 33, annotations). `seq` is the record entry the comment is on
  // (0 = the set-up); `seat` the seat whose player wrote it, `author` that player's name as the
  // seat carried it. `text` is stored as written: every output escapes it. The index serves the
  // list of one game's comments, in the order they were written.
  sql: `
      CREATE TABLE annotations (
        id          TEXT PRIMARY KEY,
        game_id     TEXT NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL CHECK (seq >= 0),
        seat        TEXT NOT NULL,
        author      TEXT NOT NULL,
        text        TEXT NOT NULL,
        created_at  INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX annotations_game ON annotations (game_id, created_at, id);
    `,
  postgres: `
      CREATE TABLE annotations (
        id          TEXT PRIMARY KEY,
        game_id     TEXT NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL CHECK (seq >= 0),
        seat        TEXT NOT NULL,
        author      TEXT NOT NULL,
        text        TEXT NOT NULL,
        created_at  BIGINT NOT NULL
      );
      CREATE INDEX annotations_game ON annotations (game_id, created_at, id);
    `,
};
