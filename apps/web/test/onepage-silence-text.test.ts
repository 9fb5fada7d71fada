import { describe, expect, test } from 'vitest';
import type { EventOfType } from '@broadside/rules/onepage';
import { describeEvent } from '../src/rulesets/onepage/battle/log-text.js';

const NAMES: Record<string, string> = { A1: 'Frigate A1', B1: 'Destroyer B1' };
const name = (id: string) => NAMES[id] ?? id;

/** A ship that fires no gun at gun combat, as the rules tell it. */
function silent(fields: Partial<EventOfType<'ship_silent'>>): EventOfType<'ship_silent'> {
  return {
    type: 'ship_silent',
    ship: 'A1',
    reason: 'out_of_range',
    nearest: { ship: 'B1', distance: 3 },
    guns: 1,
    missiles: 2,
    launchers: 1,
    ...fields,
  };
}

describe('the one-page log explains the silence: why a ship fires no gun (issue 28)', () => {
  test.each([
    [
      'no enemy within gun range 1 (Guns: "Range: 1")',
      silent({}),
      'Frigate A1 fires no gun: no enemy within gun range 1 (nearest: Destroyer B1 is 3 hexes away).',
      ['A1', 'B1'],
    ],
    [
      'every gun destroyed, no missile in stock',
      silent({ reason: 'no_gun', guns: 0, missiles: 0, nearest: { ship: 'B1', distance: 1 } }),
      'Frigate A1 fires no gun: every gun is destroyed; no missile in stock.',
      ['A1', 'B1'],
    ],
    [
      'its side gave it no shot, the enemy in its hex; its launcher lost',
      silent({ reason: 'held', launchers: 0, nearest: { ship: 'B1', distance: 0 } }),
      'Frigate A1 fires no gun: holds fire though Destroyer B1 is in its hex; no launcher left.',
      ['A1', 'B1'],
    ],
    [
      'no enemy left in play',
      silent({ nearest: null }),
      'Frigate A1 fires no gun: no enemy within gun range 1 (nearest: no enemy is left).',
      ['A1'],
    ],
  ])('%s', (_what, event, text, units) => {
    const line = describeEvent(event, name);
    expect(line.text).toBe(text);
    expect(line.units).toEqual(units);
  });
});
