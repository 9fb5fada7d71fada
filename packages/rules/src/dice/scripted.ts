import type { DiceSource } from '../core/dice-source.js';

/** A dice source that replays fixed values, for tests. */
export interface ScriptedDice extends DiceSource {
  /** How many values have been handed out so far. */
  readonly used: number;
}

/**
 * Returns `values` in order, one per roll, whatever roll number `k` is asked for. Throws an
 * `Error` when the script runs out, or when a value cannot come from the die asked for
 * (not an integer from 1 to `sides`): both are mistakes in the test that uses it.
 */
export function scriptedDice(values: readonly number[]): ScriptedDice {
  const script = [...values];
  let used = 0;
  return {
    get used() {
      return used;
    },
    roll(k: number, sides: number): number {
      const value = script[used];
      if (value === undefined) {
        throw new Error(
          `scriptedDice: script exhausted after ${used} rolls (asked for roll ${k}, d${sides})`,
        );
      }
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new Error(
          `scriptedDice: value ${value} at script position ${used} cannot come from a d${sides}`,
        );
      }
      used += 1;
      return value;
    },
  };
}
