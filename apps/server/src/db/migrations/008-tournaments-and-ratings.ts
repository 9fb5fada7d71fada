import type { Migration } from './migration.js';

/** Schema version 8, in its SQLite and PostgreSQL forms. */
export const migration008: Migration = {
  version: 8,
  name: 'tournaments: players, rounds, boards; Glicko-2 ratings per ruleset and their history',
  // A board's invites are kept in clear for the two accounts that play it (each is given only
  // its own); the seats table keeps only their hashes, as for every game. A bye is a board
  // without second_user.
  sql: `
      CREATE TABLE tournaments (
        id              TEXT PRIMARY KEY,
        name            TEXT NOT NULL,
        description     TEXT NOT NULL,
        organiser_id    INTEGER NOT NULL REFERENCES users (id),
        format          TEXT NOT NULL,
        settings_json   TEXT NOT NULL,
        status          TEXT NOT NULL CHECK (status IN ('registration', 'running', 'finished')),
        webhook_url     TEXT,
        webhook_secret  TEXT,
        created_at      INTEGER NOT NULL,
        started_at      INTEGER,
        finished_at     INTEGER
      ) STRICT;
      CREATE INDEX tournaments_status ON tournaments (status, created_at);

      CREATE TABLE tournament_players (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        user_id        INTEGER NOT NULL REFERENCES users (id),
        seed           INTEGER,
        registered_at  INTEGER NOT NULL,
        withdrawn_at   INTEGER,
        PRIMARY KEY (tournament_id, user_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE tournament_rounds (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        status         TEXT NOT NULL CHECK (status IN ('paired', 'started', 'finished')),
        paired_at      INTEGER NOT NULL,
        starts_at      INTEGER NOT NULL,
        finished_at    INTEGER,
        PRIMARY KEY (tournament_id, round)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE tournament_boards (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        board          INTEGER NOT NULL,
        first_user     INTEGER NOT NULL REFERENCES users (id),
        second_user    INTEGER REFERENCES users (id),
        game_id        TEXT UNIQUE,
        first_seat     TEXT,
        second_seat    TEXT,
        first_invite   TEXT,
        second_invite  TEXT,
        result_json    TEXT,
        adjudication   TEXT,
        rated          INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, round, board)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE ratings (
        user_id     INTEGER NOT NULL REFERENCES users (id),
        ruleset     TEXT NOT NULL,
        rating      REAL NOT NULL,
        deviation   REAL NOT NULL,
        volatility  REAL NOT NULL,
        games       INTEGER NOT NULL,
        updated_at  INTEGER NOT NULL,
        PRIMARY KEY (user_id, ruleset)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX ratings_board ON ratings (ruleset, rating);

      CREATE TABLE rating_history (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id     INTEGER NOT NULL REFERENCES users (id),
        ruleset     TEXT NOT NULL,
        game_id     TEXT NOT NULL,
        rating      REAL NOT NULL,
        deviation   REAL NOT NULL,
        volatility  REAL NOT NULL,
        at          INTEGER NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX rating_history_once ON rating_history (game_id, user_id);
      CREATE INDEX rating_history_user ON rating_history (user_id, ruleset, id);
    `,
  postgres: `
      CREATE TABLE tournaments (
        id              TEXT PRIMARY KEY,
        name            TEXT NOT NULL,
        description     TEXT NOT NULL,
        organiser_id    BIGINT NOT NULL REFERENCES users (id),
        format          TEXT NOT NULL,
        settings_json   TEXT NOT NULL,
        status          TEXT NOT NULL CHECK (status IN ('registration', 'running', 'finished')),
        webhook_url     TEXT,
        webhook_secret  TEXT,
        created_at      BIGINT NOT NULL,
        started_at      BIGINT,
        finished_at     BIGINT
      );
      CREATE INDEX tournaments_status ON tournaments (status, created_at);

      CREATE TABLE tournament_players (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        user_id        BIGINT NOT NULL REFERENCES users (id),
        seed           BIGINT,
        registered_at  BIGINT NOT NULL,
        withdrawn_at   BIGINT,
        PRIMARY KEY (tournament_id, user_id)
      );

      CREATE TABLE tournament_rounds (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          BIGINT NOT NULL,
        status         TEXT NOT NULL CHECK (status IN ('paired', 'started', 'finished')),
        paired_at      BIGINT NOT NULL,
        starts_at      BIGINT NOT NULL,
        finished_at    BIGINT,
        PRIMARY KEY (tournament_id, round)
      );

      CREATE TABLE tournament_boards (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          BIGINT NOT NULL,
        board          BIGINT NOT NULL,
        first_user     BIGINT NOT NULL REFERENCES users (id),
        second_user    BIGINT REFERENCES users (id),
        game_id        TEXT UNIQUE,
        first_seat     TEXT,
        second_seat    TEXT,
        first_invite   TEXT,
        second_invite  TEXT,
        result_json    TEXT,
        adjudication   TEXT,
        rated          BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, round, board)
      );

      CREATE TABLE ratings (
        user_id     BIGINT NOT NULL REFERENCES users (id),
        ruleset     TEXT NOT NULL,
        rating      DOUBLE PRECISION NOT NULL,
        deviation   DOUBLE PRECISION NOT NULL,
        volatility  DOUBLE PRECISION NOT NULL,
        games       BIGINT NOT NULL,
        updated_at  BIGINT NOT NULL,
        PRIMARY KEY (user_id, ruleset)
      );
      CREATE INDEX ratings_board ON ratings (ruleset, rating);

      CREATE TABLE rating_history (
        id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        user_id     BIGINT NOT NULL REFERENCES users (id),
        ruleset     TEXT NOT NULL,
        game_id     TEXT NOT NULL,
        rating      DOUBLE PRECISION NOT NULL,
        deviation   DOUBLE PRECISION NOT NULL,
        volatility  DOUBLE PRECISION NOT NULL,
        at          BIGINT NOT NULL
      );
      CREATE UNIQUE INDEX rating_history_once ON rating_history (game_id, user_id);
      CREATE INDEX rating_history_user ON rating_history (user_id, ruleset, id);
    
    `,
};
