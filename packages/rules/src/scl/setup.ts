import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../core/result.js';
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
export function parseSetup(input: unknown): Result<SclSetup> {
  const parsed = sclSetupSchema.safeParse(input);
  if (parsed.success) {
    const options = parsed.data.options ?? {};
    const rules = Object.fromEntries(
      OPTIONAL_RULES.map((id) => [id, options[id] === 'on']),
    ) as Record<OptionalRule, boolean>;
    return ok({
      scenario: parsed.data.scenario,
      movement: options.movement ?? 'standard',
      rules,
      houseRules: HOUSE_RULES.filter((id) => options[id] === 'on'),
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

const MOVEMENT_LABEL = { standard: 'standard', vector: 'vector', naval: 'quasi-naval' } as const;

/** "Breakout (vector movement, command and control)". */
export function setupLabel(setup: SclSetup): string {
  const on = [...OPTIONAL_RULES.filter((id) => setup.rules[id]), ...(setup.houseRules ?? [])].map(
    (id) => id.replace(/_/g, ' '),
  );
  const extras = on.length > 0 ? `, ${on.join(', ')}` : '';
  return `${SCENARIOS[setup.scenario].name} (${MOVEMENT_LABEL[setup.movement]} movement${extras})`;
}
