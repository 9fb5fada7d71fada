import { describe, expect, test } from 'vitest';
import { describeEvent } from '../src/rulesets/onepage/battle/log-text.js';
import { overlayEvents } from '../src/rulesets/onepage/replay/replay-board.js';
import type { OnepageView } from '@broadside/rules/onepage';

const name = (id: string) => ({ A1: 'Light Cruiser A1', B1: 'Raider B1' })[id] ?? id;
const die = (value: number, k = 0) => ({ k, sides: 6, value });

describe('the one-page log explains every die', () => {
  test('a missile attack shows its formula and damage die', () => {
    const hit = describeEvent(
      {
        type: 'missile_attack',
        missile: 'M1',
        target: 'B1',
        attackDie: die(4),
        defenseDie: die(2),
        targetMp: 3,
        total: 2,
        hit: true,
        damageDie: die(5),
      },
      name,
    );
    expect(hit.text).toBe(
      'Missile M1 attacks Raider B1: (d6 4 + 3) − (MP 3 + d6 2) = 2 ≥ 0: hit, damage d6 = 5.',
    );
    expect(hit.tone).toBe('die');
    const miss = describeEvent(
      {
        type: 'missile_attack',
        missile: 'M2',
        target: 'B1',
        attackDie: die(1),
        defenseDie: die(6),
        targetMp: 3,
        total: -5,
        hit: false,
        damageDie: null,
      },
      name,
    );
    expect(miss.text).toContain('= -5 < 0: miss.');
  });

  test('a gun shot and its damage name the dice, hull hits and loss boxes', () => {
    const shot = describeEvent(
      {
        type: 'gun_shot',
        ship: 'A1',
        gun: 1,
        target: 'B1',
        die: die(5),
        needed: 4,
        hit: true,
        damageDice: [die(3), die(4)],
        damage: 7,
      },
      name,
    );
    expect(shot.text).toBe(
      "Light Cruiser A1's gun 1 rolls 5 vs 4+ at Raider B1: hit, 2d6 = 3+4 = 7 damage.",
    );
    const damage = describeEvent(
      {
        type: 'damage',
        ship: 'B1',
        source: 'gun',
        by: 'A1',
        damage: 7,
        hullHits: 6,
        hitsBefore: 0,
        hullLeft: 0,
        lost: { guns: 2, launchers: 1, mp: 3 },
      },
      name,
    );
    expect(damage.text).toBe(
      'Raider B1 takes 7 gun damage from A1: 6 hull hits (1 beyond its hull) (boxes 1–6), 0 hull left; loss boxes: 2 guns lost, launcher lost, 3 MP lost.',
    );
  });

  test('gravity, escapes and hidden plots are put in words', () => {
    expect(
      describeEvent(
        {
          type: 'gravity_pull',
          unit: 'A1',
          pull: 2,
          from: { q: 8, r: 4 },
          to: { q: 9, r: 4 },
          body: 'Planet',
        },
        name,
      ).text,
    ).toMatch(
      /^Gravity: Light Cruiser A1 ended on a 2 and is pulled toward the Planet, 0909 → 1009\.$/,
    );
    expect(describeEvent({ type: 'ship_escaped', ship: 'A1', edge: 'right' }, name).text).toBe(
      'Light Cruiser A1 escapes off the right edge.',
    );
    expect(describeEvent({ type: 'plot_submitted', seat: 'B' }, name).text).toBe(
      'Side B has handed in its plot.',
    );
  });
});

describe("the replay lays a step's events over the view before it", () => {
  test('moves, damage and launches show before the step ends', () => {
    const before = {
      turn: 1,
      ships: [
        {
          id: 'A1',
          side: 'A',
          design: 'light_cruiser',
          status: 'active',
          hex: { q: 1, r: 1 },
          heading: 0,
          hull: 10,
          hits: 0,
          guns: 2,
          launchers: 1,
          mp: 2,
          missiles: 2,
        },
      ],
      missiles: [],
    } as unknown as OnepageView;
    const after = overlayEvents(before, [
      {
        type: 'ships_stepped',
        step: 1,
        moves: [{ ship: 'A1', from: { q: 1, r: 1 }, to: { q: 2, r: 1 }, heading: 2 }],
      },
      {
        type: 'missile_launched',
        missile: 'M1',
        ship: 'A1',
        target: 'B1',
        hex: { q: 2, r: 1 },
        stockLeft: 1,
      },
      {
        type: 'damage',
        ship: 'A1',
        source: 'gun',
        by: 'B1',
        damage: 5,
        hullHits: 5,
        hitsBefore: 0,
        hullLeft: 5,
        lost: { guns: 1, launchers: 0, mp: 1 },
      },
    ]);
    expect(after.ships[0]).toMatchObject({
      hex: { q: 2, r: 1 },
      heading: 2,
      hull: 5,
      hits: 5,
      guns: 1,
      mp: 1,
      missiles: 1,
    });
    expect(after.missiles.map((m) => m.id)).toEqual(['M1']);
    expect(before.ships[0]?.hull).toBe(10);
  });
});
