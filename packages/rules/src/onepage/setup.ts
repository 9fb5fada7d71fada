import { z } from 'zod';
import type { Result } from '../core/result.js';
import { setupParser } from '../core/setup-error.js';
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
export const parseSetup: (input: unknown) => Result<OnepageSetup> = setupParser(
  onepageSetupSchema,
  SCENARIO_IDS,
  (input) => ({ scenario: input.scenario, movement: input.options?.movement ?? 'written' }),
);

/** "Duel (written movement)". */
export function setupLabel(setup: OnepageSetup): string {
  return `${SCENARIOS[setup.scenario].name} (${setup.movement} movement)`;
}
