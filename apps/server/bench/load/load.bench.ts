// `pnpm bench:load`: the server under open-loop load, next to a bare `ws` baseline in the same run.
//
// Builds the server the way production does (bench/load/build-server.ts), starts it on a real
// SQLite file in a temporary folder, and plays pre-played Starfire games against it from this
// process over the WebSocket protocol: 2 players + S spectators per game, orders scheduled at
// fixed offered rates, a think time after each ack. Then the same traffic against bare `ws`
// (bench/baseline-process.ts). Prints a table and writes docs/bench/load.json and load.svg.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preplay } from '../preplay.js';
import { buildBenchServer } from './build-server.js';
import { closeGames, connectGames, runStep, type LoadTarget } from './driver.js';
import { measureStep } from './measure.js';
import { p99Chart, resultTable, type StepResult } from './report.js';

const env = process.env;
const RATES = (env.BENCH_LOAD_RATES ?? '200,1000,2000,4000').split(',').map(Number);
const SECONDS = Number(env.BENCH_LOAD_SECONDS ?? 6);
const GAMES = Number(env.BENCH_LOAD_GAMES ?? 300);
const SPECTATORS = Number(env.BENCH_LOAD_SPECTATORS ?? 2);
const THINK_MS = Number(env.BENCH_LOAD_THINK_MS ?? 50);
const SCENARIO = env.BENCH_LOAD_SCENARIO ?? 'task_groups';
/** An unmeasured first step at this rate, so the measured steps run on compiled code. */
const WARMUP = { offeredPerSecond: Number(env.BENCH_LOAD_WARMUP_RATE ?? 1000), seconds: 3 };
const DRAIN_MS = 5000;
/** BENCH_LOAD_PROFILE=dir writes a CPU profile of the server (`node --cpu-prof`) into dir. */
const PROFILE = env.BENCH_LOAD_PROFILE
  ? ['--cpu-prof', '--cpu-prof-dir', resolve(env.BENCH_LOAD_PROFILE)]
  : [];

/**
 * BENCH_LOAD_SERVER_BUNDLE=file runs an already built server bundle (e.g. a copy of an earlier
 * build, to compare two versions in the same conditions) instead of building one.
 */
const PREBUILT = env.BENCH_LOAD_SERVER_BUNDLE ? resolve(env.BENCH_LOAD_SERVER_BUNDLE) : null;
/** BENCH_LOAD_BASELINE=0 skips the bare `ws` baseline (for quick A/B runs of two servers). */
const WITH_BASELINE = env.BENCH_LOAD_BASELINE !== '0';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..', '..', '..');
const outDir = resolve(repo, env.BENCH_LOAD_OUT ?? 'docs/bench');

/** Starts a child process that prints `LISTENING <port>` once it listens. */
async function startTarget(
  args: string[],
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, {
    env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /LISTENING (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  return { child, port };
}

async function stopTarget(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function runAgainst(
  kind: StepResult['target'],
  args: string[],
  scripts: ReturnType<typeof preplay>[],
): Promise<StepResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'broadside-load-'));
  const { child, port } = await startTarget(args, dataDir);
  try {
    const wsUrl = `ws://127.0.0.1:${port}/ws`;
    const target: LoadTarget =
      kind === 'server' ? { kind, httpUrl: `http://127.0.0.1:${port}`, wsUrl } : { kind, wsUrl };
    console.log(`${kind}: connecting ${GAMES} games × (2 players + ${SPECTATORS} spectators)…`);
    const games = await connectGames(target, scripts, SPECTATORS, SCENARIO);
    const step = { thinkMs: THINK_MS, drainMs: DRAIN_MS };
    await runStep(games, { ...step, ...WARMUP });
    const results: StepResult[] = [];
    for (const rate of RATES) {
      const result = await measureStep(kind, child.pid!, games, {
        ...step,
        offeredPerSecond: rate,
        seconds: SECONDS,
      });
      console.log(
        `${kind} ${rate}/s: achieved ${result.achievedPerSecond.toFixed(0)}/s, ack p99 ${result.ackMs.p99.toFixed(1)} ms, spectator p99 ${result.spectatorMs.p99.toFixed(1)} ms`,
      );
      results.push(result);
    }
    closeGames(games);
    return results;
  } finally {
    await stopTarget(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const serverBundle = PREBUILT ?? (await buildBenchServer());
  const budget =
    WARMUP.offeredPerSecond * WARMUP.seconds + RATES.reduce((a, r) => a + r * SECONDS, 0);
  const perGame = Math.min(400, Math.ceil((budget / GAMES) * 1.3));
  console.log(`pre-playing ${GAMES} ${SCENARIO} games of up to ${perGame} orders…`);
  const scripts = Array.from({ length: GAMES }, (_, n) => preplay(n, SCENARIO, perGame));

  const server = await runAgainst('server', [...PROFILE, serverBundle], scripts);
  const baseline = WITH_BASELINE
    ? await runAgainst(
        'baseline',
        ['--import', 'tsx', join(here, '..', 'baseline-process.ts')],
        scripts,
      )
    : [];
  const results = [...server, ...baseline];

  const table = resultTable(results);
  console.log(
    `\n${GAMES} ${SCENARIO} games, 2 players + ${SPECTATORS} spectators each, think time ${THINK_MS} ms, ${SECONDS} s per step\n`,
  );
  console.log(table);
  mkdirSync(outDir, { recursive: true });
  const settings = {
    games: GAMES,
    spectatorsPerGame: SPECTATORS,
    thinkMs: THINK_MS,
    secondsPerStep: SECONDS,
    scenario: SCENARIO,
    durability: env.DURABILITY ?? 'normal',
    node: process.version,
    at: new Date().toISOString(),
  };
  writeFileSync(join(outDir, 'load.json'), `${JSON.stringify({ settings, results }, null, 2)}\n`);
  writeFileSync(
    join(outDir, 'load.svg'),
    p99Chart(
      results,
      `bench:load — p99 against offered load (${GAMES} games, ${SPECTATORS} spectators each)`,
    ),
  );
  console.log(`\nwrote ${join(outDir, 'load.json')} and load.svg`);
  const failures = results.filter(
    (r) => r.lostAcks > 0 || r.lostSpectatorFrames > 0 || Object.keys(r.rejections).length > 0,
  );
  if (failures.length > 0) {
    console.error('FAILED: rejected orders, lost acks or lost spectator frames (see the table)');
    process.exitCode = 1;
  }
}

await main();
