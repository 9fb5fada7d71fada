import { decisionRandom } from '../core/random.js';
import { owedBy, sampleState } from '../core/simulate.js';
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
import { plannedOrder } from './easy-bot.js';
import { randomBot } from './random-bot.js';

/** Share of the budget the search may use (the rest covers the greedy ranking's overrun). */
const SEARCH_SHARE = 0.6;
/** Samples per candidate in the greedy ranking (as the easy level), the search's starting point. */
const RANK_SAMPLES = 2;

/** The evaluator's deep plan for this decision, if it has one the rules accept. */
function deepOrder(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  input: BotDecisionInput,
  random: () => number,
  deadline: () => boolean,
): unknown {
  if (!evaluator.deepPolicy) return plannedOrder(ruleset, evaluator, input, random);
  const state = sampleState(ruleset, input.view, input.seat, random);
  const order = evaluator.deepPolicy(state, input.seat, deadline);
  if (order === null || order === undefined) return null;
  const checked = ruleset.check(state, input.seat, order);
  return checked.ok ? checked.value : null;
}

/**
 * Search within a time budget. Decisions the ruleset plans (Starfire movement, for one) get its
 * deep plan; the others are ranked greedily, then a determinized Monte Carlo search samples
 * hidden information and dice for the best few until the budget (read from the injected clock)
 * or the iteration cap runs out.
 */
export function hardBot(ruleset: BotRuleset, evaluator: Evaluator, settings: BotSettings): Bot {
  if (!settings.clock && settings.maxIterations === undefined)
    throw new Error('the hard level needs a clock or maxIterations');
  const fallback = randomBot(ruleset, settings);
  const budgetMs = settings.budgetMs ?? DEFAULT_BUDGET_MS;
  const clock = settings.clock;
  return {
    level: 'hard',
    decide(input: BotDecisionInput): unknown {
      if (!owedBy(input.pending, input.seat)) return null;
      const start = clock?.() ?? 0;
      const deadline = () => clock !== undefined && clock() - start >= budgetMs * SEARCH_SHARE;
      const random = decisionRandom(settings.seed, input.seat, input.pending);
      const planned = deepOrder(ruleset, evaluator, input, random, deadline);
      if (planned !== null) return planned;
      const ranked = rankOrders(
        ruleset,
        evaluator,
        input.view,
        input.seat,
        random,
        RANK_SAMPLES,
        deadline,
      );
      const searched = searchOrder(ruleset, evaluator, input.view, input.seat, ranked, random, {
        deadline,
        priorSamples: RANK_SAMPLES,
        ...(settings.maxIterations !== undefined ? { maxIterations: settings.maxIterations } : {}),
      });
      return searched.order ?? fallback.decide(input);
    },
  };
}
