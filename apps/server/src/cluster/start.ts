import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { closeDatabase, openDatabase } from '../db/open.js';
import { SqliteGameStore } from '../store/sqlite-store.js';
import { parseTrustedProxies } from '../http/client-address.js';
import { ringOwnership, type GameOwnership } from './ownership.js';
import { startPrimary } from './primary.js';
import { HashRing, workerNames } from './ring.js';

/** How a worker of a `WORKERS=N` server differs from a server alone. */
export interface WorkerRole {
  /** Its configuration: loopback, a free port, and the primary trusted to name the client. */
  readonly config: ServerConfig;
  /** The games it runs and the ids it makes. */
  readonly ownership: GameOwnership;
  /**
   * Whether it runs the scans that look at every game (notifications, tournament rounds):
   * only the first worker does, so nothing is sent or paired twice.
   */
  readonly background: boolean;
}

/** The role of worker `name` of a server configured with `config` (`WORKERS=N`). */
export function workerRole(config: ServerConfig, name: string): WorkerRole {
  const members = workerNames(config.workers ?? 1);
  return {
    config: {
      ...config,
      host: '127.0.0.1',
      port: 0,
      trustProxy: [...(config.trustProxy ?? []), ...parseTrustedProxies('loopback')],
    },
    ownership: ringOwnership(new HashRing(members), name),
    background: name === members[0],
  };
}

/**
 * Runs this process as the primary of a `WORKERS=N` server until SIGTERM or SIGINT: migrates
 * a SQLite database once (so that the workers never race to do it), starts the workers and
 * routes.
 */
export async function runPrimary(config: ServerConfig, logger: Logger): Promise<void> {
  // PostgreSQL migrates under an advisory lock in each worker; a SQLite file is migrated here.
  if (config.databaseUrl === undefined) {
    const { db, migrations } = openDatabase(config.dataDir, config.durability ?? 'normal');
    // Opening the store settles what a single server left in its log tail, before any worker.
    new SqliteGameStore(db);
    closeDatabase(db);
    logger.info({ schema: migrations.to, applied: migrations.applied }, 'database ready');
  }
  const primary = await startPrimary({
    workers: config.workers ?? 1,
    port: config.port,
    host: config.host,
    log: logger,
    trustProxy: config.trustProxy ?? [],
  });
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down the workers');
    void primary.close().then(() => {
      logger.info('shutdown complete');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
