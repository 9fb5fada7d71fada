import type { Migration } from './migration.js';

/** Schema version 4, in its SQLite and PostgreSQL forms. */
export const migration004: Migration = {
  version: 4,
  name: 'rematch offers: a finished game points at its rematch, sides swapped',
  // new_game_id has no foreign key: an open rematch nobody accepted expires like any open
  // game, and the offer is then made afresh.
  sql: `
      CREATE TABLE rematches (
        game_id      TEXT PRIMARY KEY REFERENCES games (id),
        new_game_id  TEXT NOT NULL UNIQUE,
        offered_by   TEXT NOT NULL,
        seat_map     TEXT NOT NULL,
        offered_at   INTEGER NOT NULL
      ) STRICT;
    `,
  postgres: `
      CREATE TABLE rematches (
        game_id      TEXT PRIMARY KEY REFERENCES games (id),
        new_game_id  TEXT NOT NULL UNIQUE,
        offered_by   TEXT NOT NULL,
        seat_map     TEXT NOT NULL,
        offered_at   BIGINT NOT NULL
      );
    
    `,
};
