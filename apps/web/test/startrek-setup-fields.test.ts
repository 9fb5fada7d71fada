import { describe, expect, test } from 'vitest';
import { SCENARIO_IDS, fleetPoints, startrekRuleset as R } from '@broadside/rules/startrek';
import { scenarioForces, startrekSetup } from '../src/rulesets/startrek/lobby/setup-fields.js';

/** The lobby's Star Trek custom forces (issue 30): what the create form sends. */
describe('Star Trek lobby fields', () => {
  const options = { boarding: 'off', scenery: 'off' };

  test.each(SCENARIO_IDS)('%s: custom off sends the scenario as written', (id) => {
    const setup = startrekSetup(id, options, { custom: false, forces: scenarioForces(id) });
    expect(setup).toEqual({ scenario: id, options });
  });

  test.each(SCENARIO_IDS)('%s: the scenario’s own ships as custom forces are accepted', (id) => {
    const forces = scenarioForces(id);
    const parsed = R.parseSetup(startrekSetup(id, options, { custom: true, forces }));
    expect(parsed.ok).toBe(true);
    expect(fleetPoints(forces.A)).toBeGreaterThan(0);
  });

  test('an edited side reaches the rules, and a refusal names the row at fault', () => {
    const forces = {
      A: [{ cls: 'frigate' as const, hex: '1009', heading: 1 }],
      B: [
        { cls: 'raider' as const, hex: '1209', heading: 4 },
        { cls: 'escort' as const, hex: '', heading: 0 },
      ],
    };
    expect(fleetPoints(forces.B)).toBe(19 + 16);
    const parsed = R.parseSetup(startrekSetup('duel', options, { custom: true, forces }));
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'setup/bad_hex', path: ['custom', 'forces', 'B', 1, 'hex'] },
    });
  });
});
