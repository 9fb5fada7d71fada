/** One schema change. Versions are consecutive from 1 and never edited once released. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /**
   * The same change for the PostgreSQL store (`DATABASE_URL`): INTEGER is BIGINT (times are
   * milliseconds), REAL is DOUBLE PRECISION, BLOB is BYTEA, an autoincrement key is an identity
   * column. Every migration needs one; a test fails when one is missing.
   */
  readonly postgres?: string;
}

/**
 * The schema history of `broadside.db`, oldest first. Add a new entry for every change;
 * never edit an old one.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
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
  },
  {
    version: 2,
    name: 'seat claim ids: a lobby seat claim can be retried',
    sql: `
      ALTER TABLE seats ADD COLUMN claim_hash TEXT;
    `,
    postgres: `
      ALTER TABLE seats ADD COLUMN claim_hash TEXT;
    
    `,
  },
  {
    version: 3,
    name: 'who created a game, for the quota of open games per address',
    sql: `
      ALTER TABLE games ADD COLUMN creator_key TEXT;
      CREATE INDEX games_open_by_creator ON games (creator_key) WHERE status = 'open';
      CREATE INDEX games_open_by_age ON games (created_at) WHERE status = 'open';
    `,
    postgres: `
      ALTER TABLE games ADD COLUMN creator_key TEXT;
      CREATE INDEX games_open_by_creator ON games (creator_key) WHERE status = 'open';
      CREATE INDEX games_open_by_age ON games (created_at) WHERE status = 'open';
    
    `,
  },
  {
    version: 4,
    name: 'rematch offers: a finished game points at its rematch, sides swapped',
    // new_game_id has no foreign key: an open rematch nobody accepted expires like any open
    // game, and the offer is then made afresh.
    sql: `
      CREATE TABLE rematches (
        game_id      TEXT PRIMARY KEY REFERENCES games (id),
        new_game_id  TEXT NOT NULL UNIQUE,
        offered_by   TEXT NOT NULL,
        seat_map     TEXT NOT NULL,
        offered_at   INTEGER NOT NULL
      ) STRICT;
    `,
    postgres: `
      CREATE TABLE rematches (
        game_id      TEXT PRIMARY KEY REFERENCES games (id),
        new_game_id  TEXT NOT NULL UNIQUE,
        offered_by   TEXT NOT NULL,
        seat_map     TEXT NOT NULL,
        offered_at   BIGINT NOT NULL
      );
    
    `,
  },
  {
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
  },
  {
    version: 6,
    name: 'accounts: users, sessions, seats owned by or kept for an account, notifications',
    // Session tokens are stored as SHA-256 hashes, like seat tokens; usernames are unique
    // without regard to case. A seat's user_id is the account that holds it; invited_user_id
    // the only account that may take it (an invite addressed to a username).
    sql: `
      CREATE TABLE users (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        username       TEXT NOT NULL UNIQUE COLLATE NOCASE,
        display_name   TEXT NOT NULL,
        password_hash  TEXT NOT NULL,
        email          TEXT,
        settings_json  TEXT NOT NULL DEFAULT '{}',
        created_at     INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE sessions (
        token_hash  TEXT PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users (id),
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX sessions_user ON sessions (user_id);

      ALTER TABLE seats ADD COLUMN user_id INTEGER REFERENCES users (id);
      ALTER TABLE seats ADD COLUMN invited_user_id INTEGER REFERENCES users (id);
      CREATE INDEX seats_user ON seats (user_id) WHERE user_id IS NOT NULL;
      CREATE INDEX seats_invited ON seats (invited_user_id) WHERE invited_user_id IS NOT NULL;

      CREATE TABLE notifications (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id     INTEGER NOT NULL REFERENCES users (id),
        kind        TEXT NOT NULL,
        game_id     TEXT,
        text        TEXT NOT NULL,
        link        TEXT,
        dedupe_key  TEXT,
        created_at  INTEGER NOT NULL,
        read_at     INTEGER,
        emailed_at  INTEGER
      ) STRICT;
      CREATE INDEX notifications_user ON notifications (user_id, id);
      CREATE UNIQUE INDEX notifications_once ON notifications (user_id, dedupe_key)
        WHERE dedupe_key IS NOT NULL;
    `,
    postgres: `
      CREATE COLLATION IF NOT EXISTS nocase
        (provider = icu, locale = 'und-u-ks-level2', deterministic = false);

      CREATE TABLE users (
        id             BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        username       TEXT NOT NULL UNIQUE COLLATE nocase,
        display_name   TEXT NOT NULL,
        password_hash  TEXT NOT NULL,
        email          TEXT,
        settings_json  TEXT NOT NULL DEFAULT '{}',
        created_at     BIGINT NOT NULL
      );

      CREATE TABLE sessions (
        token_hash  TEXT PRIMARY KEY,
        user_id     BIGINT NOT NULL REFERENCES users (id),
        created_at  BIGINT NOT NULL,
        expires_at  BIGINT NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);

      ALTER TABLE seats ADD COLUMN user_id BIGINT REFERENCES users (id);
      ALTER TABLE seats ADD COLUMN invited_user_id BIGINT REFERENCES users (id);
      CREATE INDEX seats_user ON seats (user_id) WHERE user_id IS NOT NULL;
      CREATE INDEX seats_invited ON seats (invited_user_id) WHERE invited_user_id IS NOT NULL;

      CREATE TABLE notifications (
        id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        user_id     BIGINT NOT NULL REFERENCES users (id),
        kind        TEXT NOT NULL,
        game_id     TEXT,
        text        TEXT NOT NULL,
        link        TEXT,
        dedupe_key  TEXT,
        created_at  BIGINT NOT NULL,
        read_at     BIGINT,
        emailed_at  BIGINT
      );
      CREATE INDEX notifications_user ON notifications (user_id, id);
      CREATE UNIQUE INDEX notifications_once ON notifications (user_id, dedupe_key)
        WHERE dedupe_key IS NOT NULL;
    
    `,
  },
  {
    version: 7,
    name: 'bot seats: seats the server plays itself, with their level and private seed',
    sql: `
      CREATE TABLE bot_seats (
        game_id    TEXT NOT NULL REFERENCES games (id),
        seat       TEXT NOT NULL,
        level      TEXT NOT NULL,
        budget_ms  INTEGER,
        seed       TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
      ) STRICT, WITHOUT ROWID;
    `,
    postgres: `
      CREATE TABLE bot_seats (
        game_id    TEXT NOT NULL REFERENCES games (id),
        seat       TEXT NOT NULL,
        level      TEXT NOT NULL,
        budget_ms  BIGINT,
        seed       TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
      );
    
    `,
  },
  {
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
  },
  {
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
  },
  {
    version: 10,
    name: 'used invites: an invite takes its seat once',
    // An invite that took its seat is replaced at once; its hash stays here so that a second
    // use is told the invite was used rather than that it is wrong.
    sql: `
      CREATE TABLE used_invites (
        invite_hash  TEXT PRIMARY KEY,
        game_id      TEXT NOT NULL,
        seat         TEXT NOT NULL,
        used_at      INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
    `,
    postgres: `
      CREATE TABLE used_invites (
        invite_hash  TEXT PRIMARY KEY,
        game_id      TEXT NOT NULL,
        seat         TEXT NOT NULL,
        used_at      BIGINT NOT NULL
      );
    
    `,
  },
  {
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
  },
  {
    version: 12,
    name: 'log tail: new entries appended in arrival order, moved into the log in runs',
    // Every new entry is first appended here, keyed by arrival (id), so the entries of one group
    // commit share the same few pages whatever their games. Each row carries the game header as
    // of that entry, so a header written less often is rebuilt exactly from the tail after a
    // crash. A game's tail moves into log (with its header) at its snapshots, when its status
    // changes and when its deadline moves earlier; rows are removed in ranges of id. No index
    // but the key: the server knows where each game's tail rows are while it runs, and moves
    // every tail into the log when it opens the database. snapshots.chain_head is the hash-chain
    // head after the snapshot's entry, so a game resumes without rehashing its whole log.
    sql: `
      CREATE TABLE log_tail (
        id               INTEGER PRIMARY KEY,
        game_id          TEXT NOT NULL,
        seq              INTEGER NOT NULL,
        kind             TEXT NOT NULL,
        seat             TEXT NOT NULL,
        client_order_id  TEXT,
        order_json       TEXT,
        events_json      TEXT NOT NULL,
        dice_json        TEXT NOT NULL,
        state_hash       TEXT,
        at               INTEGER NOT NULL,
        status           TEXT NOT NULL,
        result_json      TEXT,
        clocks_json      TEXT NOT NULL,
        deadline_at      INTEGER,
        finished_at      INTEGER
      ) STRICT;
      ALTER TABLE snapshots ADD COLUMN chain_head TEXT;
    `,
    postgres: `
      CREATE TABLE log_tail (
        id               BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game_id          TEXT NOT NULL,
        seq              BIGINT NOT NULL,
        kind             TEXT NOT NULL,
        seat             TEXT NOT NULL,
        client_order_id  TEXT,
        order_json       TEXT,
        events_json      TEXT NOT NULL,
        dice_json        TEXT NOT NULL,
        state_hash       TEXT,
        at               BIGINT NOT NULL,
        status           TEXT NOT NULL,
        result_json      TEXT,
        clocks_json      TEXT NOT NULL,
        deadline_at      BIGINT,
        finished_at      BIGINT
      );
      ALTER TABLE snapshots ADD COLUMN chain_head TEXT;
    
    `,
  },
  {
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
  },
  {
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
  },
];
