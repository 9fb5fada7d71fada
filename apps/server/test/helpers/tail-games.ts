// Games and entries for the log tail's tests: live Starfire Patrol games written straight into a
// store, and made-up entries and headers that the store keeps without checking their rules.
import { RULESETS } from '@broadside/rules';
import type Database from 'better-sqlite3';
import { buildNewGame } from '../../src/match/new-game.js';
import type { SqliteGameStore } from '../../src/store/sqlite-store.js';
import type { GameProgress, LogEntry } from '../../src/store/types.js';

/** The clock of every made-up game and entry. */
export const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);

/** A live Starfire Patrol game in `store`; returns its id. */
export function liveGame(store: SqliteGameStore, n: number): string {
  const built = buildNewGame(
    RULESETS.starfire!,
    {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      title: `Tail game ${n}`,
      visibility: 'public',
      timeControl: { kind: 'none' },
      spectatorDelay: { kind: 'none' },
      creatorSeat: 'A',
      playerName: 'Ann',
    },
    T0 + n,
    Uint8Array.from({ length: 32 }, (_, i) => (i + n) & 0xff),
  );
  if (!built.ok) throw new Error(built.error.message);
  const game = built.value.stored;
  store.createGame(game);
  store.claimSeat(game.game.id, 'B', `t${n}.`.padEnd(64, '0'), 'Bob', T0 + 1);
  store.start(game.game.id, progress(0), T0 + 2);
  return game.game.id;
}

export function progress(seq: number, over: Partial<GameProgress> = {}): GameProgress {
  return {
    seq,
    hashSeq: 0,
    stateHash: '0'.repeat(64),
    status: 'live',
    result: null,
    clocks: { seats: { A: { remainingMs: 60_000 - seq, runningSince: T0 + seq } } },
    deadlineAt: null,
    finishedAt: null,
    ...over,
  } as GameProgress;
}

export function entry(seq: number): LogEntry {
  return {
    seq,
    kind: 'order',
    seat: seq % 2 === 1 ? 'A' : 'B',
    clientOrderId: `c${seq}`,
    order: { n: seq },
    events: [{ type: 'moved', seq }],
    dice: [],
    stateHash: null,
    at: T0 + seq * 1000,
  };
}

/** The header as written in the file, read around the store. */
export function rawHeader(
  db: Database.Database,
  id: string,
): { seq: number; deadline_at: number | null } {
  return db.prepare('SELECT seq, deadline_at, status FROM games WHERE id = ?').get(id) as {
    seq: number;
    deadline_at: number | null;
  };
}

/**
 * Appends entries `from..to` to each game, one group commit per sequence number (every game in
 * each commit, as under load); returns how many games failed, which tests expect to be 0.
 */
export function playAll(
  store: SqliteGameStore,
  ids: readonly string[],
  from: number,
  to: number,
): number {
  let failed = 0;
  for (let seq = from; seq <= to; seq += 1)
    failed += store.appendMany(
      ids.map((gameId) => ({ gameId, entry: entry(seq), progress: progress(seq), snapshot: null })),
    ).size;
  return failed;
}
