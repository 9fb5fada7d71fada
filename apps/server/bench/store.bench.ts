// `tsx bench/store.bench.ts`: what the game store alone costs per durable order, without sockets
// or rules. Creates BENCH_STORE_GAMES live Starfire games in a fresh database file, then appends
// BENCH_STORE_ORDERS entries shaped like real task_groups entries (about 350 bytes each, a 12 KB
// state hashed every 20 entries and snapshotted as the match service does), round robin over the
// games, in group commits of BENCH_STORE_BATCH entries. Reports the main thread's CPU per entry
// spent in `appendMany` and the bytes written to the WAL and, at the closing checkpoint, to the
// database file. BENCH_STORE_MODULE=path compares another implementation of the store (a module
// exporting `SqliteGameStore`); BENCH_STORE_SNAPSHOT_EVERY sets its snapshot interval.
import { RULESETS } from '@broadside/rules';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { closeDatabase, openDatabase } from '../src/db/open.js';
import { buildNewGame } from '../src/match/new-game.js';
import type { AppendItem, GameProgress, GameStore } from '../src/store/types.js';

const env = process.env;
const GAMES = Number(env.BENCH_STORE_GAMES ?? 400);
const ORDERS = Number(env.BENCH_STORE_ORDERS ?? 40_000);
const BATCH = Number(env.BENCH_STORE_BATCH ?? 10);
const HASH_EVERY = 20;
const SNAPSHOT_EVERY = Number(env.BENCH_STORE_SNAPSHOT_EVERY ?? 40);
const MODULE = env.BENCH_STORE_MODULE
  ? resolve(env.BENCH_STORE_MODULE)
  : '../src/store/sqlite-store.js';

/** Bytes this process has written to storage so far (`/proc/self/io`). */
function writtenBytes(): number {
  const io = readFileSync('/proc/self/io', 'utf8');
  return Number(/write_bytes: (\d+)/.exec(io)?.[1] ?? 0);
}

const state = {
  units: Array.from({ length: 60 }, (_, i) => ({ id: `u${i}`, hull: 'x'.repeat(180) })),
};
const hash = (seq: number): string => seq.toString(16).padStart(64, '0');

function progress(seq: number, hashed: boolean): GameProgress {
  return {
    seq,
    hashSeq: hashed ? seq : 0,
    stateHash: hash(hashed ? seq : 0),
    status: 'live',
    result: null,
    clocks: { seats: {} } as unknown as GameProgress['clocks'],
    deadlineAt: null,
    finishedAt: null,
  };
}

async function main(): Promise<void> {
  const { SqliteGameStore } = (await import(MODULE)) as {
    SqliteGameStore: new (db: ReturnType<typeof openDatabase>['db']) => GameStore;
  };
  const dir = mkdtempSync(join(tmpdir(), 'broadside-store-bench-'));
  const { db } = openDatabase(dir);
  db.pragma('wal_autocheckpoint = 0');
  const store = new SqliteGameStore(db);
  const ids: string[] = [];
  for (let n = 0; n < GAMES; n += 1) {
    const built = buildNewGame(
      RULESETS.starfire!,
      {
        ruleset: 'starfire',
        setup: { scenario: 'task_groups' },
        title: `Store bench ${n}`,
        visibility: 'public',
        timeControl: { kind: 'none' },
        spectatorDelay: { kind: 'none' },
        creatorSeat: 'A',
        playerName: 'Ann',
      },
      Date.now(),
      Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + n) & 0xff),
    );
    if (!built.ok) throw new Error(built.error.message);
    store.createGame(built.value.stored);
    store.claimSeat(
      built.value.stored.game.id,
      'B',
      n.toString(16).padStart(64, '0'),
      'Bob',
      Date.now(),
    );
    store.start(built.value.stored.game.id, progress(0, false), Date.now());
    ids.push(built.value.stored.game.id);
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  const seqs = new Map(ids.map((id) => [id, 0]));
  const written0 = writtenBytes();
  let cpu = 0;
  let batch: AppendItem[] = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const gameId = ids[n % GAMES]!;
    const seq = seqs.get(gameId)! + 1;
    seqs.set(gameId, seq);
    const hashed = seq % HASH_EVERY === 0;
    batch.push({
      gameId,
      entry: {
        seq,
        kind: 'order',
        seat: seq % 2 ? 'A' : 'B',
        clientOrderId: `o-${gameId}-${seq}`,
        order: {
          type: 'move',
          unit: 'u12',
          path: [
            { q: 3, r: -2 },
            { q: 4, r: -2 },
          ],
        },
        events: [
          { type: 'moved', unit: 'u12', from: { q: 3, r: -2 }, to: { q: 4, r: -2 }, mp: 1 },
          { type: 'facing', unit: 'u12', facing: 2, cost: 0, remainingMp: 3, turn: seq >> 4 },
        ],
        dice: [],
        stateHash: hashed ? hash(seq) : null,
        at: Date.now(),
      },
      progress: progress(seq, hashed),
      snapshot:
        seq % SNAPSHOT_EVERY === 0
          ? { seq, state, stateHash: hash(seq), chainHead: hash(seq) }
          : null,
    });
    if (batch.length === BATCH) {
      const t0 = process.cpuUsage();
      store.appendMany(batch);
      const t = process.cpuUsage(t0);
      cpu += t.user + t.system;
      batch = [];
    }
  }
  const wal = writtenBytes() - written0;
  db.pragma('wal_checkpoint(TRUNCATE)');
  const total = writtenBytes() - written0;
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
  const per = (x: number): string => (x / ORDERS).toFixed(0);
  console.log(
    `${MODULE.split('/').pop()}: ${GAMES} games, ${ORDERS} entries, ${BATCH} per commit, snapshot every ${SNAPSHOT_EVERY}: ` +
      `${per(cpu)} µs CPU per entry in appendMany; ${per(wal)} B per entry to the WAL, ${per(total)} B with the checkpoint`,
  );
}

await main();
