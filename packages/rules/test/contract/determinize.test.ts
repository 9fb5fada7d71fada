/**
 * Contract suite, determinize (for bots): a state sampled from a seat's view looks exactly like
 * that view to the seat, offers the seat the same decisions and orders, depends only on the view
 * (as JSON, the way bots receive it) and the random source, and is a state the rules can play on.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import { REGISTERED, endsByAgreement, playRandom, setupCases } from './harness.js';

const withDeterminize = REGISTERED.filter(([, R]) => R.determinize !== undefined);

describe.each(withDeterminize)('%s: determinize agrees with the view it samples from', (_id, R) => {
  test.each(setupCases(R, 1, 53).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s %j',
    (_s, input, n) => {
      const game = playRandom(R, input, 190 + n, { timeout: 0.02, maxSteps: 300 });
      let sampled = 0;
      game.steps.forEach((step, i) => {
        if (i % 6 !== 0) return;
        for (const seat of R.seats(step.before)) {
          const viewer = { kind: 'seat', seat } as const;
          const view = R.view(step.before, viewer);
          const asJson = JSON.parse(JSON.stringify(view));
          const d = R.determinize!(asJson, seat, seededRandom(i + 1));
          const again = R.determinize!(JSON.parse(JSON.stringify(view)), seat, seededRandom(i + 1));
          sampled += 1;
          const where = `step ${i}, ${seat}`;
          expect(canonicalJson(again), `${where}: not a function of the view`).toBe(
            canonicalJson(d),
          );
          expect(canonicalJson(R.view(d, viewer)), `${where}: view`).toBe(canonicalJson(view));
          expect(canonicalJson(R.viewPending(d, viewer)), `${where}: pending`).toBe(
            canonicalJson(R.viewPending(step.before, viewer)),
          );
          expect(canonicalJson(R.legalOrders(d, seat)), `${where}: legal orders`).toBe(
            canonicalJson(R.legalOrders(step.before, seat)),
          );
          const playable = R.legalOrders(d, seat).find((o) => !endsByAgreement(o));
          if (playable !== undefined) expect(R.check(d, seat, playable).ok, where).toBe(true);
        }
      });
      expect(sampled).toBeGreaterThan(0);
    },
    60_000,
  );
});
