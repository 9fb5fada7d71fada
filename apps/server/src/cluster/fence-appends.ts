import type { SqlDatabase } from '../db/sql-database.js';
import type { AppendItem } from '../store/types.js';
import { LeaseLostError } from './shard-lease.js';

/** The part of a game store whose writes append to game logs. */
export interface Appending {
  append(gameId: string, ...rest: never[]): unknown;
  appendMany(items: readonly AppendItem[]): ReadonlyMap<string, unknown>;
}

/** What the fence asks of the leases: a throw unless `shard` is held at `now`. */
export interface ShardFence {
  assertHeld(shard: string, now: number): void;
}

/**
 * Makes every append of `store` check, in the same transaction, that this process holds the
 * lease of the game's shard (`shardOf`): an append to a game of a shard it does not hold, or no
 * longer holds, writes nothing. `append` throws; in `appendMany` the games of such a shard fail
 * alone (their error in the returned map, as for any game the store could not append to), and
 * the other games' entries are committed. Wraps the store object in place.
 */
export function fenceAppends(
  store: Appending,
  db: SqlDatabase,
  fence: ShardFence,
  shardOf: (gameId: string) => string | null,
  now: () => number,
): void {
  const check = (gameId: string): void => fence.assertHeld(shardOf(gameId) ?? '', now());
  const append = store.append.bind(store) as (...args: unknown[]) => unknown;
  const fencedAppend = db.transaction((...args: unknown[]) => {
    check(args[0] as string);
    return append(...args);
  });
  const appendMany = store.appendMany.bind(store);
  const fencedMany = db.transaction((items: readonly AppendItem[]) => {
    const refused = new Map<string, unknown>();
    const checked = new Map<string, unknown>();
    for (const shard of new Set(items.map((i) => shardOf(i.gameId) ?? ''))) {
      try {
        fence.assertHeld(shard, now());
        checked.set(shard, null);
      } catch (error) {
        // Anything but a lost lease (the database itself failing) fails the whole batch.
        if (!(error instanceof LeaseLostError)) throw error;
        checked.set(shard, error);
      }
    }
    const allowed = items.filter((item) => {
      const error = checked.get(shardOf(item.gameId) ?? '');
      if (error) refused.set(item.gameId, error);
      return !error;
    });
    if (allowed.length === 0) return refused;
    const failures = appendMany(allowed);
    if (refused.size === 0) return failures;
    return new Map([...refused, ...failures]);
  });
  Object.assign(store, {
    append: (...args: unknown[]) => fencedAppend(...args),
    appendMany: (items: readonly AppendItem[]) => fencedMany(items),
  });
}
