import { describe, expect, test } from 'vitest';
import { openContext } from '../../src/onepage/context.js';
import { applyDamage } from '../../src/onepage/damage.js';
import { DESIGN_IDS, DESIGNS, type DesignId } from '../../src/onepage/designs.js';
import { battle, rolls } from './helpers.js';

/** A fresh ship of a design after `hits` points of damage, marked one hit at a time or at once. */
function damaged(design: DesignId, points: number[]) {
  const ctx = openContext(
    battle({ A: [{ design, at: '0505' }], B: [{ design: 'freighter', at: '1010' }] }),
    rolls(),
  );
  const ship = ctx.state.ships[0]!;
  for (const p of points) applyDamage(ctx, ship, p, 'gun', 'B1');
  return { ship, events: ctx.events };
}

describe('Ship designs: the printed figures', () => {
  test.each([
    [
      'Battleship: 25 hull points, 3 guns, 4 missiles (2 launchers), MP: 1',
      'battleship',
      25,
      3,
      4,
      2,
      1,
    ],
    [
      'Heavy Cruiser: 15 hull points, 2 guns, 3 missiles (1 launcher). MP: 1',
      'heavy_cruiser',
      15,
      2,
      3,
      1,
      1,
    ],
    [
      'Light Cruiser: 10 hull points, 2 guns, 2 missiles (1 launcher). MP: 2',
      'light_cruiser',
      10,
      2,
      2,
      1,
      2,
    ],
    ['Destroyer: 8 hull points, 1 gun, 2 missiles (1 launcher). MP: 3', 'destroyer', 8, 1, 2, 1, 3],
    ['Frigate: 6 hull points, 2 guns, no missiles. MP: 4', 'frigate', 6, 2, 0, 0, 4],
    ['Raider*: 6 hull points, 2 guns, 2 missiles (1 launcher), MP: 3', 'raider', 6, 2, 2, 1, 3],
    ['Freighter: 4 hull points, no guns, no missiles, MP: 1', 'freighter', 4, 0, 0, 0, 1],
  ] as const)('seed: "%s"', (_line, id, hull, guns, missiles, launchers, mp) => {
    expect(DESIGNS[id]).toMatchObject({ hull, guns, missiles, launchers, mp });
  });

  test('all seven designs, in the rulebook order', () => {
    expect(DESIGN_IDS).toEqual([
      'battleship',
      'heavy_cruiser',
      'light_cruiser',
      'destroyer',
      'frigate',
      'raider',
      'freighter',
    ]);
  });
});

describe('Damage: loss boxes by cumulative hull hits (one hull hit per point of damage)', () => {
  test.each([
    ['Battleship "Guns are lost on every 8th hull hit"', 'battleship', 7, [0, 0, 0]],
    ['Battleship 8th hull hit: a gun', 'battleship', 8, [1, 0, 0]],
    ['Battleship "launchers on every 12th hull hit"', 'battleship', 12, [1, 1, 0]],
    ['Battleship 24th: three guns and two launchers', 'battleship', 24, [3, 2, 0]],
    ['Heavy Cruiser "Guns are lost on every 7th hull hit"', 'heavy_cruiser', 7, [1, 0, 0]],
    ['Heavy Cruiser "launcher on 8th hull hit"', 'heavy_cruiser', 8, [1, 1, 0]],
    ['Heavy Cruiser 14th: the second gun, no second launcher', 'heavy_cruiser', 14, [2, 1, 0]],
    ['Light Cruiser "MPs on every 4th hull hit"', 'light_cruiser', 4, [0, 0, 1]],
    ['Light Cruiser "Guns are lost on every 5th hull hit"', 'light_cruiser', 5, [1, 0, 1]],
    ['Light Cruiser "launcher on 6th hull hit"', 'light_cruiser', 6, [1, 1, 1]],
    ['Light Cruiser 8th: both MPs gone', 'light_cruiser', 8, [1, 1, 2]],
    ['Destroyer "MPs are lost on every 3rd hull hit"', 'destroyer', 3, [0, 0, 1]],
    ['Destroyer "Guns are lost on 4th hull hit"', 'destroyer', 4, [1, 0, 1]],
    ['Destroyer "launcher on 5th hull hit"', 'destroyer', 5, [1, 1, 1]],
    ['Destroyer 6th: the second MP', 'destroyer', 6, [1, 1, 2]],
    ['Frigate 2nd: nothing yet', 'frigate', 2, [0, 0, 0]],
    [
      'Frigate "Guns are lost on every 3rd hull hit, two MPs are lost every 3rd hull hit"',
      'frigate',
      3,
      [1, 0, 2],
    ],
    ['Raider "MPs on … (so 1st, 3rd and 5th)": 1st', 'raider', 1, [0, 0, 1]],
    ['Raider "Guns are lost every 2nd hull hit"', 'raider', 2, [1, 0, 1]],
    ['Raider "launcher on 3rd hull hit" and the 2nd MP', 'raider', 3, [1, 1, 2]],
    ['Raider 4th: the second gun', 'raider', 4, [2, 1, 2]],
    ['Raider 5th: the third MP', 'raider', 5, [2, 1, 3]],
    ['Freighter: no boxes', 'freighter', 3, [0, 0, 0]],
  ] as const)('%s', (_name, design, hits, [guns, launchers, mp]) => {
    const printed = DESIGNS[design];
    const oneByOne = damaged(
      design,
      Array.from({ length: hits }, () => 1),
    ).ship;
    const atOnce = damaged(design, [hits]).ship;
    for (const s of [oneByOne, atOnce]) {
      expect(s.hits).toBe(hits);
      expect(s.hull).toBe(printed.hull - hits);
      expect([printed.guns - s.guns, printed.launchers - s.launchers, printed.mp - s.mp]).toEqual([
        guns,
        launchers,
        mp,
      ]);
    }
  });

  test('ruling: a hit for 2d6 = 7 marks 7 hull hits and triggers every box it passes (Light Cruiser: gun, launcher, MP)', () => {
    const { ship, events } = damaged('light_cruiser', [7]);
    expect(events[0]).toMatchObject({
      type: 'damage',
      damage: 7,
      hullHits: 7,
      hitsBefore: 0,
      hullLeft: 3,
      lost: { guns: 1, launchers: 1, mp: 1 },
    });
    expect(ship).toMatchObject({ guns: 1, launchers: 0, mp: 1 });
  });

  test('losses never go below 0: a Frigate hit for 6 loses its 2 guns and 4 MP, and is destroyed at 0 hull points', () => {
    const { ship, events } = damaged('frigate', [6]);
    expect(ship).toMatchObject({ status: 'destroyed', hull: 0, guns: 0, mp: 0 });
    expect(events.map((e) => e.type)).toEqual(['damage', 'ship_destroyed']);
  });

  test('damage beyond the hull points left marks only the boxes that exist', () => {
    const { ship, events } = damaged('freighter', [3, 5]);
    expect(events[1]).toMatchObject({ damage: 5, hullHits: 1, hullLeft: 0 });
    expect(ship.hits).toBe(4);
  });
});
