import type { GameResult } from '@broadside/rules';
import type { DescribeEvent } from '../rulesets/contract/log-line.js';
import type { LogEntry } from '../rulesets/contract/session.js';

/**
 * The battle log's own line for a game its tournament organiser decided (result reason
 * `adjudicated`): the rules produce no event for it, so the shell adds this one, the same for
 * every ruleset, live, after a reload and in the replay.
 */
export interface AdjudicationEvent {
  readonly type: 'adjudicated';
  readonly summary: string;
}

/** The log event for an adjudicated result. */
export function adjudicationEvent(result: GameResult): AdjudicationEvent {
  return { type: 'adjudicated', summary: result.summary };
}

function isAdjudication(event: unknown): event is AdjudicationEvent {
  return (
    typeof event === 'object' &&
    event !== null &&
    (event as { type?: unknown }).type === 'adjudicated' &&
    typeof (event as { summary?: unknown }).summary === 'string'
  );
}

/** A ruleset's words for its events, plus the shell's line for an adjudication. */
export function withAdjudication(describe: DescribeEvent): DescribeEvent {
  return (event, previous) =>
    isAdjudication(event)
      ? { text: `The organiser adjudicated the game: ${event.summary}`, units: [], tone: 'result' }
      : describe(event, previous);
}

/**
 * The log with the adjudication line at its end when the game's result is an adjudication and
 * the line is not there yet. It goes with batch `seq` (the adjudication's, or the last batch of a
 * game decided before it started), after that batch's events.
 */
export function withAdjudicationLine(
  log: readonly LogEntry[],
  result: GameResult | null,
  seq: number,
  at: number,
): readonly LogEntry[] {
  if (result?.reason !== 'adjudicated' || log.some((e) => isAdjudication(e.event))) return log;
  const index = log.filter((e) => e.seq === seq).length;
  return [...log, { seq, index, at, event: adjudicationEvent(result) }];
}
