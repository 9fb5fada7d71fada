import type { DescribeEvent } from '../rulesets/contract/log-line.js';

export type { DescribeEvent, LogLine } from '../rulesets/contract/log-line.js';

/** The `type` field of an event, or `''` (every ruleset's events carry one). */
export function eventType(event: unknown): string {
  const type =
    typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : '';
  return typeof type === 'string' ? type : '';
}

/** A log line for an event no ruleset folder describes: its type and fields. */
export const plainEvent: DescribeEvent = (event) => ({
  text: JSON.stringify(event),
  units: [],
  tone: 'info',
});
