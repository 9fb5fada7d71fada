/**
 * Contract suite, view secrecy as noninterference: when a seat makes one of two different
 * decisions and another viewer is shown the same events either way, that viewer's view, pending
 * decisions and legal orders must be byte-identical too. Otherwise something of the hidden
 * decision leaks through them (a plot, a cloaked move, an undetected ship).
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import type { AnyRuleset, Viewer } from '../../src/core/ruleset.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { REGISTERED, endsByAgreement, playRandom, setupCases } from './harness.js';

function viewersOf(R: AnyRuleset, state: unknown): Viewer[] {
  return [
    ...R.seats(state).map((seat) => ({ kind: 'seat', seat }) as const),
    { kind: 'spectator' },
  ];
}

function seen(R: AnyRuleset, events: readonly unknown[], viewer: Viewer): string {
  return canonicalJson(events.map((e) => R.viewEvent(e, viewer)).filter((e) => e !== null));
}

function observed(R: AnyRuleset, state: unknown, viewer: Viewer) {
  return {
    view: canonicalJson(R.view(state, viewer)),
    pending: canonicalJson(R.viewPending(state, viewer)),
    legal: viewer.kind === 'seat' ? canonicalJson(R.legalOrders(state, viewer.seat)) : '',
  };
}

describe.each(REGISTERED)('%s: a hidden decision leaks through nothing', (_id, R) => {
  test('two decisions that look the same to a viewer leave it the same view', () => {
    let hidden = 0;
    setupCases(R, 1, 31).forEach((c, n) => {
      const game = playRandom(R, c.input, 120 + n, { timeout: 0.02, maxSteps: 300 });
      game.steps.forEach((step, i) => {
        if (i % 3 !== 0 || step.entry.kind !== 'order') return;
        const seat = step.entry.seat;
        const choices = R.legalOrders(step.before, seat).filter((o) => !endsByAgreement(o));
        const other = choices.find((o) => canonicalJson(o) !== canonicalJson(step.entry.order));
        if (other === undefined) return;
        const a = R.apply(step.before, seat, step.entry.order, verifiableDice(game.seed));
        const b = R.apply(step.before, seat, other, verifiableDice(game.seed));
        for (const viewer of viewersOf(R, step.before)) {
          if (viewer.kind === 'seat' && viewer.seat === seat) continue;
          if (seen(R, a.events, viewer) !== seen(R, b.events, viewer)) continue;
          hidden += 1;
          expect(
            observed(R, b.state, viewer),
            `${c.scenario} step ${i}: ${JSON.stringify(viewer)} told ${JSON.stringify(step.entry.order)} from ${JSON.stringify(other)}`,
          ).toEqual(observed(R, a.state, viewer));
        }
      });
    });
    // A ruleset that offers `determinize` says its views hide something: then random play must
    // have reached hidden decisions, or this test checked nothing.
    if (R.determinize) expect(hidden, 'hidden decisions compared').toBeGreaterThan(0);
  }, 120_000);
});
