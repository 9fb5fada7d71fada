import { canonicalJson } from '../core/canonical-json.js';
import { err, ok, type Result } from '../core/result.js';
import type { GameResult } from '../core/ruleset.js';
import { recordError, type RecordError } from './errors.js';
import { replayRecord, type ReplayOptions, type RulesetRegistry } from './replay.js';
import type { GameRecord } from './schema.js';

/** What a successful verification established. */
export interface VerifiedRecord {
  /** Number of entries replayed. */
  readonly entries: number;
  /** Number of dice re-derived from the seed (creation included). */
  readonly dice: number;
  /** True when the game is over. */
  readonly finished: boolean;
  readonly result: GameResult | null;
  readonly finalStateHash: string;
}

function describeResult(result: GameResult | null): string {
  return result ? `"${result.summary}"` : 'no result (game not over)';
}

/**
 * Verifies a game record: the seed matches the commitment, every entry replays in order with the
 * same dice (each re-derived from the seed) and, where recorded, the same state hash; the recorded
 * result is the one the replay reaches. On the first discrepancy returns a {@link RecordError}
 * naming the entry (and die) at fault. Runs anywhere: no Node-only code.
 */
export function verifyRecord(
  record: GameRecord,
  rulesets: RulesetRegistry,
  options: ReplayOptions = {},
): Result<VerifiedRecord, RecordError> {
  const outcome = replayRecord(record, rulesets, options);
  if (outcome.error) return err(outcome.error);
  if (!outcome.ruleset) throw new Error('replay without error must have a ruleset');
  const last = outcome.steps[outcome.steps.length - 1];
  const finalStateHash = last?.stateHash ?? '';
  if (canonicalJson(outcome.result) !== canonicalJson(record.result)) {
    return err(
      recordError(
        'record/result_mismatch',
        `The record gives ${describeResult(record.result)}, but the replay ends with ${describeResult(outcome.result)}.`,
        { path: ['result'] },
      ),
    );
  }
  if (record.finalStateHash !== undefined && record.finalStateHash !== finalStateHash) {
    return err(
      recordError(
        'record/state_mismatch',
        `The final state hash is recorded as ${record.finalStateHash.slice(0, 12)}…, but the replay ends in ${finalStateHash.slice(0, 12)}….`,
        { path: ['finalStateHash'] },
      ),
    );
  }
  return ok({
    entries: record.entries.length,
    dice: outcome.steps.reduce((sum, step) => sum + step.dice.length, 0),
    finished: outcome.result !== null,
    result: outcome.result,
    finalStateHash,
  });
}
