import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../core/result.js';
import { SCENARIO_IDS, SCENARIOS } from './scenarios.js';
import type { StartrekSetup } from './state.js';

const onOff = z.enum(['off', 'on']);

/** The set-up a game's creator sends: a scenario and, optionally, the draft's two ideas. */
export const startrekSetupSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS),
  options: z.strictObject({ boarding: onOff.optional(), scenery: onOff.optional() }).optional(),
});

/** An unchecked set-up as the schema reads it. */
export type StartrekSetupInput = z.infer<typeof startrekSetupSchema>;

/**
 * Checks a creator's set-up. Errors: `setup/unknown_scenario`, `setup/bad_option` (an option or
 * its value is not known), `setup/invalid` (any other shape problem); each with its path.
 */
export function parseSetup(input: unknown): Result<StartrekSetup> {
  const parsed = startrekSetupSchema.safeParse(input);
  if (parsed.success) {
    return ok({
      scenario: parsed.data.scenario,
      boarding: parsed.data.options?.boarding === 'on',
      scenery: parsed.data.options?.scenery === 'on',
    });
  }
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
  const problem = issue?.message ?? 'unknown problem';
  if (path[0] === 'scenario' && path.length === 1)
    return err(
      ruleError(
        'setup/unknown_scenario',
        `Unknown scenario: choose one of ${SCENARIO_IDS.join(', ')}.`,
        path,
      ),
    );
  if (path[0] === 'options')
    return err(
      ruleError('setup/bad_option', `Bad game option at ${path.join('.')}: ${problem}.`, path),
    );
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  return err(ruleError('setup/invalid', `Set-up is not valid${where}: ${problem}.`, path));
}

/** "Duel", "Rescue (boarding, scenery)". */
export function setupLabel(setup: StartrekSetup): string {
  const extras = [setup.boarding ? 'boarding' : null, setup.scenery ? 'scenery' : null].filter(
    (x) => x !== null,
  );
  const name = SCENARIOS[setup.scenario].name;
  return extras.length > 0 ? `${name} (${extras.join(', ')})` : name;
}
