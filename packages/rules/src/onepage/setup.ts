import { z } from 'zod';
import { err, ok, type Result } from '../core/result.js';
import { setupError } from '../core/setup-error.js';
import { SCENARIO_IDS, SCENARIOS } from './scenarios.js';
import { MOVEMENT_MODES, type OnepageSetup } from './state.js';

/** The set-up a game's creator sends: a scenario and, optionally, the movement mode. */
export const onepageSetupSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS),
  options: z.strictObject({ movement: z.enum(MOVEMENT_MODES).optional() }).optional(),
});

/** An unchecked set-up as the schema reads it. */
export type OnepageSetupInput = z.infer<typeof onepageSetupSchema>;

/**
 * Checks a creator's set-up. Errors: `setup/unknown_scenario` (no such scenario),
 * `setup/bad_option` (an option or its value is not known), `setup/invalid` (any other shape
 * problem); each with the path into the input.
 */
export function parseSetup(input: unknown): Result<OnepageSetup> {
  const parsed = onepageSetupSchema.safeParse(input);
  if (parsed.success) {
    return ok({
      scenario: parsed.data.scenario,
      movement: parsed.data.options?.movement ?? 'written',
    });
  }
  return err(setupError(parsed.error, SCENARIO_IDS));
}

/** "Duel (written movement)". */
export function setupLabel(setup: OnepageSetup): string {
  return `${SCENARIOS[setup.scenario].name} (${setup.movement} movement)`;
}
