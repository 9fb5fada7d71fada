import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTracked } from '../support/processes.js';
import { testDatabaseEnv } from './postgres-mode.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The server running as a child process (`node --import tsx src/main.ts`). */
export interface ChildServer {
  readonly child: ChildProcess;
  readonly port: number;
  readonly httpUrl: string;
  readonly wsUrl: string;
  /** Resolves with the exit code (or signal) when the process ends. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed. */
  output(): string;
}

/**
 * Starts the real server process on a free port with the given data folder (and, in a
 * PostgreSQL test run, the database named after it). It is killed when the test file ends, or
 * this process does, if the test has not stopped it (see `spawnTracked`).
 */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { readonly built?: boolean } = {},
): Promise<ChildServer> {
  const databaseEnv = await testDatabaseEnv(dataDir);
  // The built server starts in a fraction of the time tsx needs: loops of restarts use it.
  const built = join(serverRoot, 'dist', 'main.js');
  if (options.built && !existsSync(built))
    throw new Error(`The server is not built (${built}); run \`pnpm build\` first.`);
  const args = options.built ? [built] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawnTracked(process.execPath, args, {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...databaseEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({
          child,
          port,
          httpUrl: `http://127.0.0.1:${port}`,
          wsUrl: `ws://127.0.0.1:${port}/ws`,
          exited,
          output: () => output,
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}
