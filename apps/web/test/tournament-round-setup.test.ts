import { describe, expect, test } from 'vitest';
import { encodeShareCode, type LibraryEntry } from '@broadside/protocol';
import { starfireRuleset } from '@broadside/rules/starfire';
import {
  baseSetup,
  describeGame,
  newRoundRow,
  refusedRow,
  roundSetup,
} from '../src/tournaments/round-setup.js';

/**
 * The tournament form's round rows (issue 30, "Tournaments accept any custom set-up or points
 * budget for a round, or for all rounds"): where a set-up comes from, how the budget and the fleet
 * choice are written into it, and which row a server refusal names.
 */
const description = starfireRuleset.describe();
const CUSTOM = {
  scenario: 'task_groups',
  custom: { forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'DD', count: 1 }] } },
};
const code = (kind: 'scenario' | 'design', ruleset: string) =>
  encodeShareCode({ kind, ruleset, name: 'Two on one', body: CUSTOM });
const saved: LibraryEntry[] = [
  {
    id: 'e1',
    kind: 'scenario',
    ruleset: 'starfire',
    name: 'Saved duel',
    body: { scenario: 'patrol' },
    updatedAt: 1,
  } as unknown as LibraryEntry,
];

describe('baseSetup', () => {
  const row = newRoundRow('starfire', 'patrol');
  const rows: [string, Parameters<typeof baseSetup>[0], unknown][] = [
    ['a scenario', row, { ok: true, value: { name: 'Patrol', setup: { scenario: 'patrol' } } }],
    [
      'a scenario share code',
      { ...row, source: 'code', code: `  ${code('scenario', 'starfire')}\n` },
      { ok: true, value: { name: 'Two on one', custom: true, setup: CUSTOM } },
    ],
    [
      'a design code',
      { ...row, source: 'code', code: code('design', 'starfire') },
      { ok: false, error: { code: 'share/not_a_scenario' } },
    ],
    [
      "another ruleset's scenario",
      { ...row, source: 'code', code: code('scenario', 'onepage') },
      { ok: false, error: { code: 'share/other_ruleset' } },
    ],
    [
      'a damaged code',
      { ...row, source: 'code', code: 'BSD1.zzzz' },
      { ok: false, error: { code: 'share/bad_code' } },
    ],
    [
      'a saved scenario',
      { ...row, source: 'saved', saved: 'e1' },
      { ok: true, value: { name: 'Saved duel', setup: { scenario: 'patrol' } } },
    ],
    [
      'no saved scenario picked',
      { ...row, source: 'saved' },
      { ok: false, error: { code: 'library/not_found' } },
    ],
  ];
  test.each(rows)('%s', (_name, input, expected) => {
    expect(baseSetup(input, description, saved)).toMatchObject(expected as object);
  });
});

describe('roundSetup', () => {
  const base = { name: 'Two on one', custom: true, setup: CUSTOM };
  test('nothing is added without a budget or fleet choice', () => {
    expect(roundSetup(newRoundRow('starfire', 'patrol'), base)).toEqual(CUSTOM);
  });
  test('a budget joins the custom part and each side picks; the rules accept it', () => {
    const setup = roundSetup(
      { ...newRoundRow('starfire', 'patrol'), budget: { A: 80, B: 70 }, eachSide: true },
      base,
    );
    expect(setup).toEqual({
      ...CUSTOM,
      custom: { ...CUSTOM.custom, budget: { A: 80, B: 70 } },
      fleetChoice: 'each_side',
    });
    expect(starfireRuleset.parseSetup(setup).ok).toBe(true);
  });
  test('a budget under the fleet is refused by the rules with the side in the path', () => {
    const setup = roundSetup({ ...newRoundRow('starfire', 'patrol'), budget: { A: 75 } }, base);
    const checked = starfireRuleset.parseSetup(setup);
    expect(checked.ok ? null : checked.error).toMatchObject({
      code: 'setup/over_budget',
      path: ['custom', 'forces', 'A'],
    });
  });
});

describe('refusedRow and describeGame', () => {
  const rows: [readonly (string | number)[], boolean, number | null][] = [
    [['games', '1', 'setup', 'custom'], true, 1],
    [['games', 'setup', 'custom'], false, 0],
    [['rounds'], true, null],
  ];
  test.each(rows)('%j (per round %s) names row %s', (path, perRound, row) => {
    expect(refusedRow(path, perRound)).toBe(row);
  });

  test('a round shows its scenario, "custom", its budget and the fleet choice', () => {
    expect(describeGame({ ruleset: 'starfire', setup: { scenario: 'patrol' } }, description)).toBe(
      'Starfire Quick Start Rules: Patrol',
    );
    expect(
      describeGame(
        {
          ruleset: 'starfire',
          setup: {
            ...CUSTOM,
            custom: { ...CUSTOM.custom, budget: { A: 80 } },
            fleetChoice: 'each_side',
          },
        },
        description,
      ),
    ).toBe(
      'Starfire Quick Start Rules: Task groups · custom · budget A 80 points · each side picks its fleet',
    );
  });
});
