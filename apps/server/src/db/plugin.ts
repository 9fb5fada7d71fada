import type { Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { startCheckpointer } from './checkpointer.js';
import { closeDatabase, openDatabase, type Durability } from './open.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open, migrated SQLite database. */
    db: Database;
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
}

/** SQLite's own checkpoint threshold (pages), used when no worker checkpoints. */
const AUTO_CHECKPOINT_PAGES = 10_000;

/**
 * Opens the database at start, decorates `app.db`, and checkpoints and closes it when the
 * app closes (after the sockets, which close in `preClose`).
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const { db, path, migrations } = openDatabase(options.dataDir, options.durability);
    app.log.info(
      { path, schema: migrations.to, applied: migrations.applied, durability: options.durability },
      'database ready',
    );
    app.decorate('db', db);
    const everyMs = options.checkpointEveryMs ?? 1000;
    const checkpointer =
      everyMs > 0
        ? startCheckpointer({
            path,
            everyMs,
            onCheckpoint: (report) => app.log.debug(report, 'WAL checkpointed'),
            onError: (message) => {
              // Never let the WAL grow without bound: SQLite checkpoints by itself again.
              db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
              app.log.error({ message }, 'WAL checkpoint worker failed; checkpointing in commits');
            },
          })
        : null;
    if (checkpointer) db.pragma('wal_autocheckpoint = 0');
    app.addHook('onClose', async () => {
      await checkpointer?.stop();
      closeDatabase(db);
      app.log.info('database checkpointed and closed');
    });
  },
  { name: 'broadside-db' },
);
