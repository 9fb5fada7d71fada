import { describe, expect, test } from 'vitest';
import { initialState } from '../../src/scl/create.js';
import * as C from '../../src/scl/convert.js';
import { CONVERT_ERRORS } from '../../src/scl/convert-errors.js';
import { BISMARCK_EXAMPLE } from '../../src/scl/convert-example.js';
import type { ScShipInput } from '../../src/scl/convert-input.js';
import { convertShip, explainConversion } from '../../src/scl/convert-ship.js';
import { CLASSES, type SclClass } from '../../src/scl/designs.js';
import type { Arc } from '../../src/scl/geometry.js';
import { setupOf } from './helpers.js';

/**
 * The seed's conversion ("you are welcome to do conversions yourself — everything you need is on
 * this page"), run as one function on Star Cruiser figures. The Bismarck BC example is checked
 * number for number; the Scale, Submunitions, Detonation Missiles and Flexible Fighter Flights
 * sections give the fighter and counter cases.
 */

/** The Bismarck's SC figures as the seed's example reads them. */
const BISMARCK: ScShipInput = BISMARCK_EXAMPLE;

/** One Martel fighter: a quarter of the seed's flight of four (24 3x1 submunitions, 72 points). */
const MARTEL: ScShipInput = {
  id: 'martel',
  name: 'Martel fighter flight',
  kind: 'fighter',
  scale: 4,
  damagePoints: 4,
  movement: 9,
  beams: [],
  remoteStations: 0,
  targetingComputer: 1,
  activeSensor: null,
  passiveSensor: 4,
  radiated: [1],
  lateralReflected: 2,
  radialReflected: 2,
  radialProfile: -1,
  lateralProfile: -2,
  armor: 0,
  screens: 0,
  damageControlParties: 0,
  missiles: null,
  submunitionDamage: 18,
  flights: [],
};

/** One Lance frigate; the counter stands for two (scale 1:2). */
const LANCE: ScShipInput = {
  id: 'lance',
  name: 'Lance frigates (pair)',
  kind: 'ship',
  scale: 2,
  damagePoints: 40,
  movement: 8,
  beams: [
    { count: 1, toHit: 0, multiplier: 2, arcs: ['F', 'P'] },
    { count: 1, toHit: 0, multiplier: 2, arcs: ['F', 'S'] },
  ],
  remoteStations: 2,
  targetingComputer: 1,
  activeSensor: 6,
  passiveSensor: 5,
  radiated: [3],
  lateralReflected: 4,
  radialReflected: 4,
  radialProfile: 1,
  lateralProfile: 0,
  armor: 2,
  screens: 0,
  damageControlParties: 2,
  missiles: null,
  submunitionDamage: 20,
  flights: [],
};

function explained(input: unknown) {
  const r = explainConversion(input);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('Bismarck BC: the seed’s conversion example, number for number', () => {
  const { lines } = explained(BISMARCK);
  const lineOf = (key: string) => {
    const l = lines.find((x) => x.key === key);
    if (!l) throw new Error(`no line ${key}`);
    return l;
  };

  test.each([
    // [the seed's line, key, figure before rounding (null: none printed), converted figure]
    ['Scale: 1:1 (Each Bismark model/counter represents 1 ship)', 'scale', null, '1:1'],
    ['Movement/Thrust: 6', 'thrust', null, 6],
    ['Hit Points: 150/4 = 37.5 rounded off to 38', 'hp', 37.5, 38],
    ['3 Beam Batteries FS', 'batteries:FS', 3.25, 3],
    ['3 Beam Batteries AP', 'batteries:AP', 3.25, 3],
    ['The 48 missiles … also using a 4-1 ratio, become 12 SR-10 missiles', 'magazine', 12, 12],
    [
      'Having only 2 remote stations, Bismark is entitled to only 1 SCL communicator',
      'comms',
      0.5,
      1,
    ],
    ['Fire Control modifier: +2', 'fc', null, 2],
    ['Weapon Targeting modifier: … (-12+4)/10/2= -.4 = 0', 'wt', -0.4, 0],
    [
      'Armor Penetration modifier: … (6*3 + 4*2)/10=2.6 Subtract 1 and round off … +2',
      'ap',
      2.6,
      2,
    ],
    [
      'Sensor Modifier: a 10 (+1) active and a 6 (0) passive sensor. Final rating: +1',
      'sensor',
      null,
      1,
    ],
    ['Signature: (4+7+8)/3=6.33 Signature rating: 0', 'signature', 19 / 3, 0],
    ['Profile modifier: (2+2)/3=1.33: +1', 'profile', 4 / 3, 1],
    ['Armor: 6+1(Screen modifier)=7', 'armor', null, 7],
    ['Damage Control teams: 6 … divided by 4 yield 1.5 rounded off to 2', 'dc', 1.5, 2],
  ] as const)('%s', (_seed, key, exact, value) => {
    const l = lineOf(key);
    if (exact === null) expect(l.exact).toBeNull();
    else expect(l.exact).toBeCloseTo(exact, 10);
    expect(l.value).toBe(value);
  });

  test('Hit Points: damage point rows, from top to bottom, are 10, 10, 9, 9', () => {
    expect(lineOf('rows').value).toEqual([10, 10, 9, 9]);
  });

  test('the working reads as the seed prints it', () => {
    expect(lineOf('hp').working).toBe('150/4 = 37.5 rounded off to 38');
    expect(lineOf('wt').working).toBe('(6×-2 + 4×+1 = -8)/10/2 = -0.4 = 0');
    expect(lineOf('signature').working).toBe('(4+7+8)/3 = 6.33, signature rating 0');
    expect(lineOf('profile').working).toBe('(2+2)/3 = 1.33: +1');
  });

  test('the lines follow the seed’s order', () => {
    expect(lines.map((l) => l.key)).toEqual([
      'scale',
      'thrust',
      'hp',
      'rows',
      'batteries:FS',
      'batteries:AP',
      'magazine',
      'missileDice',
      'comms',
      'fc',
      'wt',
      'ap',
      'sensor',
      'signature',
      'profile',
      'armor',
      'dc',
      'subs',
    ]);
  });

  test('the converted Bismarck is the Bismarck the scenarios field', () => {
    expect(convertShip(BISMARCK)).toEqual({ ok: true, value: CLASSES.bismarck });
  });
});

describe('Scale, fighters and flexible fighter flights', () => {
  test('Submunitions: a flight of 4 Martels carries 72 damage points, 72/40 = 1.8 → 2 shots', () => {
    const { design, lines } = explained(MARTEL);
    expect(design.sc.submunitionDamage).toBe(72);
    expect(lines.find((l) => l.key === 'subs')).toMatchObject({ exact: 1.8, value: 2 });
    expect(design.subs).toBe(2);
  });

  test('a fighter counter represents 4 actual fighters (1:4): the Martel flight the Marne carries', () => {
    expect(convertShip(MARTEL)).toEqual({ ok: true, value: CLASSES.martel });
  });

  test('some smaller ships’ counters represent two actual ships (1:2): the Lance pair', () => {
    expect(convertShip(LANCE)).toEqual({ ok: true, value: CLASSES.lance });
  });

  test('Hit Points: "use the total hit points for all ships represented by the counter"', () => {
    const one = convertShip({ ...LANCE, scale: 1 });
    const two = convertShip(LANCE);
    if (!one.ok || !two.ok) throw new Error('conversion failed');
    expect([one.value.hp, two.value.hp]).toEqual([10, 20]);
  });

  test.each([
    // craft in the flight, then hit points, rows, batteries, submunitions (fractions down)
    [4, 4, [1, 1, 1, 1], 2, 2],
    [3, 3, [1, 1, 1, 0], 1, 1],
    [2, 2, [1, 1, 0, 0], 1, 1],
    [1, 1, [1, 0, 0, 0], 0, 0],
  ])(
    'Flexible Fighter Flights: a flight of %i has %i hit points %j, %i batteries, %i shots',
    (craft, hp, rows, batteries, subs) => {
      const armed = {
        ...MARTEL,
        beams: [{ count: 2, toHit: 0, multiplier: 1, arcs: ['F'] }],
        craft,
      };
      const r = convertShip(armed);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.hp).toBe(hp);
      expect(r.value.rows).toEqual(rows);
      expect(r.value.batteryArcs).toHaveLength(batteries);
      expect(r.value.subs).toBe(subs);
      // "All other characteristics (speed, sensors, signatures, etc.) remain the same."
      expect(r.value).toMatchObject({ thrust: 9, sensor: -2, signature: -1, profile: -1, fc: 1 });
    },
  );

  test('a two-craft flight converts to the flight the engine launches under flexible flights', () => {
    const r = convertShip({ ...MARTEL, craft: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const state = initialState(setupOf('carrier_strike', 'standard', { flexible_flights: true }));
    const flight = state.units.find((u) => u.cls === 'martel');
    expect(flight).toBeDefined();
    expect(flight!.rows).toEqual(r.value.rows);
    expect(flight!.subs).toBe(r.value.subs);
    expect(flight!.batteries).toHaveLength(r.value.batteryArcs.length);
  });

  test('Detonation Missiles: 4 Ritage-2, each a 10x2 warhead, rate 10x2x4 = 80 → 2d6', () => {
    expect(C.missileStrength(10 * 2)).toBe(80);
    expect(C.missileDice(C.missileStrength(10 * 2))).toBe(2);
  });

  test('Beam Batteries: the same sectors in another order are the same sectors', () => {
    const r = convertShip({
      ...BISMARCK,
      beams: BISMARCK.beams.map((b, i) => (i === 3 ? { ...b, arcs: ['P', 'A'] } : b)),
    });
    expect(r).toEqual({ ok: true, value: CLASSES.bismarck });
  });

  test('Beam Batteries: points left under 4 in a sector are lost, sector by sector', () => {
    // 4 LL-98 lasers = 1 battery; 3 x1 weapons in the aft sector make none.
    const r = convertShip({
      ...BISMARCK,
      beams: [
        { count: 4, toHit: 0, multiplier: 1, arcs: ['F'] },
        { count: 3, toHit: 0, multiplier: 1, arcs: ['A'] },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.batteryArcs).toEqual([['F']]);
  });
});

describe('impossible figures are refused with a code, a message and a path', () => {
  test.each([
    ['convert/malformed', { ...BISMARCK, damagePoints: -1 }, ['damagePoints']],
    [
      'convert/malformed',
      { ...BISMARCK, beams: [{ count: 1, toHit: 0, multiplier: 1, arcs: ['F', 'F'] }] },
      ['beams', 0, 'arcs'],
    ],
    [
      'convert/malformed',
      { ...BISMARCK, missiles: { count: 4, type: 'nuke' } },
      ['missiles', 'type'],
    ],
    ['convert/malformed', { ...BISMARCK, radiated: [] }, ['radiated']],
    ['convert/malformed', { ...BISMARCK, extra: 1 }, []],
    ['convert/malformed', 'Bismarck', []],
    ['convert/bad_scale', { ...BISMARCK, scale: 4 }, ['scale']],
    ['convert/bad_scale', { ...MARTEL, scale: 1 }, ['scale']],
    ['convert/flight_size', { ...BISMARCK, craft: 2 }, ['craft']],
    [
      'convert/no_sensors',
      { ...BISMARCK, activeSensor: null, passiveSensor: null },
      ['activeSensor'],
    ],
    ['convert/no_hit_points', { ...BISMARCK, damagePoints: 1 }, ['damagePoints']],
    ['convert/no_hit_points', { ...MARTEL, damagePoints: 1, craft: 1 }, ['damagePoints']],
    [
      'convert/unknown_flight',
      { ...BISMARCK, flights: [{ cls: 'bismarck', count: 1 }] },
      ['flights', 0, 'cls'],
    ],
    [
      'convert/fighter_carries_flights',
      { ...MARTEL, flights: [{ cls: 'martel', count: 1 }] },
      ['flights'],
    ],
  ])('%s %j', (code, input, path) => {
    const r = convertShip(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.path).toEqual(path);
    expect(r.error.message.length).toBeGreaterThan(0);
    expect(Object.keys(CONVERT_ERRORS)).toContain(code);
  });

  test('a carrier may carry the Martel flights', () => {
    expect(convertShip({ ...BISMARCK, flights: [{ cls: 'martel', count: 2 }] }).ok).toBe(true);
  });
});

/** One ship's figures, read back from a shipped class (its counter's figures ÷ its scale). */
function inputOf(c: SclClass, beams: ScShipInput['beams']): ScShipInput {
  const sc = c.sc;
  const n = sc.scale;
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    scale: n as 1 | 2 | 4,
    damagePoints: sc.damagePoints / n,
    movement: sc.movement,
    beams,
    remoteStations: sc.remoteStations / n,
    targetingComputer: sc.targetingComputer,
    activeSensor: sc.activeSensor,
    passiveSensor: sc.passiveSensor,
    radiated: [...sc.radiated],
    lateralReflected: sc.lateralReflected,
    radialReflected: sc.radialReflected,
    radialProfile: sc.radialProfile,
    lateralProfile: sc.lateralProfile,
    armor: sc.armor,
    screens: sc.screens,
    damageControlParties: sc.damageControlParties / n,
    missiles: c.missileType ? { count: sc.missiles / n, type: c.missileType } : null,
    submunitionDamage: sc.submunitionDamage / n,
    flights: c.flights.map((f) => ({ ...f })),
  };
}

describe('the shipped classes, converted again by sector (docs: Converting a ship)', () => {
  const x = (count: number, toHit: number, multiplier: number, arcs: Arc[]) => ({
    count,
    toHit,
    multiplier,
    arcs,
  });
  test.each([
    [
      'bismarck',
      [
        x(3, -2, 3, ['F', 'S']),
        x(2, 1, 2, ['F', 'S']),
        x(3, -2, 3, ['A', 'P']),
        x(2, 1, 2, ['A', 'P']),
      ],
    ],
    ['lance', [x(1, 0, 2, ['F', 'P']), x(1, 0, 2, ['F', 'S'])]],
    ['halberd', [x(2, 0, 2, ['F', 'P']), x(2, 0, 2, ['F', 'S']), x(4, 1, 1, ['A'])]],
    ['marne', [x(4, 1, 1, ['F', 'P', 'S', 'A'])]],
    ['martel', []],
    ['kafer_raider', [x(1, -1, 2, ['F', 'P']), x(1, -1, 2, ['F', 'S'])]],
  ])('%s converts to the class the scenarios field', (id, beams) => {
    const c = CLASSES[id]!;
    expect(convertShip(inputOf(c, beams))).toEqual({ ok: true, value: c });
  });

  test('the Kafer cruiser’s aft battery cannot come from its weapons by sector', () => {
    // 6 x3 and 2 x1 weapons: five batteries in all, but an aft group of 4 points needs a x3
    // and a x1 in the aft sector, and forward-port and forward-starboard need the same.
    const c = CLASSES.kafer_cruiser!;
    const r = convertShip(
      inputOf(c, [
        x(4, -1, 3, ['F']),
        x(1, -1, 3, ['F', 'P']),
        x(1, 0, 1, ['F', 'P']),
        x(1, -1, 3, ['F', 'S']),
        x(1, 0, 1, ['F', 'S']),
      ]),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.batteryArcs).toEqual([['F'], ['F'], ['F'], ['F', 'P'], ['F', 'S']]);
    expect({ ...r.value, batteryArcs: c.batteryArcs }).toEqual(c);
  });
});
