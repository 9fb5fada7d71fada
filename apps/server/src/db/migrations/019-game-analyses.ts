import type { Migration } from './migration.js';

/** Schema version 19, in its SQLite and PostgreSQL forms. */
export const migration019: Migration = {
  version: 19,
  name: 'coach: the analyses of finished games',
  // The coach's analysis of a finished game (issue 33), kept as JSON. The key holds the analysis
  // version and a text naming the settings it was made with, so that changing either makes new
  // rows beside the old. No foreign key: it is a cache, and only finished games have rows.
  sql: `
      CREATE TABLE game_analyses (
        game_id     TEXT NOT NULL,
        version     INTEGER NOT NULL,
        settings    TEXT NOT NULL,
        body_json   TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        PRIMARY KEY (game_id, version, settings)
      ) STRICT, WITHOUT ROWID;
    `,
  postgres: `
      CREATE TABLE game_analyses (
        game_id     TEXT NOT NULL,
        version     INTEGER NOT NULL,
        settings    TEXT NOT NULL,
        body_json   TEXT NOT NULL,
        created_at  BIGINT NOT NULL,
        PRIMARY KEY (game_id, version, settings)
      );
    `,
};
