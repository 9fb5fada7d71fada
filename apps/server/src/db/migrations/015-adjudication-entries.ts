import type { Migration } from './migration.js';

/** Schema version 15, in its SQLite and PostgreSQL forms. */
export const migration015: Migration = {
  version: 15,
  name: 'log: adjudication entries, a game the tournament organiser decided while it was played',
  // An adjudication entry (docs/record-format.md, Entries) ends a live game with the organiser's
  // result, kept in order_json; it is for no seat (seat ''). SQLite cannot change a CHECK in
  // place, so the log is copied into a table with the new CHECK (same columns, key and index).
  // log_tail never checked its kind.
  sql: `
      CREATE TABLE log_new (
        game_id          TEXT NOT NULL REFERENCES games (id),
        seq              INTEGER NOT NULL,
        kind             TEXT NOT NULL CHECK (kind IN ('order', 'timeout', 'adjudication')),
        seat             TEXT NOT NULL,
        client_order_id  TEXT,
        order_json       TEXT,
        events_json      TEXT NOT NULL,
        dice_json        TEXT NOT NULL,
        state_hash       TEXT,
        at               INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO log_new (game_id, seq, kind, seat, client_order_id, order_json, events_json,
        dice_json, state_hash, at)
        SELECT game_id, seq, kind, seat, client_order_id, order_json, events_json, dice_json,
          state_hash, at FROM log;
      DROP TABLE log;
      ALTER TABLE log_new RENAME TO log;
      CREATE UNIQUE INDEX log_client_order ON log (game_id, seat, client_order_id)
        WHERE client_order_id IS NOT NULL;
    `,
  postgres: `
      ALTER TABLE log DROP CONSTRAINT log_kind_check;
      ALTER TABLE log ADD CONSTRAINT log_kind_check
        CHECK (kind IN ('order', 'timeout', 'adjudication'));
    `,
};
