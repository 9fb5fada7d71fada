// Start-up benchmark (`pnpm bench:start`, issue 16): how long the production server takes to
// listen with 11,000 stored games (1,000 of them live), and how long the first client waits to
// resume a long game that no one has loaded yet.
//
// 1. Fills a fresh data folder through the real match service (in this process): finished games
//    (a concession each), live games (a few orders each) and one long game.
// 2. Starts `apps/server/dist/main.js` (build it first) again and again on that folder and times
//    spawn → "listening", against a bare `node -e` start on the same machine as the baseline.
// 3. After each start, times one spectator's hello → welcome on the long game: the first load
//    rebuilds it from its latest snapshot and the log after it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import WebSocket from 'ws';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { closeBenchGame, createBenchGame, playScript, type BenchGame } from './bench-games.js';
import { preplay, type ScriptedOrder } from './preplay.js';
import { benchSeed } from './seed.js';

const FINISHED = Number(process.env.BENCH_FINISHED ?? 10_000);
const LIVE = Number(process.env.BENCH_LIVE ?? 1_000);
const LONG_ORDERS = Number(process.env.BENCH_LONG_ORDERS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
/** BENCH_DATA_DIR keeps the stored games there and reuses them on the next run (it takes minutes). */
const KEEP_DIR = process.env.BENCH_DATA_DIR;
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const mainJs = join(here, '..', 'dist', 'main.js');

/** Fills `dataDir` with stored games; returns the long game's id and its number of orders. */
async function populate(dataDir: string): Promise<{ longGame: string; longOrders: number }> {
  let created = 0;
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', WEB_DIST: '/nonexistent' });
  const app = await buildApp(config, {
    logger: pino({ level: 'silent' }),
    tickMs: 0,
    heartbeatMs: 0,
    seedSource: () => benchSeed(created++),
    gameLimits: { maxOpenGamesPerAddress: 1_000_000 },
  });
  const match = app.match;
  const newGame = (scenario: string) => createBenchGame(match, scenario);
  const play = (game: BenchGame, orders: readonly ScriptedOrder[]) => {
    playScript(match, game, orders);
    closeBenchGame(game);
  };
  const started = performance.now();
  for (let i = 0; i < FINISHED; i += 1) {
    const game = newGame('patrol');
    play(game, [{ seat: 'A', order: { type: 'concede' } }]);
    if (i % 1000 === 999) process.stdout.write(`  ${i + 1} finished games stored\n`);
  }
  for (let i = 0; i < LIVE; i += 1) {
    const n = created;
    const game = newGame('patrol');
    play(game, preplay(n, 'patrol', 10));
  }
  const n = created;
  const long = newGame('task_groups');
  const script = preplay(n, 'task_groups', LONG_ORDERS);
  play(long, script);
  process.stdout.write(
    `  stored ${FINISHED + LIVE + 1} games in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  await app.close();
  return { longGame: long.gameId, longOrders: script.length };
}

/** Spawns a process and resolves with the ms from spawn until `ready(line)` is true. */
function timeUntil(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: (line: string) => boolean,
): Promise<{ ms: number; stop: () => Promise<void>; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const lines: string[] = [];
    let buffer = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 1);
        lines.push(line);
        if (ready(line)) {
          const ms = performance.now() - t0;
          resolve({
            ms,
            lines,
            stop: async () => {
              child.kill('SIGTERM');
              await exited;
            },
          });
        }
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 && code !== null) reject(new Error(`exited with ${code}`));
    });
  });
}

/** One spectator's hello → welcome on a game nobody loaded yet, in ms. */
function resumeMs(port: number, gameId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    let t0 = 0;
    ws.once('open', () => {
      t0 = performance.now();
      ws.send(JSON.stringify({ type: 'hello', gameId }));
    });
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { type: string };
      if (msg.type !== 'welcome') return;
      resolve(performance.now() - t0);
      ws.close();
    });
    ws.once('error', reject);
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: build the server first`);
  const dir = KEEP_DIR ?? mkdtempSync(join(tmpdir(), 'broadside-bench-start-'));
  const marker = join(dir, 'bench-start.json');
  try {
    let stored: { longGame: string; longOrders: number };
    if (existsSync(marker)) {
      stored = JSON.parse(readFileSync(marker, 'utf8')) as typeof stored;
      process.stdout.write(`Reusing the stored games in ${dir}\n`);
    } else {
      process.stdout.write(
        `Populating: ${FINISHED} finished, ${LIVE} live, one long game of up to ${LONG_ORDERS} orders …\n`,
      );
      stored = await populate(dir);
      writeFileSync(marker, JSON.stringify(stored));
    }
    const { longGame, longOrders } = stored;
    const env = {
      ...process.env,
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: join(root, 'apps', 'web', 'dist'),
    };
    const listening = (line: string) => line.includes('Server listening');
    const starts: number[] = [];
    const resumes: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const node = await timeUntil(['-e', 'console.log("up")'], process.env, (l) => l === 'up');
      bare.push(node.ms);
      const server = await timeUntil([mainJs], env, listening);
      starts.push(server.ms);
      const line = server.lines.find(listening) ?? '';
      const port = Number(/:(\d+)"?/.exec(JSON.parse(line).msg as string)?.[1] ?? 0);
      resumes.push(await resumeMs(port, longGame));
      await server.stop();
    }
    const row = (name: string, values: number[]) =>
      `| ${name} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;
    const table = [
      `Start-up with ${FINISHED + LIVE + 1} stored games (${LIVE} live), ${RUNS} runs; ms:`,
      '',
      '| measure | p50 | p95 | max |',
      '| --- | ---: | ---: | ---: |',
      row('bare `node -e` start (baseline)', bare),
      row('server: spawn → listening', starts),
      row(`first welcome of a ${longOrders}-order game (load + rebuild)`, resumes),
      '',
      `Server start / bare node start (p50): ${(percentile(starts, 50) / percentile(bare, 50)).toFixed(1)}×`,
    ].join('\n');
    process.stdout.write(`\n${table}\n`);
    const out = join(root, 'docs', 'bench');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'start.json'),
      `${JSON.stringify({ finished: FINISHED, live: LIVE, longOrders, runs: RUNS, bare, starts, resumes }, null, 2)}\n`,
    );
  } finally {
    if (!KEEP_DIR) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
