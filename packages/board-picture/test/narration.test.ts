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

  it('has none for a ruleset without narration', () => {
    expect(narrationFor('bids', null)).toBeNull();
    expect(narrationFor('toString', null)).toBeNull();
  });
});
