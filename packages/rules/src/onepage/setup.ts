import { z } from 'zod';
import type { Result } from '../core/result.js';
import { setupParser } from '../core/setup-error.js';
import { checkCustom, MAX_SHIPS_PER_SIDE, MAX_WELLS } from './custom.js';
import { MAX_OWN_DESIGNS, ownDesignSchema } from './own-design.js';
import { SCENARIO_IDS, SCENARIOS, SEATS } from './scenarios.js';
import { MOVEMENT_MODES, type OnepageSetup } from './state.js';

const label = z.string().max(8);

/** One ship of a custom force: its design id, its starting hex (CCRR) and optional heading. */
const customShipSchema = z.strictObject({
  design: z.string().max(40),
  hex: label,
  heading: z.number().int().min(0).max(5).optional(),
});

/** A body with its gravity well: where it is and its numbered rings (Gravity wells). */
const wellSchema = z.strictObject({
  name: z.string().trim().min(1).max(30).optional(),
  hex: label,
  rings: z
    .array(
      z.strictObject({
        distance: z.number().int().min(1).max(8),
        pull: z.number().int().min(1).max(6),
      }),
    )
    .max(8),
});

/**
 * A creator's changes to a scenario; every part is optional and a part left out keeps the
 * scenario's. Shape only: {@link checkCustom} checks the rest.
 */
export const onepageCustomSchema = z.strictObject({
  /** Map size in hexes. */
  map: z
    .strictObject({
      columns: z.number().int().min(8).max(40),
      rows: z.number().int().min(8).max(40),
    })
    .optional(),
  /** The creator's own designs (Own designs), which forces may name beside the printed seven. */
  designs: z.array(ownDesignSchema).max(MAX_OWN_DESIGNS).optional(),
  /** Each side given replaces that side's ships. */
  forces: z
    .partialRecord(z.enum(SEATS), z.array(customShipSchema).max(MAX_SHIPS_PER_SIDE * 4))
    .optional(),
  /** The bodies and their wells; the list replaces the scenario's (an empty list: open space). */
  terrain: z.strictObject({ wells: z.array(wellSchema).max(MAX_WELLS) }).optional(),
  turnLimit: z.number().int().min(1).max(40).optional(),
  /** How the battle is won: `annihilation` (and points) or `convoy` (side A's freighters run). */
  victory: z.enum(['annihilation', 'convoy']).optional(),
  /** The most points a side's ships may cost (Points). */
  budget: z.partialRecord(z.enum(SEATS), z.number().int().min(1).max(10_000)).optional(),
});

/** A creator's custom changes, shape-checked. */
export type OnepageCustom = z.infer<typeof onepageCustomSchema>;

/** The set-up a game's creator sends: a scenario, optionally the movement mode and custom changes. */
export const onepageSetupSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS),
  options: z.strictObject({ movement: z.enum(MOVEMENT_MODES).optional() }).optional(),
  custom: onepageCustomSchema.optional(),
});

/** An unchecked set-up as the schema reads it. */
export type OnepageSetupInput = z.infer<typeof onepageSetupSchema>;

const readSetup = setupParser(onepageSetupSchema, SCENARIO_IDS, (input): OnepageSetup => ({
  scenario: input.scenario,
  movement: input.options?.movement ?? 'written',
  // An empty `custom` changes nothing and is left out, so the state is the scenario's own.
  ...(input.custom && Object.keys(input.custom).length > 0 ? { custom: input.custom } : {}),
}));

/**
 * Checks a creator's set-up. Errors: `setup/unknown_scenario` (no such scenario),
 * `setup/bad_option` (an option or its value is not known), `setup/invalid` (any other shape
 * problem), and the custom battle's own codes (see {@link checkCustom}); each with the path into
 * the input.
 */
export function parseSetup(input: unknown): Result<OnepageSetup> {
  const read = readSetup(input);
  if (!read.ok || read.value.custom === undefined) return read;
  const checked = checkCustom(read.value.scenario, read.value.custom);
  return checked.ok ? read : checked;
}

/** "Duel (written movement)"; a custom battle says so: "Duel, custom (written movement)". */
export function setupLabel(setup: OnepageSetup): string {
  const custom = setup.custom ? ', custom' : '';
  return `${SCENARIOS[setup.scenario].name}${custom} (${setup.movement} movement)`;
}
