import { describe, expect, test } from 'vitest';
import type { EventOfType } from '@broadside/rules/startrek';
import { describeEvent } from '../src/rulesets/startrek/battle/log-text.js';

const name = (id: string) => id;
const base: EventOfType<'action_void'> = {
  type: 'action_void',
  seat: 'B',
  action: 'fire',
  reason: 'order/out_of_range',
};

describe('the Star Trek log says why a simultaneous action was void (issue 28)', () => {
  test.each([
    [
      'a seat reads the refusal’s words: how far the target now is',
      { ...base, message: 'The target is 7 hexes away; range is 6.' },
      "Side B's fire is void: the other side's action made it impossible: The target is 7 hexes away; range is 6.",
    ],
    [
      'a spectator, or a game of rules 1.1.0, has the code only',
      base,
      "Side B's fire is void: the other side's action made it impossible (order/out_of_range).",
    ],
  ])('%s', (_what, event, text) => {
    expect(describeEvent(event, name).text).toBe(text);
  });
});
