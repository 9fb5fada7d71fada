import { isDrawEvent, type DrawEvent } from '@broadside/rules';
import { playerName } from '../game/player-names.js';
import type { DescribeEvent } from '../rulesets/contract/log-line.js';

/**
 * The battle log's words for draw offers. The orders and their events are the rules kit's, the
 * same in every ruleset, so the shell words them once, live, after a reload and in the replay.
 */
export function drawText(event: DrawEvent): string {
  switch (event.type) {
    case 'draw_offered':
      return `${playerName(event.seat)} offers a draw.`;
    case 'draw_accepted':
      return `${playerName(event.seat)} accepts the draw ${playerName(event.by)} offered.`;
    case 'draw_declined':
      return `${playerName(event.seat)} declines the draw ${playerName(event.by)} offered.`;
    case 'draw_lapsed':
      return `The draw ${playerName(event.by)} offered lapses: play went on without an answer.`;
  }
}

/** A ruleset's words for its events, plus the shell's lines for draw offers. */
export function withDrawLines(describe: DescribeEvent): DescribeEvent {
  return (event, previous) =>
    isDrawEvent(event)
      ? {
          text: drawText(event),
          units: [],
          tone: event.type === 'draw_accepted' ? 'result' : 'info',
        }
      : describe(event, previous);
}
