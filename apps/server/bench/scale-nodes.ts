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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findPostgresBin } from '../test/helpers/postgres.js';
import { freePort } from '../test/helpers/services.js';
import {
  closeGames,
  connectGames,
  runStep,
  type LoadGame,
  type StepOptions,
} from './load/driver.js';
import { sampleProcess, type ProcessSample } from './load/proc.js';
import type { StepResult } from './load/report.js';
import { preplay, type ScriptedOrder } from './preplay.js';

const env = process.env;
const MODERATE = Number(env.BENCH_SCALE_MODERATE_RATE ?? 3000);
const SECONDS = Number(env.BENCH_SCALE_SECONDS ?? 6);
const GAMES = Number(env.BENCH_SCALE_GAMES ?? 600);
const SPECTATORS = Number(env.BENCH_SCALE_SPECTATORS ?? 2);
const THINK_MS = Number(env.BENCH_SCALE_THINK_MS ?? 10);
const SCENARIO = env.BENCH_SCALE_SCENARIO ?? 'task_groups';
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
const WARMUP = { offeredPerSecond: 2000, seconds: 3 };
const DRAIN_MS = 5000;
const IDLE_SECONDS = 3;

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
const outDir = resolve(here, '..', '..', '..', env.BENCH_SCALE_OUT ?? 'docs/bench');

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

/** initdb refuses root: root hands the cluster to `postgres` or `nobody` (as the test helper). */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0)
      return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists');
}

/**
 * Starts PostgreSQL as test/helpers/postgres.ts does (initdb in a temporary folder, trust
 * authentication, loopback only), but keeps the postmaster's pid for CPU sampling. Durable:
 * fsync on, synchronous_commit off (the analogue of the SQLite store's WAL with synchronous =
 * NORMAL: a commit is not fsynced each time; the WAL writer flushes within 200 ms).
 */
async function startPostgres(): Promise<BenchPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, postgres) not found');
  const root = mkdtempSync(join(tmpdir(), 'broadside-scale-pg-'));
  let server: ChildProcess | null = null;
  try {
    const data = join(root, 'data');
    const user = clusterUser();
    if (user) chownSync(root, user.uid, user.gid);
    const asUser = user ? { uid: user.uid, gid: user.gid } : {};
    const init = spawnSync(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { encoding: 'utf8', cwd: root, ...asUser },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
    const port = await freePort();
    const settings = [
      'listen_addresses=127.0.0.1',
      'max_connections=100',
      'shared_buffers=128MB',
      'synchronous_commit=off',
      ...(DURABLE ? [] : ['fsync=off', 'full_page_writes=off']),
    ];
    const started = spawn(
      join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', root, ...settings.flatMap((s) => ['-c', s])],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...asUser },
    );
    server = started;
    let log = '';
    started.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<void>((done) => started.once('exit', () => done()));
    const url = (database: string): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url('postgres') });
      try {
        await client.connect();
        await client.end();
        break;
      } catch {
        await client.end().catch(() => {});
        if (started.exitCode !== null || Date.now() > deadline)
          throw new Error(`PostgreSQL did not start:\n${log}`);
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    return {
      pid: started.pid!,
      url,
      async createDatabase(name) {
        const client = new pg.Client({ connectionString: url('postgres') });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      async stop() {
        if (started.exitCode === null && started.signalCode === null) {
          started.kill('SIGINT');
          await exited;
        }
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** One bench server process (scale-server.ts) with `extra` in its environment. */
async function startNode(
  extra: Record<string, string>,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const { WORKERS: _workers, NODE_NAME: _node, DATABASE_URL: _db, ...base } = env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'scale-server.ts')], {
    cwd: serverDir,
    env: { ...base, ...extra, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((done, fail) => {
      child.once('exit', (code) => fail(new Error(`scale server exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        const m = /LISTENING (\d+)/.exec(chunk.toString());
        if (m) done(Number(m[1]));
      });
    });
    return { child, port };
  } catch (error) {
    await stopNode(child);
    throw error;
  }
}

async function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const sum = (samples: readonly ProcessSample[]): number =>
  samples.reduce((total, s) => total + s.cpuSeconds, 0);

/**
 * measureStep (load/measure.ts) over several node processes: one step of offered load, with the
 * CPU of every node process (and the processes below it) summed, and PostgreSQL's apart.
 */
async function measureNodes(
  pids: readonly number[],
  postgresPid: number,
  games: readonly LoadGame[],
  options: StepOptions,
): Promise<NodesResult['moderate']> {
  const before = pids.map(sampleProcess);
  const pgBefore = sampleProcess(postgresPid);
  const driverBefore = process.cpuUsage();
  const step = await runStep(games, options);
  const driver = process.cpuUsage(driverBefore);
  const after = pids.map(sampleProcess);
  const pgAfter = sampleProcess(postgresPid);
  const acked = Math.max(1, step.acked);
  const cpu = sum(after) - sum(before);
  const perOrder = (seconds: number): number => (seconds / acked) * 1e6;
  return {
    target: 'server',
    offeredPerSecond: step.offeredPerSecond,
    achievedPerSecond: step.acked / step.seconds,
    sent: step.sent,
    acked: step.acked,
    lostAcks: step.lostAcks,
    unsent: step.unsent,
    lostSpectatorFrames: step.lostSpectatorFrames,
    rejections: step.rejections,
    ackMs: step.ack.summary(),
    spectatorMs: step.spectator.summary(),
    sendLagP99Ms: step.sendLag.summary().p99,
    cpuPerOrderUs: perOrder(cpu),
    cpuShareOfCore: cpu / step.seconds,
    driverCpuShareOfCore: (driver.user + driver.system) / 1e6 / step.seconds,
    rssMiB: after.reduce((total, s) => total + s.rssBytes, 0) / 2 ** 20,
    diskBytesPerOrder:
      (after.reduce((t, s) => t + s.writeBytes, 0) -
        before.reduce((t, s) => t + s.writeBytes, 0) +
        pgAfter.writeBytes -
        pgBefore.writeBytes) /
      acked,
    nodesCpuPerOrderUs: perOrder(cpu),
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
    for (const node of nodes) await stopNode(node.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runNodesOnPostgres(): Promise<void> {
  const budget = WARMUP.offeredPerSecond * WARMUP.seconds + MODERATE * SECONDS;
  const perGame = Math.min(400, Math.ceil((budget / GAMES) * 1.3));
  console.log(`pre-playing ${GAMES} ${SCENARIO} games of up to ${perGame} orders…`);
  const scripts = Array.from({ length: GAMES }, (_, n) => preplay(n, SCENARIO, perGame));
  const postgres = await startPostgres();
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
