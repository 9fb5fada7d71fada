import type { Migration } from './migration.js';

/** Schema version 5, in its SQLite and PostgreSQL forms. */
export const migration005: Migration = {
  version: 5,
  name: 'order queues: future orders of a seat, played by the server when it owes them',
  // Which queued orders were already played is read from the log (their client order ids
  // name the queue and the index), so playing one needs no write here.
  sql: `
      CREATE TABLE order_queues (
        game_id      TEXT NOT NULL REFERENCES games (id),
        seat         TEXT NOT NULL,
        queue_id     TEXT NOT NULL,
        turn         INTEGER,
        orders_json  TEXT NOT NULL,
        set_seq      INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
      ) STRICT, WITHOUT ROWID;
    `,
  postgres: `
      CREATE TABLE order_queues (
        game_id      TEXT NOT NULL REFERENCES games (id),
        seat         TEXT NOT NULL,
        queue_id     TEXT NOT NULL,
        turn         BIGINT,
        orders_json  TEXT NOT NULL,
        set_seq      BIGINT NOT NULL,
        PRIMARY KEY (game_id, seat)
      );
    
    `,
};
