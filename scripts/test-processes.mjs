// @ts-check
// Finds the processes a test run left behind. Every process a test starts inherits (or is given,
// by apps/server/test/support/processes.ts) the environment variable BROADSIDE_TEST_RUN, its
// value the run's id; once the run is over, any live process still carrying it was started by
// a test and never stopped. Linux only: elsewhere (no /proc) nothing is found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable that marks a test run's processes (same name in processes.ts). */
export const TEST_RUN_ENV = 'BROADSIDE_TEST_RUN';

/**
 * @typedef {object} MarkedProcess
 * @property {number} pid
 * @property {string} command Its command line, arguments separated by spaces.
 */

/**
 * The live processes whose environment holds exactly `BROADSIDE_TEST_RUN=<runId>`, this process
 * excepted. Zombies (ended, not yet reaped) have no environment left and are not listed;
 * processes of other users that cannot be read are skipped.
 * @param {string} runId
 * @param {{ readonly proc?: string }} [options] `proc`: where procfs is mounted (`/proc`).
 * @returns {MarkedProcess[]}
 */
export function markedProcesses(runId, { proc = '/proc' } = {}) {
  if (!existsSync(proc)) return [];
  const marker = `${TEST_RUN_ENV}=${runId}`;
  /** @type {MarkedProcess[]} */
  const found = [];
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    let environ;
    try {
      environ = readFileSync(join(proc, name, 'environ'), 'latin1');
    } catch {
      continue; // ended meanwhile, or not ours to read
    }
    if (!environ.split('\0').includes(marker)) continue;
    let command = '';
    try {
      command = readFileSync(join(proc, name, 'cmdline'), 'utf8')
        .split('\0')
        .join(' ')
        .trim();
    } catch {
      // ended meanwhile: it is listed without its command line
    }
    found.push({ pid: Number(name), command });
  }
  return found;
}

/**
 * After a run: gives the run's processes still alive `graceMs` to finish ending (a server that
 * was sent SIGTERM as the last test ended), SIGKILLs whatever is left and returns it, so the
 * caller can fail the run naming each one.
 * @param {string} runId
 * @param {{ readonly graceMs?: number, readonly proc?: string }} [options]
 * @returns {Promise<MarkedProcess[]>}
 */
export async function reapLeftovers(runId, { graceMs = 2_000, proc = '/proc' } = {}) {
  const deadline = Date.now() + graceMs;
  let left = markedProcesses(runId, { proc });
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = markedProcesses(runId, { proc });
  }
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended on its own meanwhile
    }
  }
  return left;
}
