import { describe, expect, test } from 'vitest';
import { formatLabel, verifiableDice, SEED_BYTES } from '@broadside/rules';
import { onepageRuleset, type OnepageView } from '@broadside/rules/onepage';
import {
  clickPath,
  draftPlan,
  exitPath,
  onwardReach,
  pathHexes,
  withPath,
  EMPTY_DRAFT,
} from '../src/rulesets/onepage/battle/plan.js';
import { defaultShots, shotList } from '../src/rulesets/onepage/battle/fire-panel.js';
import { mapTerrain, mapUnits } from '../src/rulesets/onepage/battle/map-model.js';
import { boxLetters } from '../src/rulesets/onepage/battle/ship-cards.js';

/** A fresh game of `scenario`. */
function fresh(scenario: string) {
  const setup = onepageRuleset.parseSetup({ scenario });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = onepageRuleset.create(setup.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** A fresh game of `scenario` as side A sees it. */
function game(scenario: string): OnepageView {
  return onepageRuleset.view(fresh(scenario), { kind: 'seat', seat: 'A' });
}

const ship = (view: OnepageView, id: string) => {
  const found = view.ships.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('plotting a path by clicking hexes', () => {
  test('a click within MP extends the path by a shortest way; the rules accept the plot', () => {
    const view = game('duel');
    const destroyer = ship(view, 'A2'); // 0409, 3 MP
    const first = clickPath(view, destroyer, [], pathHexes(destroyer.hex, [2, 2])[2]!);
    expect(first).toEqual([2, 2]);
    const end = pathHexes(destroyer.hex, [2, 2, 3]).at(-1)!;
    const more = clickPath(view, destroyer, first!, end);
    expect(more).toEqual([2, 2, 3]);
    // Out of MP: nothing further is reachable, a farther click is refused.
    expect(onwardReach(view, destroyer, more!)).toEqual([]);
    expect(clickPath(view, destroyer, more!, pathHexes(destroyer.hex, [2, 2, 3, 3]).at(-1)!)).toBe(
      null,
    );
    // A click on the path goes back there; on the start hex clears it.
    expect(clickPath(view, destroyer, more!, pathHexes(destroyer.hex, [2])[1]!)).toEqual([2]);
    expect(clickPath(view, destroyer, more!, destroyer.hex)).toEqual([]);
    const draft = withPath(view, EMPTY_DRAFT, destroyer, more!);
    const plan = draftPlan({ ...draft, launches: { A2: ['B1'] } });
    expect(plan).toEqual({
      moves: [{ ship: 'A2', path: [2, 2, 3] }],
      launches: [{ ship: 'A2', target: 'B1' }],
    });
    expect(onepageRuleset.check(fresh('duel'), 'A', { type: 'plot', ...plan }).ok).toBe(true);
  });

  test('the planet is never entered and only convoy freighters get an escape path', () => {
    const view = game('convoy');
    const planet = view.map.bodies[0]!.hex;
    for (const s of view.ships.filter((x) => x.side === 'A'))
      expect(onwardReach(view, s, []).some((r) => formatLabel(r.hex) === formatLabel(planet))).toBe(
        false,
      );
    // A freighter far from the right edge has no exit yet; put one next to it.
    const freighter = { ...ship(view, 'A1'), hex: { q: 16, r: -3 } };
    expect(exitPath(view, freighter, [])).not.toBe(null);
    expect(exitPath(view, { ...ship(view, 'A4'), hex: { q: 16, r: -3 } }, [])).toBe(null);
  });
});

describe('map, cards and fire', () => {
  test('the planet is a disc and its well is drawn as numerals 2 and 1', () => {
    const terrain = mapTerrain(game('duel'));
    expect(terrain.filter((t) => t.kind === 'planet')).toHaveLength(1);
    const numerals = new Set(terrain.filter((t) => t.look === 'numeral').map((t) => t.label));
    expect([...numerals].sort()).toEqual(['1', '2']);
    expect(terrain.filter((t) => t.label === '2')).toHaveLength(12);
    expect(terrain.filter((t) => t.label === '1')).toHaveLength(18);
  });

  test('ships get their side, design code and heading in degrees', () => {
    const units = mapUnits(game('duel'));
    expect(units.find((u) => u.id === 'A1')).toMatchObject({ side: 'A', hull: 'CA', facing: 120 });
    expect(units.find((u) => u.id === 'B2')).toMatchObject({ side: 'B', hull: 'DD', facing: 300 });
  });

  test('loss boxes are lettered as printed', () => {
    expect(boxLetters('raider', 1)).toBe('MP');
    expect(boxLetters('raider', 2)).toBe('G');
    expect(boxLetters('raider', 3)).toBe('M MP');
    expect(boxLetters('frigate', 3)).toBe('G 2MP');
    expect(boxLetters('freighter', 2)).toBe('');
  });

  test('guns aim at the first enemy in range by default; holding guns are left out', () => {
    const view = game('duel');
    const close = {
      ...view,
      ships: view.ships.map((s) =>
        s.id === 'B2' ? { ...s, hex: pathHexes(ship(view, 'A2').hex, [2])[1]! } : s,
      ),
    };
    const shots = defaultShots(close, 'A');
    expect(shots).toEqual({ A2: ['B2'] });
    expect(shotList({ A2: [''], A1: ['B2', 'B2'] })).toEqual([
      { ship: 'A1', target: 'B2' },
      { ship: 'A1', target: 'B2' },
    ]);
  });
});
