import { describe, expect, it } from 'vitest';
import { keyEvents } from '../../src/tournaments/export/timeline.js';

describe('the key events of a battle report', () => {
  it('keeps kills, criticals, escapes and concessions, with their turn and subject', () => {
    const batches = [
      [{ type: 'game_created' }, { type: 'turn_started', turn: 1 }],
      [
        { type: 'ship_moved', ship: 'A1' },
        { type: 'system_check', unit: 'B2' },
      ],
      [
        { type: 'turn_started', turn: 2 },
        { type: 'unit_destroyed', unit: 'B2' },
      ],
      [
        { type: 'unit_escaped', unitId: 'A1' },
        { type: 'side_conceded', seat: 'B' },
      ],
      ['not an event', null],
    ];
    expect(keyEvents(batches)).toEqual([
      { turn: 1, text: 'System check: B2' },
      { turn: 2, text: 'Unit destroyed: B2' },
      { turn: 2, text: 'Unit escaped: A1' },
      { turn: 2, text: 'Side conceded: B' },
    ]);
  });

  it('keeps the first lines and the last one when there are too many', () => {
    const batches = [
      Array.from({ length: 20 }, (_, i) => ({ type: 'ship_destroyed', ship: `S${i}` })),
    ];
    const lines = keyEvents(batches, 5).map((l) => l.text);
    expect(lines).toEqual([
      'Ship destroyed: S0',
      'Ship destroyed: S1',
      'Ship destroyed: S2',
      'Ship destroyed: S3',
      'Ship destroyed: S19',
    ]);
  });
});
