import { z } from 'zod';
import type { Result } from '../core/result.js';
import { setupParser } from '../core/setup-error.js';
import { checkCustom, customSchema, scenarioOf } from './custom.js';
import { SCENARIO_IDS } from './scenarios.js';
import { HOUSE_RULES } from './house-rules.js';
import type { StartrekSetup } from './state.js';

const HOUSE_RULE_LABEL = {
  torpedo_falloff: 'torpedo fall-off',
  crew_damage_control: 'crew damage control',
  shared_scans: 'shared scans',
} as const;

const onOff = z.enum(['off', 'on']);

/**
 * The set-up a game's creator sends: a scenario and, optionally, the draft's two ideas, the house
 * rules and a custom part (`custom.ts`) that changes the scenario's map, sides, forces, terrain,
 * turn limit and victory conditions.
 */
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
  custom: customSchema.optional(),
});

/** An unchecked set-up as the schema reads it. */
export type StartrekSetupInput = z.infer<typeof startrekSetupSchema>;

const readSetup: (input: unknown) => Result<StartrekSetup> = setupParser(
  startrekSetupSchema,
  SCENARIO_IDS,
  (input) => ({
    scenario: input.scenario,
    boarding: input.options?.boarding === 'on',
    scenery: input.options?.scenery === 'on',
    houseRules: HOUSE_RULES.filter((rule) => input.options?.[rule] === 'on'),
    ...(input.custom ? { custom: input.custom } : {}),
  }),
);

/**
 * Checks a creator's set-up. Errors: `setup/unknown_scenario`, `setup/bad_option` (an option or
 * its value is not known), `setup/invalid` (any other shape problem), and the custom part's own
 * codes (`checkCustom`); each with its path into the input.
 */
export function parseSetup(input: unknown): Result<StartrekSetup> {
  const read = readSetup(input);
  if (!read.ok) return read;
  const checked = checkCustom(read.value);
  return checked.ok ? read : checked;
}

/** "Duel", "Rescue (boarding, scenery)", "Duel (custom)". */
export function setupLabel(setup: StartrekSetup): string {
  const extras = [
    setup.boarding ? 'boarding' : null,
    setup.scenery ? 'scenery' : null,
    ...(setup.houseRules ?? []).map((rule) => HOUSE_RULE_LABEL[rule]),
    setup.custom ? 'custom' : null,
  ].filter((x) => x !== null);
  const name = scenarioOf(setup).name;
  return extras.length > 0 ? `${name} (${extras.join(', ')})` : name;
}
