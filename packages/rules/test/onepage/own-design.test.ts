import { describe, expect, test } from 'vitest';
import { DESIGN_IDS, DESIGNS, hullTrack } from '../../src/onepage/designs.js';
import { checkDesign, designOf } from '../../src/onepage/own-design.js';
import { designPoints, fleetPoints } from '../../src/onepage/points.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import type { OnepageState } from '../../src/onepage/state.js';
import { HOLD_PLOT, eventsOf, play, rolls, ship } from './helpers.js';

/** A well-formed own design: a gunboat that loses a gun on its 2nd hull hit. */
const lancer = {
  id: 'lancer',
  name: 'Lancer',
  hull: 5,
  guns: 2,
  missiles: 0,
  launchers: 0,
  mp: 2,
  losses: [
    { system: 'guns', on: [2], amount: 1 },
    { system: 'mp', every: 4, amount: 1 },
  ],
};

/** A checked custom set-up, created; fails the test on a refusal. */
function custom(input: Record<string, unknown>): OnepageState {
  const setup = R.parseSetup(input);
  if (!setup.ok) throw new Error(`${setup.error.code}: ${setup.error.message}`);
  const created = R.create(setup.value, rolls());
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

describe('Ship designs: every printed hull track, box by box (golden)', () => {
  // Each row quotes the seed's "Ship designs" loss line; the track is hull hit 1 first.
  test.each([
    [
      'Battleship: "Guns are lost on every 8th hull hit, launchers on every 12th hull hit"',
      'battleship',
      { 8: 'G', 12: 'M', 16: 'G', 24: 'G M' },
    ],
    [
      'Heavy Cruiser: "Guns are lost on every 7th hull hit, launcher on 8th hull hit"',
      'heavy_cruiser',
      { 7: 'G', 8: 'M', 14: 'G' },
    ],
    [
      'Light Cruiser: "Guns are lost on every 5th hull hit, launcher on 6th hull hit, MPs on every 4th hull hit"',
      'light_cruiser',
      { 4: 'MP', 5: 'G', 6: 'M', 8: 'MP', 10: 'G' },
    ],
    [
      'Destroyer: "Guns are lost on 4th hull hit, launcher on 5th hull hit, MPs are lost on every 3rd hull hit"',
      'destroyer',
      { 3: 'MP', 4: 'G', 5: 'M', 6: 'MP' },
    ],
    [
      'Frigate: "Guns are lost on every 3rd hull hit, two MPs are lost every 3rd hull hit"',
      'frigate',
      { 3: 'G 2MP', 6: 'G 2MP' },
    ],
    [
      'Raider: "Guns are lost every 2nd hull hit, launcher on 3rd hull hit, MPs on 1st, 3rd and 5th"',
      'raider',
      { 1: 'MP', 2: 'G', 3: 'M MP', 4: 'G', 5: 'MP', 6: 'G' },
    ],
    ['Freighter: no loss boxes', 'freighter', {}],
  ] as const)('%s', (_seed, id, boxes) => {
    const design = DESIGNS[id];
    const expected = Array.from(
      { length: design.hull },
      (_, i) => (boxes as Record<number, string>)[i + 1] ?? '',
    );
    expect(hullTrack(design)).toEqual(expected);
  });

  test('every printed design passes the own-design check under another id', () => {
    for (const id of DESIGN_IDS) {
      const copy = { ...DESIGNS[id], id: `my_${id}`, losses: [...DESIGNS[id].losses] };
      expect(checkDesign(copy), id).toMatchObject({ ok: true });
    }
  });
});

describe('Own designs: checkDesign refuses with a code and the path at fault', () => {
  const with_ = (change: Record<string, unknown>) => ({ ...lancer, ...change });
  test('a well-formed design is accepted as given', () => {
    expect(checkDesign(lancer)).toEqual({ ok: true, value: lancer });
  });

  test.each<[string, unknown, string, (string | number)[]]>([
    ['not an object', 'lancer', 'design/invalid', []],
    ['a hull of 0', with_({ hull: 0 }), 'design/invalid', ['hull']],
    ['a hull over the cap of 40', with_({ hull: 41 }), 'design/invalid', ['hull']],
    ['seven guns', with_({ guns: 7 }), 'design/invalid', ['guns']],
    ['no MP', with_({ mp: 0 }), 'design/invalid', ['mp']],
    ['a fractional figure', with_({ missiles: 1.5 }), 'design/invalid', ['missiles']],
    ['an id that is no slug', with_({ id: 'My Ship' }), 'design/invalid', ['id']],
    ['an empty name', with_({ name: ' ' }), 'design/invalid', ['name']],
    ['an unknown key', with_({ armour: 3 }), 'design/invalid', []],
    ['a printed id', with_({ id: 'frigate' }), 'design/reserved_id', ['id']],
    ['missiles without a launcher', with_({ missiles: 2 }), 'design/bad_missiles', ['launchers']],
    ['a launcher without missiles', with_({ launchers: 1 }), 'design/bad_missiles', ['missiles']],
    [
      'a row with both every and on',
      with_({ losses: [{ system: 'guns', every: 2, on: [3], amount: 1 }] }),
      'design/bad_losses',
      ['losses', 0, 'on'],
    ],
    [
      'a row with neither',
      with_({ losses: [{ system: 'guns', amount: 1 }] }),
      'design/bad_losses',
      ['losses', 0, 'every'],
    ],
    [
      'a box every 6th hit on a hull of 5',
      with_({ losses: [{ system: 'mp', every: 6, amount: 1 }] }),
      'design/bad_losses',
      ['losses', 0, 'every'],
    ],
    [
      'a box on the 7th hit on a hull of 5',
      with_({ losses: [{ system: 'guns', on: [1, 7], amount: 1 }] }),
      'design/bad_losses',
      ['losses', 0, 'on', 1],
    ],
    [
      'a hit listed twice',
      with_({ losses: [{ system: 'guns', on: [2, 2], amount: 1 }] }),
      'design/bad_losses',
      ['losses', 0, 'on', 1],
    ],
    [
      'more guns lost than fitted before the last hull hit',
      with_({ losses: [{ system: 'guns', every: 1, amount: 1 }] }),
      'design/bad_losses',
      ['losses', 0, 'amount'],
    ],
    [
      'a launcher lost that is not fitted',
      with_({ losses: [{ system: 'launchers', on: [3], amount: 1 }] }),
      'design/bad_losses',
      ['losses', 0, 'amount'],
    ],
  ])('%s', (_name, input, code, path) => {
    const checked = checkDesign(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.code).toBe(code);
      expect(checked.error.path).toEqual(path);
      expect(checked.error.message).toMatch(/\w/);
    }
  });

  test("a box on the last hull hit may take what is already gone (as the Raider's third G)", () => {
    const last = with_({ losses: [{ system: 'guns', on: [2, 4, 5], amount: 1 }] });
    expect(checkDesign(last).ok).toBe(true);
  });
});

describe('Own designs in a custom battle (Own designs)', () => {
  const forces = {
    A: [{ design: 'lancer', hex: '0505' }],
    B: [{ design: 'frigate', hex: '0506' }],
  };

  test('a side may field an own design; its points come from the points formula', () => {
    const state = custom({ scenario: 'duel', custom: { designs: [lancer], forces } });
    expect(state.ships[0]).toMatchObject({
      design: 'lancer',
      hull: 5,
      guns: 2,
      launchers: 0,
      missiles: 0,
      mp: 2,
    });
    expect(designOf(state, 'lancer')).toEqual(lancer);
    expect(designOf(state, 'frigate')).toBe(DESIGNS.frigate);
    expect(designPoints(lancer as never)).toBe(5 + 3 * 2 + 2 * 2);
    expect(fleetPoints(forces.A, [lancer as never])).toBe(15);
    expect(fleetPoints(forces.A)).toBe(0);
  });

  test('the budget counts own designs', () => {
    const over = R.parseSetup({
      scenario: 'duel',
      custom: { designs: [lancer], forces, budget: { A: 14 } },
    });
    expect(over).toMatchObject({
      ok: false,
      error: { code: 'setup/over_budget', path: ['custom', 'forces', 'A'] },
    });
    expect(
      R.parseSetup({ scenario: 'duel', custom: { designs: [lancer], forces, budget: { A: 15 } } })
        .ok,
    ).toBe(true);
  });

  test.each<[string, Record<string, unknown>, string, (string | number)[]]>([
    [
      'an own design the check refuses',
      { designs: [{ ...lancer, launchers: 1 }], forces },
      'setup/bad_design',
      ['custom', 'designs', 0, 'missiles'],
    ],
    [
      'an own design under a printed id',
      { designs: [{ ...lancer, id: 'raider' }], forces },
      'setup/bad_design',
      ['custom', 'designs', 0, 'id'],
    ],
    [
      'two own designs with one id',
      { designs: [lancer, { ...lancer, name: 'Lancer II' }], forces },
      'setup/duplicate_design',
      ['custom', 'designs', 1, 'id'],
    ],
    [
      'a ship naming an own design the set-up lacks',
      { forces },
      'setup/unknown_design',
      ['custom', 'forces', 'A', 0, 'design'],
    ],
    [
      'a design of the wrong shape',
      { designs: [{ ...lancer, hull: 'many' }], forces },
      'setup/invalid',
      ['custom', 'designs', 0, 'hull'],
    ],
  ])('refused: %s', (_name, customPart, code, path) => {
    const input = { scenario: 'duel', custom: customPart };
    const before = JSON.stringify(input);
    const parsed = R.parseSetup(input);
    expect(parsed).toMatchObject({ ok: false, error: { code, path } });
    expect(JSON.stringify(input)).toBe(before);
  });

  test('Damage: an own design at range 1 loses a gun on the hull hit its loss box says', () => {
    // Lancer: G on the 2nd hull hit. Both hold; B's Frigate fires both guns: 4 hits for 1 + 1,
    // 3 misses (Guns). Two hull hits pass the G box: the Lancer keeps one gun.
    let s = custom({ scenario: 'duel', custom: { designs: [lancer], forces } });
    s = play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT).state;
    s = play(s, 'A', { type: 'fire', shots: [] }).state;
    const { state, events } = play(
      s,
      'B',
      { type: 'fire', shots: [{ ship: 'B1', target: 'A1' }] },
      rolls(4, 1, 1, 3),
    );
    expect(eventsOf(events, 'damage')[0]).toMatchObject({
      ship: 'A1',
      hullHits: 2,
      lost: { guns: 1, launchers: 0, mp: 0 },
    });
    expect(ship(state, 'A1')).toMatchObject({ hits: 2, hull: 3, guns: 1, mp: 2 });
  });

  test('a set-up without own designs keeps the printed designs only', () => {
    const state = custom({ scenario: 'duel', custom: { forces: { A: forces.B, B: forces.B } } });
    expect(state.setup.custom).not.toHaveProperty('designs');
    expect(() => designOf(state, 'lancer')).toThrow(/no design/);
  });
});
