// What a history line says about where and on what a benchmark ran (the commit, the machine),
// and recording a run with them.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { appendHistory, historyEnabled, type HistoryEntry } from './history.js';

const git = (repo: string, args: string[]): string =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

/**
 * The checked-out commit (short hash) and whether the working tree has uncommitted changes
 * (outside docs/bench, where the benchmarks write their own results).
 */
export function commitFacts(repo: string): Pick<HistoryEntry, 'commit' | 'dirty'> {
  try {
    return {
      commit: git(repo, ['rev-parse', '--short', 'HEAD']),
      dirty: git(repo, ['status', '--porcelain', '--', '.', ':!docs/bench']) !== '',
    };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

/** CPU count and model, Node version and load average now. */
export function machineFacts(): HistoryEntry['machine'] {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    loadavg: [one, five, fifteen],
  };
}

/**
 * Appends a run to the history file, stamped with the time, the commit and the machine now,
 * unless `BENCH_HISTORY=0`.
 */
export function recordRun(
  file: string,
  repo: string,
  run: Pick<HistoryEntry, 'kind' | 'settings' | 'rates' | 'guard'>,
): void {
  if (!historyEnabled()) return;
  appendHistory(file, {
    at: new Date().toISOString(),
    ...commitFacts(repo),
    machine: machineFacts(),
    ...run,
  });
  console.log(`recorded the run in ${file} (BENCH_HISTORY=0 to skip)`);
}
