import type { Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
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
}

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
    app.addHook('onClose', async () => {
      closeDatabase(db);
      app.log.info('database checkpointed and closed');
    });
  },
  { name: 'broadside-db' },
);
