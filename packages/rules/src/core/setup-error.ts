import type { z } from 'zod';
import { err, ok, ruleError, type Result, type RuleError } from './result.js';

/** The first problem zod found: its path into the input and what is wrong. */
function firstIssue(error: z.ZodError): { path: (string | number)[]; problem: string } {
  const issue = error.issues[0];
  const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
  return { path, problem: issue?.message ?? 'unknown problem' };
}

/** `setup/invalid` for the first problem zod found in a set-up, with the path into the input. */
export function invalidSetup(error: z.ZodError): RuleError {
  const { path, problem } = firstIssue(error);
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  return ruleError('setup/invalid', `Set-up is not valid${where}: ${problem}.`, path);
}

/**
 * Turns the first problem zod found in a set-up into the set-up error every ruleset gives:
 * `setup/unknown_scenario` (no such scenario: the message lists `scenarioIds`),
 * `setup/bad_option` (an option or its value is not known) or `setup/invalid` (any other shape
 * problem), each with the path into the input.
 */
export function setupError(error: z.ZodError, scenarioIds: readonly string[]): RuleError {
  const { path, problem } = firstIssue(error);
  if (path[0] === 'scenario' && path.length === 1)
    return ruleError(
      'setup/unknown_scenario',
      `Unknown scenario: choose one of ${scenarioIds.join(', ')}.`,
      path,
    );
  if (path[0] === 'options')
    return ruleError('setup/bad_option', `Bad game option at ${path.join('.')}: ${problem}.`, path);
  return invalidSetup(error);
}

/**
 * A ruleset's `parseSetup`: reads the input with `schema`, refuses it with {@link setupError}, and
 * turns what it read into the ruleset's set-up with `build`.
 */
export function setupParser<Input, Setup>(
  schema: z.ZodType<Input>,
  scenarioIds: readonly string[],
  build: (input: Input) => Setup,
): (input: unknown) => Result<Setup> {
  return (input) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? ok(build(parsed.data)) : err(setupError(parsed.error, scenarioIds));
  };
}
