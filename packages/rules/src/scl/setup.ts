import { z } from 'zod';
import type { Result } from '../core/result.js';
import { setupParser } from '../core/setup-error.js';
import { HOUSE_RULES, type HouseRule } from './house-rules.js';
import { SCENARIO_IDS, SCENARIOS } from './scenarios.js';
import { MOVEMENT_SYSTEMS, OPTIONAL_RULES, type OptionalRule, type SclSetup } from './state.js';

const onOff = z.enum(['off', 'on']).optional();

/** The set-up a creator sends: a scenario and game options (`movement`, each optional and house rule). */
export const sclSetupSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS),
  options: z
    .strictObject({
      movement: z.enum(MOVEMENT_SYSTEMS).optional(),
      ...(Object.fromEntries(OPTIONAL_RULES.map((id) => [id, onOff])) as Record<
        OptionalRule,
        typeof onOff
      >),
      ...(Object.fromEntries(HOUSE_RULES.map((id) => [id, onOff])) as Record<
        HouseRule,
        typeof onOff
      >),
    })
    .optional(),
});

/** An unchecked set-up. */
export type SclSetupInput = z.infer<typeof sclSetupSchema>;

/**
 * Checks a creator's set-up. Errors: `setup/unknown_scenario`, `setup/bad_option`,
 * `setup/invalid`, each with the path into the input.
 */
export const parseSetup: (input: unknown) => Result<SclSetup> = setupParser(
  sclSetupSchema,
  SCENARIO_IDS,
  (input) => {
    const options = input.options ?? {};
    const rules = Object.fromEntries(
      OPTIONAL_RULES.map((id) => [id, options[id] === 'on']),
    ) as Record<OptionalRule, boolean>;
    return {
      scenario: input.scenario,
      movement: options.movement ?? 'standard',
      rules,
      houseRules: HOUSE_RULES.filter((id) => options[id] === 'on'),
    };
  },
);

const MOVEMENT_LABEL = { standard: 'standard', vector: 'vector', naval: 'quasi-naval' } as const;

/** "Breakout (vector movement, command and control)". */
export function setupLabel(setup: SclSetup): string {
  const on = [...OPTIONAL_RULES.filter((id) => setup.rules[id]), ...(setup.houseRules ?? [])].map(
    (id) => id.replace(/_/g, ' '),
  );
  const extras = on.length > 0 ? `, ${on.join(', ')}` : '';
  return `${SCENARIOS[setup.scenario].name} (${MOVEMENT_LABEL[setup.movement]} movement${extras})`;
}
