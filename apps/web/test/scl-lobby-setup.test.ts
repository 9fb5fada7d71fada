/**
 * Star Cruiser Lite's lobby fields (issue 30): what the "Custom forces" box sends is a set-up the
 * rules accept, own converted designs included (docs/rules/star-cruiser-lite.md, "Your own ships").
 */
import { describe, expect, test } from 'vitest';
import { BISMARCK_EXAMPLE, sclRuleset } from '@broadside/rules/scl';
import { ownDesigns } from '../src/rulesets/scl/lobby/own-designs.js';
import { sclSetup, scenarioForces } from '../src/rulesets/scl/lobby/setup-fields.js';

const own = ownDesigns([
  { name: 'My Bismarck', body: BISMARCK_EXAMPLE },
  { name: 'Broken', body: { ...BISMARCK_EXAMPLE, activeSensor: null, passiveSensor: null } },
]);

describe('the SCL lobby sends custom set-ups the rules accept', () => {
  test('a saved design takes a game id of its own; a design the conversion refuses is left out', () => {
    expect(own.map((d) => [d.id, d.name])).toEqual([['own_1', 'My Bismarck']]);
  });

  test('a fleet with a converted Bismarck, crew qualities, map, turns and victory', () => {
    const setup = sclSetup(
      'bismarck_at_bay',
      { movement: 'standard' },
      {
        custom: true,
        saved: own,
        forces: {
          A: [{ cls: 'own_1', hex: '0510', heading: 1, cq: 2 }],
          B: [{ cls: 'kafer_cruiser', hex: '2010', heading: 4, cq: -1 }],
        },
        budget: { A: 100 },
        columns: 26,
        turnLimit: 6,
        victory: 'battle',
      },
    );
    expect(setup).toMatchObject({
      custom: {
        classes: [{ id: 'own_1', name: 'My Bismarck' }],
        forces: { A: [{ cls: 'own_1', hex: '0510', facing: 1, cq: 2 }] },
        budget: { A: 100 },
        map: { columns: 26, rows: 20 },
        turnLimit: 6,
        victory: 'battle',
      },
    });
    const parsed = sclRuleset.parseSetup(setup);
    expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
  });

  test.each([
    ['custom off: the scenario as written', false, {}],
    ['the scenario’s ships, no own design fielded: no classes sent', true, {}],
  ])('%s', (_what, custom) => {
    const setup = sclSetup(
      'breakout',
      {},
      { custom, saved: own, forces: scenarioForces('breakout') },
    );
    expect((setup.custom as { classes?: unknown } | undefined)?.classes).toBeUndefined();
    expect(sclRuleset.parseSetup(setup).ok).toBe(true);
  });
});
