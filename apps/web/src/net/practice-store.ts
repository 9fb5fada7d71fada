import type { KeyValueStorage } from './storage.js';

/** One order given in a practice game, by the seat that gave it. */
export interface PracticeOrder {
  readonly seat: string;
  readonly order: unknown;
}

/**
 * A practice game as this browser keeps it, so a reload can resume it: the set-up, the dice
 * seed (hex) and every order so far. Replaying the orders over the same seed rebuilds the game.
 */
export interface SavedPractice {
  readonly setup: unknown;
  readonly seed: string;
  readonly orders: readonly PracticeOrder[];
  /** ISO time of the last order. */
  readonly savedAt: string;
}

const prefix = 'broadside.practice.';

/** The storage key of a ruleset's scenario. */
function keyOf(ruleset: string, scenario: string): string {
  return `${prefix}${ruleset}/${scenario}`;
}

/** The saved practice game of a scenario, or `null` (none, or unreadable). */
export function savedPractice(
  storage: KeyValueStorage,
  ruleset: string,
  scenario: string,
): SavedPractice | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(ruleset, scenario)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { setup, seed, orders, savedAt } = parsed as Record<string, unknown>;
    if (typeof seed !== 'string' || !Array.isArray(orders) || typeof savedAt !== 'string')
      return null;
    return { setup, seed, orders: orders as PracticeOrder[], savedAt };
  } catch {
    return null;
  }
}

/** Keeps a practice game (best effort: a full or refused storage only loses the resume). */
export function savePractice(
  storage: KeyValueStorage,
  ruleset: string,
  scenario: string,
  game: SavedPractice,
): void {
  try {
    storage.setItem(keyOf(ruleset, scenario), JSON.stringify(game));
  } catch {
    // Nothing to do: the game goes on, it just cannot be resumed after a reload.
  }
}

/** Forgets a scenario's practice game (finished, or replaced by a new one). */
export function forgetPractice(
  storage: KeyValueStorage & { removeItem(key: string): void },
  ruleset: string,
  scenario: string,
): void {
  try {
    storage.removeItem(keyOf(ruleset, scenario));
  } catch {
    // ignore
  }
}
