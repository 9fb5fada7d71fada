/**
 * Exit codes of the `broadside` command. Scripts and tournament tools may rely on them.
 */
export const EXIT = {
  /** `verify`: the record is genuine. `replay`: every entry replayed as recorded. */
  ok: 0,
  /**
   * The record does not match its replay or its signature: a die, an order, the seed, the result
   * or any other field was changed, or it is not signed by the key given with `--public-key`.
   */
  mismatch: 1,
  /** The command line is wrong (unknown command or option, missing file name). */
  usage: 2,
  /**
   * The record cannot be checked at all: the file cannot be read, is not JSON or not a valid
   * record, is of a newer format, needs a ruleset or ruleset version this program lacks, or
   * carries no seed yet.
   */
  unusable: 3,
} as const;

/** One of the exit codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Record error codes that mean "cannot be checked" rather than "does not match". */
const UNUSABLE_CODES = new Set([
  'record/bad_json',
  'record/not_a_record',
  'record/invalid',
  'record/unsupported_version',
  'record/unknown_ruleset',
  'record/ruleset_version',
  'record/no_seed',
  'record/bad_seed',
]);

/** The exit code for a record error. */
export function exitCodeFor(errorCode: string): ExitCode {
  return UNUSABLE_CODES.has(errorCode) ? EXIT.unusable : EXIT.mismatch;
}
