import { describe, expect, test } from 'vitest';
import { distanceToStand } from '../../src/startrek/geometry.js';
import { HOUSE_RULES, type HouseRule } from '../../src/startrek/house-rules.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import type { StartrekState } from '../../src/startrek/state.js';
import { at, battle, eventsOf, play, rolls, ship } from './helpers.js';

/**
 * Issue 27, "Where the engine departs from the seed's words": the draft's own words are the
 * default; the readings Broadside played before are named house rules, off unless chosen.
 */

/** B1 pointing up at 1209; an A torpedo of 3 dice `d` hexes above it (Detonate an Active Torpedo). */
function torpedoAt(d: number, houseRules: readonly HouseRule[]): StartrekState {
  const state = battle(
    {
      A: [{ cls: 'heavy_cruiser', at: '0117', heading: 0 }],
      B: [{ cls: 'battlecruiser', at: '1209', heading: 0 }],
    },
    { houseRules },
  );
  state.torpedoes.push({
    id: 'T1',
    side: 'A',
    ship: 'A1',
    hex: at(`12${String(9 - d).padStart(2, '0')}`),
    dice: 3,
  });
  return state;
}

describe('Detonate an Active Torpedo: "each die that comes up equal to the distance is a hit"', () => {
  test.each([
    // distance, dice, hits by the draft's words, hits with torpedo_falloff (equal or higher)
    [0, [1, 3, 6], 1, 3], // distance 0 counts as 1 (the torpedo under the stand)
    [1, [1, 3, 6], 1, 3],
    [2, [2, 2, 6], 2, 3],
    [3, [1, 3, 6], 1, 2],
    [4, [4, 5, 6], 1, 3],
    [6, [6, 6, 1], 2, 2],
    [7, [6, 6, 6], 0, 0],
  ])(
    'distance %i, dice %j: %i hit(s) as written, %i with the house rule',
    (d, dice, asWritten, falloff) => {
      for (const [houseRules, hits] of [
        [[], asWritten],
        [['torpedo_falloff'], falloff],
      ] as const) {
        const state = torpedoAt(d, houseRules);
        expect(distanceToStand(state.torpedoes[0]!.hex, ship(state, 'B1'))).toBe(d);
        const done = play(
          state,
          'A',
          { type: 'detonate', torpedo: 'T1', area: 'weapons' },
          rolls(...dice),
        );
        expect(
          eventsOf(done.events, 'torpedo_detonated')[0],
          `${houseRules.join() || 'as written'}`,
        ).toMatchObject({ hits });
      }
    },
  );
});

/** A1 (Life Support `a`), B1 (Life Support `b`); A's last die, then damage control rolls `dice`. */
function damageControl(a: number, b: number, dice: number[], houseRules: readonly HouseRule[]) {
  const state = battle(
    {
      A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1, tracks: { lifeSupport: a } }],
      B: [{ cls: 'battlecruiser', at: '1509', heading: 4, tracks: { lifeSupport: b } }],
    },
    { initiative: { A: [1], B: [] }, houseRules },
  );
  const { events } = play(state, 'A', { type: 'pass' }, rolls(...dice));
  return eventsOf(events, 'repair_rolled').map((e) => e.ships[0]!);
}

describe('Damage Control: "roll a number of d6 equal to their current Life Support value … equal to or great than this value is a success"', () => {
  test('as written: the target is the Life Support value itself, and Life Support 1 still rolls its die', () => {
    // A1 (Federation) Life Support 4: 4 dice needing 4; B1 (Klingon) Life Support 1: 1 die needing 1.
    expect(damageControl(4, 1, [4, 6, 3, 1, 1], [])).toMatchObject([
      { ship: 'A1', needed: 4, successes: 2 },
      { ship: 'B1', needed: 1, successes: 1 },
    ]);
  });

  test("house rule crew_damage_control: the faction's Crew Quality, and nothing at Life Support 1", () => {
    // Federation crew 3: 4 dice needing 3; B1 at Life Support 1 is Offline and rolls nothing.
    expect(damageControl(4, 1, [4, 6, 3, 1], ['crew_damage_control'])).toMatchObject([
      { ship: 'A1', needed: 3, successes: 3 },
    ]);
  });
});

/**
 * A1 and A2 (heavy cruisers) against B1, a raider cloaked on three tokens with K2 real; A1 has
 * scanned K2 and found the ship, under the house rules given.
 */
function scannedByA1(houseRules: readonly HouseRule[]): StartrekState {
  const state = battle(
    {
      A: [
        { cls: 'heavy_cruiser', at: '0409', heading: 1 },
        { cls: 'heavy_cruiser', at: '0412', heading: 1 },
      ],
      B: [
        {
          cls: 'raider',
          at: '0000',
          tracks: { cloak: 3, phasers: 1 },
          cloak: {
            tokens: [
              ['0909', 4],
              ['1006', 5],
              ['1012', 4],
            ],
            real: 1,
          },
        },
      ],
    },
    { houseRules },
  );
  const scan = { type: 'scan', ship: 'A1', token: 'K2' };
  const done = play(state, 'A', scan, rolls(6, 6, 6, 6, 6, 6));
  expect(eventsOf(done.events, 'token_scanned')[0]).toMatchObject({ ship: 'A1', real: true });
  return done.state;
}

const fire = (ship: string) => ({ type: 'fire', ship, target: 'B1', area: 'weapons' });

describe('Cloaking: "Enemy ships may not open fire on a token without first scanning it. The firing ship must get in range of a token and then roll…"', () => {
  test.each([
    { name: 'as written', houseRules: [], others: false },
    { name: 'shared_scans', houseRules: ['shared_scans'], others: true },
  ] as const)(
    '$name: A1 scanned and may fire; may A2 of the same side fire too? $others',
    ({ houseRules, others }) => {
      const state = scannedByA1(houseRules);
      for (const [shooter, may] of [
        ['A1', true],
        ['A2', others],
      ] as const) {
        const checked = R.check(state, 'A', fire(shooter));
        if (may) expect(checked, shooter).toMatchObject({ ok: true });
        else
          expect(checked, shooter).toMatchObject({
            ok: false,
            error: { code: 'order/not_scanned', path: ['target'] },
          });
        const listed = R.legalOrders(state, 'A').some(
          (o) => o.type === 'fire' && o.ship === shooter && o.target === 'B1',
        );
        expect(listed, `${shooter} listed`).toBe(may);
      }
    },
  );

  test('as written, each ship scans for itself: A2 may fire once its own scan finds the ship, and the seats see who scanned', () => {
    const state = scannedByA1([]);
    const again = play(
      state,
      'A',
      { type: 'scan', ship: 'A2', token: 'K2' },
      rolls(6, 6, 6, 6, 6, 6),
    );
    expect(R.check(again.state, 'A', fire('A2'))).toMatchObject({ ok: true });
    expect(R.view(again.state, { kind: 'seat', seat: 'A' }).ships[2]!.cloak!.scans).toEqual([
      { token: 'K2', real: true, by: 'A1' },
      { token: 'K2', real: true, by: 'A2' },
    ]);
  });
});

describe('the house rules are game options, off by default', () => {
  test('describe() offers each, off; parseSetup keeps the chosen ones', () => {
    for (const s of R.describe().scenarios)
      for (const rule of HOUSE_RULES)
        expect(s.options.find((o) => o.id === rule)?.default, `${s.id} ${rule}`).toBe('off');
    const plain = R.parseSetup({ scenario: 'duel' });
    const chosen = R.parseSetup({ scenario: 'duel', options: { torpedo_falloff: 'on' } });
    expect(plain).toMatchObject({ ok: true, value: { houseRules: [] } });
    expect(chosen).toMatchObject({ ok: true, value: { houseRules: ['torpedo_falloff'] } });
    if (chosen.ok) expect(R.setupLabel(chosen.value)).toBe('Duel (torpedo fall-off)');
    expect(R.parseSetup({ scenario: 'duel', options: { torpedo_falloff: 'maybe' } })).toMatchObject(
      {
        ok: false,
        error: { code: 'setup/bad_option', path: ['options', 'torpedo_falloff'] },
      },
    );
  });

  test('games of rules 1.0.0 replay as they were played: every house rule in force', () => {
    const legacy = R.atVersion!('1.0.0');
    expect(legacy?.version).toBe('1.0.0');
    const setup = legacy!.parseSetup({ scenario: 'duel' });
    expect(setup.ok && 'houseRules' in setup.value).toBe(false);
    expect(R.atVersion!('0.9.0')).toBeNull();
  });
});
