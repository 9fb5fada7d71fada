import { afterEach, describe, expect, test } from 'vitest';
import { withDrawLines } from '../src/net/draw-line.js';
import { setPlayerNames } from '../src/game/player-names.js';
import type { LogLine } from '../src/rulesets/contract/log-line.js';

/**
 * The battle log words the rules kit's draw events once for every ruleset (issue 27, bug 3);
 * any other event goes to the ruleset's own words.
 */
const RULESET_LINE: LogLine = { text: 'ruleset words', units: [], tone: 'info' };
const describeEvent = withDrawLines(() => RULESET_LINE);

afterEach(() => setPlayerNames([]));

describe('draw offers in the battle log', () => {
  test.each([
    [{ type: 'draw_offered', seat: 'A' }, 'Side A offers a draw.', 'info'],
    [
      { type: 'draw_accepted', seat: 'B', by: 'A' },
      'Side B accepts the draw Side A offered.',
      'result',
    ],
    [
      { type: 'draw_declined', seat: 'B', by: 'A' },
      'Side B declines the draw Side A offered.',
      'info',
    ],
    [
      { type: 'draw_lapsed', by: 'A' },
      'The draw Side A offered lapses: play went on without an answer.',
      'info',
    ],
  ])('%j', (event, text, tone) => {
    expect(describeEvent(event)).toEqual({ text, units: [], tone });
  });

  test('player names stand in for the sides', () => {
    setPlayerNames([
      { seat: 'A', name: 'Ann' },
      { seat: 'B', name: 'Bob' },
    ]);
    expect(describeEvent({ type: 'draw_declined', seat: 'B', by: 'A' }).text).toBe(
      'Bob declines the draw Ann offered.',
    );
  });

  test('other events keep the ruleset’s words', () => {
    expect(describeEvent({ type: 'side_conceded', seat: 'A' })).toBe(RULESET_LINE);
  });
});
