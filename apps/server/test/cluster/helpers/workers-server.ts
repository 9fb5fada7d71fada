import type { ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTracked } from '../../support/processes.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A `WORKERS=N` server running as a child process: its primary, and each worker's pid. */
export interface WorkersServer {
  readonly child: ChildProcess;
  readonly port: number;
  readonly httpUrl: string;
  readonly wsUrl: string;
  /** Pid of each worker by name, as the primary last reported it ready. */
  readonly workers: Map<string, number>;
  /** Everything the processes printed. */
  output(): string;
  /** SIGTERM to the primary; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** Starts `src/main.ts` with `WORKERS=n` on a free port and the given data folder. */
export function spawnWorkers(
  n: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<WorkersServer> {
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      WORKERS: String(n),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const workers = new Map<string, number>();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    let buffered = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        let entry: { msg?: string; worker?: string; pid?: number; port?: number };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          continue;
        }
        if (entry.msg === 'worker ready' && entry.worker && entry.pid)
          workers.set(entry.worker, entry.pid);
        if (entry.msg === 'primary listening' && entry.port) {
          clearTimeout(timer);
          const port = entry.port;
          resolve({
            child,
            port,
            httpUrl: `http://127.0.0.1:${port}`,
            wsUrl: `ws://127.0.0.1:${port}/ws`,
            workers,
            output: () => output,
            stop: () => {
              child.kill('SIGTERM');
              return exited;
            },
          });
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}
