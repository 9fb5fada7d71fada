// Server benchmark: CPU per durable order with 2 players + 2 spectators per game.
//
// The server runs in its own process (bench/server-process.ts); this process plays the
// clients. Each game is pre-played here with the same seed so the clients only send legal
// orders and wait for acknowledgements. Server CPU comes from /proc/<pid>/stat.
import { histogramQuantile } from '../src/fast-histogram.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type WebSocket from 'ws';
import { preplay as preplayGame } from './preplay.js';
import { openSocket, postJson } from './clients.js';

const GAMES = Number(process.env.BENCH_GAMES ?? 16);
const ORDERS_PER_GAME = Number(process.env.BENCH_ORDERS ?? 400);
const SCENARIO = process.env.BENCH_SCENARIO ?? 'task_groups';
/** BENCH_BASELINE=1 runs the same traffic against bare `ws` (bench/baseline-process.ts). */
const BASELINE = process.env.BENCH_BASELINE === '1';
/**
 * BENCH_WARMUP=1 first plays as many other games (the next seeds) to their end, unmeasured, so
 * that the measured games run on code the JIT has already compiled, as in a server that has
 * been up for a while. The measured games and their orders are the same as without it.
 */
const WARMUP = process.env.BENCH_WARMUP === '1';
const here = dirname(fileURLToPath(import.meta.url));
const preplay = (n: number) => preplayGame(n, SCENARIO, ORDERS_PER_GAME);

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, from field 14 and 15
}

type BenchGame = { id: string; sockets: Record<string, WebSocket>; spectators: WebSocket[] };

/** Creates a game on the real server, takes both seats and connects 2 players + 2 spectators. */
async function serverGame(http: string, wsUrl: string): Promise<BenchGame> {
  const post = (path: string, body: unknown) => postJson(http, path, body);
  const created = (await post('/api/games', {
    ruleset: 'starfire',
    setup: { scenario: SCENARIO },
  })) as { gameId: string; invites: { seat: string; invite: string }[] };
  const sockets: Record<string, WebSocket> = {};
  for (const inv of created.invites) {
    const grant = (await post(`/api/games/${created.gameId}/seats/${inv.seat}/join`, {
      invite: inv.invite,
    })) as { seatToken: string };
    const ws = await openSocket(wsUrl);
    ws.send(JSON.stringify({ type: 'hello', gameId: created.gameId, token: grant.seatToken }));
    sockets[inv.seat] = ws;
  }
  const spectators = [await openSocket(wsUrl), await openSocket(wsUrl)];
  for (const s of spectators) s.send(JSON.stringify({ type: 'hello', gameId: created.gameId }));
  return { id: created.gameId, sockets, spectators };
}

/** The same sockets against the bare `ws` baseline. */
async function baselineGame(wsUrl: string, n: number): Promise<BenchGame> {
  const id = `game${n}`;
  const sockets: Record<string, WebSocket> = {};
  for (const seat of ['A', 'B']) {
    sockets[seat] = await openSocket(wsUrl);
    sockets[seat].send(JSON.stringify({ type: 'hello', gameId: id }));
  }
  const spectators = [await openSocket(wsUrl), await openSocket(wsUrl)];
  for (const s of spectators) s.send(JSON.stringify({ type: 'hello', gameId: id }));
  return { id, sockets, spectators };
}

/** The server's own metrics (Prometheus text) and a reader of one value. */
async function serverMetrics(http: string): Promise<(pattern: RegExp) => number> {
  const metrics = await (await fetch(`${http}/metrics`)).text();
  return (pattern) => Number(pattern.exec(metrics)?.[1] ?? 0);
}

/** The cumulative buckets of histogram `name` in a metrics reading, `+Inf` last. */
function buckets(value: (pattern: RegExp) => number, name: string, bounds: readonly string[]) {
  return [...bounds, '+Inf'].map((le) => ({
    le: le === '+Inf' ? Infinity : Number(le),
    cumulative: value(new RegExp(`${name}_bucket\\{le="${le.replace('+', '\\+')}"\\} (\\S+)`)),
  }));
}

/** Upper bounds of `broadside_order_work_seconds` (apps/server/src/metrics.ts). */
const WORK_BOUNDS = [
  '0.00001',
  '0.000025',
  '0.00005',
  '0.000075',
  '0.0001',
  '0.00015',
  '0.0002',
  '0.0003',
  '0.0005',
  '0.001',
  '0.0025',
  '0.01',
];

const SUM = /broadside_order_duration_seconds_sum (\S+)/;
const COUNT = /broadside_order_duration_seconds_count (\S+)/;
const DB_SUM = /broadside_db_write_duration_seconds_sum (\S+)/;

/**
 * Prints what the server measured itself: means over the measured orders (`before` read when
 * they started); the work quantiles (from the histogram's buckets) cover every order since the
 * server started, warm-up included.
 */
async function printServerMetrics(
  http: string,
  before: (pattern: RegExp) => number,
  us: (seconds: number) => string,
): Promise<void> {
  const value = await serverMetrics(http);
  const delta = (pattern: RegExp) => value(pattern) - before(pattern);
  const sum = delta(SUM);
  const count = delta(COUNT);
  const dbSum = delta(DB_SUM);
  const workBuckets = buckets(value, 'broadside_order_work_seconds', WORK_BOUNDS);
  const work = (q: string) => us(histogramQuantile(Number(q), workBuckets));
  console.log(
    `server work per order:       p50 ${work('0.5')}, p90 ${work('0.9')}, p99 ${work('0.99')} (parse → check → apply → commit share → ack → broadcast)`,
  );
  console.log(
    `order time in the server:    ${us(sum / count)} mean (receipt → ack and broadcast, incl. waiting for the group commit)`,
  );
  console.log(
    `SQLite commit per order:     ${us(dbSum / count)} mean (its share of the group transaction)`,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'broadside-bench-'));
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const entry = join(here, BASELINE ? 'baseline-process.ts' : 'server-process.ts');
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /LISTENING (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  const http = `http://127.0.0.1:${port}`;
  const wsUrl = `ws://127.0.0.1:${port}/ws`;

  console.log(`pre-playing ${GAMES} ${SCENARIO} games of up to ${ORDERS_PER_GAME} orders…`);
  const scripts = Array.from({ length: GAMES }, (_, n) => preplay(n));
  const warmScripts = WARMUP ? Array.from({ length: GAMES }, (_, n) => preplay(GAMES + n)) : [];
  // The server draws seed n for the n-th game created: measured games first, then warm-up games.
  const games: BenchGame[] = [];
  const warmGames: BenchGame[] = [];
  for (let n = 0; n < GAMES * (WARMUP ? 2 : 1); n += 1) {
    const game = BASELINE ? await baselineGame(wsUrl, n) : await serverGame(http, wsUrl);
    (n < GAMES ? games : warmGames).push(game);
  }
  await new Promise((r) => setTimeout(r, 300));

  const latencies: number[] = [];
  const playGame = (g: (typeof games)[number], script: { seat: string; order: unknown }[]) =>
    new Promise<number>((resolve) => {
      let i = 0;
      let sentAt = 0;
      const sendNext = () => {
        const move = script[i];
        if (!move) return resolve(i);
        sentAt = performance.now();
        g.sockets[move.seat]!.send(
          JSON.stringify({
            type: 'order',
            clientOrderId: `c${i}`,
            expectedSeq: i,
            order: move.order,
          }),
        );
      };
      for (const ws of Object.values(g.sockets)) {
        ws.on('message', (data) => {
          const text = data.toString();
          if (!text.startsWith('{"type":"ack"') && !text.startsWith('{"type":"rejected"')) return;
          const m = JSON.parse(text) as { type: string; error?: unknown };
          if (m.type === 'rejected') throw new Error(`rejected: ${JSON.stringify(m.error)}`);
          latencies.push(performance.now() - sentAt);
          i += 1;
          sendNext();
        });
      }
      sendNext();
    });

  if (WARMUP) {
    console.log(`warming up with ${GAMES} other games…`);
    await Promise.all(warmGames.map((g, n) => playGame(g, warmScripts[n]!)));
    latencies.length = 0;
  }
  const metricsBefore = BASELINE ? () => 0 : await serverMetrics(http);
  const cpuBefore = cpuTicks(child.pid!);
  const t0 = performance.now();
  const counts = await Promise.all(games.map((g, n) => playGame(g, scripts[n]!)));
  const seconds = (performance.now() - t0) / 1000;
  const cpuSeconds = (cpuTicks(child.pid!) - cpuBefore) / 100;
  const orders = counts.reduce((a, b) => a + b, 0);

  latencies.sort((a, b) => a - b);
  const us = (x: number) => `${(x * 1e6).toFixed(0)} µs`;
  const what = `${BASELINE ? 'BASELINE (bare ws, no rules, no database)' : 'server benchmark'}${WARMUP ? ', after a warm-up' : ''}`;
  console.log(`\n${what} — ${GAMES} concurrent ${SCENARIO} games, 2 players + 2 spectators each`);
  console.log(
    `orders:                      ${orders} in ${seconds.toFixed(2)} s = ${(orders / seconds).toFixed(0)} orders/s`,
  );
  console.log(
    `server CPU per order:        ${us(cpuSeconds / orders)} (process user+sys, incl. ws, HTTP idle, GC)`,
  );
  if (!BASELINE) await printServerMetrics(http, metricsBefore, us);
  console.log(
    `ack round trip (client):     p50 ${percentile(latencies, 50).toFixed(2)} ms, p90 ${percentile(latencies, 90).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms`,
  );

  for (const g of [...games, ...warmGames])
    for (const ws of [...Object.values(g.sockets), ...g.spectators]) ws.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
