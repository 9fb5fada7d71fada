import type { Migration } from './migration.js';

/** Schema version 7, in its SQLite and PostgreSQL forms. */
export const migration007: Migration = {
  version: 7,
  name: 'bot seats: seats the server plays itself, with their level and private seed',
  sql: `
      CREATE TABLE bot_seats (
        game_id    TEXT NOT NULL REFERENCES games (id),
        seat       TEXT NOT NULL,
        level      TEXT NOT NULL,
        budget_ms  INTEGER,
        seed       TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
      ) STRICT, WITHOUT ROWID;
    `,
  postgres: `
      CREATE TABLE bot_seats (
        game_id    TEXT NOT NULL REFERENCES games (id),
        seat       TEXT NOT NULL,
        level      TEXT NOT NULL,
        budget_ms  BIGINT,
        seed       TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
      );
    
    `,
};
