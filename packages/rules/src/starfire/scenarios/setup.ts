import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../../core/result.js';
import { invalidSetup } from '../../core/setup-error.js';
import { HULL_CODES } from '../data/hulls.js';
import { SCENARIOS } from './data/index.js';
import { buildUnits } from './units.js';
import {
  LEGACY_RULES_VERSION,
  STARFIRE_RULES_VERSION,
  STARFIRE_RULES_VERSIONS,
  type StarfireRulesVersion,
} from '../rulings.js';
import {
  WARP_POINT_FIXED_RULE,
  WARP_POINT_PLACED_RULE,
  WARP_POINT_PLACEMENT_WITHIN,
} from './data/warp-assault.js';
import { applyCustomScenario, mapCentre } from './custom.js';
import { fleetPoints } from '../design/points.js';
import {
  FLEET_CHOICES,
  SCENARIO_IDS,
  SIDE_IDS,
  type ResolvedSetup,
  type ResolvedUnit,
  type ScenarioDefinition,
  type SideId,
  type WarpPointPlacement,
} from './types.js';

const hexSchema = z.strictObject({ q: z.number().int(), r: z.number().int() });

const sideSetupSchema = z.strictObject({
  /** Name shown for the seat, e.g. the player's handle. */
  seatName: z.string().trim().min(1).max(40).optional(),
  /** Design text per hull; hulls left out use the default design ("one design type per hull size"). */
  designs: z.partialRecord(z.enum(HULL_CODES), z.string().max(300)).optional(),
});

const forceLineSchema = z.strictObject({
  hull: z.enum(HULL_CODES),
  count: z.number().int().min(1).max(20),
});

const customSchema = z.strictObject({
  /** Map size; the default map is 44 × 34. */
  map: z
    .strictObject({
      columns: z.number().int().min(8).max(99),
      rows: z.number().int().min(8).max(99),
    })
    .optional(),
  /** Number of sides, where the scenario allows more than two. */
  sides: z.number().int().min(1).max(SIDE_IDS.length).optional(),
  /** Order of battle per side; sides left out keep the scenario's forces. */
  forces: z.partialRecord(z.enum(SIDE_IDS), z.array(forceLineSchema).min(1).max(9)).optional(),
  /** Terrain lists; each list given replaces the scenario's. */
  terrain: z
    .strictObject({
      planets: z.array(hexSchema).max(40).optional(),
      moons: z.array(hexSchema).max(40).optional(),
      warpPoints: z.array(hexSchema).max(6).optional(),
    })
    .optional(),
  /** Most points a side's fleet may cost (design/points.ts); sides left out have no budget. */
  budget: z.partialRecord(z.enum(SIDE_IDS), z.number().int().min(1).max(10_000)).optional(),
});

/**
 * The set-up a game's creator sends, before any check against the scenario: which scenario,
 * per-side seat names and designs, custom changes, an optional turn limit and solitaire play.
 */
export const starfireSetupSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS),
  sides: z.partialRecord(z.enum(SIDE_IDS), sideSetupSchema).optional(),
  custom: customSchema.optional(),
  turnLimit: z.number().int().min(1).max(999).nullable().optional(),
  solitaire: z.boolean().optional(),
  /**
   * Who picks the designs: `setup` (the default: the creator, in `sides[].designs`) or
   * `each_side` (each side in the fleet phase, with a `choose_fleet` order).
   */
  fleetChoice: z.enum(FLEET_CHOICES).optional(),
  /**
   * The rules version to play by (see rulings.ts): by default the version of the ruleset that
   * creates the game. Only for replaying or studying earlier rulings.
   */
  rulesVersion: z.enum(STARFIRE_RULES_VERSIONS).optional(),
});

/** An unchecked Starfire set-up as the schema reads it. */
export type StarfireSetupInput = z.infer<typeof starfireSetupSchema>;

/** Turns the first zod issue into a {@link RuleError} with code `setup/invalid`. */
/**
 * Checks a creator's set-up and resolves it into everything the engine needs: the scenario with
 * custom changes applied, the sides in play, seat names, and every unit with its checked design.
 * This is the only way to a {@link ResolvedSetup}. Errors: `setup/invalid` (shape),
 * `setup/side_count`, `setup/unknown_side`, `setup/terrain_off_map`, `setup/missing_warp_point`,
 * `setup/no_freighters`, `setup/base_cannot_transit`, `setup/designs_with_fleet_choice` (the
 * creator gave designs although each side picks its own), `setup/over_budget` (a side's fleet
 * costs more than its `custom.budget`), and the design's own `design/...` codes.
 */
export function resolveSetup(
  input: unknown,
  defaultVersion: StarfireRulesVersion = STARFIRE_RULES_VERSION,
): Result<ResolvedSetup> {
  const parsed = starfireSetupSchema.safeParse(input);
  if (!parsed.success) return err(invalidSetup(parsed.error));
  const setup = parsed.data;
  const base = SCENARIOS[setup.scenario];
  const rulesVersion = setup.rulesVersion ?? defaultVersion;

  const customised = applyCustomScenario(base, setup.custom ?? {});
  if (!customised.ok) return customised;
  const placement =
    rulesVersion === LEGACY_RULES_VERSION
      ? null
      : warpPointPlacement(customised.value, setup.custom?.terrain?.warpPoints !== undefined);
  const scenario = placement ? ok(withPlacedWarpPointRule(customised.value)) : customised;
  const sides = scenario.value.sides.map((side) => side.id);

  for (const side of Object.keys(setup.sides ?? {}) as SideId[]) {
    if (!sides.includes(side)) {
      return err(
        ruleError(
          'setup/unknown_side',
          `Side ${side} is not in this game (sides: ${sides.join(', ')}).`,
          ['sides', side],
        ),
      );
    }
  }

  const eachSide = setup.fleetChoice === 'each_side';
  if (eachSide) {
    const withDesigns = sides.find((side) => setup.sides?.[side]?.designs !== undefined);
    if (withDesigns) {
      return err(
        ruleError(
          'setup/designs_with_fleet_choice',
          `Side ${withDesigns} is given designs, but each side picks its own fleet in this game.`,
          ['sides', withDesigns, 'designs'],
        ),
      );
    }
  }

  const units = buildUnits(scenario.value, setup.sides ?? {});
  if (!units.ok) return units;
  const budget = checkBudget(setup, sides, units.value, eachSide);
  if (!budget.ok) return budget;

  const seatNames: Partial<Record<SideId, string>> = {};
  for (const side of sides) seatNames[side] = setup.sides?.[side]?.seatName ?? `Side ${side}`;

  return ok({
    scenario: scenario.value,
    sides,
    seatNames,
    units: units.value,
    turnLimit: setup.turnLimit ?? null,
    solitaire: setup.solitaire ?? false,
    custom: setup.custom !== undefined && Object.keys(setup.custom).length > 0,
    ...(eachSide ? { fleetChoice: 'each_side' as const } : {}),
    ...(budget.value ? { budget: budget.value } : {}),
    ...(rulesVersion === LEGACY_RULES_VERSION ? {} : { rulesVersion }),
    ...(placement ? { warpPointPlacement: placement } : {}),
  });
}

/**
 * Checks every side's fleet against its budget (Points): the creator's designs, or with
 * `fleetChoice: 'each_side'` the default designs a side keeps when it does not choose, must fit.
 * Returns the budgets to keep in the resolved setup, or `null` when none is set, so that setups
 * without a budget (and their hashes) stay as they were. Errors: `setup/unknown_side` (a budget
 * for a side not in play) and `setup/over_budget`, its path the side's designs, else its forces,
 * else its budget.
 */
function checkBudget(
  setup: StarfireSetupInput,
  inPlay: readonly SideId[],
  units: readonly ResolvedUnit[],
  eachSide: boolean,
): Result<Partial<Record<SideId, number>> | null> {
  const budgets = setup.custom?.budget ?? {};
  const sides = Object.keys(budgets) as SideId[];
  if (sides.length === 0) return ok(null);
  for (const side of sides) {
    if (!inPlay.includes(side)) {
      return err(
        ruleError(
          'setup/unknown_side',
          `Side ${side} is not in this game (sides: ${inPlay.join(', ')}).`,
          ['custom', 'budget', side],
        ),
      );
    }
    const budget = budgets[side] as number;
    const points = fleetPoints(units.filter((unit) => unit.side === side));
    if (points <= budget) continue;
    const path = setup.sides?.[side]?.designs
      ? ['sides', side, 'designs']
      : setup.custom?.forces?.[side]
        ? ['custom', 'forces', side]
        : ['custom', 'budget', side];
    const designs = eachSide ? 'in the default designs it keeps unless it chooses' : 'as set up';
    return err(
      ruleError(
        'setup/over_budget',
        `Side ${side}'s fleet costs ${points} points ${designs}; the budget is ${budget}.`,
        path,
      ),
    );
  }
  return ok(budgets);
}

/**
 * The warp point side A places (rules 1.2.0), for a scenario whose warp point is "in the middle
 * of the map" and whose creator did not place the warp points himself; else `null`.
 */
function warpPointPlacement(
  scenario: ScenarioDefinition,
  warpPointsGiven: boolean,
): WarpPointPlacement | null {
  if (!scenario.warpPointAtMapCentre || warpPointsGiven || !scenario.transitOrder) return null;
  return {
    side: 'A',
    warpPoint: scenario.transitOrder.warpPoint,
    centre: mapCentre(scenario.map),
    within: WARP_POINT_PLACEMENT_WITHIN,
    placed: false,
  };
}

/** The scenario with the special rule that says side A places the warp point. */
export function withPlacedWarpPointRule(scenario: ScenarioDefinition): ScenarioDefinition {
  return {
    ...scenario,
    specialRules: scenario.specialRules.map((rule) =>
      rule === WARP_POINT_FIXED_RULE ? WARP_POINT_PLACED_RULE : rule,
    ),
  };
}
