import type { Evaluator } from './evaluation.js';
import { onepageEvaluator } from './onepage/evaluate.js';
import { sclEvaluator } from './scl/evaluate.js';
import { starfireEvaluator } from './starfire/evaluate.js';
import { startrekEvaluator } from './startrek/evaluate.js';
import type { BotLevel } from './types.js';

/** The evaluation of each ruleset the bots know, by ruleset id. */
const EVALUATORS: Readonly<Record<string, Evaluator>> = {
  starfire: starfireEvaluator,
  onepage: onepageEvaluator,
  scl: sclEvaluator,
  startrek: startrekEvaluator,
};

/** The evaluator of a ruleset, or `undefined` when the bots have none for it. */
export function evaluatorFor(rulesetId: string): Evaluator | undefined {
  return EVALUATORS[rulesetId];
}

/**
 * The levels a ruleset supports: every ruleset plays random legal orders through the contract;
 * easy and hard need a ruleset-aware evaluation.
 */
export function botLevels(rulesetId: string): readonly BotLevel[] {
  return EVALUATORS[rulesetId] ? ['random', 'easy', 'hard'] : ['random'];
}
