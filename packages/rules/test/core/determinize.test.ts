import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import type { AnyRuleset } from '../../src/core/ruleset.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { randomOrder as onepageRandom } from '../../src/onepage/random-play.js';
import { onepageRuleset } from '../../src/onepage/ruleset.js';
import { randomOrder as sclRandom } from '../../src/scl/random-play.js';
import { sclRuleset } from '../../src/scl/ruleset.js';
import { randomOrder as starfireRandom } from '../../src/starfire/random-play.js';
import { starfireRuleset } from '../../src/starfire/ruleset.js';
import { randomOrder as startrekRandom } from '../../src/startrek/random-play.js';
import { startrekRuleset } from '../../src/startrek/ruleset.js';

type RandomOrder = (state: never, random: () => number) => { seat: string; order: unknown } | null;

/**
 * `determinize` samples a full state from a seat's view. Whatever it samples, the seat must see
 * exactly its view again, and its own legal orders must not change: the hidden parts are the
 * only parts sampled. Checked at every step of seeded random games of each ruleset, including
 * the one-page rules' secret written plots, Star Trek's cloaks and Star Cruiser Lite's
 * undetected units.
 */
const CASES: { ruleset: AnyRuleset; setup: unknown; random: RandomOrder; steps: number }[] = [
  {
    ruleset: starfireRuleset,
    setup: { scenario: 'warp_assault' },
    random: starfireRandom as RandomOrder,
    steps: 400,
  },
  {
    ruleset: starfireRuleset,
    setup: { scenario: 'convoy_raid' },
    random: starfireRandom as RandomOrder,
    steps: 200,
  },
  {
    ruleset: onepageRuleset,
    setup: { scenario: 'convoy', options: { movement: 'written' } },
    random: onepageRandom as RandomOrder,
    steps: 200,
  },
  {
    ruleset: onepageRuleset,
    setup: { scenario: 'duel', options: { movement: 'initiative' } },
    random: onepageRandom as RandomOrder,
    steps: 200,
  },
  {
    ruleset: startrekRuleset,
    setup: { scenario: 'ambush' },
    random: startrekRandom as RandomOrder,
    steps: 300,
  },
  {
    ruleset: sclRuleset,
    setup: { scenario: 'breakout' },
    random: sclRandom as RandomOrder,
    steps: 200,
  },
  {
    ruleset: sclRuleset,
    setup: { scenario: 'carrier_strike' },
    random: sclRandom as RandomOrder,
    steps: 200,
  },
];

function legalKeys(ruleset: AnyRuleset, state: unknown, seat: string): string[] {
  return ruleset.legalOrders(state, seat).map((o) => canonicalJson(o));
}

describe('determinize: a sampled state looks like the view to its seat', () => {
  test.each(CASES.map((c) => [c.ruleset.id, canonicalJson(c.setup), c] as const))(
    '%s %s',
    (_id, _setup, { ruleset, setup, random, steps }) => {
      for (let game = 1; game <= 3; game += 1) {
        const parsed = ruleset.parseSetup(setup);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const dice = verifiableDice(Uint8Array.from({ length: 32 }, (_, i) => game * 13 + i));
        const created = ruleset.create(parsed.value, dice);
        if (!created.ok) throw new Error(created.error.message);
        let state = created.value.state;
        const rng = seededRandom(game);
        for (let step = 0; step < steps && ruleset.result(state) === null; step += 1) {
          for (const seat of ruleset.seats(state)) {
            const viewer = { kind: 'seat', seat } as const;
            const view = ruleset.view(state, viewer);
            const sampled = ruleset.determinize!(view, seat, rng);
            expect(canonicalJson(ruleset.view(sampled, viewer))).toBe(canonicalJson(view));
            if (ruleset.pending(state).some((p) => p.seat === seat))
              expect(legalKeys(ruleset, sampled, seat)).toEqual(legalKeys(ruleset, state, seat));
          }
          const next = random(state as never, rng);
          if (!next) break;
          const checked = ruleset.check(state, next.seat, next.order);
          if (!checked.ok) break;
          state = ruleset.apply(state, next.seat, checked.value, dice).state;
        }
      }
    },
  );
});
