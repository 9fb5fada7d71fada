import { distance, neighbor, type Hex } from '@broadside/rules';
import type { OnepageState } from '@broadside/rules/onepage';
import type { StartrekState } from '@broadside/rules/startrek';
import {
  WEAPON_CHART,
  designOf,
  fireOptions,
  isWeaponCode,
  type StarfireState,
  type WeaponCode,
} from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { wordsFor } from '../src/index.js';
import { gunShot } from '../src/coach/words/onepage.js';
import { beamRolls } from '../src/coach/words/scl.js';
import { weaponName, weaponShot } from '../src/coach/words/starfire.js';
import { phaserShot, torpedoBlast } from '../src/coach/words/startrek.js';
import { botRecord } from './coach-support.js';
import { newGame, rulesetOf } from './support.js';

/** The first state of a random game where `ready` holds. */
function stateWhere(id: string, setup: unknown, ready: (state: unknown) => boolean): unknown {
  const { states } = botRecord(rulesetOf(id), setup, 8, { maxMoves: 800, level: 'random' });
  const found = states.find(ready);
  if (!found) throw new Error('the position never came up');
  return found;
}

describe('Starfire: the Weapon Chart (a d10 equal to or less than the to-hit number hits)', () => {
  test.each(Object.keys(WEAPON_CHART) as WeaponCode[])(
    'the chart name of %s is put in the singular',
    (code) => {
      const name = weaponName(code);
      expect(name).toBe(name.toLowerCase());
      expect(name).not.toMatch(/oe$|s$/);
      expect(WEAPON_CHART[code].name.toLowerCase().startsWith(name)).toBe(true);
    },
  );
  const state = stateWhere('starfire', { scenario: 'warp_assault' }, (s) =>
    (s as StarfireState).units.some((u) =>
      fireOptions(s as StarfireState, u.id).weapons.some((w) => w.targets.length > 0),
    ),
  ) as StarfireState;
  const firer = state.units.find((u) =>
    fireOptions(state, u.id).weapons.some((w) => w.targets.length > 0),
  )!;

  test('a fire order quotes the rules’ own figures for each shot', () => {
    for (const w of fireOptions(state, firer.id).weapons)
      for (const t of w.targets) {
        const phrase = weaponShot(state, firer.id, w.slot, t.target);
        expect(phrase.text).toContain(`at ${t.target}`);
        expect(phrase.reason).toContain(`${t.toHit} or less on a d10 at range ${t.range}`);
      }
  });

  test('a volley at one target is one clause', () => {
    const weapons = fireOptions(state, firer.id).weapons.filter((w) => w.targets.length > 0);
    const target = weapons[0]!.targets[0]!.target;
    const shots = weapons
      .filter((w) => w.targets.some((t) => t.target === target))
      .map((w) => ({ slot: w.slot, target }));
    const text = wordsFor('starfire')(state, firer.side, {
      type: 'fire',
      unit: firer.id,
      shots,
    }).text;
    expect(text.startsWith(`${firer.id} fires its `)).toBe(true);
    expect(text.endsWith(` at ${target}`)).toBe(true);
    expect(text.split(' fires ')).toHaveLength(2);
  });

  // Chart rows (Weapon Chart): range → to-hit. A target straight ahead, nothing to modify it.
  const chart: [WeaponCode, number, number][] = [
    ['L', 1, 8],
    ['L', 3, 7],
    ['E', 2, 7],
    ['E', 4, 6],
    ['F', 6, 7],
    ['R', 5, 6],
    ['G', 3, 4],
    ['Pt', 4, 4],
  ];
  let quoted = 0;
  test.each(chart)('%s at range %i: %i or less', (weapon, range, toHit) => {
    expect(WEAPON_CHART[weapon].toHit[range]).toBe(toHit);
    const slot = designOf(state, firer.id).slots.find((s) => s.code === weapon && !s.restricted);
    if (!slot || !isWeaponCode(slot.code)) return; // the firer does not carry it
    const s = structuredClone(state);
    const a = s.units.find((u) => u.id === firer.id)!;
    const b = s.units.find((u) => u.side !== a.side)!;
    let hex: Hex = a.hex!;
    for (let i = 0; i < range; i += 1) hex = neighbor(hex, a.facing!);
    Object.assign(b, { hex, status: 'on_map', declaration: 'none', transited: false });
    Object.assign(a, { transited: false, activated: false, sheltering: false });
    b.sheltering = false;
    const reason = weaponShot(s, a.id, slot.index, b.id).reason;
    if (reason === null) return; // refused by the rules (range house rules), nothing to quote
    expect(reason).toContain(`${toHit} or less on a d10 at range ${range}`);
    quoted += 1;
  });

  test('the firer carried enough of those weapons to quote the chart', () => {
    expect(quoted).toBeGreaterThan(1);
  });
});

describe('one-page guns: "Range: 1", "If a 4 or higher is rolled, it hits"', () => {
  const state = newGame(rulesetOf('onepage'), { scenario: 'duel' }, 1).state as OnepageState;
  test.each([
    [0, 'range 0, 4+ on a d6 hits for 2d6'],
    [1, 'range 1, 4+ on a d6 hits for 2d6'],
    [2, 'out of range 2, 4+ on a d6 hits for 2d6'],
  ])('at %i hexes: %s', (hexes, reason) => {
    const s = structuredClone(state);
    const [a, b] = [s.ships.find((x) => x.side === 'A')!, s.ships.find((x) => x.side === 'B')!];
    let hex = a.hex;
    for (let i = 0; i < hexes; i += 1) hex = neighbor(hex, 'A');
    b.hex = hex;
    expect(distance(a.hex, b.hex)).toBe(hexes);
    expect(gunShot(s, a.id, b.id)).toEqual({ text: `${a.id} fires at ${b.id}`, reason });
    expect(wordsFor('onepage')(s, 'A', { type: 'fire', shots: [] }).text).toBe('hold fire');
  });
});

describe('Star Cruiser Lite, Beam Batteries: 4–6 one point, 7 and up two, a 1 always misses', () => {
  test.each([
    [0, 4, null],
    [1, 3, 6],
    [2, 2, 5],
    [3, 2, 4],
    [6, 2, 2],
    [-1, 5, null],
    [-2, 6, null],
    [-3, null, null],
  ])('modifier %i: one point from %s, two from %s', (modifier, one, two) => {
    expect(beamRolls(modifier)).toEqual({ one, two });
  });
});

describe('Star Trek: phasers against shields, torpedoes on the distance', () => {
  const state = newGame(rulesetOf('startrek'), { scenario: 'duel' }, 2).state as StartrekState;
  test.each([
    [4, 3, '4 dice, each 3+ hits against shields 3'],
    [2, 5, '2 dice, each 5+ hits against shields 5'],
    [1, 1, '1 die, each 1+ hits against shields 1'],
  ])('phasers %i against shields %i: %s', (phasers, shields, words) => {
    const s = structuredClone(state);
    const [a, b] = [s.ships.find((x) => x.side === 'A')!, s.ships.find((x) => x.side === 'B')!];
    a.tracks.phasers = phasers;
    b.tracks.shields = shields;
    const phrase = phaserShot(s, a.id, b.id, 'weapons');
    expect(phrase.text).toBe(`${a.id} fires phasers at ${b.id}'s weapons`);
    expect(phrase.reason?.startsWith(`${words}, range `)).toBe(true);
  });

  test.each([
    [1, 'exactly 1'],
    [3, 'exactly 3'],
  ])('a torpedo %i hexes from its target hits on %s', (hexes, each) => {
    const s = structuredClone(state);
    const b = s.ships.find((x) => x.side === 'B')!;
    let hex = b.hex;
    for (let i = 0; i < hexes; i += 1) hex = neighbor(hex, 'A');
    s.torpedoes = [{ id: 'T1', side: 'A', ship: 'x', hex, dice: 3 }];
    // Keep the other ships out of the way: the nearest ship is the target.
    for (const other of s.ships) if (other.id !== b.id) other.status = 'warped';
    const phrase = torpedoBlast(s, 'T1', 'systems');
    expect(phrase.reason).toContain(`each hits on ${each}`);
  });

  test.each([
    [{ type: 'pass' }, 'pass the action'],
    [{ type: 'pass', drop: 5 }, 'pass the action, giving up the initiative die showing 5'],
  ])('an action names the initiative die it gives up: %j', (order, text) => {
    // "Orders": an action removes the side's lowest initiative die unless it names another.
    expect(wordsFor('startrek')(state, 'A', order).text).toBe(text);
  });
});

describe('Star Cruiser Lite moves say where each unit ends up', () => {
  test('a listed move names its steps and the hex it reaches', () => {
    const R = rulesetOf('scl');
    const setup = { scenario: 'carrier_strike', options: { movement: 'standard' } };
    const state = stateWhere('scl', setup, (s) => R.pending(s).some((p) => p.kind === 'move'));
    const seat = R.pending(state).find((p) => p.kind === 'move')!.seat;
    const move = R.legalOrders(state, seat).find(
      (o: { type: string; moves?: { steps: string[] }[] }) =>
        o.type === 'move' && o.moves?.some((m) => m.steps.length > 0),
    );
    expect(move).toBeDefined();
    const text = wordsFor('scl')(state, seat, move).text;
    expect(text).toMatch(/moves [FLRS ]+(to \d{4}| and leaves by)/);
  });
});
