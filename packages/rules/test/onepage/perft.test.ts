import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { perft } from '../../src/core/perft.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import { game } from './helpers.js';

describe('perft: a regression counter for legalOrders', () => {
  test('depth 1 counts the listed orders of the first seat owed, concession left out', () => {
    const { state } = game('duel');
    expect(perft(R, state, 1, scriptedDice([]))).toBe(R.legalOrders(state, 'A').length - 1);
  });

  test.each([
    ['duel', 'written', 2, 2209],
    ['raider_hunt', 'initiative', 2, 4408],
  ] as const)('%s, %s movement, depth %i', (scenario, movement, depth, leaves) => {
    const dice = verifiableDice(Uint8Array.from({ length: 32 }, (_, i) => i));
    const { state } = game(scenario, movement, { roll: (k, sides) => dice.roll(k, sides) });
    expect(perft(R, state, depth, dice)).toBe(leaves);
  });
});
