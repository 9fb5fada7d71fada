import type { Migration } from './migration.js';

/** Schema version 14, in its SQLite and PostgreSQL forms. */
export const migration014: Migration = {
  version: 14,
  name: 'shard leases: a node started again asks the survivor that took its games to hand them back',
  // Until wanted_until, the shard's own node (back after a crash or a restart) waits for the
  // lease: the survivor holding it hands it back, and no other node takes it.
  sql: `
      ALTER TABLE shard_leases ADD COLUMN wanted_until INTEGER NOT NULL DEFAULT 0;
    `,
  postgres: `
      ALTER TABLE shard_leases ADD COLUMN wanted_until BIGINT NOT NULL DEFAULT 0;
    `,
};
