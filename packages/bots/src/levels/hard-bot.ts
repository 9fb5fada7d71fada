import { decisionRandom } from '../core/random.js';
import { owedBy } from '../core/simulate.js';
import type { Evaluator } from '../evaluation.js';
import { rankOrders } from '../search/greedy.js';
import { searchOrder } from '../search/monte-carlo.js';
import {
  DEFAULT_BUDGET_MS,
  type Bot,
  type BotDecisionInput,
  type BotRuleset,
  type BotSettings,
} from '../types.js';
import { randomBot } from './random-bot.js';

/**
 * Search within a time budget: the greedy ranking (one sample) narrows the candidates, then a
 * determinized Monte Carlo search plays them out on fresh samples of hidden information and
 * dice until the budget (read from the injected clock) or the iteration cap runs out.
 */
export function hardBot(ruleset: BotRuleset, evaluator: Evaluator, settings: BotSettings): Bot {
  if (!settings.clock && settings.maxIterations === undefined)
    throw new Error('the hard level needs a clock or maxIterations');
  const fallback = randomBot(ruleset, settings);
  const budgetMs = settings.budgetMs ?? DEFAULT_BUDGET_MS;
  return {
    level: 'hard',
    decide(input: BotDecisionInput): unknown {
      if (!owedBy(input.pending, input.seat)) return null;
      const start = settings.clock?.() ?? 0;
      const random = decisionRandom(settings.seed, input.seat, input.view);
      const ranked = rankOrders(ruleset, evaluator, input.view, input.seat, random, 1);
      const spent = (settings.clock?.() ?? 0) - start;
      const searched = searchOrder(ruleset, evaluator, input.view, input.seat, ranked, random, {
        ...(settings.clock ? { clock: settings.clock } : {}),
        budgetMs: Math.max(0, budgetMs * 0.9 - spent),
        ...(settings.maxIterations !== undefined ? { maxIterations: settings.maxIterations } : {}),
      });
      return searched.order ?? fallback.decide(input);
    },
  };
}
