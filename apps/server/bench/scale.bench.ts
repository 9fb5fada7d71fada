// `pnpm bench:scale`: the same open-loop traffic against WORKERS=1 and WORKERS=2 in one run, and
// the ratio of what each sustains (issue 19). Reuses the bench:load driver: pre-played Starfire
// games, 2 players + S spectators each, think time after each ack. Each target gets a moderate
// step (p99 and the server's CPU per order at the same offered load, 3,000/s by default: the CPU
// of the primary and its workers together) and a saturating step (the most it acknowledges per
// second). WORKERS=1 also runs the moderate step at half its rate, and the bare `ws` server runs
// both (scale-rate-curve.ts): the CPU a process pays per order at one worker's share of the
// traffic. Prints the tables and writes docs/bench/scale.json.
//
// `BENCH_SCALE_NODES=pg`: instead, one node and then two nodes on one throwaway PostgreSQL, at the
// moderate step only (scale-nodes.ts); writes docs/bench/scale-pg.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeGames, connectGames, runStep } from './load/driver.js';
import { measureStep } from './load/measure.js';
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
  THINK_MS,
  WARMUP,
} from './scale-settings.js';
import { preplay } from './preplay.js';
import {
  bareRateCurve,
  HALF_RATE,
  rateCurve,
  rateCurveTable,
  type RateCurve,
} from './scale-rate-curve.js';

const env = process.env;
const WORKER_COUNTS = (env.BENCH_SCALE_WORKERS ?? '1,2').split(',').map(Number);
const SATURATING = Number(env.BENCH_SCALE_SATURATING_RATE ?? 30000);

/** One target's results: the moderate and the saturating step (and, for one worker, half-rate). */
interface TargetResult {
  readonly workers: number;
  readonly moderate: StepResult;
  readonly saturated: StepResult;
  /** WORKERS=1 only: the moderate step at half its rate, the share of each of two workers. */
  readonly half?: StepResult;
}

async function measure(
  workers: number,
  scripts: ReturnType<typeof preplay>[],
): Promise<TargetResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'broadside-scale-'));
  const { child, port } = await startScaleServer({ ...env, WORKERS: String(workers) }, dataDir);
  try {
    const target = {
      kind: 'server' as const,
      httpUrl: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}/ws`,
    };
    console.log(
      `WORKERS=${workers}: connecting ${GAMES} games × (2 players + ${SPECTATORS} spectators)…`,
    );
    const games = await connectGames(target, scripts, SPECTATORS, SCENARIO);
    const step = { thinkMs: THINK_MS, drainMs: DRAIN_MS, seconds: SECONDS };
    await runStep(games, { ...step, ...WARMUP });
    const moderate = await measureStep('server', child.pid!, games, {
      ...step,
      offeredPerSecond: MODERATE,
    });
    const half =
      workers === 1
        ? await measureStep('server', child.pid!, games, { ...step, offeredPerSecond: HALF_RATE })
        : undefined;
    const saturated = await measureStep('server', child.pid!, games, {
      ...step,
      offeredPerSecond: SATURATING,
    });
    for (const [label, r] of [
      ['moderate', moderate],
      ['saturating', saturated],
    ] as const)
      console.log(
        `WORKERS=${workers} ${label} ${r.offeredPerSecond}/s: achieved ${r.achievedPerSecond.toFixed(0)}/s, ack p50 ${r.ackMs.p50.toFixed(1)} ms, p99 ${r.ackMs.p99.toFixed(1)} ms, spectator p99 ${r.spectatorMs.p99.toFixed(1)} ms`,
      );
    closeGames(games);
    return { workers, moderate, saturated, ...(half ? { half } : {}) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (env.BENCH_SCALE_NODES !== undefined) {
    if (env.BENCH_SCALE_NODES !== 'pg') throw new Error('BENCH_SCALE_NODES must be pg');
    const { runNodesOnPostgres } = await import('./scale-nodes.js');
    return runNodesOnPostgres();
  }
  const budget =
    WARMUP.offeredPerSecond * WARMUP.seconds + (MODERATE + HALF_RATE + SATURATING) * SECONDS;
  const perGame = Math.min(400, Math.ceil((budget / GAMES) * 1.3));
  console.log(`pre-playing ${GAMES} ${SCENARIO} games of up to ${perGame} orders…`);
  const scripts = Array.from({ length: GAMES }, (_, n) => preplay(n, SCENARIO, perGame));
  const results: TargetResult[] = [];
  for (const workers of WORKER_COUNTS) results.push(await measure(workers, scripts));

  const base = results[0]!;
  const curves: RateCurve[] = [];
  if (base.workers === 1 && base.half) {
    curves.push(rateCurve('server (WORKERS=1)', base.moderate, base.half));
    curves.push(await bareRateCurve(scripts));
  }
  console.log(
    `\n${GAMES} ${SCENARIO} games, 2 players + ${SPECTATORS} spectators, think ${THINK_MS} ms, ${SECONDS} s per step, ${cpus().length} cores (driver included)\n`,
  );
  console.log(
    '| workers | most orders/s | ratio | ack p99 at saturation | ack p99 at ' +
      MODERATE +
      '/s | spectator p99 at ' +
      MODERATE +
      '/s | CPU µs/order at ' +
      MODERATE +
      '/s | CPU ratio | lost |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const ratio = r.saturated.achievedPerSecond / base.saturated.achievedPerSecond;
    const lost =
      r.moderate.lostAcks +
      r.saturated.lostAcks +
      r.moderate.lostSpectatorFrames +
      r.saturated.lostSpectatorFrames;
    const cpuRatio = r.moderate.cpuPerOrderUs / base.moderate.cpuPerOrderUs;
    console.log(
      `| ${r.workers} | ${r.saturated.achievedPerSecond.toFixed(0)} | ${ratio.toFixed(2)}× | ${r.saturated.ackMs.p99.toFixed(1)} ms | ${r.moderate.ackMs.p99.toFixed(1)} ms | ${r.moderate.spectatorMs.p99.toFixed(1)} ms | ${r.moderate.cpuPerOrderUs.toFixed(0)} | ${cpuRatio.toFixed(2)}× | ${lost} |`,
    );
  }
  if (curves.length > 0) {
    console.log(
      `\nCPU per order of one process at the moderate rate and at half of it (what each of two workers carries):\n`,
    );
    console.log(rateCurveTable(curves).join('\n'));
  }
  mkdirSync(outDir, { recursive: true });
  const settings = {
    games: GAMES,
    spectatorsPerGame: SPECTATORS,
    thinkMs: THINK_MS,
    secondsPerStep: SECONDS,
    scenario: SCENARIO,
    moderateRate: MODERATE,
    saturatingRate: SATURATING,
    cores: cpus().length,
    node: process.version,
    at: new Date().toISOString(),
  };
  writeFileSync(
    join(outDir, 'scale.json'),
    `${JSON.stringify({ settings, results, rateCurves: curves }, null, 2)}\n`,
  );
  console.log(`\nwrote ${join(outDir, 'scale.json')}`);
  const rejected = results.some(
    (r) =>
      Object.keys(r.moderate.rejections).length + Object.keys(r.saturated.rejections).length > 0,
  );
  if (rejected) {
    console.error('FAILED: orders were rejected (see scale.json)');
    process.exitCode = 1;
  }
}

await main();
