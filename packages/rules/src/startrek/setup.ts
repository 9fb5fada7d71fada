import { z } from 'zod';
import type { Result } from '../core/result.js';
import { setupParser } from '../core/setup-error.js';
import { SCENARIO_IDS, SCENARIOS } from './scenarios.js';
import { HOUSE_RULES } from './house-rules.js';
import type { StartrekSetup } from './state.js';

const HOUSE_RULE_LABEL = {
  torpedo_falloff: 'torpedo fall-off',
  crew_damage_control: 'crew damage control',
  shared_scans: 'shared scans',
} as const;

const onOff = z.enum(['off', 'on']);

/** The set-up a game's creator sends: a scenario and, optionally, the draft's two ideas. */
export const startrekSetupSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS),
  options: z
    .strictObject({
      boarding: onOff.optional(),
      scenery: onOff.optional(),
      torpedo_falloff: onOff.optional(),
      crew_damage_control: onOff.optional(),
      shared_scans: onOff.optional(),
    })
    .optional(),
});

/** An unchecked set-up as the schema reads it. */
export type StartrekSetupInput = z.infer<typeof startrekSetupSchema>;

/**
 * Checks a creator's set-up. Errors: `setup/unknown_scenario`, `setup/bad_option` (an option or
 * its value is not known), `setup/invalid` (any other shape problem); each with its path.
 */
export const parseSetup: (input: unknown) => Result<StartrekSetup> = setupParser(
  startrekSetupSchema,
  SCENARIO_IDS,
  (input) => ({
    scenario: input.scenario,
    boarding: input.options?.boarding === 'on',
    scenery: input.options?.scenery === 'on',
    houseRules: HOUSE_RULES.filter((rule) => input.options?.[rule] === 'on'),
  }),
);

/** "Duel", "Rescue (boarding, scenery)". */
export function setupLabel(setup: StartrekSetup): string {
  const extras = [
    setup.boarding ? 'boarding' : null,
    setup.scenery ? 'scenery' : null,
    ...(setup.houseRules ?? []).map((rule) => HOUSE_RULE_LABEL[rule]),
  ].filter((x) => x !== null);
  const name = SCENARIOS[setup.scenario].name;
  return extras.length > 0 ? `${name} (${extras.join(', ')})` : name;
}
