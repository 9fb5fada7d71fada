// `pnpm bench:load`: the server under open-loop load, next to a bare `ws` baseline in the same run.
//
// Builds the server the way production does (bench/load/build-server.ts), starts it on a real
// SQLite file in a temporary folder, and plays pre-played Starfire games against it from this
// process over the WebSocket protocol: 2 players + S spectators per game, orders scheduled at
// fixed offered rates, a think time after each ack. Then the same traffic against bare `ws`
// (bench/baseline-process.ts). Prints a table, writes docs/bench/load.json and load.svg, and
// appends the run to docs/bench/history.jsonl (bench/load/history.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScriptedOrder } from '../preplay.js';
import { buildBenchServer } from './build-server.js';
import { historyRates } from './history.js';
import { measureStep } from './measure.js';
import { p99Chart, resultTable, troubledSteps, type StepResult } from './report.js';
import { recordRun } from './run-facts.js';
import { BASELINE_ARGS, openTarget, preplayScripts, type OpenOptions } from './targets.js';

const env = process.env;
const RATES = (env.BENCH_LOAD_RATES ?? '200,1000,2000,4000').split(',').map(Number);
const SECONDS = Number(env.BENCH_LOAD_SECONDS ?? 6);
const GAMES = Number(env.BENCH_LOAD_GAMES ?? 300);
const SPECTATORS = Number(env.BENCH_LOAD_SPECTATORS ?? 2);
const SCENARIO = env.BENCH_LOAD_SCENARIO ?? 'task_groups';
/**
 * How games connect and warm up: an unmeasured first step, so measured steps run compiled code.
 * Games that all start together reach each phase of play together, and V8 optimises a path only
 * once it runs: after the old warm-up (3 s at 1,000 orders/s, every game in step) background
 * compilation still took 500 ms of CPU in the next 5 s, most of it inside the 1,000/s step, and
 * a phase all games reached at once made a burst of work inside a later step. Now game n of N
 * plays n/N of 60 orders (BENCH_LOAD_WARMUP_STAGGER), at up to 3,000/s for 15 s, so the measured
 * steps find the games spread over the phases of play, as a real server's games are.
 * BENCH_LOAD_WARMUP_RATE / BENCH_LOAD_WARMUP_SECONDS / BENCH_LOAD_WARMUP_STAGGER change it.
 */
const OPEN: OpenOptions = {
  spectators: SPECTATORS,
  scenario: SCENARIO,
  warmup: {
    offeredPerSecond: Number(env.BENCH_LOAD_WARMUP_RATE ?? 3000),
    seconds: Number(env.BENCH_LOAD_WARMUP_SECONDS ?? 15),
    staggerOrders: Number(env.BENCH_LOAD_WARMUP_STAGGER ?? 60),
  },
  thinkMs: Number(env.BENCH_LOAD_THINK_MS ?? 50),
  drainMs: 5000,
};
/**
 * BENCH_LOAD_PROFILE=dir writes a CPU profile of the server (`node --cpu-prof`) into dir;
 * BENCH_LOAD_PROFILE_INTERVAL=µs samples more often than V8's default of every 1,000 µs.
 */
const PROFILE = env.BENCH_LOAD_PROFILE
  ? [
      '--cpu-prof',
      '--cpu-prof-dir',
      resolve(env.BENCH_LOAD_PROFILE),
      ...(env.BENCH_LOAD_PROFILE_INTERVAL
        ? ['--cpu-prof-interval', env.BENCH_LOAD_PROFILE_INTERVAL]
        : []),
    ]
  : [];

/** BENCH_LOAD_NODE_FLAGS="--flag …" starts the server with these Node/V8 flags too. */
const NODE_FLAGS = env.BENCH_LOAD_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];

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

async function runAgainst(
  kind: StepResult['target'],
  args: readonly string[],
  scripts: readonly (readonly ScriptedOrder[])[],
): Promise<StepResult[]> {
  const target = await openTarget(kind, args, scripts, OPEN);
  try {
    const results: StepResult[] = [];
    for (const rate of RATES) {
      const result = await measureStep(kind, target.pid, target.games, {
        thinkMs: OPEN.thinkMs,
        drainMs: OPEN.drainMs,
        offeredPerSecond: rate,
        seconds: SECONDS,
      });
      console.log(
        `${kind} ${rate}/s: achieved ${result.achievedPerSecond.toFixed(0)}/s, ack p99 ${result.ackMs.p99.toFixed(1)} ms, spectator p99 ${result.spectatorMs.p99.toFixed(1)} ms`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await target.close();
  }
}

async function main(): Promise<void> {
  const serverBundle = PREBUILT ?? (await buildBenchServer());
  const scripts = preplayScripts(
    GAMES,
    OPEN,
    RATES.reduce((a, r) => a + r * SECONDS, 0),
  );

  const server = await runAgainst('server', [...NODE_FLAGS, ...PROFILE, serverBundle], scripts);
  const baseline = WITH_BASELINE ? await runAgainst('baseline', BASELINE_ARGS, scripts) : [];
  const results = [...server, ...baseline];

  const table = resultTable(results);
  console.log(
    `\n${GAMES} ${SCENARIO} games, 2 players + ${SPECTATORS} spectators each, think time ${OPEN.thinkMs} ms, ${SECONDS} s per step\n`,
  );
  console.log(table);
  mkdirSync(outDir, { recursive: true });
  const settings = {
    games: GAMES,
    spectatorsPerGame: SPECTATORS,
    thinkMs: OPEN.thinkMs,
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
  recordRun(join(outDir, 'history.jsonl'), repo, {
    kind: 'load',
    settings: {
      games: GAMES,
      spectatorsPerGame: SPECTATORS,
      secondsPerStep: SECONDS,
      scenario: SCENARIO,
      ...(PREBUILT ? { serverBundle: PREBUILT } : {}),
    },
    rates: historyRates(results),
  });
  if (troubledSteps(results).length > 0) {
    console.error('FAILED: rejected orders, lost acks or lost spectator frames (see the table)');
    process.exitCode = 1;
  }
}

await main();
