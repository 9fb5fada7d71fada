import { describe, expect, test } from 'vitest';
import { resolveSetup } from '@broadside/rules/starfire';
import {
  buildCreateBody,
  defaultForm,
  sidePoints,
} from '../src/rulesets/starfire/lobby/create-form.js';
import { starfireScenarioEditor as editor } from '../src/rulesets/starfire/scenario-editor.js';

/**
 * The Starfire lobby's points and budget (Starfire rulings, "Points"): each side's total is the
 * rules package's own fleet points, and a budget goes to the rules as `custom.budget`.
 */
describe('Starfire lobby points and budget', () => {
  const taskGroups = {
    ...defaultForm('task_groups'),
    customForces: true,
    forces: { A: { CT: 2, DD: 1 }, B: { CT: 1 } },
  };

  const rows: [string, Parameters<typeof sidePoints>[0], string, number][] = [
    ['patrol: one default corvette', defaultForm('patrol'), 'A', 38],
    ['two default corvettes and a default destroyer', taskGroups, 'A', 2 * 38 + 68],
    [
      'a picked design replaces the default for every ship of its hull',
      { ...taskGroups, designs: { A: { CT: 'S(I)LQ' } } },
      'A',
      2 * 16 + 68,
    ],
    [
      'each side choosing: the defaults it keeps count',
      { ...taskGroups, fleetChoice: 'each_side', designs: { A: { CT: 'S(I)LQ' } } },
      'A',
      2 * 38 + 68,
    ],
    [
      'an invalid design counts as the default',
      { ...taskGroups, designs: { A: { CT: 'nonsense' } } },
      'A',
      2 * 38 + 68,
    ],
  ];
  test.each(rows)('%s', (_name, form, side, points) => {
    expect(sidePoints(form, side as 'A')).toBe(points);
  });

  test('a budget is sent as custom.budget and the rules accept it; none sends nothing', () => {
    const plain = buildCreateBody({ ...taskGroups, fleetChoice: 'each_side' });
    expect((plain.setup as { custom: object }).custom).not.toHaveProperty('budget');
    const body = buildCreateBody({ ...taskGroups, fleetChoice: 'each_side', budget: { A: 144 } });
    expect(body.setup).toMatchObject({ custom: { budget: { A: 144 } } });
    expect(resolveSetup(body.setup).ok).toBe(true);
  });

  test('a budget below the fleet is refused by the rules with the path of the side', () => {
    const body = buildCreateBody({ ...taskGroups, budget: { A: 100 } });
    const resolved = resolveSetup(body.setup);
    expect(resolved.ok ? null : resolved.error).toMatchObject({
      code: 'setup/over_budget',
      path: ['custom', 'forces', 'A'],
    });
  });
});

describe('Starfire points in the scenario editor (and the tournament form, which reads it)', () => {
  test('each side is priced by the rules; designs in the set-up count; a budget round-trips', () => {
    const setup = editor.start('task_groups');
    expect(editor.fleetPoints(setup, 'A')).toBe(68 + 2 * 38);
    const smaller = { ...(setup as object), sides: { A: { designs: { CT: 'S(I)LQ' } } } };
    expect(editor.fleetPoints(smaller, 'A')).toBe(68 + 2 * 16);
    const budgeted = editor.withBudget!(setup, 'A', 150);
    expect(editor.budget!(budgeted, 'A')).toBe(150);
    expect(resolveSetup(budgeted).ok).toBe(true);
    expect(editor.budget!(editor.withBudget!(budgeted, 'A', undefined), 'A')).toBeUndefined();
    expect(editor.designs.find((d) => d.id === 'CA')?.points).toBe(132);
  });
});
