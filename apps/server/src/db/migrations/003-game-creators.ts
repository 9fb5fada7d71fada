import type { Migration } from './migration.js';

/** Schema version 3, in its SQLite and PostgreSQL forms. */
export const migration003: Migration = {
  version: 3,
  name: 'who created a game, for the quota of open games per address',
  sql: `
      ALTER TABLE games ADD COLUMN creator_key TEXT;
      CREATE INDEX games_open_by_creator ON games (creator_key) WHERE status = 'open';
      CREATE INDEX games_open_by_age ON games (created_at) WHERE status = 'open';
    `,
  postgres: `
      ALTER TABLE games ADD COLUMN creator_key TEXT;
      CREATE INDEX games_open_by_creator ON games (creator_key) WHERE status = 'open';
      CREATE INDEX games_open_by_age ON games (created_at) WHERE status = 'open';
    
    `,
};
