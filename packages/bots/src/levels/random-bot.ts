import { decisionRandom, pick } from '../core/random.js';
import { candidateOrders, owedBy, sampleState } from '../core/simulate.js';
import type { Bot, BotDecisionInput, BotRuleset, BotSettings } from '../types.js';

/**
 * The baseline: a uniformly random order among the seat's listed legal orders (never a
 * concession), checked against the sampled state before it is returned.
 */
export function randomBot(ruleset: BotRuleset, settings: BotSettings): Bot {
  return {
    level: 'random',
    decide(input: BotDecisionInput): unknown {
      if (!owedBy(input.pending, input.seat)) return null;
      const random = decisionRandom(settings.seed, input.seat, input.pending);
      const state = sampleState(ruleset, input.view, input.seat, random);
      const orders = candidateOrders(ruleset, state, input.seat);
      while (orders.length > 0) {
        const index = Math.floor(random() * orders.length);
        const order = orders[index];
        if (ruleset.check(state, input.seat, order).ok) return order;
        orders.splice(index, 1);
      }
      return pick(ruleset.legalOrders(state, input.seat), random) ?? null;
    },
  };
}
