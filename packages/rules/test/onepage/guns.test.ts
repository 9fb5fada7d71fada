import { describe, expect, test } from 'vitest';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import type { OnepageState } from '../../src/onepage/state.js';
import { HOLD_PLOT, battle, eventsOf, expectRefused, play, rolls, ship } from './helpers.js';

/** Both sides hold; the turn reaches gun combat (no dice needed on the way). */
function toFire(s: OnepageState): OnepageState {
  return play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT).state;
}

describe('Guns: "Roll 1d6 for each gun fired. If a 4 or higher is rolled, it hits"; "Guns: 2d6, Range: 1"', () => {
  const adjacent = () =>
    toFire(
      battle({
        A: [{ design: 'frigate', at: '0505' }],
        B: [{ design: 'heavy_cruiser', at: '0506' }],
      }),
    );

  test.each([
    ['a 3 misses', [3], false, 0],
    ['a 4 hits for 2d6 = 3 + 4 = 7', [4, 3, 4], true, 7],
    ['a 6 hits for 2d6 = 6 + 6 = 12', [6, 6, 6], true, 12],
  ])('%s', (_name, dice, hit, damage) => {
    const s = play(adjacent(), 'B', { type: 'fire', shots: [] }).state;
    const { state, events } = play(
      s,
      'A',
      { type: 'fire', shots: [{ ship: 'A1', target: 'B1' }] },
      rolls(...dice),
    );
    expect(eventsOf(events, 'gun_shot')[0]).toMatchObject({
      ship: 'A1',
      gun: 1,
      needed: 4,
      hit,
      damage,
    });
    expect(ship(state, 'B1').hits).toBe(damage);
  });

  test('one shot per working gun; range 1 (same hex or next to it)', () => {
    const s = adjacent();
    expectRefused(
      s,
      'A',
      {
        type: 'fire',
        shots: [
          { ship: 'A1', target: 'B1' },
          { ship: 'A1', target: 'B1' },
          { ship: 'A1', target: 'B1' },
        ],
      },
      'order/no_gun',
    );
    const far = toFire(
      battle({
        A: [
          { design: 'frigate', at: '0505' },
          { design: 'frigate', at: '0508' },
        ],
        B: [{ design: 'heavy_cruiser', at: '0506' }],
      }),
    );
    expectRefused(
      far,
      'A',
      { type: 'fire', shots: [{ ship: 'A2', target: 'B1' }] },
      'order/out_of_range',
    );
    const stacked = toFire(
      battle({
        A: [{ design: 'frigate', at: '0505' }],
        B: [{ design: 'heavy_cruiser', at: '0505' }],
      }),
    );
    expect(R.check(stacked, 'A', { type: 'fire', shots: [{ ship: 'A1', target: 'B1' }] }).ok).toBe(
      true,
    );
  });

  test('a side with no shot owes no fire decision; with none on either side the turn ends', () => {
    const one = toFire(
      battle({ A: [{ design: 'frigate', at: '0505' }], B: [{ design: 'freighter', at: '0506' }] }),
    );
    expect(R.pending(one)).toEqual([{ seat: 'A', kind: 'fire' }]);
    const none = toFire(
      battle({ A: [{ design: 'frigate', at: '0505' }], B: [{ design: 'freighter', at: '0909' }] }),
    );
    expect(none.turn).toBe(2);
    expect(none.stage.phase).toBe('plot');
  });

  test('the log explains a shot: "A1’s gun rolls 5 vs 4+: hit, 2d6 = 3+4 = 7 damage to B1, 7 hull hits: gun lost, launcher lost, MP lost"', () => {
    let s = toFire(
      battle({
        A: [{ design: 'frigate', at: '0505' }],
        B: [{ design: 'light_cruiser', at: '0506' }],
      }),
    );
    s = play(s, 'A', { type: 'fire', shots: [{ ship: 'A1', target: 'B1' }] }).state;
    const { events } = play(s, 'B', { type: 'fire', shots: [] }, rolls(5, 3, 4));
    expect(eventsOf(events, 'gun_shot')[0]).toEqual({
      type: 'gun_shot',
      ship: 'A1',
      gun: 1,
      target: 'B1',
      die: { k: 0, sides: 6, value: 5 },
      needed: 4,
      hit: true,
      damageDice: [
        { k: 1, sides: 6, value: 3 },
        { k: 2, sides: 6, value: 4 },
      ],
      damage: 7,
    });
    expect(eventsOf(events, 'damage')[0]).toEqual({
      type: 'damage',
      ship: 'B1',
      source: 'gun',
      by: 'A1',
      damage: 7,
      hullHits: 7,
      hitsBefore: 0,
      hullLeft: 3,
      lost: { guns: 1, launchers: 1, mp: 1 },
    });
  });
});

describe('ruling: gun fire is simultaneous', () => {
  test('both sides hand in fire at once, and a ship destroyed in the volley still fires in it', () => {
    let s = toFire(
      battle({ A: [{ design: 'frigate', at: '0505' }], B: [{ design: 'frigate', at: '0506' }] }),
    );
    expect(R.pending(s)).toEqual([
      { seat: 'A', kind: 'fire' },
      { seat: 'B', kind: 'fire' },
    ]);
    const both = (target: string, ship: string) => ({
      type: 'fire',
      shots: [
        { ship, target },
        { ship, target },
      ],
    });
    s = play(s, 'B', both('A1', 'B1')).state;
    // A: 4 → 3+3 = 6 (B1 destroyed), 1 misses; B: 5 → 2+2 = 4, 4 → 1+1 = 2 (A1 destroyed too).
    const { state, events } = play(s, 'A', both('B1', 'A1'), rolls(4, 3, 3, 1, 5, 2, 2, 4, 1, 1));
    expect(eventsOf(events, 'gun_shot').map((e) => [e.ship, e.hit])).toEqual([
      ['A1', true],
      ['A1', false],
      ['B1', true],
      ['B1', true],
    ]);
    expect(eventsOf(events, 'ship_destroyed').map((e) => e.ship)).toEqual(['B1', 'A1']);
    expect(state.result).toMatchObject({ winners: [], level: null, reason: 'victory' });
  });
});
