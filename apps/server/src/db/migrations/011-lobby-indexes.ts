import type { Migration } from './migration.js';

/** Schema version 11, in its SQLite and PostgreSQL forms. */
export const migration011: Migration = {
  version: 11,
  name: 'lobby lists read in index order for every status',
  // The lobby lists finished games newest-finished first, the others newest-created first.
  // games_status covers public open and live games; these cover finished games and the lists
  // without the visibility filter, so no list sorts the whole table. None of these columns
  // changes when an order is applied, so the per-order header update does not touch them.
  sql: `
      CREATE INDEX games_lobby_finished ON games (status, visibility, finished_at);
      CREATE INDEX games_by_status_created ON games (status, created_at);
      CREATE INDEX games_by_status_finished ON games (status, finished_at);
    `,
  postgres: `
      CREATE INDEX games_lobby_finished ON games (status, visibility, finished_at);
      CREATE INDEX games_by_status_created ON games (status, created_at);
      CREATE INDEX games_by_status_finished ON games (status, finished_at);
    
    `,
};
