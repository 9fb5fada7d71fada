import { describe, expect, test } from 'vitest';
import { SCENARIO_IDS, fleetPoints, onepageRuleset as R } from '@broadside/rules/onepage';
import { onepageSetup, scenarioForces } from '../src/rulesets/onepage/lobby/setup-fields.js';

/** The lobby's one-page custom forces (issue 30; docs/rules/onepage.md, Custom battles). */
describe('one-page lobby fields', () => {
  const options = { movement: 'written' };

  test.each(SCENARIO_IDS)('%s: custom off sends the scenario as written', (id) => {
    const setup = onepageSetup(id, options, { custom: false, forces: scenarioForces(id) });
    expect(setup).toEqual({ scenario: id, options });
  });

  test.each(SCENARIO_IDS)('%s: the scenario’s own ships as custom forces are accepted', (id) => {
    const forces = scenarioForces(id);
    const setup = onepageSetup(id, options, { custom: true, forces });
    expect(setup).toEqual({ scenario: id, options, custom: { forces } });
    expect(R.parseSetup(setup).ok).toBe(true);
  });

  test('Points: the Duel’s sides cost 45 each', () => {
    const forces = scenarioForces('duel');
    expect([fleetPoints(forces.A), fleetPoints(forces.B)]).toEqual([45, 45]);
  });

  const edited = {
    A: [{ design: 'battleship' as const, hex: '0305', heading: 2 }],
    B: [
      { design: 'raider' as const, hex: '1204', heading: 5 },
      { design: 'raider' as const, hex: '1206', heading: 5 },
    ],
  };

  test.each([
    {
      what: 'budgets only for the sides given one',
      budget: { A: 40, B: undefined },
      sent: { forces: edited, budget: { A: 40 } },
      error: null,
    },
    {
      what: 'no budget part when every budget is empty',
      budget: { A: undefined, B: undefined },
      sent: { forces: edited },
      error: null,
    },
    {
      what: 'a side over its budget is refused at its forces',
      budget: { A: 40, B: 39 },
      sent: { forces: edited, budget: { A: 40, B: 39 } },
      error: { code: 'setup/over_budget', path: ['custom', 'forces', 'B'] },
    },
  ])('$what', ({ budget, sent, error }) => {
    const setup = onepageSetup('duel', options, { custom: true, forces: edited, budget });
    expect(setup).toEqual({ scenario: 'duel', options, custom: sent });
    const parsed = R.parseSetup(setup);
    if (error) expect(parsed).toMatchObject({ ok: false, error });
    else expect(parsed.ok).toBe(true);
  });

  test('a refusal names the row at fault', () => {
    const forces = {
      ...edited,
      B: [...edited.B, { design: 'frigate' as const, hex: '', heading: 0 }],
    };
    const parsed = R.parseSetup(onepageSetup('duel', options, { custom: true, forces }));
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'setup/bad_hex', path: ['custom', 'forces', 'B', 2, 'hex'] },
    });
  });
});

/** Own designs from the ship editor in the lobby's custom forces (docs/rules/onepage.md, Own designs). */
describe('one-page lobby fields: own designs', () => {
  const lancer = {
    id: 'own_lancer',
    name: 'Lancer',
    hull: 5,
    guns: 2,
    missiles: 0,
    launchers: 0,
    mp: 2,
    losses: [{ system: 'guns' as const, on: [2], amount: 1 }],
  };
  const own = [{ id: lancer.id, name: lancer.name, points: 15, body: lancer }];
  const options = { movement: 'written' };

  test('a row naming an own design puts the design into custom.designs; the rules accept it', () => {
    const forces = {
      A: [{ design: 'own_lancer', hex: '0505', heading: 2 }],
      B: [{ design: 'frigate', hex: '1505', heading: 5 }],
    };
    const setup = onepageSetup('duel', options, { custom: true, forces, own });
    expect(setup).toEqual({ scenario: 'duel', options, custom: { designs: [lancer], forces } });
    expect(R.parseSetup(setup).ok).toBe(true);
    expect(fleetPoints(forces.A, [lancer])).toBe(15);
  });

  test('own designs no row names stay out of the set-up', () => {
    const forces = scenarioForces('duel');
    const setup = onepageSetup('duel', options, { custom: true, forces, own });
    expect(setup).toEqual({ scenario: 'duel', options, custom: { forces } });
  });
});
