import { describe, expect, test } from 'vitest';
import { perft } from '../../../src/core/perft.js';
import { starfireRuleset } from '../../../src/starfire/ruleset.js';
import { battle, countingDice } from './helpers.js';

describe('perft: counted order sequences from a fixed position', () => {
  // Two CTs with one engine room (2 MP, turn mode 2), far apart; B has the lower initiative.
  // Depth 1: B declares nothing or a Hard Turn (Engine Modulation needs 3 MP) = 2.
  // Depth 2: A has the same two choices = 2 × 2 = 4.
  // Depth 3: B's first step: after a Hard Turn only `stay` (no turn yet: 1 of 2 MP toward the
  // turn mode), otherwise `forward` or `stay` = (1 + 2) × 2 = 6.
  test.each([
    [1, 2],
    [2, 4],
    [3, 6],
  ])('depth %i: %i sequences', (depth, leaves) => {
    const s = battle(
      { A1: { hex: '1010', facing: 'A' }, B1: { hex: '3020', facing: 'A' } },
      {
        designs: { A: { CT: 'S(I)LQ' }, B: { CT: 'S(I)LQ' } },
        initiative: ['A', 'B'],
      },
    );
    expect(perft(starfireRuleset, s, depth, countingDice)).toBe(leaves);
  });
});
