/**
 * Custom battles (issue 30): a set-up's `custom` part changes the scenario's map, sides, forces,
 * terrain, turn limit and victory conditions; each side's fleet has points and may have a
 * budget. docs/rules/star-trek.md, "Custom battles" and "Points".
 */
import { describe, expect, test } from 'vitest';
import rulesDoc from '../../../../docs/rules/star-trek.md?raw';
import { CLASS_IDS, CLASSES, FACTIONS, type ClassId } from '../../src/startrek/cards.js';
import { initialState } from '../../src/startrek/create.js';
import { legalOrders } from '../../src/startrek/legal-orders.js';
import { fleetPoints, shipPoints } from '../../src/startrek/points.js';
import { randomOrder } from '../../src/startrek/random-play.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import { SCENARIO_IDS, SCENARIOS } from '../../src/startrek/scenarios.js';
import type { StartrekSetup, StartrekState } from '../../src/startrek/state.js';
import { describeCustomFuzz } from '../contract/custom-fuzz.js';
import { randomOwnCards } from './own-cards-random.js';
import { rolls } from './helpers.js';

/** A checked set-up; fails the test when it is refused. */
function setupOf(input: unknown): StartrekSetup {
  const parsed = R.parseSetup(input);
  if (!parsed.ok) throw new Error(`${parsed.error.code} ${parsed.error.message}`);
  return parsed.value;
}

const duelShips = {
  A: [{ cls: 'heavy_cruiser', hex: '0409', heading: 1 }],
  B: [{ cls: 'battlecruiser', hex: '2110', heading: 4 }],
};

describe('Points: the golden table of docs/rules/star-trek.md', () => {
  test.each([
    ['heavy_cruiser', 18],
    ['frigate', 18],
    ['scout', 11],
    ['freighter', 6],
    ['battlecruiser', 19],
    ['raider', 19],
    ['escort', 16],
  ] as const)('%s costs %i', (cls, points) => {
    expect(shipPoints(cls)).toBe(points);
  });

  test('the Points table in the docs states the same value for every class', () => {
    const section = rulesDoc.slice(rulesDoc.indexOf('## Points'));
    const stated = CLASS_IDS.map((cls) => {
      const row = section.split('\n').find((line) => line.startsWith(`| ${CLASSES[cls].name} `));
      return Number(row?.split('|').at(-2)?.trim());
    });
    expect(stated).toEqual(CLASS_IDS.map((cls) => shipPoints(cls)));
  });

  test('every class is priced, and a fleet costs the sum of its ships', () => {
    expect(CLASS_IDS.map((cls) => Number.isInteger(shipPoints(cls)))).not.toContain(false);
    expect(fleetPoints(SCENARIOS.rescue.sides[0].ships)).toBe(6 + 6 + 18 + 18);
    expect(fleetPoints([])).toBe(0);
  });
});

describe('Custom battles: refusals name their code and the path at fault', () => {
  const forces = (B: unknown[]) => ({ A: duelShips.A, B });
  test.each([
    [
      'unknown design',
      { forces: forces([{ cls: 'warbird', hex: '2110', heading: 4 }]) },
      'setup/unknown_design',
      ['custom', 'forces', 'B', 0, 'cls'],
    ],
    [
      'malformed label',
      { forces: forces([{ cls: 'raider', hex: '21-10', heading: 4 }]) },
      'setup/bad_hex',
      ['custom', 'forces', 'B', 0, 'hex'],
    ],
    [
      'fore hex off the map',
      { forces: forces([{ cls: 'raider', hex: '2510', heading: 4 }]) },
      'setup/off_map',
      ['custom', 'forces', 'B', 0, 'hex'],
    ],
    [
      'aft hex off the map',
      { forces: forces([{ cls: 'raider', hex: '0101', heading: 3 }]) },
      'setup/off_map',
      ['custom', 'forces', 'B', 0, 'hex'],
    ],
    [
      'overlapping stands',
      {
        forces: forces([
          { cls: 'raider', hex: '1010', heading: 0 },
          { cls: 'escort', hex: '1013', heading: 0 },
          { cls: 'escort', hex: '1011', heading: 3 },
        ]),
      },
      'setup/overlap',
      ['custom', 'forces', 'B', 2, 'hex'],
    ],
    ['an empty side', { forces: forces([]) }, 'setup/empty_side', ['custom', 'forces', 'B']],
    [
      'too many ships',
      {
        map: { columns: 40, rows: 40 },
        forces: forces(
          Array.from({ length: 25 }, (_, i) => ({
            cls: 'escort',
            hex: `${String(i + 10).padStart(2, '0')}10`,
            heading: 0,
          })),
        ),
      },
      'setup/too_many_ships',
      ['custom', 'forces', 'B'],
    ],
    [
      'a cloak without a device',
      { forces: forces([{ cls: 'escort', hex: '2110', heading: 4, cloaked: true }]) },
      'setup/no_cloak',
      ['custom', 'forces', 'B', 0, 'cloaked'],
    ],
    [
      'a cloaked reinforcement',
      { forces: forces([{ cls: 'raider', hex: '2110', heading: 4, cloaked: true, arrives: 3 }]) },
      'setup/cloaked_reserve',
      ['custom', 'forces', 'B', 0, 'cloaked'],
    ],
    [
      'arriving after the last turn',
      { turnLimit: 4, forces: forces([{ cls: 'raider', hex: '2110', heading: 4, arrives: 5 }]) },
      'setup/late_arrival',
      ['custom', 'forces', 'B', 0, 'arrives'],
    ],
    ['over budget', { budget: { B: 18 } }, 'setup/over_budget', ['custom', 'forces', 'B']],
    [
      'the scenario’s ships off a smaller map',
      { map: { columns: 12, rows: 12 } },
      'setup/off_map',
      ['custom', 'map'],
    ],
    [
      'asteroids without scenery',
      { asteroids: ['1010'] },
      'setup/scenery_off',
      ['custom', 'asteroids'],
    ],
    [
      'an unknown survivor class',
      { survivors: ['freighter', 'shuttle'] },
      'setup/unknown_design',
      ['custom', 'survivors', 1],
    ],
    [
      'an unknown faction',
      { sides: { B: { faction: 'romulan' } } },
      'setup/unknown_faction',
      ['custom', 'sides', 'B', 'faction'],
    ],
    [
      'a heading of 6',
      { forces: forces([{ cls: 'raider', hex: '2110', heading: 6 }]) },
      'setup/invalid',
      ['custom', 'forces', 'B', 0, 'heading'],
    ],
    [
      'a map too small',
      { map: { columns: 4, rows: 12 } },
      'setup/invalid',
      ['custom', 'map', 'columns'],
    ],
  ])('%s', (_what, custom, code, path) => {
    const input = { scenario: 'duel', custom };
    const before = JSON.stringify(input);
    const parsed = R.parseSetup(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code, path });
    expect(parsed.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(input), 'the input is left as it was').toBe(before);
  });

  test('scenery on: a stand on an asteroid, and an asteroid off the map', () => {
    const on = { boarding: 'off', scenery: 'on' } as const;
    const onRock = R.parseSetup({ scenario: 'duel', options: on, custom: { asteroids: ['0409'] } });
    expect(onRock).toMatchObject({
      ok: false,
      error: { code: 'setup/asteroid', path: ['custom', 'map'] },
    });
    const offMap = R.parseSetup({
      scenario: 'duel',
      options: on,
      custom: { asteroids: ['1010', '3010'] },
    });
    expect(offMap).toMatchObject({
      ok: false,
      error: { code: 'setup/off_map', path: ['custom', 'asteroids', 1] },
    });
  });

  test('a budget the fleet fits is accepted', () => {
    expect(R.parseSetup({ scenario: 'duel', custom: { budget: { A: 18, B: 19 } } }).ok).toBe(true);
  });
});

describe('Custom battles: positions built from a set-up', () => {
  test('two ships at range 1 may fire on turn 1 (Fire Phasers); the duel as written may not', () => {
    const near = {
      A: [{ cls: 'heavy_cruiser', hex: '1009', heading: 1 }],
      B: [{ cls: 'battlecruiser', hex: '1209', heading: 4 }],
    };
    const dice = () => rolls(1, 1, 6, 6, 6, 1, 1, 1, 1);
    const custom = R.create(setupOf({ scenario: 'duel', custom: { forces: near } }), dice());
    const plain = R.create(setupOf({ scenario: 'duel' }), dice());
    if (!custom.ok || !plain.ok) throw new Error('not created');
    const fires = (s: StartrekState) => legalOrders(s, 'A').filter((o) => o.type === 'fire');
    expect(fires(custom.value.state).map((o) => o.type === 'fire' && o.target)).toContain('B1');
    expect(fires(plain.value.state)).toEqual([]);
  });

  test('map, turn limit, factions, names, terrain and victory conditions reach the game', () => {
    const setup = setupOf({
      scenario: 'rescue',
      options: { scenery: 'on' },
      custom: {
        map: { columns: 30, rows: 20 },
        turnLimit: 5,
        sides: { A: { faction: 'klingon' }, B: { name: 'Pirates', faction: 'federation' } },
        forces: {
          A: [
            { cls: 'raider', hex: '0505', heading: 2, cloaked: true },
            { cls: 'freighter', hex: '0710', heading: 1 },
            { cls: 'frigate', hex: '0315', heading: 1, arrives: 3 },
          ],
          B: [{ cls: 'escort', hex: '2812', heading: 5 }],
        },
        asteroids: ['1510', '1511'],
        noWarp: [],
        survivors: ['freighter', 'raider'],
      },
    });
    const state = initialState(setup);
    expect(state.map).toMatchObject({ columns: 30, rows: 20 });
    expect(state.map.asteroids).toHaveLength(2);
    expect(state.turnLimit).toBe(5);
    expect(state.ships.map((s) => [s.id, s.cls, s.status, s.cloak?.tokens.length ?? 0])).toEqual([
      ['A1', 'raider', 'active', 6],
      ['A2', 'freighter', 'active', 0],
      ['A3', 'frigate', 'reserve', 0],
      ['B1', 'escort', 'active', 0],
    ]);
    expect(R.seatName(setup, 'A')).toBe(FACTIONS.klingon.name);
    expect(R.seatName(setup, 'B')).toBe('Pirates');
    expect(R.setupLabel(setup)).toBe('Rescue (scenery, custom)');
    // Klingon faction card: four initiative dice for side A.
    const created = R.create(setup, rolls(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
    if (!created.ok) throw new Error('not created');
    expect(created.value.state.initiative.A).toHaveLength(4);
    expect(created.value.state.initiative.B).toHaveLength(3);
  });

  test.each(SCENARIO_IDS)(
    '%s: a custom part that restates the scenario plays it as written',
    (id) => {
      const scenario = SCENARIOS[id];
      const restated = Object.fromEntries(
        scenario.sides.map((side) => [
          side.id,
          side.ships.map(({ at, ...rest }) => ({ ...rest, hex: at })),
        ]),
      );
      const plain = setupOf({ scenario: id });
      expect(plain).not.toHaveProperty('custom');
      const custom = setupOf({ scenario: id, custom: { forces: restated, turnLimit: 8 } });
      const { setup: _a, ...asWritten } = initialState(plain);
      const { setup: _b, ...asRestated } = initialState(custom);
      expect(asRestated).toEqual(asWritten);
    },
  );
});

/** A random custom set-up: mostly sound, sometimes with a fault of its own. */
function randomSetup(random: () => number) {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const columns = int(10, 30);
  const rows = int(8, 22);
  const turnLimit = int(1, 8);
  const label = (c: number, r: number) =>
    `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;
  const scenery = random() < 0.3;
  const own = random() < 0.4 ? randomOwnCards(random) : {};
  const cards = [...CLASS_IDS.map((id) => CLASSES[id]), ...(own.classes ?? [])];
  const ship = (lo: number, hi: number) => {
    const card = pick(cards);
    const cls = random() < 0.02 ? 'shuttle' : card.id;
    const cloaks = !card.lacks.includes('cloak');
    return {
      cls,
      hex: label(int(lo, hi), int(1, rows)),
      heading: int(0, 5),
      ...(random() < (cloaks ? 0.3 : 0.02) ? { cloaked: true } : {}),
      ...(random() < 0.1 ? { arrives: int(2, turnLimit + 1) } : {}),
    };
  };
  const side = (lo: number, hi: number) =>
    Array.from({ length: int(random() < 0.03 ? 0 : 1, 4) }, () => ship(lo, hi));
  const custom = {
    map: { columns, rows },
    turnLimit,
    forces: {
      A: side(2, Math.floor(columns / 2) - 1),
      B: side(Math.ceil(columns / 2) + 1, columns - 1),
    },
    ...own,
    ...(random() < 0.3
      ? {
          sides: {
            A: {
              faction: pick(['federation', 'klingon', ...(own.factions ?? []).map((f) => f.id)]),
            },
          },
        }
      : {}),
    ...(random() < 0.2 ? { budget: { B: int(10, 80) } } : {}),
    ...(scenery || random() < 0.05 ? { asteroids: [label(int(1, columns), int(1, rows))] } : {}),
    ...(random() < 0.2 ? { survivors: [pick(CLASS_IDS)] as ClassId[] } : {}),
    ...(random() < 0.2 ? { noWarp: [pick(CLASS_IDS)] as ClassId[] } : {}),
  };
  return {
    scenario: pick(SCENARIO_IDS),
    options: { scenery: scenery ? 'on' : 'off', boarding: random() < 0.3 ? 'on' : 'off' },
    custom,
  };
}

describeCustomFuzz({
  ruleset: R,
  randomSetup,
  randomOrder: (state, random) => randomOrder(state as StartrekState, random),
});
