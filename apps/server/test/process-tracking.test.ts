import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  spawnTracked,
  stopTracked,
  TEST_RUN_ENV,
  testRunId,
  trackedGroups,
} from './support/processes.js';

const here = dirname(fileURLToPath(import.meta.url));
const parentScript = join(here, 'support', 'fixtures', 'tracked-parent.ts');

/** Whether `pid` is a live process (a zombie, dead but not yet reaped, is not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Resolves once `pid` is no longer running; rejects after `ms`. */
async function gone(pid: number, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (running(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} is still running`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first line `child` prints, as a number. */
function firstNumber(child: ReturnType<typeof spawnTracked>): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = /^(\d+)\n/.exec(text);
      if (line) resolve(Number(line[1]));
    });
    child.once('exit', () => reject(new Error(`exited before printing a pid: ${text}`)));
  });
}

describe('every process a test starts is stopped (issue 27, bug 7)', () => {
  test('a tracked child carries the run marker and leads its own process group', async () => {
    const child = spawnTracked('sleep', ['300'], { stdio: 'ignore' });
    try {
      const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
      expect(environ).toContain(`${TEST_RUN_ENV}=${testRunId()}`);
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      expect(pgid).toBe(child.pid);
      expect(trackedGroups()).toContain(child.pid);
    } finally {
      await stopTracked(child);
    }
    expect(running(child.pid!)).toBe(false);
    expect(trackedGroups()).not.toContain(child.pid);
  });

  test('stopping a child stops what it started too (tsx and its node, a primary and its workers)', async () => {
    const child = spawnTracked('sh', ['-c', 'sleep 300 & echo $!; wait'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const grandchild = await firstNumber(child);
    expect(running(grandchild)).toBe(true);
    await stopTracked(child);
    await gone(grandchild);
  });

  // How a test file's process can end; each time, the children it started end with it.
  test.each([
    { ending: 'calls process.exit()', how: 'exit', end: null },
    { ending: 'throws an uncaught error', how: 'throw', end: null },
    { ending: 'is sent SIGTERM (vitest stopping a worker)', how: 'wait', end: 'SIGTERM' },
    { ending: 'is sent SIGINT (Ctrl+C)', how: 'wait', end: 'SIGINT' },
    { ending: 'is sent SIGHUP (its terminal closed)', how: 'wait', end: 'SIGHUP' },
  ] as const)(
    'a test process that $ending takes its children with it',
    async ({ how, end }) => {
      const parent = spawnTracked(process.execPath, ['--import', 'tsx', parentScript, how], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let sleeper = 0;
      try {
        sleeper = await firstNumber(parent);
        expect(running(sleeper)).toBe(true);
        // The signal reaches the parent alone, as a terminal's Ctrl+C or vitest's SIGTERM
        // would: its children are in groups of their own, so only its safety net stops them.
        if (end) process.kill(parent.pid!, end);
        await gone(sleeper);
      } finally {
        await stopTracked(parent);
        if (sleeper && running(sleeper)) process.kill(-sleeper, 'SIGKILL');
      }
    },
    20_000,
  );
});
