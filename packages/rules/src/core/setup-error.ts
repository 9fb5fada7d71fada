import type { z } from 'zod';
import { ruleError, type RuleError } from './result.js';

/**
 * Turns the first problem zod found in a set-up into the set-up error every ruleset gives:
 * `setup/unknown_scenario` (no such scenario: the message lists `scenarioIds`),
 * `setup/bad_option` (an option or its value is not known) or `setup/invalid` (any other shape
 * problem), each with the path into the input.
 */
export function setupError(error: z.ZodError, scenarioIds: readonly string[]): RuleError {
  const issue = error.issues[0];
  const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
  const problem = issue?.message ?? 'unknown problem';
  if (path[0] === 'scenario' && path.length === 1)
    return ruleError(
      'setup/unknown_scenario',
      `Unknown scenario: choose one of ${scenarioIds.join(', ')}.`,
      path,
    );
  if (path[0] === 'options')
    return ruleError('setup/bad_option', `Bad game option at ${path.join('.')}: ${problem}.`, path);
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  return ruleError('setup/invalid', `Set-up is not valid${where}: ${problem}.`, path);
}
