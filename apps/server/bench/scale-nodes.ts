// `BENCH_SCALE_NODES=pg pnpm bench:scale`: the figure of issue 32 for several machines. The same
// open-loop traffic as bench:scale's moderate step (3,000 orders/s by default) against a throwaway
// PostgreSQL on loopback, first with ONE node (a plain process with DATABASE_URL), then with TWO
// nodes on the same database (NODE_NAME=n1 and n2, as docs/scaling.md runs them): half the games
// are created through each node, which names them after itself (`n1-…`, `n2-…`) and is their
// owner, and every socket of a game connects to its owner, as HAProxy routes it; so no Redis.
// The servers' CPU per order is summed over the node processes (and what they start); the
// PostgreSQL server's own CPU (postmaster, backends, WAL writer, …) is given beside it, and so is
// the CPU both use while every game is connected and idle. Prints a table and writes
// <BENCH_SCALE_OUT>/scale-pg.json (docs/bench by default).
//
// BENCH_SCALE_PG_NODES (default `1,2`) lists the targets; `1n` adds one node with NODE_NAME, which
// separates the cost of being a node (lease, fenced appends, no log tail) from that of two
// processes. BENCH_SCALE_GAMES, _SECONDS, _MODERATE_RATE, _SPECTATORS, _THINK_MS and _SCENARIO are
// bench:scale's; BENCH_SCALE_PG_DURABLE=0 turns PostgreSQL's fsync off.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../test/helpers/postgres.js';
import {
  closeGames,
  connectGames,
  runStep,
  type LoadGame,
  type StepOptions,
} from './load/driver.js';
import { measureProcesses } from './load/measure.js';
import { sampleProcess, type ProcessSample } from './load/proc.js';
import type { StepResult } from './load/report.js';
import {
  DRAIN_MS,
  GAMES,
  MODERATE,
  outDir,
  SCENARIO,
  SECONDS,
  SPECTATORS,
  startScaleServer,
  stopScaleServer,
  THINK_MS,
  WARMUP,
} from './scale-settings.js';
import { preplay, type ScriptedOrder } from './preplay.js';

const env = process.env;
/** `BENCH_SCALE_PG_DURABLE=0`: PostgreSQL without fsync (a faster disk, not a real one). */
const DURABLE = env.BENCH_SCALE_PG_DURABLE !== '0';
/**
 * The targets, in order, the first the base of the ratios: `1` one plain process with
 * DATABASE_URL, `1n` one node named n1 (lease, fenced appends, no log tail), `2` nodes n1 and n2.
 */
const TARGETS = (env.BENCH_SCALE_PG_NODES ?? '1,2').split(',').map((spec) => {
  const m = /^(\d+)(n?)$/.exec(spec.trim());
  if (!m || Number(m[1]) < 1) throw new Error(`BENCH_SCALE_PG_NODES: bad target ${spec}`);
  return { label: spec.trim(), count: Number(m[1]), named: m[2] === 'n' || Number(m[1]) > 1 };
});
const IDLE_SECONDS = 3;

/** The moderate step against one target, with the CPU of the nodes and of PostgreSQL apart. */
interface NodesResult {
  /** `1`, `1n` or `2` (see BENCH_SCALE_PG_NODES). */
  readonly target: string;
  readonly nodes: number;
  /** Whether the processes run as named nodes (NODE_NAME), with leases and fenced appends. */
  readonly named: boolean;
  /**
   * With every game connected and no order in flight, after the warm-up: the CPU of the nodes
   * together and of PostgreSQL, as a share of one core (the fixed cost of each process: timers,
   * scans, lease renewals, heartbeats).
   */
  readonly idle: { readonly nodesShareOfCore: number; readonly postgresShareOfCore: number };
  readonly moderate: StepResult & {
    /** CPU of every node process together per acknowledged order, µs (= cpuPerOrderUs). */
    readonly nodesCpuPerOrderUs: number;
    /** CPU of the PostgreSQL server (all its processes) per acknowledged order, µs. */
    readonly postgresCpuPerOrderUs: number;
    /** Each node's CPU per acknowledged order (of all nodes), µs. */
    readonly perNodeCpuPerOrderUs: readonly number[];
  };
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 with the pid of its postmaster. */
interface BenchPostgres {
  readonly pid: number;
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL as the tests do (test/helpers/postgres.ts: initdb in a temporary folder,
 * trust authentication, loopback only), durable as the SQLite store's WAL with synchronous =
 * NORMAL is: fsync on, but a commit is not fsynced each time (synchronous_commit off; the WAL
 * writer flushes within 200 ms).
 */
async function startBenchPostgres(): Promise<BenchPostgres> {
  const server = await startPostgres({
    settings: [
      'max_connections=100',
      'shared_buffers=128MB',
      'synchronous_commit=off',
      ...(DURABLE ? [] : ['fsync=off', 'full_page_writes=off']),
    ],
  });
  return {
    pid: server.pid,
    url: (database) => server.url(database),
    createDatabase: (name) => server.ensureDatabase(name),
    stop: () => server.stop(),
  };
}

/** One bench server process (scale-server.ts) with `extra` in its environment. */
function startNode(extra: Record<string, string>, dataDir: string) {
  const { WORKERS: _workers, NODE_NAME: _node, DATABASE_URL: _db, ...base } = env;
  return startScaleServer({ ...base, ...extra }, dataDir);
}

const sum = (samples: readonly ProcessSample[]): number =>
  samples.reduce((total, s) => total + s.cpuSeconds, 0);

/**
 * One step of offered load over several node processes (load/measure.ts): the CPU of every node
 * process (and the processes below it) summed, PostgreSQL's apart; bytes written include both.
 */
async function measureNodes(
  pids: readonly number[],
  postgresPid: number,
  games: readonly LoadGame[],
  options: StepOptions,
): Promise<NodesResult['moderate']> {
  const measured = await measureProcesses('server', pids, games, options, [postgresPid]);
  const { result, before, after } = measured;
  const acked = Math.max(1, result.acked);
  const perOrder = (seconds: number): number => (seconds / acked) * 1e6;
  const pgBefore = measured.watchedBefore[0]!;
  const pgAfter = measured.watchedAfter[0]!;
  return {
    ...result,
    diskBytesPerOrder:
      result.diskBytesPerOrder + (pgAfter.writeBytes - pgBefore.writeBytes) / acked,
    nodesCpuPerOrderUs: result.cpuPerOrderUs,
    postgresCpuPerOrderUs: perOrder(pgAfter.cpuSeconds - pgBefore.cpuSeconds),
    perNodeCpuPerOrderUs: after.map((s, i) => perOrder(s.cpuSeconds - before[i]!.cpuSeconds)),
  };
}

/** The CPU of the nodes and of PostgreSQL over IDLE_SECONDS without traffic. */
async function measureIdle(
  pids: readonly number[],
  postgresPid: number,
): Promise<NodesResult['idle']> {
  const before = sum(pids.map(sampleProcess));
  const pgBefore = sampleProcess(postgresPid).cpuSeconds;
  const start = performance.now();
  await new Promise((done) => setTimeout(done, IDLE_SECONDS * 1000));
  const seconds = (performance.now() - start) / 1000;
  return {
    nodesShareOfCore: (sum(pids.map(sampleProcess)) - before) / seconds,
    postgresShareOfCore: (sampleProcess(postgresPid).cpuSeconds - pgBefore) / seconds,
  };
}

/** `count` nodes on a fresh database of `postgres`, each creating its share of the games. */
async function measure(
  { label, count, named: asNodes }: (typeof TARGETS)[number],
  postgres: BenchPostgres,
  scripts: readonly (readonly ScriptedOrder[])[],
): Promise<NodesResult> {
  const url = await postgres.createDatabase(`scale_${label}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'broadside-scale-nodes-'));
  for (let i = 0; i < count; i += 1) mkdirSync(join(dataDir, `n${i + 1}`));
  const nodes: { child: ChildProcess; port: number; offset: number; share: number }[] = [];
  try {
    // One after another: the first migrates the database (the others would wait on its lock).
    for (let i = 0; i < count; i += 1) {
      const offset = Math.floor((scripts.length * i) / count);
      const share = Math.floor((scripts.length * (i + 1)) / count) - offset;
      const named: Record<string, string> = !asNodes
        ? {}
        : { NODE_NAME: `n${i + 1}`, NODE_BACKGROUND: i === 0 ? 'on' : 'off' };
      const node = await startNode(
        { ...named, DATABASE_URL: url, BENCH_SEED_OFFSET: String(offset) },
        join(dataDir, `n${i + 1}`),
      );
      nodes.push({ ...node, offset, share });
    }
    console.log(
      `${count} ${asNodes ? 'named ' : ''}node(s) on PostgreSQL: connecting ${scripts.length} games × (2 players + ${SPECTATORS} spectators)…`,
    );
    // Node i creates games offset … offset + share − 1: its k-th game has seed offset + k.
    const perNode = await Promise.all(
      nodes.map(({ port, offset, share }) =>
        connectGames(
          {
            kind: 'server',
            httpUrl: `http://127.0.0.1:${port}`,
            wsUrl: `ws://127.0.0.1:${port}/ws`,
          },
          scripts.slice(offset, offset + share),
          SPECTATORS,
          SCENARIO,
        ),
      ),
    );
    const games = perNode.flat();
    if (asNodes)
      for (const [i, list] of perNode.entries())
        for (const game of list)
          if (!game.id.startsWith(`n${i + 1}-`))
            throw new Error(`game ${game.id} created on node n${i + 1}`);
    try {
      const step = { thinkMs: THINK_MS, drainMs: DRAIN_MS, seconds: SECONDS };
      await runStep(games, { ...step, ...WARMUP });
      const idle = await measureIdle(
        nodes.map((n) => n.child.pid!),
        postgres.pid,
      );
      const moderate = await measureNodes(
        nodes.map((n) => n.child.pid!),
        postgres.pid,
        games,
        { ...step, offeredPerSecond: MODERATE },
      );
      console.log(
        `${count} ${asNodes ? 'named ' : ''}node(s) ${moderate.offeredPerSecond}/s: achieved ${moderate.achievedPerSecond.toFixed(0)}/s, ack p50 ${moderate.ackMs.p50.toFixed(1)} ms, p99 ${moderate.ackMs.p99.toFixed(1)} ms, spectator p99 ${moderate.spectatorMs.p99.toFixed(1)} ms, nodes ${moderate.nodesCpuPerOrderUs.toFixed(0)} µs/order, PostgreSQL ${moderate.postgresCpuPerOrderUs.toFixed(0)} µs/order; idle: nodes ${(idle.nodesShareOfCore * 100).toFixed(1)} %, PostgreSQL ${(idle.postgresShareOfCore * 100).toFixed(1)} % of a core`,
      );
      return { target: label, nodes: count, named: asNodes, idle, moderate };
    } finally {
      closeGames(games);
    }
  } finally {
    for (const node of nodes) await stopScaleServer(node.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runNodesOnPostgres(): Promise<void> {
  const budget = WARMUP.offeredPerSecond * WARMUP.seconds + MODERATE * SECONDS;
  const perGame = Math.min(400, Math.ceil((budget / GAMES) * 1.3));
  console.log(`pre-playing ${GAMES} ${SCENARIO} games of up to ${perGame} orders…`);
  const scripts = Array.from({ length: GAMES }, (_, n) => preplay(n, SCENARIO, perGame));
  const postgres = await startBenchPostgres();
  const results: NodesResult[] = [];
  try {
    for (const target of TARGETS) results.push(await measure(target, postgres, scripts));
  } finally {
    await postgres.stop();
  }

  const base = results[0]!.moderate;
  console.log(
    `\n${GAMES} ${SCENARIO} games, 2 players + ${SPECTATORS} spectators, think ${THINK_MS} ms, ${SECONDS} s at ${MODERATE}/s offered, PostgreSQL ${DURABLE ? 'fsync on' : 'fsync off'} (synchronous_commit off), ${cpus().length} cores (driver and PostgreSQL included)\n`,
  );
  console.log(
    '| nodes on PostgreSQL | achieved orders/s | ack p99 | spectator p99 | node CPU µs/order | CPU ratio | PostgreSQL CPU µs/order | nodes + PostgreSQL µs/order | ratio | idle nodes / PostgreSQL | lost |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const baseTotal = base.nodesCpuPerOrderUs + base.postgresCpuPerOrderUs;
  for (const { nodes, named, idle, moderate: r } of results) {
    const total = r.nodesCpuPerOrderUs + r.postgresCpuPerOrderUs;
    const lost = r.lostAcks + r.lostSpectatorFrames;
    console.log(
      `| ${nodes}${named ? ` (NODE_NAME${nodes > 1 ? 's' : ''})` : ''} | ${r.achievedPerSecond.toFixed(0)} | ${r.ackMs.p99.toFixed(1)} ms | ${r.spectatorMs.p99.toFixed(1)} ms | ${r.nodesCpuPerOrderUs.toFixed(0)}${nodes > 1 ? ` (${r.perNodeCpuPerOrderUs.map((u) => u.toFixed(0)).join(' + ')})` : ''} | ${(r.nodesCpuPerOrderUs / base.nodesCpuPerOrderUs).toFixed(2)}× | ${r.postgresCpuPerOrderUs.toFixed(0)} | ${total.toFixed(0)} | ${(total / baseTotal).toFixed(2)}× | ${(idle.nodesShareOfCore * 100).toFixed(1)} % / ${(idle.postgresShareOfCore * 100).toFixed(1)} % | ${lost} |`,
    );
  }
  mkdirSync(outDir, { recursive: true });
  const settings = {
    games: GAMES,
    spectatorsPerGame: SPECTATORS,
    thinkMs: THINK_MS,
    secondsPerStep: SECONDS,
    scenario: SCENARIO,
    moderateRate: MODERATE,
    postgres: { fsync: DURABLE, synchronousCommit: false },
    cores: cpus().length,
    node: process.version,
    at: new Date().toISOString(),
  };
  const ratios = results.map(({ target, moderate: r }) => ({
    target,
    nodesCpuRatio: r.nodesCpuPerOrderUs / base.nodesCpuPerOrderUs,
    totalCpuRatio: (r.nodesCpuPerOrderUs + r.postgresCpuPerOrderUs) / baseTotal,
  }));
  const file = join(outDir, 'scale-pg.json');
  writeFileSync(file, `${JSON.stringify({ settings, results, ratios }, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
  if (results.some((r) => Object.keys(r.moderate.rejections).length > 0)) {
    console.error('FAILED: orders were rejected (see scale-pg.json)');
    process.exitCode = 1;
  }
}
