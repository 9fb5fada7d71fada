import { z } from 'zod';
import { err, ok, type Result } from '../core/result.js';
import { setupError } from '../core/setup-error.js';
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
export function parseSetup(input: unknown): Result<StartrekSetup> {
  const parsed = startrekSetupSchema.safeParse(input);
  if (parsed.success) {
    return ok({
      scenario: parsed.data.scenario,
      boarding: parsed.data.options?.boarding === 'on',
      scenery: parsed.data.options?.scenery === 'on',
      houseRules: HOUSE_RULES.filter((rule) => parsed.data.options?.[rule] === 'on'),
    });
  }
  return err(setupError(parsed.error, SCENARIO_IDS));
}

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
