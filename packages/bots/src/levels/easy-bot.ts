import { decisionRandom } from '../core/random.js';
import { owedBy, sampleState } from '../core/simulate.js';
import type { Evaluator } from '../evaluation.js';
import { rankOrders } from '../search/greedy.js';
import type { Bot, BotDecisionInput, BotRuleset, BotSettings } from '../types.js';
import { randomBot } from './random-bot.js';

/** Samples of hidden information and dice per candidate order at the easy level. */
const EASY_SAMPLES = 2;

/**
 * Greedy, one decision ahead: every candidate order is applied to a couple of sampled states,
 * the other seats reply with quick orders until the seat must decide again, and the order whose
 * outcome the ruleset's evaluation likes best is played.
 */
export function easyBot(ruleset: BotRuleset, evaluator: Evaluator, settings: BotSettings): Bot {
  const fallback = randomBot(ruleset, settings);
  return {
    level: 'easy',
    decide(input: BotDecisionInput): unknown {
      if (!owedBy(input.pending, input.seat)) return null;
      const random = decisionRandom(settings.seed, input.seat, input.pending);
      const planned = plannedOrder(ruleset, evaluator, input, random);
      if (planned !== null) return planned;
      const ranked = rankOrders(ruleset, evaluator, input.view, input.seat, random, EASY_SAMPLES);
      return ranked[0]?.order ?? fallback.decide(input);
    },
  };
}

/** The evaluator's planned order for this decision, if it has one the rules accept. */
export function plannedOrder(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  input: BotDecisionInput,
  random: () => number,
): unknown {
  if (!evaluator.policy) return null;
  const state = sampleState(ruleset, input.view, input.seat, random);
  const order = evaluator.policy(state, input.seat, random);
  if (order === null || order === undefined) return null;
  const checked = ruleset.check(state, input.seat, order);
  return checked.ok ? checked.value : null;
}
