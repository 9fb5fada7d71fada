// The settings bench:scale's two modes share (WORKERS=N, and BENCH_SCALE_NODES=pg), from the
// environment: the same traffic and the same moderate step, so their figures compare.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const env = process.env;
/** The moderate step's offered rate (issue 32 states its targets at 3,000 orders/s). */
export const MODERATE = Number(env.BENCH_SCALE_MODERATE_RATE ?? 3000);
export const SECONDS = Number(env.BENCH_SCALE_SECONDS ?? 6);
export const GAMES = Number(env.BENCH_SCALE_GAMES ?? 600);
export const SPECTATORS = Number(env.BENCH_SCALE_SPECTATORS ?? 2);
export const THINK_MS = Number(env.BENCH_SCALE_THINK_MS ?? 10);
export const SCENARIO = env.BENCH_SCALE_SCENARIO ?? 'task_groups';
export const WARMUP = { offeredPerSecond: 2000, seconds: 3 };
export const DRAIN_MS = 5000;

const here = dirname(fileURLToPath(import.meta.url));
/** apps/server. */
export const serverDir = join(here, '..');
/** The server process both modes start (bench/scale-server.ts, run through tsx). */
export const scaleServer = join(here, 'scale-server.ts');
/** Where the JSON goes: BENCH_SCALE_OUT, docs/bench by default. */
export const outDir = resolve(here, '..', '..', '..', env.BENCH_SCALE_OUT ?? 'docs/bench');

/**
 * Starts bench/scale-server.ts with `environment` (and `dataDir`, production mode) and waits for
 * its `LISTENING <port>` line; a process that exits first is an error, after which it is gone.
 */
export async function startScaleServer(
  environment: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', scaleServer], {
    cwd: serverDir,
    env: { ...environment, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((done, fail) => {
      child.once('exit', (code) => fail(new Error(`scale server exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        const m = /LISTENING (\d+)/.exec(chunk.toString());
        if (m) done(Number(m[1]));
      });
    });
    return { child, port };
  } catch (error) {
    await stopScaleServer(child);
    throw error;
  }
}

/** Stops a scale server: SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
export async function stopScaleServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
