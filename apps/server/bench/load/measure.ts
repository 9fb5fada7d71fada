import { runStep, type LoadGame, type StepOptions } from './driver.js';
import { sampleProcess } from './proc.js';
import type { StepResult } from './report.js';

/**
 * Runs one step of offered load against the games and measures the target process `pid`
 * around it: CPU, bytes written to storage and RSS come from /proc/<pid>.
 */
export async function measureStep(
  target: StepResult['target'],
  pid: number,
  games: readonly LoadGame[],
  options: StepOptions,
): Promise<StepResult> {
  const before = sampleProcess(pid);
  const driverBefore = process.cpuUsage();
  const step = await runStep(games, options);
  const driver = process.cpuUsage(driverBefore);
  const after = sampleProcess(pid);
  const acked = Math.max(1, step.acked);
  return {
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
    cpuPerOrderUs: ((after.cpuSeconds - before.cpuSeconds) / acked) * 1e6,
    cpuShareOfCore: (after.cpuSeconds - before.cpuSeconds) / step.seconds,
    driverCpuShareOfCore: (driver.user + driver.system) / 1e6 / step.seconds,
    rssMiB: after.rssBytes / 2 ** 20,
    diskBytesPerOrder: (after.writeBytes - before.writeBytes) / acked,
  };
}
