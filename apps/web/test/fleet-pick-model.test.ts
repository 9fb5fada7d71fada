import { describe, expect, test } from 'vitest';
import {
  SEED_BYTES,
  isFleetPickView,
  verifiableDice,
  type AnyRuleset,
  type FleetPickView,
} from '@broadside/rules';
import { onepageRuleset } from '@broadside/rules/onepage';
import { sclRuleset } from '@broadside/rules/scl';
import { startrekRuleset } from '@broadside/rules/startrek';
import { onepageScenarioEditor } from '../src/rulesets/onepage/scenario-editor.js';
import { sclScenarioEditor } from '../src/rulesets/scl/scenario-editor.js';
import { startrekScenarioEditor } from '../src/rulesets/startrek/scenario-editor.js';
import type { ScenarioEditorPart } from '../src/rulesets/contract/scenario-editor.js';
import { addShip, draftFrom, orderOf, pointsOf, zoneOf } from '../src/game/fleet-pick-draft.js';
import { pickFields, pickUnits, refusedRow } from '../src/game/fleet-pick-model.js';

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
});
