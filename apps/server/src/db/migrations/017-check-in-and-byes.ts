import type { Migration } from './migration.js';

/** Schema version 17, in its SQLite and PostgreSQL forms. */
export const migration017: Migration = {
  version: 17,
  name: 'tournaments: check-in windows, check-ins and requested half-point byes',
  // A check-in window is opened before a round is paired (issue 31, check-in): one row per
  // round, `closed_at` set when the round was paired from it. A check-in is one row per player
  // and round. A bye request asks for a half-point bye in a future round; it is kept after the
  // round is paired (the bye board then carries the points).
  sql: `
      CREATE TABLE tournament_check_in_windows (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        opened_at      INTEGER NOT NULL,
        closes_at      INTEGER NOT NULL,
        closed_at      INTEGER,
        PRIMARY KEY (tournament_id, round)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE tournament_check_ins (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        user_id        INTEGER NOT NULL REFERENCES users (id),
        at             INTEGER NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE tournament_bye_requests (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        user_id        INTEGER NOT NULL REFERENCES users (id),
        requested_at   INTEGER NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
      ) STRICT, WITHOUT ROWID;
    `,
  postgres: `
      CREATE TABLE tournament_check_in_windows (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        opened_at      BIGINT NOT NULL,
        closes_at      BIGINT NOT NULL,
        closed_at      BIGINT,
        PRIMARY KEY (tournament_id, round)
      );
      CREATE TABLE tournament_check_ins (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        user_id        BIGINT NOT NULL REFERENCES users (id),
        at             BIGINT NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
      );
      CREATE TABLE tournament_bye_requests (
        tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
        round          INTEGER NOT NULL,
        user_id        BIGINT NOT NULL REFERENCES users (id),
        requested_at   BIGINT NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
      );
    `,
};
