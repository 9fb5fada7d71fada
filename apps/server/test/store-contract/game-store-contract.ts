import { RULESETS } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import { buildNewGame } from '../../src/match/new-game.js';
import type {
  AppendItem,
  GameProgress,
  GameStore,
  LogEntry,
  NewGame,
} from '../../src/store/types.js';

/**
 * What every `GameStore` must do, whatever engine is behind it. Each engine's test file calls
 * {@link describeGameStoreContract} with a way to open a fresh store, and to reopen the same one
 * as a restarted server would (for durability). Nothing here knows which engine it runs on.
 */
export interface StoreUnderTest {
  readonly store: GameStore;
  /** Closes this store and opens the same data again, as after a restart. */
  reopen(): Promise<StoreUnderTest>;
  close(): Promise<void>;
}

const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);
let serial = 0;

/** A real new game, as the match service builds it (Starfire Patrol, seat A taken at creation). */
function newGame(
  overrides: { visibility?: 'public' | 'private'; createdAt?: number } = {},
): NewGame {
  serial += 1;
  const built = buildNewGame(
    RULESETS.starfire!,
    {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      title: `Contract game ${serial}`,
      visibility: overrides.visibility ?? 'public',
      timeControl: { kind: 'none' },
      spectatorDelay: { kind: 'none' },
      creatorSeat: 'A',
      playerName: 'Ann',
    },
    overrides.createdAt ?? T0 + serial,
    Uint8Array.from({ length: 32 }, (_, i) => (i + serial) & 0xff),
  );
  if (!built.ok) throw new Error(built.error.message);
  return built.value.stored;
}

function progress(seq: number, over: Partial<GameProgress> = {}): GameProgress {
  return {
    seq,
    hashSeq: seq,
    stateHash: seq.toString(16).padStart(64, '0'),
    status: 'live',
    result: null,
    clocks: { seats: {} },
    deadlineAt: null,
    finishedAt: null,
    ...over,
  };
}

function entry(seq: number, seat = seq % 2 === 1 ? 'A' : 'B'): LogEntry {
  return {
    seq,
    kind: 'order',
    seat,
    clientOrderId: `c${seq}`,
    order: { type: 'step', n: seq, note: 'ünïcode ✓' },
    events: [{ type: 'moved', seq }],
    dice: seq % 3 === 0 ? [{ k: seq, sides: 10, value: (seq % 10) + 1 }] : [],
    stateHash: seq.toString(16).padStart(64, '0'),
    at: T0 + seq * 1000,
  };
}

/** Creates a game and moves it to live. */
function liveGame(store: GameStore, at = T0): string {
  const game = newGame();
  store.createGame(game);
  const token = `b${serial}`.padEnd(64, 'b');
  store.claimSeat(game.game.id, 'B', token, 'Bob', at + 1);
  store.start(game.game.id, progress(0), at + 2);
  return game.game.id;
}

/** Runs the store contract against one engine. */
export function describeGameStoreContract(
  engine: string,
  open: () => Promise<StoreUnderTest>,
): void {
  describe(`GameStore contract: ${engine}`, () => {
    const withStore = (run: (s: StoreUnderTest) => Promise<void> | void) => async () => {
      const s = await open();
      try {
        await run(s);
      } finally {
        await s.close();
      }
    };

    test(
      'a created game reads back exactly: header, seed bytes, seats, tokens, initial snapshot',
      withStore(({ store }) => {
        const game = newGame();
        store.createGame(game, 'creator-key');
        const read = store.getGame(game.game.id)!;
        expect(read).toMatchObject({
          id: game.game.id,
          ruleset: 'starfire',
          title: game.game.title,
          setup: { scenario: 'patrol' },
          status: 'open',
          seq: 0,
          commitment: game.game.commitment,
          createdAt: game.game.createdAt,
        });
        expect(Buffer.from(read.seed).equals(Buffer.from(game.game.seed))).toBe(true);
        expect(store.seats(game.game.id).map((s) => [s.seat, s.position, s.claimedAt])).toEqual([
          ['A', 0, game.game.createdAt],
          ['B', 1, null],
        ]);
        expect(store.tokenHashes(game.game.id)).toEqual(
          game.tokens.map((t) => ({ seat: t.seat, tokenHash: t.tokenHash })),
        );
        expect(store.snapshotAtOrBefore(game.game.id, 0)).toEqual(game.initial);
        expect(store.countOpenGamesBy('creator-key')).toBe(1);
        expect(store.getGame('no-such-game')).toBeUndefined();
      }),
    );

    test(
      'claiming a seat names it, issues a token and may replace its invite; revoking keeps one token',
      withStore(({ store }) => {
        const game = newGame();
        store.createGame(game);
        const id = game.game.id;
        store.claimSeat(id, 'B', '1'.repeat(64), 'Bob', T0 + 5, '2'.repeat(64), '3'.repeat(64));
        store.claimSeat(id, 'B', '4'.repeat(64), null, T0 + 6);
        const b = store.seats(id).find((s) => s.seat === 'B')!;
        expect(b).toMatchObject({
          playerName: 'Bob',
          claimedAt: T0 + 5,
          inviteHash: '2'.repeat(64),
          claimHash: '3'.repeat(64),
        });
        const bTokens = () =>
          store
            .tokenHashes(id)
            .filter((t) => t.seat === 'B')
            .map((t) => t.tokenHash)
            .sort();
        expect(bTokens()).toEqual(['1'.repeat(64), '4'.repeat(64)]);
        expect(store.revokeOtherTokens(id, 'B', '4'.repeat(64), '5'.repeat(64))).toBe(1);
        expect(bTokens()).toEqual(['4'.repeat(64)]);
        expect(store.seats(id).find((s) => s.seat === 'B')!.inviteHash).toBe('5'.repeat(64));
      }),
    );

    test(
      'append moves the header on and keeps entries, snapshots and client order ids in order',
      withStore(({ store }) => {
        const id = liveGame(store);
        expect(store.getGame(id)).toMatchObject({ status: 'live', startedAt: T0 + 2 });
        for (let seq = 1; seq <= 5; seq += 1) {
          const snapshot =
            seq === 4 ? { seq, state: { at: seq }, stateHash: 'c'.repeat(64) } : null;
          store.append(id, entry(seq), progress(seq), snapshot);
        }
        expect(store.getGame(id)!.seq).toBe(5);
        expect(store.entries(id, 2, 4)).toEqual([entry(2), entry(3), entry(4)]);
        expect(store.entries(id, 1, 100)).toHaveLength(5);
        expect(store.snapshotAtOrBefore(id, 3)!.seq).toBe(0);
        expect(store.snapshotAtOrBefore(id, 5)).toEqual({
          seq: 4,
          state: { at: 4 },
          stateHash: 'c'.repeat(64),
        });
        expect(store.clientOrder(id, 'A', 'c3')).toEqual({ seq: 3, order: entry(3).order });
        expect(store.clientOrder(id, 'B', 'c3')).toBeUndefined();
        expect(store.clientOrderIds(id)).toHaveLength(5);
        expect(store.firstEntryAfter(id, T0 + 2500)).toBe(3);
        expect(store.firstEntryAfter(id, T0 + 99_000)).toBeNull();
      }),
    );

    test(
      'a group commit stores every game of the batch; a game with a sequence already stored fails alone',
      withStore(({ store }) => {
        const [a, b, c] = [liveGame(store), liveGame(store), liveGame(store)];
        store.append(b, entry(1), progress(1), null);
        const items: AppendItem[] = [
          { gameId: a, entry: entry(1), progress: progress(1), snapshot: null },
          { gameId: b, entry: entry(1), progress: progress(1), snapshot: null },
          { gameId: a, entry: entry(2), progress: progress(2), snapshot: null },
          { gameId: c, entry: entry(1), progress: progress(1), snapshot: null },
        ];
        const failures = store.appendMany(items);
        expect([...failures.keys()]).toEqual([b]);
        expect(store.entries(a, 1, 10).map((e) => e.seq)).toEqual([1, 2]);
        expect(store.entries(b, 1, 10).map((e) => e.seq)).toEqual([1]);
        expect(store.entries(c, 1, 10).map((e) => e.seq)).toEqual([1]);
        expect(store.getGame(a)!.seq).toBe(2);
      }),
    );

    test(
      'lists: by status, public only when asked, newest first, limited; deadlines due',
      withStore(({ store }) => {
        const open1 = newGame({ createdAt: T0 + 10 });
        const open2 = newGame({ createdAt: T0 + 20 });
        const hidden = newGame({ createdAt: T0 + 30, visibility: 'private' });
        for (const g of [open1, open2, hidden]) store.createGame(g);
        const ids = (publicOnly: boolean, limit = 10) =>
          store.listGames({ status: 'open', limit, publicOnly }).map((g) => g.id);
        expect(ids(true)).toEqual([open2.game.id, open1.game.id]);
        expect(ids(false)).toEqual([hidden.game.id, open2.game.id, open1.game.id]);
        expect(ids(false, 1)).toEqual([hidden.game.id]);

        const early = liveGame(store);
        const late = liveGame(store);
        store.append(early, entry(1), progress(1, { deadlineAt: T0 + 1000 }), null);
        store.append(late, entry(1), progress(1, { deadlineAt: T0 + 5000 }), null);
        expect(store.dueGames(T0 + 2000)).toEqual([early]);

        const done = (id: string, at: number) =>
          store.append(
            id,
            entry(2),
            progress(2, {
              status: 'finished',
              finishedAt: at,
              result: { winners: ['A'], level: null, reason: 'concession', summary: 'A wins.' },
            }),
            null,
          );
        done(early, T0 + 7000);
        done(late, T0 + 9000);
        expect(
          store.listGames({ status: 'finished', limit: 10, publicOnly: true }).map((g) => g.id),
        ).toEqual([late, early]);
        expect(store.getGame(late)!.result?.summary).toBe('A wins.');
        expect(store.dueGames(T0 + 99_000)).toEqual([]);
      }),
    );

    test(
      'chat keeps each channel in order and returns the latest lines',
      withStore(({ store }) => {
        const id = liveGame(store);
        for (let i = 1; i <= 5; i += 1)
          store.addChat(id, {
            channel: i % 2 ? 'players' : 'spectators',
            author: `p${i}`,
            text: `line ${i}`,
            at: T0 + i,
          });
        expect(store.chat(id, 'players', 2).map((l) => l.text)).toEqual(['line 3', 'line 5']);
        expect(store.chat(id, null, 10).map((l) => l.text)).toEqual([
          'line 1',
          'line 2',
          'line 3',
          'line 4',
          'line 5',
        ]);
      }),
    );

    test(
      'open games past their time are deleted with everything that hangs off them',
      withStore(({ store }) => {
        const old = newGame({ createdAt: T0 - 10_000 });
        const young = newGame({ createdAt: T0 + 10_000 });
        store.createGame(old, 'key');
        store.createGame(young, 'key');
        store.addChat(old.game.id, { channel: 'players', author: 'a', text: 'hi', at: T0 });
        expect(store.deleteOpenGamesBefore(T0)).toEqual([old.game.id]);
        expect(store.getGame(old.game.id)).toBeUndefined();
        expect(store.seats(old.game.id)).toEqual([]);
        expect(store.chat(old.game.id, null, 10)).toEqual([]);
        expect(store.getGame(young.game.id)).toBeDefined();
        expect(store.countOpenGamesBy('key')).toBe(1);
      }),
    );

    test('everything a write returned from is there after a restart', async () => {
      let s = await open();
      try {
        const id = liveGame(s.store);
        s.store.appendMany(
          [1, 2, 3].map((seq) => ({
            gameId: id,
            entry: entry(seq),
            progress: progress(seq),
            snapshot: null,
          })),
        );
        s.store.addChat(id, { channel: 'players', author: 'a', text: 'kept', at: T0 });
        s = await s.reopen();
        expect(s.store.getGame(id)!.seq).toBe(3);
        expect(s.store.entries(id, 1, 3)).toEqual([entry(1), entry(2), entry(3)]);
        expect(s.store.chat(id, 'players', 5).map((l) => l.text)).toEqual(['kept']);
      } finally {
        await s.close();
      }
    });
  });
}
