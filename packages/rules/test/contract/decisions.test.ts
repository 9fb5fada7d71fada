/**
 * Contract suite, decisions: every order `legalOrders` lists passes `check`; `perft` at depth 1
 * counts them; a seat that owes a decision may act; a timeout is deterministic, never changes its
 * input, always moves the game on and leaves a legal continuation (every seat then owing a
 * decision has listed orders that pass check); a game where nobody ever answers still ends.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { perft } from '../../src/core/perft.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import type { AnyRuleset } from '../../src/core/ruleset.js';
import { REGISTERED, endsByAgreement, playRandom, setupCases, start } from './harness.js';

/**
 * A legal continuation: the game is over with nothing owed, or someone owes a decision, and every
 * seat that owes one may act and has orders to choose from, all of which `check` accepts.
 */
function expectPlayable(R: AnyRuleset, state: unknown, where: string): void {
  const owed = R.pending(state);
  expect(owed.length === 0, `${where}: owed iff running`).toBe(R.result(state) !== null);
  for (const { seat } of owed) {
    expect(R.mayAct(state, seat), `${where}: ${seat} may act`).toBe(true);
    const listed = R.legalOrders(state, seat).filter((o) => !endsByAgreement(o));
    expect(listed.length, `${where}: ${seat} has orders to choose from`).toBeGreaterThan(0);
    for (const order of listed.slice(0, 10)) {
      const checked = R.check(state, seat, JSON.parse(JSON.stringify(order)));
      if (!checked.ok) throw new Error(`${where}: listed order refused (${checked.error.code})`);
    }
  }
}

describe.each(REGISTERED)('%s: listed orders, timeouts and the end', (_id, R) => {
  test.each(setupCases(R, 1, 41).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s %j: every listed order passes check',
    (_s, input, n) => {
      const game = playRandom(R, input, 150 + n, { timeout: 0.02, maxSteps: 400 });
      let listed = 0;
      game.steps.forEach((step, i) => {
        if (i % 4 !== 0) return;
        for (const seat of R.seats(step.before)) {
          const orders = R.legalOrders(step.before, seat);
          if (orders.length > 0)
            expect(R.mayAct(step.before, seat), `${seat} at step ${i}`).toBe(true);
          for (const order of orders.slice(0, 40)) {
            listed += 1;
            const checked = R.check(step.before, seat, JSON.parse(JSON.stringify(order)));
            if (!checked.ok)
              throw new Error(
                `step ${i}: listed order refused (${checked.error.code}): ${JSON.stringify(order)}`,
              );
          }
        }
        for (const owed of R.pending(step.before))
          expect(R.mayAct(step.before, owed.seat)).toBe(true);
      });
      expect(listed).toBeGreaterThan(0);
    },
    60_000,
  );

  test('perft at depth 1 counts the listed orders of the first seat owed, concession left out', () => {
    const dice = verifiableDice(new Uint8Array(32));
    const { state } = start(R, setupCases(R)[0]!.input, dice);
    const seat = R.pending(state)[0]!.seat;
    const listed = R.legalOrders(state, seat).filter(
      (o) => (o as { type: string }).type !== 'concede',
    );
    expect(perft(R, state, 1, dice)).toBe(listed.length);
    expect(perft(R, state, 0, dice)).toBe(1);
  });

  test.each(setupCases(R).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s: timeouts are deterministic, leave their input alone and move the game on',
    (_s, input, n) => {
      const game = playRandom(R, input, 170 + n, { timeout: 0.05, maxSteps: 300 });
      game.steps.forEach((step, i) => {
        if (i % 5 !== 0) return;
        for (const owed of R.pending(step.before)) {
          const before = canonicalJson(step.before);
          const first = R.timeout(step.before, owed.seat, verifiableDice(game.seed));
          const again = R.timeout(step.before, owed.seat, verifiableDice(game.seed));
          expect(canonicalJson(step.before), `step ${i}: timeout changed its input`).toBe(before);
          expect(canonicalJson(again.state)).toBe(canonicalJson(first.state));
          expect(R.hash(first.state), `step ${i}: ${owed.seat}'s timeout changed nothing`).not.toBe(
            R.hash(step.before),
          );
          expectPlayable(R, first.state, `step ${i}, after ${owed.seat}'s timeout`);
        }
      });
    },
    60_000,
  );

  test.each(setupCases(R).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s: a game where nobody answers ends',
    (_s, input, n) => {
      const dice = verifiableDice(new Uint8Array(32).fill(n + 1));
      let state = start(R, input, dice).state;
      for (let step = 0; step < 2_000 && R.result(state) === null; step += 1)
        state = R.timeout(state, R.pending(state)[0]!.seat, dice).state;
      expect(R.result(state), 'result after only timeouts').not.toBeNull();
    },
  );
});
