// Fan-out benchmark (`pnpm bench:fanout`, issue 16): one Starfire game watched by S spectators
// (1,000 and 5,000 by default). The two players send pre-played legal orders, one at a time,
// with a pause between them; every spectator's socket records when each batch reaches it. The
// delivery latency of a batch is its arrival at a spectator minus the moment its order was sent.
// The server runs in its own process (bench/server-process.ts); the clients all live here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type WebSocket from 'ws';
import { preplay } from './preplay.js';
import { openSocket, postJson } from './clients.js';

const SIZES = (process.env.BENCH_SPECTATORS ?? '1000,5000').split(',').map(Number);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 60);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 50);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');

async function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'server-process.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /LISTENING (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  return { child, port };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

interface Row {
  readonly spectators: number;
  readonly batches: number;
  readonly deliveries: number;
  readonly missing: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** One run: a fresh server, one game, `spectators` watchers, ORDERS orders. */
async function run(spectators: number): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'broadside-bench-fanout-'));
  const { child, port } = await startServer(dataDir);
  try {
    const http = `http://127.0.0.1:${port}`;
    const wsUrl = `ws://127.0.0.1:${port}/ws`;
    const post = (path: string, body: unknown) => postJson(http, path, body);
    // The server-process gives its n-th game benchmark seed n: this is game 0.
    const created = (await post('/api/games', {
      ruleset: 'starfire',
      setup: { scenario: 'task_groups' },
    })) as { gameId: string; invites: { seat: string; invite: string }[] };
    const players: Record<string, WebSocket> = {};
    for (const inv of created.invites) {
      const grant = (await post(`/api/games/${created.gameId}/seats/${inv.seat}/join`, {
        invite: inv.invite,
      })) as { seatToken: string };
      const ws = await openSocket(wsUrl);
      ws.send(JSON.stringify({ type: 'hello', gameId: created.gameId, token: grant.seatToken }));
      players[inv.seat] = ws;
    }
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let welcomed = 0;
    const watchers: WebSocket[] = [];
    for (let i = 0; i < spectators; i += 1) {
      const ws = await openSocket(wsUrl);
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"welcome"')) welcomed += 1;
        if (!text.startsWith('{"type":"events"')) return;
        const seq = Number(/"seq":(\d+)/.exec(text)?.[1]);
        const sent = sentAt.get(seq);
        if (sent !== undefined) latencies.push(performance.now() - sent);
      });
      ws.send(JSON.stringify({ type: 'hello', gameId: created.gameId }));
      watchers.push(ws);
    }
    while (welcomed < spectators) await new Promise((r) => setTimeout(r, 20));

    const script = preplay(0, 'task_groups', ORDERS);
    for (const [i, move] of script.entries()) {
      const acked = new Promise<void>((resolve, reject) => {
        const socket = players[move.seat]!;
        const onMessage = (data: WebSocket.RawData) => {
          const text = data.toString();
          if (text.startsWith('{"type":"rejected"')) reject(new Error(text));
          if (!text.startsWith('{"type":"ack"')) return;
          socket.off('message', onMessage);
          resolve();
        };
        socket.on('message', onMessage);
      });
      sentAt.set(i + 1, performance.now());
      players[move.seat]!.send(
        JSON.stringify({
          type: 'order',
          clientOrderId: `f${i}`,
          expectedSeq: i,
          order: move.order,
        }),
      );
      await acked;
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const ws of [...watchers, ...Object.values(players)]) ws.terminate();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      spectators,
      batches: script.length,
      deliveries: sorted.length,
      missing: script.length * spectators - sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
    };
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const size of SIZES) {
    process.stdout.write(`${size} spectators …\n`);
    rows.push(await run(size));
  }
  const ms = (n: number) => n.toFixed(1);
  const table = [
    `One game, ${ORDERS} orders ${PAUSE_MS} ms apart; order sent → batch at each spectator, ms:`,
    '',
    '| spectators | deliveries | missing | p50 | p95 | p99 | max |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.spectators} | ${r.deliveries} | ${r.missing} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
    ),
  ].join('\n');
  process.stdout.write(`\n${table}\n`);
  const out = join(root, 'docs', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'fanout.json'), `${JSON.stringify(rows, null, 2)}\n`);
}

await main();
