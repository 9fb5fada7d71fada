import { describe, expect, test } from 'vitest';
import { verifiableDice, SEED_BYTES } from '@broadside/rules';
import { onepageRuleset, type OnepageState, type Plan } from '@broadside/rules/onepage';
import {
  dropShip,
  draftPlan,
  pruneDraft,
  type Draft,
} from '../src/rulesets/onepage/battle/plan.js';
import { refusalText, refusedShip } from '../src/rulesets/onepage/battle/refusal.js';

/**
 * Issue 27, bug 2: the rules refuse a whole plot over one ship out of play ("Damage": a ship
 * whose hull is gone is destroyed; "Movement": only ships in play move). The plot screen prunes
 * such ships from its draft when a new view arrives, and tells a refusal by the ship it names.
 */

/** A fresh written Duel in which the ships named are destroyed. */
function duelWithout(...lost: string[]): OnepageState {
  const setup = onepageRuleset.parseSetup({ scenario: 'duel' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = onepageRuleset.create(setup.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  return {
    ...state,
    ships: state.ships.map((s) => (lost.includes(s.id) ? { ...s, status: 'destroyed' } : s)),
  };
}

const asView = (state: OnepageState) => onepageRuleset.view(state, { kind: 'seat', seat: 'A' });

/** Side A's draft: both ships move and launch (one launcher each), at both enemies. */
const DRAFT: Draft = {
  paths: { A1: [2], A2: [2, 2] },
  launches: { A1: ['B1'], A2: ['B2'] },
};

describe('pruning the draft when a new view arrives', () => {
  test.each([
    ['nothing lost: the same draft', [], DRAFT],
    [
      'own heavy cruiser A1 destroyed: its path and launch go',
      ['A1'],
      { paths: { A2: [2, 2] }, launches: { A2: ['B2'] } },
    ],
    [
      'enemy destroyer B2 destroyed: the launch at it is cleared',
      ['B2'],
      { paths: { A1: [2], A2: [2, 2] }, launches: { A1: ['B1'], A2: [''] } },
    ],
    [
      'both: only what the rules still take is left',
      ['A1', 'B2'],
      { paths: { A2: [2, 2] }, launches: { A2: [''] } },
    ],
  ])('%s', (_name, lost, expected) => {
    const state = duelWithout(...lost);
    const pruned = pruneDraft(asView(state), 'A', DRAFT);
    expect(pruned).toEqual(expected);
    if (lost.length === 0) expect(pruned).toBe(DRAFT);
    // The pruned draft is a plot the rules accept.
    expect(onepageRuleset.check(state, 'A', { type: 'plot', ...draftPlan(pruned) }).ok).toBe(true);
  });

  test('dropping one ship leaves the others untouched', () => {
    expect(dropShip(DRAFT, 'A2')).toEqual({ paths: { A1: [2] }, launches: { A1: ['B1'] } });
    expect(dropShip(DRAFT, 'B1')).toEqual(DRAFT);
  });
});

describe('a refused plot names its ship', () => {
  const plan: Plan = {
    moves: [
      { ship: 'A2', path: [2] },
      { ship: 'A1', path: [2] },
    ],
    launches: [{ ship: 'A2', target: 'B1' }],
  };

  test.each([
    [['moves', 1, 'ship'], 'A1'],
    [['moves', 0, 'path', 0], 'A2'],
    [['launches', 0, 'target'], 'A2'],
    [['moves', 7, 'ship'], null],
    [['type'], null],
    [[], null],
  ])('path %j → %s', (path, ship) => {
    expect(refusedShip(plan, path)).toBe(ship);
  });

  test('the rules point at the destroyed ship and the sentence names it', () => {
    const state = duelWithout('A1');
    const checked = onepageRuleset.check(state, 'A', { type: 'plot', ...plan });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error).toMatchObject({
      code: 'order/ship_not_in_play',
      path: ['moves', 1, 'ship'],
    });
    const ship = refusedShip(plan, checked.error.path);
    expect(ship).toBe('A1');
    const text = refusalText(asView(state), 'plot', checked.error, ship);
    expect(text).toContain('Heavy Cruiser A1');
    expect(text).toContain('A1 is destroyed.');
    expect(text).toContain('kept');
    expect(text).not.toMatch(/\b[a-z]+\/[a-z_]+\b/);
  });

  test('an error about the whole order names no ship and says what to do instead', () => {
    const text = refusalText(
      asView(duelWithout()),
      'move',
      { code: 'order/not_pending', message: 'Side A owes no decision now.', path: [] },
      null,
    );
    expect(text).toBe(
      'Your move was not taken: Side A owes no decision now. It is kept as you drew it. It is not yours to act now; wait until the banner says you owe orders.',
    );
  });
});
