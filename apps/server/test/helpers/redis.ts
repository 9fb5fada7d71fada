import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTracked } from '../support/processes.js';
import { freePort, missingServiceReason } from './services.js';

/** A throwaway Redis server on 127.0.0.1, in a temporary folder, without persistence. */
export interface TestRedis {
  readonly port: number;
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  /** The server's process id (for tests that stop or kill it themselves). */
  pid(): number | undefined;
  /** Kills the server with SIGKILL (a crash: Redis lost) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port after {@link TestRedis.kill}, empty. */
  restart(): Promise<void>;
  /** Stops the server (by its process id) and removes its folder. */
  stop(): Promise<void>;
}

/** The `redis-server` binary (`BROADSIDE_REDIS_SERVER`, else the PATH), or null. */
export function findRedisServer(): string | null {
  const pinned = process.env.BROADSIDE_REDIS_SERVER;
  if (pinned) return pinned;
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() !== '' ? found.stdout.trim() : null;
}

/**
 * Why the Redis tests cannot run here, or null when they can. With
 * `BROADSIDE_REQUIRE_SERVICES=1` (CI) a missing Redis is an error, not a reason to skip.
 */
export function redisSkipReason(): string | null {
  return missingServiceReason(
    findRedisServer() !== null,
    'Redis',
    'redis-server not found: install Debian package redis-server, or set BROADSIDE_REDIS_SERVER',
  );
}

/** Whether a Redis server answers `PING` on the port (a raw RESP exchange, no client library). */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

/**
 * Starts a Redis server of its own: `redis-server` on a free port of 127.0.0.1, its working
 * folder a new temporary one, with no RDB snapshots and no append-only file, so nothing it holds
 * outlives it. Resolves once it answers `PING`.
 */
export async function startRedis(): Promise<TestRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server not found');
  const root = mkdtempSync(join(tmpdir(), 'broadside-redis-'));
  const port = await freePort();
  let server: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let log = '';

  const launch = async (): Promise<void> => {
    log = '';
    const child = spawnTracked(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        root,
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--logfile',
        '',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server = child;
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 10_000;
    while (!(await pings(port))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const killWith = async (signal: NodeJS.Signals): Promise<void> => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
      return;
    process.kill(child.pid, signal);
    await exited;
  };

  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: () => server?.pid,
    kill: () => killWith('SIGKILL'),
    restart: launch,
    async stop() {
      await killWith('SIGTERM');
      rmSync(root, { recursive: true, force: true });
    },
  };
}
