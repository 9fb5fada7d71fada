/**
 * The fleet-pick draft (game/fleet-pick-draft.ts) on a real one-page game in its fleet phase
 * (docs/rules/onepage.md, "Each side picks its fleet"): the draft starts from the set-up's
 * ships, a click places the selected ship only inside the zone, points count against the
 * budget, and the order it builds is the one the rules accept.
 */
import { describe, expect, test } from 'vitest';
import { isFleetPickView, type ForceRow } from '@broadside/rules';
import { fleetPoints, onepageRuleset } from '@broadside/rules/onepage';
import {
  addShip,
  draftFrom,
  orderOf,
  placeSelected,
  pointsOf,
  removeShip,
  waitingText,
  zoneOf,
  type FleetPickFields,
} from '../src/game/fleet-pick-draft.js';

const FIELDS: FleetPickFields = {
  designKey: 'design',
  fleetPoints: (rows) => fleetPoints(rows as unknown as Parameters<typeof fleetPoints>[0]),
  newRow: (design, hex) => ({ design, hex, heading: 2 }),
};

function fleetPhase(budget: number) {
  const input = {
    scenario: 'duel',
    fleetChoice: 'each_side',
    custom: { budget: { A: budget, B: budget } },
  };
  const setup = onepageRuleset.parseSetup(input);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = onepageRuleset.create(setup.value, { roll: () => 1 });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  const view = onepageRuleset.view(state, { kind: 'seat', seat: 'A' });
  if (!isFleetPickView(view)) throw new Error('not in the fleet phase');
  return { state, phase: view.fleetPick };
}

describe('the fleet-pick draft', () => {
  test('starts from the set-up’s ships and builds an order the rules accept', () => {
    const { state, phase } = fleetPhase(500);
    const draft = draftFrom(phase);
    expect(draft.rows.length).toBeGreaterThan(0);
    expect(onepageRuleset.check(state, 'A', orderOf(draft)).ok).toBe(true);
  });

  test.each([
    { where: 'inside the zone', inside: true, note: '' },
    { where: 'outside the zone', inside: false, note: 'outside your deployment zone' },
  ])('a click $where', ({ inside, note }) => {
    const { phase } = fleetPhase(500);
    const zone = zoneOf(phase, 'A');
    const other = phase.zones['B']![0]!;
    const target = inside ? [...zone].at(-1)! : other;
    const placed = placeSelected(draftFrom(phase), target, zone);
    expect(placed.note).toContain(note);
    expect(placed.draft.rows[0]!['hex'] === target).toBe(inside);
  });

  test('points count against the budget (Points), and a pick over it is shown over', () => {
    const { state, phase } = fleetPhase(30);
    const zone = zoneOf(phase, 'A');
    let draft = { rows: [] as ForceRow[], selected: null };
    draft = addShip(draft, 'frigate', zone, FIELDS) as typeof draft;
    expect(pointsOf(draft, phase, 'A', FIELDS)).toEqual({ used: 20, budget: 30, over: false });
    expect(onepageRuleset.check(state, 'A', orderOf(draft)).ok).toBe(true);
    draft = addShip(draft, 'destroyer', zone, FIELDS) as typeof draft;
    expect(pointsOf(draft, phase, 'A', FIELDS)).toEqual({ used: 39, budget: 30, over: true });
    const refused = onepageRuleset.check(state, 'A', orderOf(draft));
    expect(refused.ok ? null : refused.error.code).toBe('setup/over_budget');
    expect(removeShip(draft, 1).rows).toHaveLength(1);
    expect(removeShip(draft, 1).selected).toBe(0);
  });

  test('while it waits it names the side still picking', () => {
    const { state, phase } = fleetPhase(500);
    expect(waitingText(phase, 'A')).toMatch(/^Waiting for .+ to pick a fleet\.$/);
    const order = onepageRuleset.legalOrders(state, 'B')[0];
    const after = onepageRuleset.apply(state, 'B', order!, { roll: () => 1 }).state;
    const view = onepageRuleset.view(after, { kind: 'seat', seat: 'A' });
    if (!isFleetPickView(view)) throw new Error('not in the fleet phase');
    expect(view.fleetPick.seats.find((s) => s.seat === 'B')?.status).toBe('picked');
  });
});
