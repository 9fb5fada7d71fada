import { describe, expect, it } from 'vitest';
import { narrationFor } from '../src/narration/index.js';

describe('narrationFor', () => {
  it.each([
    ['onepage', { type: 'ship_destroyed', ship: 'B2' }, 'B2 is destroyed.'],
    ['scl', { type: 'unit_destroyed', unit: 'B1' }, 'B1 is destroyed.'],
    ['starfire', { type: 'turn_started', turn: 3 }, 'Turn 3'],
    ['startrek', { type: 'turn_started', turn: 2 }, 'Turn 2'],
  ])('gives %s its own words', (id, event, text) => {
    const describe = narrationFor(id, null);
    expect(describe?.(event).text).toContain(text);
  });

  // Star Trek Ship Battles, Damage Control: each die of the ship's Life Support value or more is
  // one success; the line counts them in words that agree with the number.
  const dice = (values: number[]) => values.map((value) => ({ value }));
  it.each([
    [[1, 2, 3], '0 successes'],
    [[6, 2, 3], '1 success'],
    [[6, 5, 1], '2 successes'],
  ])('Star Trek damage control %j against 5+ reads "%s"', (values, words) => {
    const text = narrationFor(
      'startrek',
      null,
    )?.({
      type: 'repair_rolled',
      seat: 'A',
      ships: [{ ship: 'A1', dice: dice(values), needed: 5, successes: 0 }],
    }).text;
    expect(text).toContain(`vs 5+: ${words}.`);
  });

  it('has none for a ruleset without narration', () => {
    expect(narrationFor('bids', null)).toBeNull();
    expect(narrationFor('toString', null)).toBeNull();
  });
});
