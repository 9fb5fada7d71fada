// The cost of the store's writes on each engine, measured the way the server commits: one
// transaction per event-loop turn holding one entry of each game that moved (appendMany), and
// single appends. SQLite on a file in a temporary folder; PostgreSQL on a throwaway cluster
// (fsync on) on 127.0.0.1. Run: `npx tsx apps/server/bench/store-engines.bench.ts`.
import { RULESETS } from '@broadside/rules';
import { closeDatabase, openDatabase } from '../src/db/open.js';
import { openPostgresDatabase } from '../src/db/pg/open.js';
import { buildNewGame } from '../src/match/new-game.js';
import { SqliteGameStore } from '../src/store/sqlite-store.js';
import type { AppendItem, GameProgress, GameStore, LogEntry } from '../src/store/types.js';
import { findPostgresBin, startPostgres } from '../test/helpers/postgres.js';
import { tempDir } from '../test/helpers/temp-dir.js';

const GAMES = 50;
const ROUNDS = 40;
const SINGLES = 300;
const T0 = Date.UTC(2026, 11, 1);

function progress(seq: number): GameProgress {
  const stateHash = seq.toString(16).padStart(64, '0');
  return {
    seq,
    hashSeq: seq,
    stateHash,
    status: 'live',
    result: null,
    clocks: { seats: {} },
    deadlineAt: null,
    finishedAt: null,
  };
}

function entry(seq: number): LogEntry {
  return {
    seq,
    kind: 'order',
    seat: seq % 2 === 1 ? 'A' : 'B',
    clientOrderId: `c${seq}`,
    order: {
      type: 'move',
      ship: 's1',
      path: [
        [1, 2],
        [2, 2],
        [3, 1],
      ],
    },
    events: [
      { type: 'moved', ship: 's1', to: [3, 1] },
      { type: 'fired', dice: [4, 6] },
    ],
    dice: [{ k: seq, sides: 10, value: (seq % 10) + 1 }],
    stateHash: null,
    at: T0 + seq,
  };
}

function liveGames(store: GameStore, n: number): string[] {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const built = buildNewGame(
      RULESETS.starfire!,
      {
        ruleset: 'starfire',
        setup: { scenario: 'patrol' },
        title: `bench ${i}`,
        visibility: 'public',
        timeControl: { kind: 'none' },
        spectatorDelay: { kind: 'none' },
        creatorSeat: 'A',
        playerName: 'Ann',
      },
      T0 + i,
      Uint8Array.from({ length: 32 }, (_, k) => (k + i) & 0xff),
    );
    if (!built.ok) throw new Error(built.error.message);
    store.createGame(built.value.stored);
    const id = built.value.stored.game.id;
    store.start(id, progress(0), T0 + i);
    ids.push(id);
  }
  return ids;
}

function measure(engine: string, store: GameStore): void {
  const ids = liveGames(store, GAMES + 1);
  const single = ids.pop()!;
  let started = performance.now();
  for (let seq = 1; seq <= SINGLES; seq += 1) store.append(single, entry(seq), progress(seq), null);
  const singleMs = (performance.now() - started) / SINGLES;
  started = performance.now();
  for (let seq = 1; seq <= ROUNDS; seq += 1) {
    const items: AppendItem[] = ids.map((gameId) => ({
      gameId,
      entry: entry(seq),
      progress: progress(seq),
      snapshot: null,
    }));
    store.appendMany(items);
  }
  const batchMs = (performance.now() - started) / ROUNDS;
  console.log(
    `${engine.padEnd(10)} append: ${singleMs.toFixed(2)} ms  |  group commit of ${GAMES} games: ${batchMs.toFixed(2)} ms = ${(batchMs / GAMES).toFixed(3)} ms per entry, ${Math.round((GAMES * 1000) / batchMs)} entries/s`,
  );
}

const dir = tempDir('broadside-bench-');
const sqlite = openDatabase(dir.path);
measure('SQLite', new SqliteGameStore(sqlite.db));
closeDatabase(sqlite.db);
dir.remove();

if (findPostgresBin()) {
  const cluster = await startPostgres();
  try {
    const { db } = openPostgresDatabase(await cluster.ensureDatabase('bench'));
    measure('PostgreSQL', new SqliteGameStore(db));
    db.close();
  } finally {
    await cluster.stop();
  }
} else {
  console.log('PostgreSQL: skipped (no server binaries)');
}
