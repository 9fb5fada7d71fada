/** One line of the battle log: the words, and the units it concerns (for highlighting). */
export interface LogLine {
  readonly text: string;
  readonly units: readonly string[];
  /** `die` lines explain a roll; `headline` lines open a turn or phase; the rest are `info`. */
  readonly tone: 'die' | 'headline' | 'info' | 'result';
}

/**
 * Words for one event of any ruleset: a ruleset's narration gives its own. `previous` is the
 * event just before it in the log, when known (some events only make sense after the one before,
 * such as a decision after its dice).
 */
export type DescribeEvent = (event: unknown, previous?: unknown) => LogLine;
