import { describe, expect, test } from 'vitest';
import {
  SEED_BYTES,
  isFleetPickView,
  verifiableDice,
  type AnyRuleset,
  type FleetPickView,
} from '@broadside/rules';
import { DESIGNS, designPoints, onepageRuleset } from '@broadside/rules/onepage';
import { BISMARCK_EXAMPLE, checkOwnClasses, classPoints, sclRuleset } from '@broadside/rules/scl';
import {
  CLASSES as STARTREK_CLASSES,
  shipPoints,
  startrekRuleset,
} from '@broadside/rules/startrek';
import { onepageScenarioEditor } from '../src/rulesets/onepage/scenario-editor.js';
import { sclScenarioEditor } from '../src/rulesets/scl/scenario-editor.js';
import { startrekScenarioEditor } from '../src/rulesets/startrek/scenario-editor.js';
import type { ScenarioEditorPart } from '../src/rulesets/contract/scenario-editor.js';
import { addShip, draftFrom, orderOf, pointsOf, zoneOf } from '../src/game/fleet-pick-draft.js';
import { pickFields, pickOrder, pickUnits, refusedRow } from '../src/game/fleet-pick-model.js';

/**
 * The fleet-pick screen's model (issue 30; docs/rules/onepage.md, star-cruiser-lite.md and
 * star-trek.md, "Each side picks its fleet"): each ruleset's scenario editor part supplies the
 * rows and points, and the order the screen builds is the one the rules accept.
 */

function fleetPhase(rules: AnyRuleset, setup: unknown): FleetPickView['fleetPick'] {
  const parsed = rules.parseSetup(setup);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const created = rules.create(parsed.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  const view = rules.view(created.value.state, { kind: 'seat', seat: 'A' });
  if (!isFleetPickView(view)) throw new Error('no fleet phase');
  return view.fleetPick;
}

const KIT: readonly {
  id: string;
  scenario: string;
  rules: AnyRuleset;
  part: ScenarioEditorPart;
}[] = [
  { id: 'onepage', scenario: 'duel', rules: onepageRuleset, part: onepageScenarioEditor },
  { id: 'scl', scenario: 'bismarck_at_bay', rules: sclRuleset, part: sclScenarioEditor },
  { id: 'startrek', scenario: 'duel', rules: startrekRuleset, part: startrekScenarioEditor },
];

describe('fleet-pick model', () => {
  test.each(KIT)('$id: the suggested pick, one ship more, is accepted as sent', (kit) => {
    const setup = {
      scenario: kit.scenario,
      custom: { forces: {}, budget: { A: 1000, B: 1000 } },
      fleetChoice: 'each_side',
    };
    const phase = fleetPhase(kit.rules, setup);
    const fields = pickFields(kit.part, phase, 'A');
    const zone = zoneOf(phase, 'A');
    const draft = addShip(draftFrom(phase), kit.part.designs[0]!.id, zone, fields);
    expect(draft.rows.length).toBe((phase.suggested ?? []).length + 1);
    const points = pointsOf(draft, phase, 'A', fields);
    expect(points.used).toBeGreaterThan(0);
    expect(points.budget).toBe(1000);
    expect(pickUnits(kit.part, phase, 'A', draft.rows)).toHaveLength(draft.rows.length);
    // The rules' own check of the order, as the server runs it.
    const parsed = kit.rules.parseSetup(setup);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const created = kit.rules.create(parsed.value, verifiableDice(new Uint8Array(SEED_BYTES)));
    if (!created.ok) throw new Error(created.error.message);
    const checked = kit.rules.check(created.value.state, 'A', orderOf(draftFrom(phase)));
    expect(checked.ok).toBe(true);
  });

  test.each([
    { path: ['forces', 2, 'hex'], row: 2 },
    { path: ['forces'], row: null },
    { path: ['custom', 'forces', 'A', 1, 'cls'], row: 1 },
    { path: ['designs', 0], row: null },
    { path: [], row: null },
  ])('a refusal at $path names row $row', ({ path, row }) => {
    expect(refusedRow({ path })).toBe(row);
  });

  test('one-page Own designs: a saved design is fielded at its points and sent with the pick', () => {
    const setup = {
      scenario: 'duel',
      custom: { forces: {}, budget: { A: 40, B: 40 } },
      fleetChoice: 'each_side',
    };
    const phase = fleetPhase(onepageRuleset, setup);
    const lancer = { ...DESIGNS.frigate, id: 'own_lancer', name: 'Lancer', hull: 5 };
    const own = [
      {
        id: lancer.id,
        name: lancer.name,
        points: designPoints(lancer),
        custom: { designs: [lancer] },
      },
    ];
    const part = onepageScenarioEditor;
    const zone = zoneOf(phase, 'A');
    const draft = addShip(
      { rows: [], selected: null },
      'own_lancer',
      zone,
      pickFields(part, phase, 'A', own),
    );
    const points = pointsOf(draft, phase, 'A', pickFields(part, phase, 'A', own));
    expect(points.used).toBe(designPoints(lancer));
    const order = pickOrder(part, own, 'A', draft.rows);
    expect(order['designs']).toEqual([lancer]);
    // Without the design the rules do not know the ship: the pick must carry it.
    const parsed = onepageRuleset.parseSetup(setup);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const created = onepageRuleset.create(parsed.value, verifiableDice(new Uint8Array(SEED_BYTES)));
    if (!created.ok) throw new Error(created.error.message);
    expect(onepageRuleset.check(created.value.state, 'A', order).ok).toBe(true);
    const bare = { type: 'choose_fleet', forces: draft.rows };
    expect(onepageRuleset.check(created.value.state, 'A', bare)).toMatchObject({
      ok: false,
      error: { code: 'setup/unknown_design' },
    });
  });

  test('SCL own ships: a converted design is counted at its points and accepted in a pick', () => {
    const setup = {
      scenario: 'bismarck_at_bay',
      custom: { forces: {}, budget: { A: 1000, B: 1000 } },
      fleetChoice: 'each_side',
    };
    const phase = fleetPhase(sclRuleset, setup);
    const figures = { ...BISMARCK_EXAMPLE, id: 'own_1', name: 'My Bismarck' };
    const book = checkOwnClasses([figures]);
    if (!book.ok) throw new Error(book.error.message);
    const points = classPoints(book.value['own_1']!, book.value);
    const own = [{ id: 'own_1', name: 'My Bismarck', points, custom: { classes: [figures] } }];
    const part = sclScenarioEditor;
    const fields = pickFields(part, phase, 'A', own);
    const draft = addShip({ rows: [], selected: null }, 'own_1', zoneOf(phase, 'A'), fields);
    expect(pointsOf(draft, phase, 'A', fields).used).toBe(points);
    expect(points).toBeGreaterThan(0);
    const order = pickOrder(part, own, 'A', draft.rows);
    expect(order['classes']).toEqual([figures]);
    const parsed = sclRuleset.parseSetup(setup);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const created = sclRuleset.create(parsed.value, verifiableDice(new Uint8Array(SEED_BYTES)));
    if (!created.ok) throw new Error(created.error.message);
    expect(sclRuleset.check(created.value.state, 'A', order)).toMatchObject({ ok: true });
  });

  test('Star Trek own cards: a ship card is counted at its points and accepted in a pick', () => {
    const setup = {
      scenario: 'duel',
      custom: { forces: {}, budget: { A: 1000, B: 1000 } },
      fleetChoice: 'each_side',
    };
    const phase = fleetPhase(startrekRuleset, setup);
    const card = { ...STARTREK_CLASSES.frigate, id: 'own_raven', name: 'Raven' };
    const own = [
      { id: card.id, name: card.name, points: shipPoints(card), custom: { classes: [card] } },
    ];
    const part = startrekScenarioEditor;
    const fields = pickFields(part, phase, 'A', own);
    const zone = [...zoneOf(phase, 'A')];
    const draft = addShip(
      { rows: [], selected: null },
      'own_raven',
      new Set(zone.slice(Math.floor(zone.length / 2))),
      fields,
    );
    expect(pointsOf(draft, phase, 'A', fields).used).toBe(shipPoints(card));
    const order = pickOrder(part, [...own, ...own], 'A', [...draft.rows]);
    expect(order['classes']).toEqual([card]);
    const parsed = startrekRuleset.parseSetup(setup);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const created = startrekRuleset.create(
      parsed.value,
      verifiableDice(new Uint8Array(SEED_BYTES)),
    );
    if (!created.ok) throw new Error(created.error.message);
    expect(startrekRuleset.check(created.value.state, 'A', order)).toMatchObject({ ok: true });
  });
});
