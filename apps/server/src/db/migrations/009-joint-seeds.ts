import type { Migration } from './migration.js';

/** Schema version 9, in its SQLite and PostgreSQL forms. */
export const migration009: Migration = {
  version: 9,
  name: 'seeds made together: seat nonce commitments and reveals, the joint game seed',
  // games.seed stays the server's secret; game_seed is the seed derived from it and the seats'
  // nonces once every one is revealed (null: the secret is the seed, as before), and
  // seat_commitments the JSON list of the seats' commitments it was derived under.
  sql: `
      ALTER TABLE games ADD COLUMN game_seed BLOB;
      ALTER TABLE games ADD COLUMN seat_commitments TEXT;
      ALTER TABLE games ADD COLUMN reveal_deadline_at INTEGER;
      CREATE INDEX games_reveal_due ON games (reveal_deadline_at)
        WHERE reveal_deadline_at IS NOT NULL;

      CREATE TABLE seat_nonces (
        game_id       TEXT NOT NULL REFERENCES games (id),
        seat          TEXT NOT NULL,
        commitment    TEXT NOT NULL,
        nonce         TEXT,
        committed_at  INTEGER NOT NULL,
        revealed_at   INTEGER,
        PRIMARY KEY (game_id, seat)
      ) STRICT, WITHOUT ROWID;
    `,
  postgres: `
      ALTER TABLE games ADD COLUMN game_seed BYTEA;
      ALTER TABLE games ADD COLUMN seat_commitments TEXT;
      ALTER TABLE games ADD COLUMN reveal_deadline_at BIGINT;
      CREATE INDEX games_reveal_due ON games (reveal_deadline_at)
        WHERE reveal_deadline_at IS NOT NULL;

      CREATE TABLE seat_nonces (
        game_id       TEXT NOT NULL REFERENCES games (id),
        seat          TEXT NOT NULL,
        commitment    TEXT NOT NULL,
        nonce         TEXT,
        committed_at  BIGINT NOT NULL,
        revealed_at   BIGINT,
        PRIMARY KEY (game_id, seat)
      );
    
    `,
};
