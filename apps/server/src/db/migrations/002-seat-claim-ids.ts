import type { Migration } from './migration.js';

/** Schema version 2, in its SQLite and PostgreSQL forms. */
export const migration002: Migration = {
  version: 2,
  name: 'seat claim ids: a lobby seat claim can be retried',
  sql: `
      ALTER TABLE seats ADD COLUMN claim_hash TEXT;
    `,
  postgres: `
      ALTER TABLE seats ADD COLUMN claim_hash TEXT;
    
    `,
};
