import { runStep, type LoadGame, type StepOptions } from './driver.js';
import { sampleProcess, type ProcessSample } from './proc.js';
import type { StepResult } from './report.js';

/** One step measured over several processes: the step's result and each process's samples. */
export interface MeasuredProcesses {
  /** The step, with CPU, RSS and bytes written summed over the measured processes. */
  readonly result: StepResult;
  /** The measured processes' samples before and after the step, in the order given. */
  readonly before: readonly ProcessSample[];
  readonly after: readonly ProcessSample[];
  /** Samples of the processes only watched (e.g. a database server), before and after. */
  readonly watchedBefore: readonly ProcessSample[];
  readonly watchedAfter: readonly ProcessSample[];
}

const total = (samples: readonly ProcessSample[], field: keyof ProcessSample): number =>
  samples.reduce((sum, sample) => sum + sample[field], 0);

/**
 * Runs one step of offered load against the games and measures the processes `pids` around it
 * (each with the processes below it): CPU, bytes written to storage and RSS from /proc, summed.
 * The processes `watched` are sampled too, and left out of the result.
 */
export async function measureProcesses(
  target: StepResult['target'],
  pids: readonly number[],
  games: readonly LoadGame[],
  options: StepOptions,
  watched: readonly number[] = [],
): Promise<MeasuredProcesses> {
  const before = pids.map(sampleProcess);
  const watchedBefore = watched.map(sampleProcess);
  const driverBefore = process.cpuUsage();
  const step = await runStep(games, options);
  const driver = process.cpuUsage(driverBefore);
  const after = pids.map(sampleProcess);
  const watchedAfter = watched.map(sampleProcess);
  const acked = Math.max(1, step.acked);
  const cpuSeconds = total(after, 'cpuSeconds') - total(before, 'cpuSeconds');
  const result: StepResult = {
    target,
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
    cpuPerOrderUs: (cpuSeconds / acked) * 1e6,
    cpuShareOfCore: cpuSeconds / step.seconds,
    driverCpuShareOfCore: (driver.user + driver.system) / 1e6 / step.seconds,
    rssMiB: total(after, 'rssBytes') / 2 ** 20,
    diskBytesPerOrder: (total(after, 'writeBytes') - total(before, 'writeBytes')) / acked,
  };
  return { result, before, after, watchedBefore, watchedAfter };
}

/**
 * Runs one step of offered load against the games and measures the target process `pid` (and
 * the processes below it) around it: CPU, bytes written to storage and RSS come from /proc.
 */
export async function measureStep(
  target: StepResult['target'],
  pid: number,
  games: readonly LoadGame[],
  options: StepOptions,
): Promise<StepResult> {
  return (await measureProcesses(target, [pid], games, options)).result;
}
