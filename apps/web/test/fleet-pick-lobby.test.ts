import { describe, expect, test } from 'vitest';
import { onepageRuleset } from '@broadside/rules/onepage';
import { sclRuleset } from '@broadside/rules/scl';
import { sclSetup, scenarioForces as sclForces } from '../src/rulesets/scl/lobby/setup-fields.js';
import { SEED_BYTES, isFleetPickView, verifiableDice } from '@broadside/rules';
import { onepageSetup, scenarioForces } from '../src/rulesets/onepage/lobby/setup-fields.js';

/**
 * The lobby's "Each side picks its fleet" choice (issue 30; docs/rules/onepage.md and
 * star-trek.md, "Each side picks its fleet"): it sends `fleetChoice: 'each_side'` beside the
 * custom forces and budgets, and the rules open the fleet phase for it.
 */
describe('lobby: each side picks its fleet', () => {
  const options = { movement: 'written' };
  const forces = scenarioForces('duel');

  test.each([
    { what: 'on with custom forces', custom: true, fleetChoice: true, sent: true },
    { what: 'off', custom: true, fleetChoice: false, sent: false },
    { what: 'ignored while custom forces are off', custom: false, fleetChoice: true, sent: false },
  ])('$what', ({ custom, fleetChoice, sent }) => {
    const setup = onepageSetup('duel', options, {
      custom,
      fleetChoice,
      forces,
      budget: { A: 60, B: 60 },
    });
    expect(setup['fleetChoice']).toBe(sent ? 'each_side' : undefined);
    expect(onepageRuleset.parseSetup(setup).ok).toBe(true);
  });

  test('the set-up it sends starts in the fleet phase, with each side’s budget', () => {
    const setup = onepageSetup('duel', options, {
      custom: true,
      fleetChoice: true,
      forces,
      budget: { A: 60, B: 60 },
    });
    const parsed = onepageRuleset.parseSetup(setup);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const created = onepageRuleset.create(parsed.value, verifiableDice(new Uint8Array(SEED_BYTES)));
    if (!created.ok) throw new Error(created.error.message);
    const view = onepageRuleset.view(created.value.state, { kind: 'seat', seat: 'A' });
    expect(isFleetPickView(view)).toBe(true);
    if (isFleetPickView(view)) expect(view.fleetPick.budget).toEqual({ A: 60, B: 60 });
  });

  test('Star Cruiser Lite sends the same choice from its own set-up', () => {
    const setup = sclSetup(
      'bismarck_at_bay',
      {},
      {
        custom: true,
        fleetChoice: true,
        forces: sclForces('bismarck_at_bay'),
        budget: { A: 500, B: 500 },
      },
    );
    expect(setup['fleetChoice']).toBe('each_side');
    const parsed = sclRuleset.parseSetup(setup);
    expect(parsed.ok).toBe(true);
  });
});
