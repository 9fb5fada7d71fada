// The server as `pnpm bench:scale` runs it, with WORKERS=1 (one process) or WORKERS=N (a primary
// and N workers on one SQLite file), and the benchmark's one change of bench/server-process.ts:
// dice seeds follow the creation number, so the driver can pre-play each game. Games are created
// one after another and the primary deals requests without a game out in turn (w0, w1, …), so
// game n is worker (n mod N)'s k-th, k = floor(n / N): its seed is benchSeed(k·N + worker).
// With NODE_NAME (and DATABASE_URL) it is one node of a cluster of machines, as main.ts starts
// one: it takes its node's lease (and, if NODE_BACKGROUND is on, competes for the background
// lease) before it listens; BENCH_SEED_OFFSET shifts its seeds, so that each node's k-th game gets
// benchSeed(offset + k) (`BENCH_SCALE_NODES=pg`, scale-nodes.ts).
// Never use this outside benchmarks.
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import {
  ALWAYS_BACKGROUND,
  holdBackground,
  type BackgroundGate,
} from '../src/cluster/background-lease.js';
import { DEFAULT_LEASE_MS, holdShard } from '../src/cluster/hold-shard.js';
import { startPrimary } from '../src/cluster/primary.js';
import { processRole } from '../src/cluster/start.js';
import { serveForPrimary, workerName } from '../src/cluster/worker.js';
import { loadConfig } from '../src/config.js';
import { closeDatabase, openDatabase } from '../src/db/open.js';
import { benchSeed } from './seed.js';

const config = loadConfig({
  ...process.env,
  PORT: '0',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
});
const workers = config.workers ?? 1;
const name = workerName();
const silent = pino({ level: 'silent' });

if (workers > 1 && name === null) {
  const { db } = openDatabase(config.dataDir, config.durability ?? 'normal');
  closeDatabase(db);
  const primary = await startPrimary({
    workers,
    port: 0,
    host: '127.0.0.1',
    log: silent,
    trustProxy: [],
  });
  process.stdout.write(`LISTENING ${primary.port}\n`);
  process.on('SIGTERM', () => void primary.close().then(() => process.exit(0)));
} else {
  const role = processRole(config, name);
  const index = name === null ? 0 : Number(name.slice(1));
  const seedOffset = Number(process.env.BENCH_SEED_OFFSET ?? 0);
  let created = 0;
  // A node (NODE_NAME) runs the scans over every game only while it holds the background lease.
  const leasedBackground = role?.leases != null && role.background;
  let gate: BackgroundGate = leasedBackground ? () => false : ALWAYS_BACKGROUND;
  const app = await buildApp(role?.config ?? config, {
    logger: silent,
    seedSource: () => benchSeed(seedOffset + created++ * workers + index),
    background: role?.background ?? true,
    backgroundGate: () => gate(),
    ...(role ? { logTail: role.logTail } : {}),
    ...(role ? { ownership: role.ownership } : {}),
    // The benchmark's clients all come from 127.0.0.1.
    wsLimits: {
      messagesPerWindow: 1_000_000,
      hellosPerAddressPerWindow: 1_000_000,
      maxSpectatorsPerAddress: 1_000_000,
      maxSpectatorsPerAddressPerGame: 1_000_000,
      maxUnjoinedPerAddress: 1_000_000,
    },
    httpRateLimits: { perIp: 1_000_000, createGame: 1_000_000, joinSeat: 1_000_000 },
    gameLimits: { maxOpenGamesPerAddress: 1_000_000 },
  });
  const leaseMs = config.nodeLeaseMs ?? DEFAULT_LEASE_MS;
  if (role?.leases) await holdShard(app, role.leases, leaseMs);
  if (leasedBackground) {
    const background = holdBackground(app.db, config.nodeName!, leaseMs, silent);
    gate = background.gate;
    app.addHook('onClose', async () => background.stop());
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = (): void => void app.close().then(() => process.exit(0));
  if (name !== null) serveForPrimary(app.server, port, stop);
  else process.stdout.write(`LISTENING ${port}\n`);
  process.on('SIGTERM', stop);
}
