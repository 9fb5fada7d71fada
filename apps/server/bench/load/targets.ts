// The two processes `bench:load` and `bench:guard` play against: the built server and the bare
// `ws` baseline, each started as a child process on a temporary data folder, with games
// connected and warmed up.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preplay, type ScriptedOrder } from '../preplay.js';
import { closeGames, connectGames, runStep, type LoadGame, type LoadTarget } from './driver.js';
import type { StepResult } from './report.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Node arguments that run the bare `ws` baseline (bench/baseline-process.ts). */
export const BASELINE_ARGS: readonly string[] = [
  '--import',
  'tsx',
  join(here, '..', 'baseline-process.ts'),
];

/** A started target with its games connected and warmed up. */
export interface OpenTarget {
  readonly kind: StepResult['target'];
  /** The target process's id, for /proc measurements. */
  readonly pid: number;
  readonly games: readonly LoadGame[];
  /** Closes the games' sockets, stops the process and removes its data folder. */
  close(): Promise<void>;
}

/** How the games of a target are connected and warmed up. */
export interface OpenOptions {
  readonly spectators: number;
  readonly scenario: string;
  /** An unmeasured first step, so that measured steps run on compiled code. */
  readonly warmup: {
    readonly offeredPerSecond: number;
    readonly seconds: number;
    /**
     * Staggers the games: game n of N plays about n/N of this many orders in the warm-up, so
     * that the measured steps find games spread over the phases of play, as on a real server,
     * instead of all reaching each phase at the same moment. 0 or absent: every game plays on.
     */
    readonly staggerOrders?: number;
  };
  readonly thinkMs: number;
  readonly drainMs: number;
}

/** How long a target may take to print `LISTENING <port>`. */
const START_TIMEOUT_MS = 30_000;

/**
 * Starts a child process that prints `LISTENING <port>` once it listens. One that does not within
 * {@link START_TIMEOUT_MS} (say, the production `main.js` given as BENCH_LOAD_SERVER_BUNDLE
 * instead of the benchmark bundle, which never prints it) is killed and the run fails.
 */
async function startProcess(
  args: readonly string[],
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let timer: NodeJS.Timeout | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} printed no LISTENING line in ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /LISTENING (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  }).finally(() => clearTimeout(timer));
  return { child, port };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts the target (`node <args>`) on a fresh data folder, connects one game per script (2
 * players and `spectators` spectators each) and plays the warm-up step. On failure everything
 * started is stopped again.
 */
export async function openTarget(
  kind: StepResult['target'],
  args: readonly string[],
  scripts: readonly (readonly ScriptedOrder[])[],
  options: OpenOptions,
): Promise<OpenTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'broadside-load-'));
  const removeData = (): void => rmSync(dataDir, { recursive: true, force: true });
  const { child, port } = await startProcess(args, dataDir).catch((error: unknown) => {
    removeData();
    throw error;
  });
  const stop = async (): Promise<void> => {
    await stopProcess(child);
    removeData();
  };
  try {
    const wsUrl = `ws://127.0.0.1:${port}/ws`;
    const target: LoadTarget =
      kind === 'server' ? { kind, httpUrl: `http://127.0.0.1:${port}`, wsUrl } : { kind, wsUrl };
    console.log(
      `${kind}: connecting ${scripts.length} games × (2 players + ${options.spectators} spectators)…`,
    );
    const games = await connectGames(target, scripts, options.spectators, options.scenario);
    await runStep(games, {
      ...options.warmup,
      thinkMs: options.thinkMs,
      drainMs: options.drainMs,
      stopAt: staggered(games, options.warmup.staggerOrders ?? 0),
    });
    return {
      kind,
      pid: child.pid!,
      games,
      close: async () => {
        closeGames(games);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The warm-up's stopping points: game n of N stops after about n/N of `orders` orders. */
function staggered(
  games: readonly LoadGame[],
  orders: number,
): ((game: LoadGame) => number) | undefined {
  if (orders <= 0) return undefined;
  const stop = new Map(games.map((game, n) => [game, Math.floor((n * orders) / games.length)]));
  return (game) => stop.get(game) ?? 0;
}

/**
 * Pre-plays one script per game for a run that offers `measuredOrders` orders after the
 * warm-up, with 30 % to spare (at most 400 orders a game): game n with benchmark seed n.
 */
export function preplayScripts(
  games: number,
  options: OpenOptions,
  measuredOrders: number,
): ScriptedOrder[][] {
  const budget = options.warmup.offeredPerSecond * options.warmup.seconds + measuredOrders;
  const perGame = Math.min(400, Math.ceil((budget / games) * 1.3));
  console.log(`pre-playing ${games} ${options.scenario} games of up to ${perGame} orders…`);
  return Array.from({ length: games }, (_, n) => preplay(n, options.scenario, perGame));
}
