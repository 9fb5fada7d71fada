// What one process pays per order at the rate each of two workers carries (bench:scale's second
// table). Two workers at MODERATE orders/s each carry MODERATE / 2, and a process's CPU per order
// rises as its own rate falls (fewer orders share each commit, each event-loop turn and each
// wake-up). The bare `ws` server, which stores and checks nothing, shows the same curve: its
// ratio between the two rates is the floor that no split of the traffic over processes can get
// under on this machine, whatever the server does per order.
import { measureStep } from './load/measure.js';
import type { StepResult } from './load/report.js';
import { BASELINE_ARGS, openTarget } from './load/targets.js';
import type { ScriptedOrder } from './preplay.js';
import {
  DRAIN_MS,
  MODERATE,
  SCENARIO,
  SECONDS,
  SPECTATORS,
  THINK_MS,
  WARMUP,
} from './scale-settings.js';

/** One target's CPU per order at the full and at half the moderate rate. */
export interface RateCurve {
  readonly target: 'server (WORKERS=1)' | 'bare ws';
  readonly full: StepResult;
  readonly half: StepResult;
  /** CPU per order at half the rate over CPU per order at the full rate. */
  readonly ratio: number;
}

/** The moderate rate and its half, as offered rates. */
export const HALF_RATE = Math.round(MODERATE / 2);

/** A curve from two measured steps. */
export function rateCurve(
  target: RateCurve['target'],
  full: StepResult,
  half: StepResult,
): RateCurve {
  return { target, full, half, ratio: half.cpuPerOrderUs / full.cpuPerOrderUs };
}

/** Runs the bare `ws` server at the moderate rate and at half of it, with bench:scale's traffic. */
export async function bareRateCurve(
  scripts: readonly (readonly ScriptedOrder[])[],
): Promise<RateCurve> {
  const open = {
    spectators: SPECTATORS,
    scenario: SCENARIO,
    warmup: WARMUP,
    thinkMs: THINK_MS,
    drainMs: DRAIN_MS,
  };
  const bare = await openTarget('baseline', BASELINE_ARGS, scripts, open);
  try {
    const step = { thinkMs: THINK_MS, drainMs: DRAIN_MS, seconds: SECONDS };
    const full = await measureStep('baseline', bare.pid, bare.games, {
      ...step,
      offeredPerSecond: MODERATE,
    });
    const half = await measureStep('baseline', bare.pid, bare.games, {
      ...step,
      offeredPerSecond: HALF_RATE,
    });
    return rateCurve('bare ws', full, half);
  } finally {
    await bare.close();
  }
}

/** The table of curves, as Markdown lines. */
export function rateCurveTable(curves: readonly RateCurve[]): string[] {
  return [
    `| target | CPU µs/order at ${MODERATE}/s | at ${HALF_RATE}/s (one of two workers' share) | ratio |`,
    '| --- | ---: | ---: | ---: |',
    ...curves.map(
      (c) =>
        `| ${c.target} | ${c.full.cpuPerOrderUs.toFixed(0)} | ${c.half.cpuPerOrderUs.toFixed(0)} | ${c.ratio.toFixed(2)}× |`,
    ),
  ];
}
