import { describe, expect, test } from 'vitest';
import {
  distance,
  hexEquals,
  hexesInBounds,
  verifiableDice,
  SEED_BYTES,
  type Hex,
} from '@broadside/rules';
import {
  GUN_RANGE,
  MISSILE_MP,
  gravityPull,
  onepageRuleset,
  type OnepageView,
} from '@broadside/rules/onepage';
import { onwardReach, EMPTY_DRAFT, pathHexes } from '../src/rulesets/onepage/battle/plan.js';
import { overlay, REACH_MARKS } from '../src/rulesets/onepage/battle/overlay.js';
import { outOfReach } from '../src/rulesets/onepage/battle/reach.js';

/**
 * Issue 28 for the one-page battle screen: the plotted end hex is marked, the gravity pull at the
 * end of the move is previewed ("Gravity wells"), the selected ship's gun range ("Guns": range 1)
 * and missile reach ("Missile": 3 MPs) are drawn, and a click out of reach says why.
 */

/** A fresh Duel as side A sees it. */
function duel(): OnepageView {
  const setup = onepageRuleset.parseSetup({ scenario: 'duel' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = onepageRuleset.create(setup.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  return onepageRuleset.view(created.value.state, { kind: 'seat', seat: 'A' });
}

const view = duel();
const ship = (id: string) => view.ships.find((s) => s.id === id)!;
/** The Destroyer A2 (3 MP): its first reachable hex where the planet's well pulls. */
const pulled = onwardReach(view, ship('A2'), []).find((r) => gravityPull(view.map, r.hex))!;

const drawn = (paths: Record<string, readonly number[]>, selected: string, reach = true) =>
  overlay({
    view,
    seat: 'A',
    kind: 'plot',
    selected,
    draft: { ...EMPTY_DRAFT, paths },
    shots: {},
    focus: [],
    reach,
  });

const within = (from: Hex, range: number) =>
  hexesInBounds(view.map).filter(
    (h) => distance(h, from) <= range && !view.map.bodies.some((b) => hexEquals(b.hex, h)),
  );
const marked = (o: ReturnType<typeof drawn>, kind: string) =>
  o.marks.filter((m) => m.kind === kind).map((m) => m.hex);
const sameHexes = (a: readonly Hex[], b: readonly Hex[]) =>
  expect(new Set(a.map((h) => `${h.q},${h.r}`))).toEqual(new Set(b.map((h) => `${h.q},${h.r}`)));

describe('the plotted end hex and the gravity pull, before sending', () => {
  test('the Duel has a hex within the Destroyer’s reach that the planet pulls', () => {
    expect(pulled).toBeDefined();
  });

  test('the end hex is ringed and labelled; the pull is a line to a labelled hex', () => {
    const pull = gravityPull(view.map, pulled.hex)!;
    const o = drawn({ A2: pulled.path }, 'A2');
    expect(o.marks).toContainEqual({ hex: pulled.hex, kind: 'focus' });
    expect(o.badges).toContainEqual({ hex: pulled.hex, text: 'A2 ends' });
    expect(o.lines).toContainEqual({ from: pulled.hex, to: pull.to, kind: 'fire' });
    expect(o.badges).toContainEqual({ hex: pull.to, text: `A2 pulled ${pull.pull}` });
    // Guns and missiles are measured from where the ship stands after the pull.
    sameHexes(marked(o, REACH_MARKS.gun), within(pull.to, GUN_RANGE));
    // A missile homes round the planet, never through it: every hex two out is reached in its
    // 3 MPs, none beyond 3, and a hex just behind the planet only the long way round.
    const missile = marked(o, REACH_MARKS.missile);
    const key = (h: Hex) => `${h.q},${h.r}`;
    expect(within(pull.to, MISSILE_MP).map(key)).toEqual(expect.arrayContaining(missile.map(key)));
    expect(missile.map(key)).toEqual(
      expect.arrayContaining(within(pull.to, MISSILE_MP - 1).map(key)),
    );
    expect(missile.length).toBeGreaterThan(within(pull.to, MISSILE_MP - 1).length);
  });

  test.each([
    ['a ship that holds is not pulled and shows no end', 'A2', {}],
    ['a path ending outside every ring is not pulled', 'A2', { A2: [3] }],
  ])('%s', (_name, id, paths: Record<string, number[]>) => {
    const o = drawn(paths, id);
    const at = pathHexes(ship(id).hex, paths[id] ?? []).at(-1)!;
    expect(gravityPull(view.map, at) === null || !paths[id]).toBe(true);
    expect(o.lines).toEqual([]);
    expect(o.badges.filter((b) => b.text.includes('pulled'))).toEqual([]);
    expect(o.badges.length).toBe(paths[id] ? 1 : 0);
    sameHexes(marked(o, REACH_MARKS.gun), within(at, GUN_RANGE));
  });

  test('with the reach hidden (r) only the end and the pull are drawn', () => {
    const o = drawn({ A2: pulled.path }, 'A2', false);
    expect(marked(o, REACH_MARKS.gun)).toEqual([]);
    expect(marked(o, REACH_MARKS.missile)).toEqual([]);
    expect(o.badges.length).toBe(2);
  });
});

describe('a click out of reach says why (Movement)', () => {
  const far = pathHexes(ship('A1').hex, [2, 2, 2]).at(-1)!;
  test.each([
    [
      'MP left',
      'A1',
      [],
      far,
      'Out of reach: the Heavy Cruiser A1 has 1 MP left this turn; click one of the hexes marked green.',
    ],
    [
      'no MP left',
      'A1',
      [2],
      far,
      'Out of reach: the Heavy Cruiser A1 has no MP left this turn; click a hex of its path to go back there, or press u to take a step back.',
    ],
    [
      'a body',
      'A2',
      [],
      view.map.bodies[0]!.hex,
      'Out of reach: nothing enters the hex of Planet; go round it.',
    ],
  ])('%s', (_name, id, dirs: number[], target, said) => {
    const text = outOfReach(view, ship(id), dirs, target);
    expect(text).toBe(said);
    expect(text).not.toMatch(/\b[a-z]+\/[a-z_]+\b/);
  });
});
