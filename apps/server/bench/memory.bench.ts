// Memory benchmark (`pnpm bench:memory`, issue 16): how much memory one live game holds, sockets
// excluded. Builds the real app on a temporary SQLite folder, then adds live Starfire games in
// steps through the real match service: both seats connected (and two spectators) with
// subscribers that have no socket behind them, a few pre-played orders each. After each step it
// collects garbage and reads the heap and RSS; the cost per game is the slope between steps.
// Run with `node --expose-gc` (the package script does). Each scenario runs in a process of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createBenchGame, playScript, quietSubscriber, type BenchGame } from './bench-games.js';
import { preplay } from './preplay.js';
import { benchSeed } from './seed.js';

const STEPS = (process.env.BENCH_MEMORY_STEPS ?? '0,500,1000,2000').split(',').map(Number);
const SCENARIOS = (process.env.BENCH_MEMORY_SCENARIOS ?? 'patrol,task_groups').split(',');
const ORDERS = Number(process.env.BENCH_MEMORY_ORDERS ?? 20);
/**
 * `BENCH_MEMORY_VIEWS=patch`: every subscriber takes view patches, as the web client does, so
 * each game also keeps the last view of each role.
 */
const SUBSCRIBER =
  process.env.BENCH_MEMORY_VIEWS === 'patch'
    ? { ...quietSubscriber, wantsViews: true, wantsViewPatches: true }
    : quietSubscriber;
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', '..', 'docs', 'bench');

/** Set in the child process that measures one scenario. */
const CHILD_FLAG = 'BENCH_MEMORY_CHILD';
/** The line on which a child hands its rows back. */
const ROWS_PREFIX = 'ROWS ';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (pnpm bench:memory does)');

/** Heap used and RSS in bytes after a full collection. */
function settledMemory(): { heap: number; rss: number } {
  for (let i = 0; i < 3; i += 1) gc!();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
}

interface Row {
  scenario: string;
  games: number;
  heapMiB: number;
  rssMiB: number;
}

async function measure(scenario: string): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'broadside-bench-memory-'));
  let created = 0;
  const app = await buildApp(loadConfig({ DATA_DIR: dir, PORT: '0', WEB_DIST: '/nonexistent' }), {
    logger: pino({ level: 'silent' }),
    tickMs: 0,
    heartbeatMs: 0,
    seedSource: () => benchSeed(created++),
    gameLimits: { maxOpenGamesPerAddress: 1_000_000 },
  });
  const games: BenchGame[] = [];
  const watchers: { close(): void }[] = [];
  const rows: Row[] = [];
  try {
    for (const target of STEPS) {
      while (games.length < target) {
        const n = created;
        const game = createBenchGame(app.match, scenario, SUBSCRIBER);
        playScript(app.match, game, preplay(n, scenario, ORDERS));
        for (let s = 0; s < 2; s += 1) {
          const spectator = app.match.connect(game.gameId, undefined, () => SUBSCRIBER);
          if (!spectator.ok) throw new Error(spectator.error.message);
          watchers.push(spectator.value);
        }
        games.push(game);
      }
      const m = settledMemory();
      rows.push({ scenario, games: target, heapMiB: m.heap / 2 ** 20, rssMiB: m.rss / 2 ** 20 });
      process.stdout.write(
        `${scenario}: ${target} live games: heap ${(m.heap / 2 ** 20).toFixed(1)} MiB, RSS ${(m.rss / 2 ** 20).toFixed(1)} MiB\n`,
      );
    }
  } finally {
    for (const w of watchers) w.close();
    for (const g of games) for (const s of Object.values(g.sessions)) s.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** KiB per game between the first and the last step. */
function perGame(rows: readonly Row[], key: 'heapMiB' | 'rssMiB'): number {
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  return ((last[key] - first[key]) * 1024) / Math.max(1, last.games - first.games);
}

const all: Row[] = [];
const summary: string[] = [
  `Live games with ${ORDERS} orders played, 2 seats + 2 spectators each, no sockets${SUBSCRIBER === quietSubscriber ? '' : ', every subscriber taking view patches'}:`,
  '',
  '| scenario | games | heap MiB | RSS MiB | heap KiB per game | RSS KiB per game |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
];
/**
 * Runs one scenario in a child process of its own and returns its rows. In one process the
 * second scenario began with the heap pages and allocator arenas the first had left behind, so
 * its games reused them and its RSS slope read near zero.
 */
function measureInChild(scenario: string): Row[] {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, BENCH_MEMORY_SCENARIOS: scenario, [CHILD_FLAG]: '1' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    },
  );
  const line = child.stdout.split('\n').find((l) => l.startsWith(ROWS_PREFIX));
  if (child.status !== 0 || !line) throw new Error(`memory child for ${scenario} failed`);
  process.stdout.write(
    child.stdout
      .split('\n')
      .filter((l) => !l.startsWith(ROWS_PREFIX))
      .join('\n'),
  );
  return JSON.parse(line.slice(ROWS_PREFIX.length)) as Row[];
}

if (process.env[CHILD_FLAG] === '1') {
  const rows = await measure(SCENARIOS[0]!);
  process.stdout.write(`${ROWS_PREFIX}${JSON.stringify(rows)}\n`);
  process.exit(0);
}

for (const scenario of SCENARIOS) {
  const rows = measureInChild(scenario);
  all.push(...rows);
  summary.push(
    `| ${scenario} | ${rows.map((r) => r.games).join(' → ')} | ${rows.map((r) => r.heapMiB.toFixed(0)).join(' → ')} | ${rows.map((r) => r.rssMiB.toFixed(0)).join(' → ')} | ${perGame(rows, 'heapMiB').toFixed(1)} | ${perGame(rows, 'rssMiB').toFixed(1)} |`,
  );
}
process.stdout.write(`\n${summary.join('\n')}\n`);
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, SUBSCRIBER === quietSubscriber ? 'memory.json' : 'memory-view-patches.json'),
  `${JSON.stringify({ ordersPerGame: ORDERS, views: process.env.BENCH_MEMORY_VIEWS ?? 'none', node: process.version, rows: all }, null, 2)}\n`,
);
