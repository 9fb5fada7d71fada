import { describe, expect, test } from 'vitest';
import { describeEvent, moveText } from '../src/rulesets/scl/battle/log-text.js';
import { damageRows } from '../src/rulesets/scl/battle/ship-cards.js';
import {
  defaultFire,
  fireChoices,
  fireOrder,
  prepareChoices,
  prepareOrder,
} from '../src/rulesets/scl/battle/legal.js';
import { markdownBlocks } from '../src/rulesets/scl/help.js';

const name = (id: string) => `Ship ${id}`;
const die = (value: number, sides = 6) => ({ k: 0, sides, value });

describe('Star Cruiser Lite battle helpers', () => {
  test('a beam shot explains each die: d6 + modifier → 0/1/2 points', () => {
    const line = describeEvent(
      {
        type: 'beam_shot',
        battery: 3,
        laserMissile: false,
        firer: 'A1',
        firerSide: 'A',
        firerSeen: true,
        target: 'B1',
        range: 3,
        modifier: 1,
        pd: 0,
        dice: [die(1), die(3), die(6)],
        points: 2,
      },
      name,
    );
    expect(line.tone).toBe('die');
    expect(line.text).toContain('battery 4');
    expect(line.text).toContain('d6 1 → 0 (a 1 always misses)');
    expect(line.text).toContain('d6 3 + 1 = 4 → 1');
    expect(line.text).toContain('d6 6 + 1 = 7 → 2');
  });

  test('a hidden firer is not named; armor saves and damage read right', () => {
    const hidden = describeEvent(
      {
        type: 'missile_attack',
        firer: null,
        firerSide: 'B',
        firerSeen: false,
        target: 'A1',
        range: null,
        modifier: null,
        pd: 2,
        dice: [die(5)],
        points: 3,
      },
      name,
    );
    expect(hidden.text).toMatch(/^An undetected side B unit missile attack on Ship A1/);
    expect(hidden.text).toContain('point defense −2');
    const saves = describeEvent(
      {
        type: 'armor_saves',
        unit: 'A1',
        points: 3,
        armor: 5,
        ap: 0,
        dice: [die(2, 10), die(10, 10), die(7, 10)],
        saved: 1,
      },
      name,
    );
    expect(saves.text).toContain('d10 2, 10, 7');
    expect(saves.text).toContain('1 saved, 2 through');
    const damage = describeEvent(
      { type: 'damage_applied', unit: 'B1', hits: 15, hitsBefore: 2, rowsFilled: 1 },
      name,
    );
    expect(damage.text).toBe('Ship B1 takes 13 hits (2 → 15 marked); 1 row filled.');
  });

  test('moves, damage rows and orders built from choices', () => {
    expect(moveText({ unit: 'A1', steps: ['F', 'L', 'F'] })).toBe('F L F');
    expect(moveText({ unit: 'A1', steps: [] })).toBe('holds course');
    expect(damageRows({ rows: [10, 10, 10, 5], hits: 13 })).toEqual([
      [10, 10],
      [3, 10],
      [0, 10],
      [0, 5],
    ]);
    const prepare = prepareChoices([
      { type: 'prepare', repairs: [], fullStop: ['A1'], launches: [], recover: [] },
      {
        type: 'prepare',
        repairs: [],
        fullStop: [],
        launches: [{ ship: 'A1', craft: 'missile', facing: 2 }],
        recover: [],
      },
    ]);
    expect(prepareOrder(prepare)).toEqual({
      type: 'prepare',
      repairs: [],
      fullStop: ['A1'],
      recover: [],
      launches: [{ ship: 'A1', craft: 'missile', facing: 2 }],
    });
    const fire = fireChoices([
      {
        type: 'fire',
        beams: [{ unit: 'A1', battery: 0, target: 'B1' }],
        pointDefense: [],
        submunitions: [],
        missiles: [],
      },
      {
        type: 'fire',
        beams: [{ unit: 'A1', battery: 0, target: 'B2' }],
        pointDefense: [],
        submunitions: [],
        missiles: [],
      },
      {
        type: 'fire',
        beams: [],
        pointDefense: [{ unit: 'A1', battery: 0 }],
        submunitions: [],
        missiles: [{ missile: 'AM3', target: 'B2' }],
      },
    ]);
    const chosen = defaultFire(fire);
    expect(fireOrder(fire, chosen)).toEqual({
      type: 'fire',
      beams: [{ unit: 'A1', battery: 0, target: 'B1' }],
      pointDefense: [],
      submunitions: [],
      missiles: [{ missile: 'AM3', target: 'B2' }],
    });
    expect(fireOrder(fire, { ...chosen, 'beam:A1:0': 'pd:A1:0' }).pointDefense).toEqual([
      { unit: 'A1', battery: 0 },
    ]);
  });

  test('the rules page renders headings, lists, tables and rulings', () => {
    const blocks = markdownBlocks(
      '# T\n\nText **Ruling:** x.\n\n- **Ruling — a.** y\n- b\n\n| A | B |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(blocks).toHaveLength(4);
  });
});
