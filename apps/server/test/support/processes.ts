import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';

/**
 * Every process a test starts carries this environment variable, its value the id of the test
 * run; `npm test` (scripts/bootstrap.mjs) looks for it after the run and fails the run if any
 * process still has it (see scripts/test-processes.mjs, which names the same variable).
 */
export const TEST_RUN_ENV = 'BROADSIDE_TEST_RUN';

/** The process groups started through {@link spawnTracked}, shared by every copy of this module. */
interface Registry {
  readonly groups: Set<number>;
}

const REGISTRY_KEY = Symbol.for('broadside.test.processGroups');

/** The registry of this process, created (with its exit and signal handlers) on first use. */
function registry(): Registry {
  const holder = globalThis as { [REGISTRY_KEY]?: Registry };
  const existing = holder[REGISTRY_KEY];
  if (existing) return existing;
  const created: Registry = { groups: new Set() };
  holder[REGISTRY_KEY] = created;
  // The safety net: however this process ends, its children's groups end with it. An exit
  // handler runs for a normal end and process.exit(); a signal's default action would skip it,
  // so each signal kills the groups first and is then raised again unless someone else handles it.
  process.once('exit', killAllTracked);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllTracked();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
  return created;
}

/**
 * The id of this test run: the one the runner set in {@link TEST_RUN_ENV}, else a new one for
 * this process (kept in the environment, so everything started from here carries it).
 */
export function testRunId(): string {
  const id = process.env[TEST_RUN_ENV] || `local-${process.pid}-${randomUUID().slice(0, 8)}`;
  process.env[TEST_RUN_ENV] = id;
  return id;
}

/**
 * Sends `signal` to the process group `pgid` (0 only checks it exists); false when the group no
 * longer exists.
 */
function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * `child_process.spawn` for tests: the child leads a process group of its own (`detached`), so
 * whatever it starts in turn (tsx's node, a primary's workers, PostgreSQL's backends) is stopped
 * with it; it carries {@link TEST_RUN_ENV}; and it is registered to be killed when the test
 * file ends ({@link killAllTracked}, run by `test/support/process-teardown.ts`) and when this
 * process exits or is signalled, also after a failed or timed-out test.
 */
export function spawnTracked(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ChildProcess {
  const { groups } = registry();
  const child = spawn(command, args, {
    ...options,
    detached: true,
    env: { ...(options.env ?? process.env), [TEST_RUN_ENV]: testRunId() },
  });
  const pgid = child.pid;
  if (pgid === undefined) return child;
  groups.add(pgid);
  // Forgotten once the whole group is gone, so that a later kill cannot reach a reused id.
  child.once('exit', () => {
    if (!signalGroup(pgid, 0)) groups.delete(pgid);
  });
  return child;
}

/** Whether `child` has ended (exited or killed by a signal). */
function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves when `child` has ended, or with false after `ms`. */
function endedWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (ended(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(ended(child)), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Stops a child started by {@link spawnTracked} and everything in its process group: `signal`
 * (SIGTERM unless told) to the group, SIGKILL after `graceMs` if the child has not ended, then
 * SIGKILL to whatever of the group is left. Resolves once the child has ended.
 */
export async function stopTracked(
  child: ChildProcess,
  options: { readonly signal?: NodeJS.Signals; readonly graceMs?: number } = {},
): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  if (!ended(child)) {
    signalGroup(pgid, options.signal ?? 'SIGTERM');
    if (!(await endedWithin(child, options.graceMs ?? 5_000))) {
      signalGroup(pgid, 'SIGKILL');
      await endedWithin(child, 5_000);
    }
  }
  signalGroup(pgid, 'SIGKILL');
  registry().groups.delete(pgid);
}

/** SIGKILLs every process group still registered; synchronous, so exit handlers may call it. */
export function killAllTracked(): void {
  const { groups } = registry();
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
  groups.clear();
}

/** The process group ids still registered (for tests of this module). */
export function trackedGroups(): number[] {
  return [...registry().groups];
}
