import { easyBot } from './levels/easy-bot.js';
import { hardBot } from './levels/hard-bot.js';
import { randomBot } from './levels/random-bot.js';
import { evaluatorFor } from './registry.js';
import type { Bot, BotRuleset, BotSettings } from './types.js';

/**
 * A bot for one seat of games of `ruleset` (see {@link botLevels} for the levels it supports).
 * It plays from the seat's view only, through the ruleset's contract: `determinize` samples what
 * the seat cannot see, `legalOrders`, `check` and `apply` simulate, with the bot's own dice.
 * Throws for a level the ruleset does not support, or for `hard` with neither a clock nor
 * `maxIterations`.
 */
export function createBot(ruleset: BotRuleset, settings: BotSettings): Bot {
  if (settings.level === 'random') return randomBot(ruleset, settings);
  const evaluator = evaluatorFor(ruleset.id);
  if (!evaluator) throw new Error(`no ${settings.level} bot for ruleset ${ruleset.id}`);
  return settings.level === 'easy'
    ? easyBot(ruleset, evaluator, settings)
    : hardBot(ruleset, evaluator, settings);
}
