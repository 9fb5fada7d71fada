import type { Migration } from './migration.js';

/** Schema version 1, in its SQLite and PostgreSQL forms. */
export const migration001: Migration = {
  version: 1,
  name: 'games, seats, order log, snapshots, chat',
  sql: `
      CREATE TABLE games (
        id               TEXT PRIMARY KEY,
        ruleset          TEXT NOT NULL,
        ruleset_version  TEXT NOT NULL,
        scenario         TEXT,
        title            TEXT NOT NULL,
        setup_json       TEXT NOT NULL,
        seed             BLOB NOT NULL,
        commitment       TEXT NOT NULL,
        visibility       TEXT NOT NULL CHECK (visibility IN ('public', 'private')),
        spectator_delay  TEXT NOT NULL,
        time_control     TEXT NOT NULL,
        status           TEXT NOT NULL CHECK (status IN ('open', 'live', 'finished')),
        created_at       INTEGER NOT NULL,
        started_at       INTEGER,
        finished_at      INTEGER,
        seq              INTEGER NOT NULL DEFAULT 0,
        hash_seq         INTEGER NOT NULL DEFAULT 0,
        state_hash       TEXT NOT NULL,
        result_json      TEXT,
        clocks_json      TEXT NOT NULL,
        deadline_at      INTEGER,
        create_events    TEXT NOT NULL,
        create_dice      TEXT NOT NULL
      ) STRICT;
      CREATE INDEX games_status ON games (status, visibility, created_at);
      CREATE INDEX games_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;

      CREATE TABLE seats (
        game_id      TEXT NOT NULL REFERENCES games (id),
        seat         TEXT NOT NULL,
        position     INTEGER NOT NULL,
        invite_hash  TEXT NOT NULL,
        player_name  TEXT,
        claimed_at   INTEGER,
        PRIMARY KEY (game_id, seat)
      ) STRICT;

      CREATE TABLE seat_tokens (
        token_hash  TEXT PRIMARY KEY,
        game_id     TEXT NOT NULL,
        seat        TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat)
      ) STRICT;

      CREATE TABLE log (
        game_id          TEXT NOT NULL REFERENCES games (id),
        seq              INTEGER NOT NULL,
        kind             TEXT NOT NULL CHECK (kind IN ('order', 'timeout')),
        seat             TEXT NOT NULL,
        client_order_id  TEXT,
        order_json       TEXT,
        events_json      TEXT NOT NULL,
        dice_json        TEXT NOT NULL,
        state_hash       TEXT,
        at               INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;
      CREATE UNIQUE INDEX log_client_order ON log (game_id, seat, client_order_id)
        WHERE client_order_id IS NOT NULL;

      CREATE TABLE snapshots (
        game_id     TEXT NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL,
        state_json  TEXT NOT NULL,
        state_hash  TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE chat (
        id        INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id   TEXT NOT NULL REFERENCES games (id),
        channel   TEXT NOT NULL CHECK (channel IN ('players', 'spectators')),
        author    TEXT NOT NULL,
        text      TEXT NOT NULL,
        at        INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX chat_game ON chat (game_id, id);
    `,
  postgres: `
      CREATE TABLE games (
        id               TEXT PRIMARY KEY,
        ruleset          TEXT NOT NULL,
        ruleset_version  TEXT NOT NULL,
        scenario         TEXT,
        title            TEXT NOT NULL,
        setup_json       TEXT NOT NULL,
        seed             BYTEA NOT NULL,
        commitment       TEXT NOT NULL,
        visibility       TEXT NOT NULL CHECK (visibility IN ('public', 'private')),
        spectator_delay  TEXT NOT NULL,
        time_control     TEXT NOT NULL,
        status           TEXT NOT NULL CHECK (status IN ('open', 'live', 'finished')),
        created_at       BIGINT NOT NULL,
        started_at       BIGINT,
        finished_at      BIGINT,
        seq              BIGINT NOT NULL DEFAULT 0,
        hash_seq         BIGINT NOT NULL DEFAULT 0,
        state_hash       TEXT NOT NULL,
        result_json      TEXT,
        clocks_json      TEXT NOT NULL,
        deadline_at      BIGINT,
        create_events    TEXT NOT NULL,
        create_dice      TEXT NOT NULL
      );
      CREATE INDEX games_status ON games (status, visibility, created_at);
      CREATE INDEX games_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;

      CREATE TABLE seats (
        game_id      TEXT NOT NULL REFERENCES games (id),
        seat         TEXT NOT NULL,
        position     BIGINT NOT NULL,
        invite_hash  TEXT NOT NULL,
        player_name  TEXT,
        claimed_at   BIGINT,
        PRIMARY KEY (game_id, seat)
      );

      CREATE TABLE seat_tokens (
        token_hash  TEXT PRIMARY KEY,
        game_id     TEXT NOT NULL,
        seat        TEXT NOT NULL,
        created_at  BIGINT NOT NULL,
        FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat)
      );

      CREATE TABLE log (
        game_id          TEXT NOT NULL REFERENCES games (id),
        seq              BIGINT NOT NULL,
        kind             TEXT NOT NULL CHECK (kind IN ('order', 'timeout')),
        seat             TEXT NOT NULL,
        client_order_id  TEXT,
        order_json       TEXT,
        events_json      TEXT NOT NULL,
        dice_json        TEXT NOT NULL,
        state_hash       TEXT,
        at               BIGINT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );
      CREATE UNIQUE INDEX log_client_order ON log (game_id, seat, client_order_id)
        WHERE client_order_id IS NOT NULL;

      CREATE TABLE snapshots (
        game_id     TEXT NOT NULL REFERENCES games (id),
        seq         BIGINT NOT NULL,
        state_json  TEXT NOT NULL,
        state_hash  TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );

      CREATE TABLE chat (
        id        BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game_id   TEXT NOT NULL REFERENCES games (id),
        channel   TEXT NOT NULL CHECK (channel IN ('players', 'spectators')),
        author    TEXT NOT NULL,
        text      TEXT NOT NULL,
        at        BIGINT NOT NULL
      );
      CREATE INDEX chat_game ON chat (game_id, id);
    
    `,
};
