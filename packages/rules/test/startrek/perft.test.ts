import { describe, expect, test } from 'vitest';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { perft } from '../../src/core/perft.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';

/** Concessions and decloaks may be sent at any time; perft counts the decision owed. */
const outOfTurn = (order: unknown) =>
  ['concede', 'decloak'].includes((order as { type: string }).type);

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i * 3);

describe('perft: the orders legalOrders offers, counted', () => {
  test('duel from the start to depth 2, the ambush to depth 1', () => {
    const counts = (['duel', 'ambush'] as const).map((scenario) => {
      const setup = R.parseSetup({ scenario });
      if (!setup.ok) throw new Error(setup.error.message);
      const created = R.create(setup.value, verifiableDice(SEED));
      if (!created.ok) throw new Error(created.error.message);
      const dice = verifiableDice(SEED);
      const state = created.value.state;
      return scenario === 'duel'
        ? [perft(R, state, 1, dice, outOfTurn), perft(R, state, 2, dice, outOfTurn)]
        : [perft(R, state, 1, dice, outOfTurn)];
    });
    expect(counts).toEqual([[30, 813], [170]]);
  }, 30_000);
});
