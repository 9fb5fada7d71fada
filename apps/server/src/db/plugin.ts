import fp from 'fastify-plugin';
import { startCheckpointer, type Checkpointer } from './checkpointer.js';
import { closeDatabase, openDatabase, type Durability } from './open.js';
import { openPostgresDatabase } from './pg/open.js';
import type { SqlDatabase, SqlDialect } from './sql-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open, migrated database: SQLite in `DATA_DIR`, or PostgreSQL at `DATABASE_URL`. */
    db: SqlDatabase;
    /** Which engine `db` runs on. */
    dbDialect: SqlDialect;
  }
}

/** Options of {@link databasePlugin}. */
export interface DatabasePluginOptions {
  readonly dataDir: string;
  readonly durability: Durability;
  /**
   * Checkpoint the WAL this often (ms) on a worker thread instead of inside commits
   * (default 1000; 0 keeps SQLite's automatic checkpoints on the server's thread).
   */
  readonly checkpointEveryMs?: number;
  /** `DATABASE_URL`: a `postgres://` URL puts every store on PostgreSQL instead of SQLite. */
  readonly databaseUrl?: string | undefined;
}

/** SQLite's own checkpoint threshold (pages), used when no worker checkpoints. */
const AUTO_CHECKPOINT_PAGES = 10_000;

/**
 * Opens the database at start, decorates `app.db`, and checkpoints and closes it when the
 * app closes (after the sockets, which close in `preClose`). With `databaseUrl` the database
 * is PostgreSQL: no file, no checkpoints; PostgreSQL makes every commit durable itself.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    if (options.databaseUrl) {
      const { db: pg, migrations } = openPostgresDatabase(options.databaseUrl);
      app.log.info(
        { engine: 'postgres', schema: migrations.to, applied: migrations.applied },
        'database ready',
      );
      app.decorate('db', pg);
      app.decorate('dbDialect', 'postgres');
      app.addHook('onClose', async () => {
        pg.close();
        app.log.info('database closed');
      });
      return;
    }
    const { db, path, migrations } = openDatabase(options.dataDir, options.durability);
    app.log.info(
      { path, schema: migrations.to, applied: migrations.applied, durability: options.durability },
      'database ready',
    );
    app.decorate('db', db);
    app.decorate('dbDialect', 'sqlite');
    const everyMs = options.checkpointEveryMs ?? 1000;
    let checkpointer: Checkpointer | null = null;
    let starting: NodeJS.Immediate | null = null;
    if (everyMs > 0) {
      db.pragma('wal_autocheckpoint = 0');
      // The worker starts once the app is ready (for a server, as it starts listening): its new
      // thread would otherwise take CPU time from the start itself.
      app.addHook('onReady', async () => {
        starting = setImmediate(() => {
          starting = null;
          checkpointer = startCheckpointer({
            path,
            everyMs,
            onCheckpoint: (report) => app.log.debug(report, 'WAL checkpointed'),
            onError: (message) => {
              // Never let the WAL grow without bound: SQLite checkpoints by itself again.
              db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
              app.log.error({ message }, 'WAL checkpoint worker failed; checkpointing in commits');
            },
          });
        });
      });
    }
    app.addHook('onClose', async () => {
      if (starting) clearImmediate(starting);
      await checkpointer?.stop();
      closeDatabase(db);
      app.log.info('database checkpointed and closed');
    });
  },
  { name: 'broadside-db' },
);
