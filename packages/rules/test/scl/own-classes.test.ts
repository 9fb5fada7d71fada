/**
 * Issue 30, "Bring your own fleet", for Star Cruiser Lite: a custom set-up carries the creator's
 * own classes as Star Cruiser figures, converted by the seed's rules ("Converting a ship") when
 * the game reads them (docs/rules/star-cruiser-lite.md, "Your own ships").
 */
import { describe, expect, test } from 'vitest';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { classesOf } from '../../src/scl/classes.js';
import { BISMARCK_EXAMPLE } from '../../src/scl/convert-example.js';
import type { ScShipInput } from '../../src/scl/convert-input.js';
import { convertShip } from '../../src/scl/convert-ship.js';
import { CLASSES } from '../../src/scl/designs.js';
import { classPoints, fleetPoints } from '../../src/scl/points.js';
import type { SclEvent } from '../../src/scl/events.js';
import { randomOrder, seededRandom } from '../../src/scl/random-play.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { statsOf } from '../../src/scl/stats.js';
import type { SclState } from '../../src/scl/state.js';
import { TEST_SEED } from '../record/support.js';
import { play, unitOf } from './helpers.js';

/** The seed's Bismarck under an id of the creator's own. */
const MY_BISMARCK: ScShipInput = { ...BISMARCK_EXAMPLE, id: 'my_bismarck', name: 'My Bismarck' };

/** A fighter of four craft (1:4), flown in flights of two ("Flexible Fighter Flights"). */
const WASP: ScShipInput = {
  ...BISMARCK_EXAMPLE,
  id: 'wasp',
  name: 'Wasp fighter',
  kind: 'fighter',
  scale: 4,
  craft: 2,
  damagePoints: 12,
  movement: 12,
  beams: [{ count: 1, toHit: 0, multiplier: 2, arcs: ['F'] }],
  remoteStations: 0,
  missiles: null,
  submunitionDamage: 40,
  damageControlParties: 0,
};

/** A two-ship carrier counter (1:2) that carries the Wasp. */
const HIVE: ScShipInput = {
  ...BISMARCK_EXAMPLE,
  id: 'hive',
  name: 'Hive carriers',
  scale: 2,
  damagePoints: 60,
  flights: [{ cls: 'wasp', count: 2 }],
};

/** A checked set-up created with verifiable dice; fails the test on a refusal. */
function create(input: Record<string, unknown>): SclState {
  const setup = R.parseSetup(input);
  if (!setup.ok) throw new Error(`${setup.error.code}: ${setup.error.message}`);
  const created = R.create(setup.value, verifiableDice(TEST_SEED));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** The converted Bismarck at 1010 against a printed Kafer cruiser at 1410, Bismarck at Bay. */
function bismarckDuel(): SclState {
  return create({
    scenario: 'bismarck_at_bay',
    custom: {
      classes: [MY_BISMARCK],
      forces: {
        A: [{ cls: 'my_bismarck', hex: '1010', facing: 1, cq: 1 }],
        B: [{ cls: 'kafer_cruiser', hex: '1410', facing: 4 }],
      },
    },
  });
}

describe('Your own ships: a converted class fielded against a printed one', () => {
  test('the converted Bismarck takes the field with the figures of its conversion', () => {
    const state = bismarckDuel();
    const design = convertShip(MY_BISMARCK);
    if (!design.ok) throw new Error(design.error.message);
    const ship = unitOf(state, 'A1');
    expect(ship).toMatchObject({ cls: 'my_bismarck', side: 'A', kind: 'ship', cq: 1 });
    // "Converting a ship": 38 hit points in rows 10, 10, 9, 9; 6 batteries; 12 SR-10 missiles.
    expect(ship.rows).toEqual([10, 10, 9, 9]);
    expect(ship.batteries).toHaveLength(6);
    expect(ship.magazine).toBe(12);
    expect(ship.thrust).toBe(6);
    expect(statsOf(state, ship)).toMatchObject({
      fc: design.value.fc,
      sensor: design.value.sensor,
      armor: design.value.armor,
      comms: design.value.comms,
    });
    expect(unitOf(state, 'B1').cls).toBe('kafer_cruiser');
  });

  test('it fires with its own batteries, and the game plays on to a result', () => {
    let state = bismarckDuel();
    const dice = verifiableDice(TEST_SEED);
    const random = seededRandom(30);
    const shots: SclEvent[] = [];
    for (let n = 0; n < 2000 && R.result(state) === null; n += 1) {
      const next = randomOrder(state, random);
      if (!next) break;
      const applied = play(state, next.seat, next.order, dice);
      state = applied.state;
      shots.push(...applied.events.filter((e) => e.type === 'beam_shot'));
    }
    expect(R.result(state)).not.toBeNull();
    expect(shots.some((e) => e.type === 'beam_shot' && e.firer === 'A1')).toBe(true);
  });

  test('a set-up without own classes reads the printed classes, the very same object', () => {
    const plain = create({ scenario: 'bismarck_at_bay' });
    expect(classesOf(plain)).toBe(CLASSES);
    expect(classesOf(bismarckDuel()).my_bismarck?.name).toBe('My Bismarck');
  });
});

describe('Your own ships: 1:2 counters, 1:4 fighters and flexible flights', () => {
  test.each([
    ['off', 2, 6],
    ['on', 4, 3],
  ] as const)(
    'a Hive (1:2) carries two Wasp flights (1:4, two craft); flexible flights %s: %i aboard',
    (flexible, aboard, hp) => {
      const state = create({
        scenario: 'carrier_strike',
        options: { flexible_flights: flexible },
        custom: {
          classes: [HIVE, WASP],
          forces: {
            A: [{ cls: 'hive', hex: '0510' }],
            B: [{ cls: 'kafer_raider', hex: '2510' }],
          },
        },
      });
      const flights = state.units.filter((u) => u.mother === 'A1' && u.status === 'aboard');
      expect(flights).toHaveLength(aboard);
      expect(flights.every((f) => f.cls === 'wasp' && f.kind === 'fighter')).toBe(true);
      // 12 × 4 = 48 damage points: 12 hit points, 6 for a flight of two, split again 3.
      expect(flights[0]!.rows.reduce((a, b) => a + b, 0)).toBe(hp);
      // A carrier battle is won or lost with side A's first ship, which carries fighters.
      expect(unitOf(state, 'A1').cls).toBe('hive');
    },
  );
});

describe('Points: an own class costs what the formula gives its converted figures', () => {
  test('the converted Bismarck costs what the printed one does; the Hive counts its Wasps', () => {
    const state = create({
      scenario: 'bismarck_at_bay',
      custom: {
        classes: [MY_BISMARCK, HIVE, WASP],
        forces: {
          A: [
            { cls: 'my_bismarck', hex: '0510' },
            { cls: 'hive', hex: '0512' },
          ],
        },
      },
    });
    const book = classesOf(state);
    expect(classPoints(book.my_bismarck!, book)).toBe(classPoints(CLASSES.bismarck!));
    expect(classPoints(book.hive!, book)).toBe(
      classPoints({ ...book.hive!, flights: [] }, book) + 2 * classPoints(book.wasp!, book),
    );
    expect(fleetPoints([{ cls: 'my_bismarck' }, { cls: 'hive' }], book)).toBe(
      classPoints(book.my_bismarck!, book) + classPoints(book.hive!, book),
    );
  });
});

describe('Your own ships: refusals carry a code and the path at fault', () => {
  const duel = (classes: unknown[], cls = 'my_bismarck', extra: Record<string, unknown> = {}) => ({
    scenario: 'bismarck_at_bay',
    custom: {
      classes,
      forces: { A: [{ cls, hex: '1010' }], B: [{ cls: 'kafer_cruiser', hex: '1410' }] },
      ...extra,
    },
  });
  test.each<[string, Record<string, unknown>, string, (string | number)[]]>([
    [
      'an own class under a printed class id',
      duel([BISMARCK_EXAMPLE], 'bismarck'),
      'setup/class_taken',
      ['custom', 'classes', 0, 'id'],
    ],
    [
      'two own classes of one id',
      duel([MY_BISMARCK, MY_BISMARCK]),
      'setup/class_taken',
      ['custom', 'classes', 1, 'id'],
    ],
    [
      'a ship with no sensors ("Sensor Conversion")',
      duel([{ ...MY_BISMARCK, activeSensor: null, passiveSensor: null }]),
      'setup/bad_class',
      ['custom', 'classes', 0, 'activeSensor'],
    ],
    [
      'a fighter counter of one craft ("Scale": fighters are 1:4)',
      duel([MY_BISMARCK, { ...WASP, scale: 1 }]),
      'setup/bad_class',
      ['custom', 'classes', 1, 'scale'],
    ],
    [
      'a carrier of a fighter class nobody defined',
      duel([{ ...HIVE, flights: [{ cls: 'hornet', count: 1 }] }], 'hive'),
      'setup/bad_class',
      ['custom', 'classes', 0, 'flights', 0, 'cls'],
    ],
    [
      'too few damage points for a hit point ("Hit Points")',
      duel([{ ...MY_BISMARCK, damagePoints: 1 }]),
      'setup/bad_class',
      ['custom', 'classes', 0, 'damagePoints'],
    ],
    [
      'figures of the wrong shape',
      duel([{ ...MY_BISMARCK, movement: 'fast' }]),
      'setup/invalid',
      ['custom', 'classes', 0, 'movement'],
    ],
    [
      'an own fighter fielded on its own',
      duel([WASP], 'wasp'),
      'setup/unknown_design',
      ['custom', 'forces', 'A', 0, 'cls'],
    ],
    [
      'an own class over the budget (the Bismarck costs 94)',
      duel([MY_BISMARCK], 'my_bismarck', { budget: { A: 93 } }),
      'setup/over_budget',
      ['custom', 'forces', 'A'],
    ],
  ])('%s', (_what, input, code, path) => {
    const before = JSON.stringify(input);
    const result = R.parseSetup(input);
    expect(result).toMatchObject({ ok: false, error: { code, path } });
    if (!result.ok) expect(result.error.message).toMatch(/\w/);
    expect(JSON.stringify(input)).toBe(before);
  });
});
