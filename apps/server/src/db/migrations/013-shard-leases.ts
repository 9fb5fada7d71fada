import type { Migration } from './migration.js';

/** Schema version 13, in its SQLite and PostgreSQL forms. */
export const migration013: Migration = {
  version: 13,
  name: 'shard leases: which process may append to the games of a node, with a fencing token',
  // One row per shard (a node name of a cluster, docs/scaling.md). holder is the process that
  // holds it until expires_at; token grows by one each time the shard changes holder. Every
  // append checks, in its own transaction, that its process still holds the token it took.
  sql: `
      CREATE TABLE shard_leases (
        shard       TEXT PRIMARY KEY,
        holder      TEXT NOT NULL,
        token       INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL
      ) STRICT;
    `,
  postgres: `
      CREATE TABLE shard_leases (
        shard       TEXT PRIMARY KEY,
        holder      TEXT NOT NULL,
        token       BIGINT NOT NULL,
        expires_at  BIGINT NOT NULL
      );
    `,
};
