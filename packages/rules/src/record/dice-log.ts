import type { DiceSource } from '../core/dice-source.js';
import { recordError, type RecordError } from './errors.js';
import type { DieRoll } from './schema.js';

/** A dice source that writes down every roll it gives, for the record. */
export interface RecordingDice extends DiceSource {
  /** The rolls since the last call, in order; clears the log. */
  take(): DieRoll[];
}

/** Wraps a dice source so that every roll is logged as `{k, sides, value}`. */
export function recordingDice(inner: DiceSource): RecordingDice {
  let log: DieRoll[] = [];
  return {
    roll(k, sides) {
      const value = inner.roll(k, sides);
      log.push({ k, sides, value });
      return value;
    },
    take() {
      const taken = log;
      log = [];
      return taken;
    },
  };
}

function dice(count: number): string {
  return count === 1 ? '1 die' : `${count} dice`;
}

function die(roll: DieRoll): string {
  return `k=${roll.k} d${roll.sides}`;
}

/**
 * Compares the dice a record lists for one entry with the dice the replay rolled. Returns the
 * first difference (`record/die_mismatch`, `record/dice_count`) or `null`.
 */
export function compareDice(
  recorded: readonly DieRoll[],
  replayed: readonly DieRoll[],
  seq: number,
  what: string,
): RecordError | null {
  const count = Math.min(recorded.length, replayed.length);
  for (let i = 0; i < count; i += 1) {
    const wrote = recorded[i] as DieRoll;
    const rolled = replayed[i] as DieRoll;
    if (wrote.k !== rolled.k || wrote.sides !== rolled.sides) {
      return recordError(
        'record/die_mismatch',
        `${what}: die ${i + 1} is recorded as ${die(wrote)}, but the replay rolled ${die(rolled)}.`,
        { seq, k: rolled.k, path: ['dice', i] },
      );
    }
    if (wrote.value !== rolled.value) {
      return recordError(
        'record/die_mismatch',
        `${what}: die ${die(rolled)} is recorded as ${wrote.value}, but the seed gives ${rolled.value}.`,
        { seq, k: rolled.k, path: ['dice', i, 'value'] },
      );
    }
  }
  if (recorded.length !== replayed.length) {
    const next = replayed[count] ?? recorded[count];
    return recordError(
      'record/dice_count',
      `${what}: the record lists ${dice(recorded.length)}, but the replay rolled ${dice(replayed.length)}.`,
      { seq, k: next?.k ?? null, path: ['dice', count] },
    );
  }
  return null;
}
