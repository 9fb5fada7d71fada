import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { DESIGN_IDS, DESIGNS } from '../../src/onepage/designs.js';
import { DESIGN_POINTS, designPoints, fleetPoints } from '../../src/onepage/points.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import { SCENARIO_IDS } from '../../src/onepage/scenarios.js';
import type { OnepageState } from '../../src/onepage/state.js';
import { HOLD_PLOT, at, eventsOf, play, rolls, ship } from './helpers.js';

/** A checked set-up, created; fails the test on a refusal. */
function custom(input: Record<string, unknown>, dice = rolls()): OnepageState {
  const setup = R.parseSetup(input);
  if (!setup.ok) throw new Error(`${setup.error.code}: ${setup.error.message}`);
  const created = R.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

const frigates = {
  A: [{ design: 'frigate', hex: '0505' }],
  B: [{ design: 'frigate', hex: '0506' }],
};

describe('Points: hull + 3 × guns + missiles + 2 × MP (docs, Points)', () => {
  // The table in docs/rules/onepage.md, Points, from the Ship designs figures.
  test.each([
    ['battleship', 40],
    ['heavy_cruiser', 26],
    ['light_cruiser', 22],
    ['destroyer', 19],
    ['frigate', 20],
    ['raider', 20],
    ['freighter', 6],
  ] as const)('%s is worth %i points', (id, points) => {
    expect(designPoints(DESIGNS[id])).toBe(points);
    expect(DESIGN_POINTS[id]).toBe(points);
  });

  test('every design has a value; a fleet costs the sum of its ships', () => {
    expect(Object.keys(DESIGN_POINTS).sort()).toEqual([...DESIGN_IDS].sort());
    expect(fleetPoints([])).toBe(0);
    expect(fleetPoints([{ design: 'heavy_cruiser' }, { design: 'destroyer' }])).toBe(45);
  });
});

describe('custom set-ups: refusals carry a code and the path at fault', () => {
  const ships = (n: number) => Array.from({ length: n }, () => ({ design: 'raider', hex: '0202' }));
  test.each<[string, Record<string, unknown>, string, (string | number)[]]>([
    [
      'an unknown design',
      {
        forces: {
          B: [
            { design: 'frigate', hex: '0505' },
            { design: 'dreadnought', hex: '0506' },
          ],
        },
      },
      'setup/unknown_design',
      ['custom', 'forces', 'B', 1, 'design'],
    ],
    [
      'a ship off the map',
      {
        forces: {
          B: [
            { design: 'frigate', hex: '0505' },
            { design: 'frigate', hex: '2101' },
          ],
        },
      },
      'setup/off_map',
      ['custom', 'forces', 'B', 1, 'hex'],
    ],
    [
      'a hex that is no CCRR label',
      { forces: { A: [{ design: 'frigate', hex: '5,5' }] } },
      'setup/bad_hex',
      ['custom', 'forces', 'A', 0, 'hex'],
    ],
    [
      'a ship inside the planet (Gravity wells: bodies are impassable)',
      { forces: { A: [{ design: 'frigate', hex: '1008' }] } },
      'setup/on_body',
      ['custom', 'forces', 'A', 0, 'hex'],
    ],
    ['an empty side', { forces: { A: [] } }, 'setup/empty_side', ['custom', 'forces', 'A']],
    [
      'too many ships',
      { forces: { B: ships(25) } },
      'setup/too_many_ships',
      ['custom', 'forces', 'B'],
    ],
    [
      'a smaller map the scenario’s ships no longer fit',
      { map: { columns: 12, rows: 12 } },
      'setup/off_map',
      ['custom', 'map'],
    ],
    [
      'a new planet on a scenario ship',
      { terrain: { wells: [{ hex: '0407', rings: [] }] } },
      'setup/on_body',
      ['custom', 'terrain', 'wells'],
    ],
    [
      'a well off the map',
      { terrain: { wells: [{ hex: '3030', rings: [] }] } },
      'setup/off_map',
      ['custom', 'terrain', 'wells', 0, 'hex'],
    ],
    [
      'two bodies in one hex',
      {
        terrain: {
          wells: [
            { hex: '1005', rings: [] },
            { hex: '1005', rings: [] },
          ],
        },
      },
      'setup/overlap',
      ['custom', 'terrain', 'wells', 1, 'hex'],
    ],
    [
      'a ring numbered twice',
      {
        terrain: {
          wells: [
            {
              hex: '1005',
              rings: [
                { distance: 2, pull: 2 },
                { distance: 2, pull: 1 },
              ],
            },
          ],
        },
      },
      'setup/duplicate_ring',
      ['custom', 'terrain', 'wells', 0, 'rings', 1, 'distance'],
    ],
    [
      'a convoy with one freighter (two must escape to win it)',
      { victory: 'convoy' },
      'setup/no_freighters',
      ['custom', 'victory'],
    ],
    [
      'the scenario’s side over its budget',
      { budget: { A: 100, B: 44 } },
      'setup/over_budget',
      ['custom', 'budget', 'B'],
    ],
    [
      'given forces over their budget (a Battleship is 40)',
      { forces: { A: [{ design: 'battleship', hex: '0505' }] }, budget: { A: 39 } },
      'setup/over_budget',
      ['custom', 'forces', 'A'],
    ],
    [
      'a map too big',
      { map: { columns: 41, rows: 20 } },
      'setup/invalid',
      ['custom', 'map', 'columns'],
    ],
    ['a turn limit of 0', { turnLimit: 0 }, 'setup/invalid', ['custom', 'turnLimit']],
    ['a side C', { forces: { C: [] } }, 'setup/invalid', ['custom', 'forces']],
  ])('%s: %s', (_name, customInput, code, path) => {
    const input = { scenario: 'duel', custom: customInput };
    const before = JSON.stringify(input);
    const parsed = R.parseSetup(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code, path });
    expect(parsed.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(input)).toBe(before);
  });

  test('a convoy whose side A is replaced must keep two freighters: the path is that side', () => {
    const parsed = R.parseSetup({ scenario: 'convoy', custom: { forces: { A: frigates.A } } });
    expect(!parsed.ok && parsed.error).toMatchObject({
      code: 'setup/no_freighters',
      path: ['custom', 'forces', 'A'],
    });
  });

  test('a budget exactly met is accepted (the Duel’s sides cost 45 each)', () => {
    expect(R.parseSetup({ scenario: 'duel', custom: { budget: { A: 45, B: 45 } } }).ok).toBe(true);
  });
});

describe('custom set-ups build the battle', () => {
  test('no custom part, or an empty one, changes nothing: the same state, byte for byte', () => {
    for (const scenario of SCENARIO_IDS) {
      const plain = custom({ scenario });
      expect(canonicalJson(custom({ scenario, custom: {} }))).toBe(canonicalJson(plain));
      expect('custom' in plain.setup).toBe(false);
    }
  });

  test('map size, forces with headings, wells with their rings and the turn limit', () => {
    const s = custom({
      scenario: 'duel',
      custom: {
        map: { columns: 12, rows: 10 },
        forces: {
          A: [
            { design: 'battleship', hex: '0203', heading: 1 },
            { design: 'raider', hex: '0204' },
          ],
          B: [{ design: 'frigate', hex: '1108' }],
        },
        terrain: { wells: [{ name: 'Moon', hex: '0605', rings: [{ distance: 2, pull: 1 }] }] },
        turnLimit: 5,
      },
    });
    expect([s.map.columns, s.map.rows, s.turnLimit, s.turn]).toEqual([12, 10, 5, 1]);
    expect(s.map.bodies).toEqual([
      { name: 'Moon', hex: at('0605'), rings: [{ distance: 2, pull: 1 }] },
    ]);
    expect(s.ships.map((x) => [x.id, x.design, x.heading, x.hull])).toEqual([
      ['A1', 'battleship', 1, 25],
      ['A2', 'raider', 2, 6],
      ['B1', 'frigate', 5, 6],
    ]);
    expect(ship(s, 'B1').hex).toEqual(at('1108'));
    expect(R.setupLabel(s.setup)).toBe('Duel, custom (written movement)');
  });

  test('Guns, range 1: two frigates next to each other fire on turn 1', () => {
    // A1's first gun rolls 6 (4+ hits) for 3 + 4 = 7 damage: the frigate's 6 hull points are gone.
    const s = custom({ scenario: 'duel', custom: { forces: frigates } });
    const held = play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT).state;
    expect(held.stage.phase).toBe('fire');
    const shots = [
      { ship: 'A1', target: 'B1' },
      { ship: 'A1', target: 'B1' },
    ];
    const fired = play(held, 'A', { type: 'fire', shots }).state;
    const { state: over, events } = play(
      fired,
      'B',
      { type: 'fire', shots: [] },
      rolls(6, 3, 4, 1),
    );
    expect(eventsOf(events, 'ship_destroyed').map((e) => e.ship)).toEqual(['B1']);
    expect(over.result).toMatchObject({ winners: ['A'], level: 'decisive', reason: 'victory' });
  });

  test('Victory and score: a custom convoy runs for the right edge; annihilation drops the exit', () => {
    const convoy = custom({
      scenario: 'duel',
      custom: {
        victory: 'convoy',
        forces: {
          A: [
            { design: 'freighter', hex: '2005' },
            { design: 'freighter', hex: '0305' },
          ],
          B: [{ design: 'raider', hex: '0315' }],
        },
        turnLimit: 3,
      },
    });
    expect(convoy.map.exits).toEqual([{ side: 'A', edge: 'right', designs: ['freighter'] }]);
    const escaped = play(convoy, 'A', {
      type: 'plot',
      moves: [{ ship: 'A1', path: [2] }],
      launches: [],
    });
    const after = play(escaped.state, 'B', HOLD_PLOT).state;
    expect(ship(after, 'A1').status).toBe('escaped');
    const open = custom({ scenario: 'convoy', custom: { victory: 'annihilation' } });
    expect(open.map.exits).toEqual([]);
  });
});
