/**
 * Contract suite, random play: games of every scenario of every registered ruleset, with options
 * drawn at random and the odd timeout and concession, play to the end through the orders
 * `legalOrders` lists (a refused listed order fails the game: see `playRandom`). After every step
 * the dice count only grows, decisions are owed exactly while the game runs, and the ruleset's
 * own invariants (invariants.ts) hold. Refusals of junk and mutated orders on these games are
 * refusals.test.ts's work.
 */
import { describe, expect, test } from 'vitest';
import { REGISTERED, playRandom, setupCases } from './harness.js';
import { invariantOf } from './invariants.js';

/** Games per scenario beyond the one with default options. */
const EXTRA_GAMES = 7;

describe.each(REGISTERED)('%s: random play ends, and every step keeps the rules', (id, R) => {
  const invariant = invariantOf(id);
  test.each(setupCases(R, EXTRA_GAMES, 61).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s %j',
    (_s, input, n) => {
      const game = playRandom(R, input, 300 + n, { concede: 0.002, timeout: 0.03 });
      expect(R.result(game.final), 'a result at the end').not.toBeNull();
      game.steps.forEach((step, i) => {
        const where = `step ${i} (${step.entry.kind})`;
        expect(R.rollCount(step.after), where).toBeGreaterThanOrEqual(R.rollCount(step.before));
        const over = R.result(step.after) !== null;
        expect(R.pending(step.after).length === 0, `${where}: owed iff running`).toBe(over);
        invariant(step.before, step.after);
      });
    },
    120_000,
  );
});
