import type { RuleError } from '../core/result.js';

/**
 * Why a record does not verify or replay. `seq` names the first bad entry (0 for the game's
 * creation, `null` for the record as a whole); `k` names the first bad die when a die is at fault.
 */
export interface RecordError extends RuleError {
  readonly seq: number | null;
  readonly k: number | null;
}

/** Builds a {@link RecordError}. */
export function recordError(
  code: string,
  message: string,
  where: {
    readonly seq?: number | null;
    readonly k?: number | null;
    readonly path?: readonly (string | number)[];
  } = {},
): RecordError {
  return { code, message, path: where.path ?? [], seq: where.seq ?? null, k: where.k ?? null };
}
