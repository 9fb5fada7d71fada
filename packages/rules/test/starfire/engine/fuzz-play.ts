import { expect } from 'vitest';
import { verifyRecord } from '../../../src/record/verify.js';
import { RULESETS } from '../../../src/rulesets.js';
import { starfireRuleset } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { playAndRecord, type NextMove } from '../../record/support.js';

/**
 * Plays a Starfire game by `choose` to its end, expects it finished with nothing owed, and
 * verifies its record (sent through JSON, as a record travels) from the record alone. For the
 * seeded fuzzers, which differ only in how they choose.
 */
export function playToVerifiedEnd(
  setup: unknown,
  choose: (state: unknown, move: number) => NextMove,
  seed: Uint8Array,
  game: number,
): StarfireState {
  const { record, state } = playAndRecord(starfireRuleset, setup, choose, { seed });
  const final = state as StarfireState;
  expect(final.result, `game ${game} finished`).not.toBeNull();
  expect(starfireRuleset.pending(final)).toEqual([]);
  const verified = verifyRecord(JSON.parse(JSON.stringify(record)), RULESETS);
  if (!verified.ok) throw new Error(`game ${game}: ${verified.error.message}`);
  return final;
}
