import { createBot } from '@broadside/bots';
import { RULESETS, type AnyRuleset } from '@broadside/rules';
import type { BotLibrary } from './worker-messages.js';

/** The hosted ruleset as it plays `version` (records of older games), or `null`. */
function rulesetAt(id: string, version: string): AnyRuleset | null {
  const base = RULESETS[id];
  if (!base) return null;
  return base.version === version ? base : (base.atVersion?.(version) ?? null);
}

/**
 * The built-in bot library of the worker: a bot of `@broadside/bots` for the request's ruleset
 * and level, seeded with the request's private seed, timed by this thread's monotonic clock.
 */
export const decide: BotLibrary['decide'] = (request) => {
  const ruleset = rulesetAt(request.ruleset, request.rulesetVersion);
  if (!ruleset) throw new Error(`No ruleset ${request.ruleset} ${request.rulesetVersion}.`);
  const bot = createBot(ruleset, {
    level: request.level,
    seed: request.seed,
    clock: () => performance.now(),
    ...(request.budgetMs === null ? {} : { budgetMs: request.budgetMs }),
  });
  return bot.decide({
    view: request.view,
    pending: request.pending as never,
    seat: request.seat,
  });
};
