import { z } from 'zod';
import type { Result } from '../core/result.js';
import { setupParser } from '../core/setup-error.js';
import { checkCustom, sclCustomSchema } from './custom.js';
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
  /** A custom battle: the scenario with these changes (`custom.ts`). */
  custom: sclCustomSchema.optional(),
});

/** An unchecked set-up. */
export type SclSetupInput = z.infer<typeof sclSetupSchema>;

const readSetup: (input: unknown) => Result<SclSetup> = setupParser(
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
      // An empty `custom` changes nothing and is left out, so the state is the scenario's own.
      ...(input.custom && Object.keys(input.custom).length > 0 ? { custom: input.custom } : {}),
    };
  },
);

/**
 * Checks a creator's set-up. Errors: `setup/unknown_scenario`, `setup/bad_option`,
 * `setup/invalid`, and the custom battle's own codes (see {@link checkCustom}), each with the
 * path into the input.
 */
export function parseSetup(input: unknown): Result<SclSetup> {
  const read = readSetup(input);
  if (!read.ok || read.value.custom === undefined) return read;
  const checked = checkCustom(read.value.scenario, read.value.custom);
  return checked.ok ? read : checked;
}

const MOVEMENT_LABEL = { standard: 'standard', vector: 'vector', naval: 'quasi-naval' } as const;

/** "Breakout (vector movement, command and control)"; a custom battle: "Breakout, custom (…)". */
export function setupLabel(setup: SclSetup): string {
  const on = [...OPTIONAL_RULES.filter((id) => setup.rules[id]), ...(setup.houseRules ?? [])].map(
    (id) => id.replace(/_/g, ' '),
  );
  const extras = on.length > 0 ? `, ${on.join(', ')}` : '';
  const custom = setup.custom ? ', custom' : '';
  return `${SCENARIOS[setup.scenario].name}${custom} (${MOVEMENT_LABEL[setup.movement]} movement${extras})`;
}
