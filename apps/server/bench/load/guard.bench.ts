// `pnpm bench:guard`: a quick `bench:load` that fails when the server got much slower.
//
// 200 task-group games at 1,000 orders/s, played against the built server and the bare `ws`
// baseline in interleaved rounds (server, bare, server, bare, …), so that both see the same
// machine load. Prints the server's CPU per order as a ratio to the bare server's, compares it
// with the last recorded run in docs/bench/history.jsonl (bench/load/history.ts), exits 1 when
// it is more than 1.5 times the recorded ratio, and appends its own line. A benchmark, not a
// test: about a minute.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchServer } from './build-server.js';
import { historyRates, lastRecordedRatio, readHistory, withinLimit } from './history.js';
import { measureStep } from './measure.js';
import { resultTable, troubledSteps, type StepResult } from './report.js';
import { recordRun } from './run-facts.js';
import { BASELINE_ARGS, openTarget, preplayScripts, type OpenOptions } from './targets.js';

const env = process.env;
const GAMES = 200;
const RATE = 1000;
/** The guard fails when its ratio to the bare server is more than this times the recorded one. */
const LIMIT = 1.5;
const ROUNDS = Number(env.BENCH_GUARD_ROUNDS ?? 4);
const SECONDS = Number(env.BENCH_GUARD_SECONDS ?? 5);
const OPEN: OpenOptions = {
  spectators: 2,
  scenario: 'task_groups',
  warmup: { offeredPerSecond: RATE, seconds: 3 },
  thinkMs: 50,
  drainMs: 5000,
};

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..', '..', '..');
const historyFile = join(resolve(repo, env.BENCH_LOAD_OUT ?? 'docs/bench'), 'history.jsonl');

async function main(): Promise<void> {
  const started = performance.now();
  const serverBundle = await buildBenchServer();
  const scripts = preplayScripts(GAMES, OPEN, RATE * SECONDS * ROUNDS);
  const server = await openTarget('server', [serverBundle], scripts, OPEN);
  const bare = await openTarget('baseline', BASELINE_ARGS, scripts, OPEN).catch(
    async (error: unknown) => {
      await server.close();
      throw error;
    },
  );
  const results: StepResult[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of [server, bare]) {
        const step = { offeredPerSecond: RATE, seconds: SECONDS, ...OPEN };
        const result = await measureStep(target.kind, target.pid, target.games, step);
        console.log(
          `round ${round} ${target.kind}: ${result.cpuPerOrderUs.toFixed(0)} µs CPU/order, achieved ${result.achievedPerSecond.toFixed(0)}/s`,
        );
        results.push(result);
      }
    }
  } finally {
    await server.close();
    await bare.close();
  }

  console.log(
    `\n${GAMES} ${OPEN.scenario} games at ${RATE}/s, ${ROUNDS} interleaved rounds of ${SECONDS} s\n`,
  );
  console.log(resultTable(results));
  const rate = historyRates(results)[0]!;
  const recorded = lastRecordedRatio(readHistory(historyFile), RATE);
  const ratio = rate.ratio ?? NaN;
  const passed =
    Number.isFinite(ratio) &&
    withinLimit(ratio, recorded?.ratio ?? null, LIMIT) &&
    troubledSteps(results).length === 0;
  console.log(
    `\nserver ${rate.serverCpuPerOrderUs?.toFixed(0)} µs CPU/order, bare ${rate.bareCpuPerOrderUs?.toFixed(0)} µs: ratio to bare ${ratio.toFixed(2)}`,
  );
  console.log(
    recorded
      ? `recorded ratio ${recorded.ratio.toFixed(2)} (${recorded.entry.kind} run of ${recorded.entry.commit} at ${recorded.entry.at}); limit ${LIMIT}× = ${(recorded.ratio * LIMIT).toFixed(2)}`
      : 'no recorded run: this one becomes the reference',
  );
  recordRun(historyFile, repo, {
    kind: 'guard',
    settings: {
      games: GAMES,
      spectatorsPerGame: OPEN.spectators,
      secondsPerStep: SECONDS,
      scenario: OPEN.scenario,
      rounds: ROUNDS,
    },
    rates: [rate],
    guard: { recordedRatio: recorded?.ratio ?? null, limit: LIMIT, passed },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (passed) {
    console.log(`bench:guard PASSED in ${seconds} s`);
  } else {
    console.error(
      `bench:guard FAILED in ${seconds} s: ratio to bare above ${LIMIT}× the recorded one, or lost or rejected orders (see the table)`,
    );
    process.exitCode = 1;
  }
}

await main();
