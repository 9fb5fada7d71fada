import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { markedProcesses, reapLeftovers, TEST_RUN_ENV } from '../test-processes.mjs';

/** Children of these tests: killed after each, whatever the test did. */
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts `sleep seconds` with `env` added to the environment; resolves once it runs. */
async function sleeper(env: Record<string, string>, seconds = 60): Promise<ChildProcess> {
  const child = spawn('sleep', [String(seconds)], { env: { ...process.env, ...env } });
  started.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

/** Resolves when `child` has ended. */
const ended = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

describe('the end-of-run check finds what a test run left running (issue 27, bug 7)', () => {
  test.each([
    { name: 'the run’s own marker', marker: (id: string) => id, listed: true },
    { name: 'another run’s marker', marker: () => `other-${randomUUID()}`, listed: false },
    {
      name: 'a longer id that starts with the run’s',
      marker: (id: string) => `${id}0`,
      listed: false,
    },
    { name: 'no marker', marker: null, listed: false },
  ])('a process with $name is listed: $listed', async ({ marker, listed }) => {
    const runId = `unit-${randomUUID()}`;
    const child = await sleeper(marker ? { [TEST_RUN_ENV]: marker(runId) } : {});
    const found = markedProcesses(runId);
    if (listed) expect(found).toEqual([{ pid: child.pid, command: 'sleep 60' }]);
    else expect(found).toEqual([]);
  });

  test('a deliberately leaked process is killed and named', async () => {
    const runId = `unit-${randomUUID()}`;
    const leaked = await sleeper({ [TEST_RUN_ENV]: runId });
    const left = await reapLeftovers(runId, { graceMs: 200 });
    expect(left).toEqual([{ pid: leaked.pid, command: 'sleep 60' }]);
    await ended(leaked);
    expect(leaked.signalCode).toBe('SIGKILL');
    expect(markedProcesses(runId)).toEqual([]);
  });

  test('a process that ends within the grace time is not a leftover', async () => {
    const runId = `unit-${randomUUID()}`;
    const ending = await sleeper({ [TEST_RUN_ENV]: runId }, 0.3);
    expect(await reapLeftovers(runId, { graceMs: 5_000 })).toEqual([]);
    await ended(ending);
    expect(ending.exitCode).toBe(0);
  });
});
