import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { closeDatabase, openDatabase } from '../db/open.js';
import { SqliteGameStore } from '../store/sqlite-store.js';
import { workerTailRange, type TailRange } from '../store/tail-range.js';
import { parseTrustedProxies } from '../http/client-address.js';
import { EVERY_GAME, type GameOwnership } from '../match/ownership.js';
import { HeldShards, nodeOwnership, ringOwnership } from './ownership.js';
import { startPrimary } from './primary.js';
import { HashRing, workerNames } from './ring.js';

/** How a process of a sharded server differs from a server alone. */
export interface ProcessRole {
  /** Its configuration (a worker: loopback, a free port, the primary trusted to name clients). */
  readonly config: ServerConfig;
  /** The games it runs and the ids it makes. */
  readonly ownership: GameOwnership;
  /**
   * Whether it runs the scans shared by the whole cluster (tournament rounds, rematch offers):
   * one process should, so nothing is paired twice. (Each process watches its own games for
   * notifications.)
   */
  readonly background: boolean;
  /**
   * The rows of the log tail this process writes: its own range for a worker of `WORKERS=N`
   * (it always owns the same games, and its successor under the same name recovers them), none
   * for a node of a cluster (another node may take its games over without knowing its rows).
   */
  readonly logTail: TailRange | null;
  /**
   * The shards of the node whose lease this process must hold before it serves (its `ownership`
   * follows them), or null.
   */
  readonly leases: HeldShards | null;
}

/**
 * The role of this process: worker `worker` (or none) of a server configured with `config`,
 * on node `config.nodeName` (or none). Null for a server alone.
 */
export function processRole(config: ServerConfig, worker: string | null): ProcessRole | null {
  const node = config.nodeName === undefined ? null : nodeOwnership(config.nodeName);
  if (worker === null && node === null) return null;
  const nodeBackground = config.nodeBackground ?? true;
  if (worker === null) {
    const leases = new HeldShards(config.nodeName!);
    return {
      config,
      ownership: leases.ownership,
      background: nodeBackground,
      logTail: null,
      leases,
    };
  }
  const members = workerNames(config.workers ?? 1);
  return {
    config: {
      ...config,
      host: '127.0.0.1',
      port: 0,
      trustProxy: [...(config.trustProxy ?? []), ...parseTrustedProxies('loopback')],
    },
    ownership: ringOwnership(new HashRing(members), worker, node ?? EVERY_GAME),
    background: nodeBackground && worker === members[0],
    logTail: node === null ? workerTailRange(members.indexOf(worker)) : null,
    // A node's lease is held by one process; with WORKERS=N inside a node there is none yet.
    leases: null,
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
