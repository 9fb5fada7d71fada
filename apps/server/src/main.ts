import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { createLogger } from './logger.js';
import { backupDatabase } from './tools/backup.js';
import { verifyAllGames } from './tools/verify-all.js';
import { RULESETS } from '@broadside/rules';
import { processRole, runPrimary } from './cluster/start.js';
import { serveForPrimary, workerName } from './cluster/worker.js';
import { DEFAULT_LEASE_MS, holdShard } from './cluster/hold-shard.js';
import {
  ALWAYS_BACKGROUND,
  holdBackground,
  type BackgroundGate,
} from './cluster/background-lease.js';

/** Longest a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 2000;

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** `--verify`: check every stored game against its stored hashes, print a summary, exit. */
function verify(config: ServerConfig): never {
  const report = verifyAllGames(
    config.dataDir,
    new Map(Object.entries(RULESETS)),
    config.databaseUrl,
  );
  for (const p of report.fileProblems) process.stdout.write(`database: ${p}\n`);
  for (const p of report.problems) process.stdout.write(`game ${p.gameId}: ${p.problem}\n`);
  const problems = report.fileProblems.length + report.problems.length;
  process.stdout.write(
    `${report.games} games, ${report.entries} log entries, ${report.hashes} hashes checked, ${problems} problems\n`,
  );
  process.exit(problems === 0 ? 0 : 2);
}

/** `--backup <file>`: an online, consistent copy of the database while the server runs. */
async function backup(config: ServerConfig, target: string | undefined): Promise<never> {
  if (!target) {
    process.stderr.write('usage: main.js --backup <file>\n');
    process.exit(2);
  }
  if (config.databaseUrl) {
    process.stderr.write('--backup copies SQLite only; back PostgreSQL up with pg_dump\n');
    process.exit(2);
  }
  try {
    const report = await backupDatabase(config.dataDir, target);
    process.stdout.write(`backed up ${report.pages} pages to ${report.target}\n`);
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      `backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const publicConfig = readConfig();
  if (process.argv.includes('--verify')) verify(publicConfig);
  const backupAt = process.argv.indexOf('--backup');
  if (backupAt >= 0) await backup(publicConfig, process.argv[backupAt + 1]);
  // WORKERS=N: this process routes, N forked copies of it serve (docs/scaling.md).
  const worker = workerName();
  const rootLogger = createLogger({ level: publicConfig.logLevel, format: publicConfig.logFormat });
  if ((publicConfig.workers ?? 1) > 1 && worker === null)
    return runPrimary(publicConfig, rootLogger);
  const role = processRole(publicConfig, worker);
  const config = role?.config ?? publicConfig;
  const logger = worker === null ? rootLogger : rootLogger.child({ worker });
  let app: FastifyInstance;
  // A node of a cluster runs the scans over every game only while it holds the background lease
  // (docs/scaling.md), which it competes for once it holds its own node's lease.
  const leasedBackground = role?.leases != null && role.background;
  let gate: BackgroundGate = leasedBackground ? () => false : ALWAYS_BACKGROUND;
  try {
    app = await buildApp(config, {
      logger,
      background: role?.background ?? true,
      backgroundGate: () => gate(),
      ...(role ? { logTail: role.logTail } : {}),
      ...(role ? { ownership: role.ownership } : {}),
    });
    const leaseMs = config.nodeLeaseMs ?? DEFAULT_LEASE_MS;
    if (role?.leases) await holdShard(app, role.leases, leaseMs);
    if (leasedBackground) {
      const background = holdBackground(
        app.db,
        config.nodeName!,
        leaseMs,
        app.log.child({ component: 'lease', task: 'background' }),
      );
      gate = background.gate;
      app.addHook('onClose', async () => background.stop());
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.fatal({ err: error }, 'server failed to start');
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => {
        logger.info('shutdown complete');
        logger.flush?.();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (role) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    if (worker !== null) serveForPrimary(app.server, port, () => stop('primary gone'));
  }
}

/**
 * Settles once the server listens (never for `--verify` and `--backup`, which exit): the
 * production entry (boot/main.ts) stores its code cache 200 ms later, after the match plugin's
 * warm-up has compiled a whole game load.
 */
export const started: Promise<void> = main();
