import { describe, expect, test } from 'vitest';
import { parseLabel, type Hex } from '@broadside/rules';
import { onepageRuleset } from '@broadside/rules/onepage';
import { sclRuleset } from '@broadside/rules/scl';
import { startrekRuleset } from '@broadside/rules/startrek';
import { starfireRuleset } from '@broadside/rules/starfire';
import { parseRoute, routeHref } from '../src/app/routes.js';
import { editorBoard } from '../src/scenario-editor/board.js';
import {
  fieldForPath,
  hexAtPath,
  withValueAt,
  valueAt,
} from '../src/scenario-editor/setup-json.js';
import { onepageScenarioEditor } from '../src/rulesets/onepage/scenario-editor.js';
import { sclScenarioEditor } from '../src/rulesets/scl/scenario-editor.js';
import { startrekScenarioEditor } from '../src/rulesets/startrek/scenario-editor.js';
import { starfireScenarioEditor } from '../src/rulesets/starfire/scenario-editor.js';
import type { ScenarioEditorPart } from '../src/rulesets/contract/scenario-editor.js';

/**
 * The scenario editor's pure parts (issue 30, "A scenario editor shared by all four rulesets"):
 * how a placed ship is written into each ruleset's set-up, judged by that ruleset's own
 * `parseSetup`, and how a refusal's path finds its field and its hex.
 */

const PARTS: readonly {
  readonly name: string;
  readonly part: ScenarioEditorPart;
  readonly rules:
    typeof onepageRuleset | typeof sclRuleset | typeof startrekRuleset | typeof starfireRuleset;
  readonly scenario: string;
  readonly design: string;
  readonly hex: string;
}[] = [
  {
    name: 'onepage',
    part: onepageScenarioEditor,
    rules: onepageRuleset,
    scenario: 'duel',
    design: 'frigate',
    hex: '0510',
  },
  {
    name: 'scl',
    part: sclScenarioEditor,
    rules: sclRuleset,
    scenario: 'bismarck_at_bay',
    design: 'hood',
    hex: '0305',
  },
  {
    name: 'startrek',
    part: startrekScenarioEditor,
    rules: startrekRuleset,
    scenario: 'duel',
    design: 'frigate',
    hex: '0303',
  },
  {
    name: 'starfire',
    part: starfireScenarioEditor,
    rules: starfireRuleset,
    scenario: 'patrol',
    design: 'DD',
    hex: '0505',
  },
];

/** The hex of a CCRR label. */
const at = (label: string): Hex => {
  const parsed = parseLabel(label);
  if (!parsed.ok) throw new Error(label);
  return parsed.value;
};

describe('each ruleset writes a placed ship into its own set-up', () => {
  test.each(PARTS)(
    '$name: the scenario written out is accepted as it is',
    ({ part, rules, scenario }) => {
      const board = editorBoard(rules, part.start(scenario));
      expect(board.check).toEqual({ ok: true });
      expect(board.picture?.bounds.columns).toBeGreaterThan(0);
    },
  );

  test.each(PARTS)(
    '$name: a placed ship joins side A and the rules accept it',
    ({ part, rules, scenario, hex }) => {
      const start = part.start(scenario);
      const design = part.designs.find((d) => d.id !== '')!.id;
      const before = part.ships(start, 'A').length;
      const placed = part.placeShip(start, 'A', design, hex);
      const ships = part.ships(placed, 'A');
      expect(ships).toHaveLength(before + 1);
      expect(ships.some((s) => s.design === design)).toBe(true);
      expect(editorBoard(rules, placed).check).toEqual({ ok: true });
      // Removed again: the side is as it was.
      const last = ships.map((s) => s.design).lastIndexOf(design);
      expect(part.ships(part.removeShip(placed, 'A', last), 'A')).toHaveLength(before);
    },
  );
});

describe('the board', () => {
  test.each(PARTS.filter((p) => p.name !== 'starfire'))(
    '$name: a placed ship stands on the board at its hex, whatever a spectator may see',
    ({ part, rules, scenario, hex }) => {
      const design = part.designs[0]!.id;
      const board = editorBoard(rules, part.placeShip(part.start(scenario), 'A', design, hex));
      const placed =
        board.picture?.units.filter(
          (u) => u.side === 'A' && u.hex !== null && !u.id.includes('~'),
        ) ?? [];
      expect(placed.map((u) => u.hex)).toContainEqual(at(hex));
      expect(placed).toHaveLength(part.ships(part.start(scenario), 'A').length + 1);
    },
  );
});

describe('ship rows', () => {
  test('one-page: a ship placed at a hex starts there, facing the enemy, and turns clockwise', () => {
    const part = onepageScenarioEditor;
    const placed = part.placeShip(part.start('duel'), 'B', 'frigate', '1512');
    expect(valueAt(placed, ['custom', 'forces', 'B', 2])).toEqual({
      design: 'frigate',
      hex: '1512',
      heading: 5,
    });
    const turned = part.turnShip(placed, 'B', 2);
    expect(part.ships(turned, 'B')[2]?.heading).toBe(0);
  });

  test('Starfire: ships are counted by hull and deploy in play', () => {
    const part = starfireScenarioEditor;
    const start = part.start('patrol');
    const placed = part.placeShip(part.placeShip(start, 'A', 'ES', '0101'), 'A', 'ES', '0202');
    const lines = valueAt(placed, ['custom', 'forces', 'A']) as { hull: string; count: number }[];
    expect(lines.find((l) => l.hull === 'ES')?.count).toBe(2);
    expect(part.ships(placed, 'A').every((s) => s.hex === null && s.heading === null)).toBe(true);
    const index = part.ships(placed, 'A').findIndex((s) => s.design === 'ES');
    const fewer = part.removeShip(placed, 'A', index);
    expect(
      (valueAt(fewer, ['custom', 'forces', 'A']) as { hull: string; count: number }[]).find(
        (l) => l.hull === 'ES',
      )?.count,
    ).toBe(1);
  });

  test('one-page: a planet toggles on and off, and a ship inside it is refused at its hex', () => {
    const part = onepageScenarioEditor;
    const start = part.start('duel');
    const hex = at('0508');
    const withPlanet = part.toggleTerrain(start, 'well', hex);
    expect(part.toggleTerrain(withPlanet, 'well', hex)).toEqual(start);
    const inside = part.placeShip(withPlanet, 'A', 'frigate', '0508');
    const board = editorBoard(onepageRuleset, inside);
    expect(board.check.ok).toBe(false);
    if (board.check.ok) return;
    expect(board.check.error.code).toBe('setup/on_body');
    expect(hexAtPath(inside, board.check.error.path)).toEqual(hex);
  });

  test('Star Trek: an asteroid turns the scenery option on', () => {
    const part = startrekScenarioEditor;
    const next = part.toggleTerrain(part.start('duel'), 'asteroid', { q: 2, r: 2 });
    expect(valueAt(next, ['options', 'scenery'])).toBe('on');
    expect(editorBoard(startrekRuleset, next).check).toEqual({ ok: true });
  });
});

describe('a refusal finds its field and its hex', () => {
  const KEYS = ['custom.map', 'custom.forces.A', 'custom.forces.A.2', 'custom.budget.B'];
  test.each([
    [['custom', 'forces', 'A', 2, 'hex'], 'custom.forces.A.2'],
    [['custom', 'forces', 'A', 1, 'design'], 'custom.forces.A'],
    [['custom', 'forces', 'A'], 'custom.forces.A'],
    [['custom', 'budget', 'B'], 'custom.budget.B'],
    [['custom', 'map'], 'custom.map'],
    [['custom', 'victory'], null],
    [[], null],
  ] as const)('%j → %s', (path, field) => {
    expect(fieldForPath(path, KEYS)).toBe(field);
  });

  test.each([
    [['custom', 'forces', 'A', 0, 'hex'], at('0508')],
    [['custom', 'asteroids', 1], at('1107')],
    [['custom', 'terrain', 'planets', 0], { q: 3, r: 4 }],
    [['custom', 'forces', 'A'], null],
  ] as const)('the hex at %j', (path, hex) => {
    const setup = {
      custom: {
        forces: { A: [{ hex: '0508' }] },
        asteroids: ['0101', '1107'],
        terrain: { planets: [{ q: 3, r: 4 }] },
      },
    };
    expect(hexAtPath(setup, path)).toEqual(hex);
  });

  test('a value removed leaves no empty object behind', () => {
    const setup = { scenario: 'duel', custom: { turnLimit: 5 } };
    expect(withValueAt(setup, ['custom', 'turnLimit'], undefined)).toEqual({ scenario: 'duel' });
    expect(setup.custom.turnLimit).toBe(5);
  });
});

describe('the editor route', () => {
  test.each([
    ['#/scenarios/edit', { page: 'scenario-editor' }],
    ['#/scenarios/edit/onepage', { page: 'scenario-editor', ruleset: 'onepage' }],
    [
      '#/scenarios/edit/scl?code=BSD1.abc',
      { page: 'scenario-editor', ruleset: 'scl', code: 'BSD1.abc' },
    ],
  ] as const)('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
    expect(routeHref(parseRoute(hash))).toBe(hash);
  });
});
