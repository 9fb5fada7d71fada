import { z } from 'zod';

/**
 * What a ruleset tells a lobby about itself (`Ruleset.describe()`): its scenarios, the options a
 * game may set, and the unit kinds or designs it offers. Plain JSON: the server serves it
 * unchanged at `/api/rulesets`, and the web client builds its forms from it. The protocol reuses
 * these schemas.
 */

/** One choice of a game option. */
export const optionChoiceSchema = z.object({ value: z.string(), label: z.string() });

/** A game option the lobby offers, e.g. the movement mode. Its value goes to `setup.options[id]`. */
export const gameOptionSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    /** One sentence on what it changes. */
    help: z.string(),
    choices: z.array(optionChoiceSchema),
    default: z.string(),
  })
  .meta({ id: 'GameOption' });
/** A game option. */
export type GameOption = z.infer<typeof gameOptionSchema>;

/** A side of a scenario: its seat, name and forces ("count × unit kind"). */
export const scenarioSeatSchema = z.object({
  id: z.string(),
  name: z.string(),
  forces: z.array(z.object({ unit: z.string(), count: z.number().int() })),
});
/** A side of a scenario. */
export type ScenarioSeat = z.infer<typeof scenarioSeatSchema>;

/** A scenario as the lobby shows it. */
export const scenarioInfoSchema = z
  .object({
    id: z.string(),
    /** Order in the rulebook or the list (1, 2, 3 …). */
    number: z.number().int(),
    name: z.string(),
    briefing: z.string(),
    minSides: z.number().int(),
    maxSides: z.number().int(),
    seats: z.array(scenarioSeatSchema),
    /** Game options this scenario offers. */
    options: z.array(gameOptionSchema),
    specialRules: z.array(z.string()),
    /** How the scenario is won. */
    victory: z.string(),
  })
  .meta({ id: 'ScenarioInfo' });
/** A scenario as the lobby shows it. */
export type ScenarioInfo = z.infer<typeof scenarioInfoSchema>;

/** A unit kind (hull, ship class) or a shipped design. */
export const unitInfoSchema = z
  .object({
    /** The kind: a hull code or class id. */
    kind: z.string(),
    name: z.string(),
    /** A design string, where the ruleset has designs. */
    design: z.string().optional(),
    /** One line of figures, e.g. "Hull 10, 2 guns, 2 missiles, MP 2". */
    summary: z.string().optional(),
  })
  .meta({ id: 'UnitInfo' });
/** A unit kind or shipped design. */
export type UnitInfo = z.infer<typeof unitInfoSchema>;

/** The outcome of checking a design string. */
export const designCheckSchema = z
  .discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      /** The design in its normal form. */
      text: z.string(),
      /** Figures worth showing, e.g. `{ speed: 6, hullSpacesUsed: 12 }`. */
      figures: z.record(z.string(), z.number()),
    }),
    z.object({
      ok: z.literal(false),
      errors: z.array(
        z.object({ code: z.string(), message: z.string(), position: z.number().int() }),
      ),
    }),
  ])
  .meta({ id: 'DesignCheck' });
/** The outcome of checking a design string. */
export type DesignCheck = z.infer<typeof designCheckSchema>;

/** The catalogue of a ruleset. */
export const rulesetDescriptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    version: z.string(),
    /** One paragraph for the lobby. */
    summary: z.string(),
    scenarios: z.array(scenarioInfoSchema),
    units: z.array(unitInfoSchema),
    /** True when the ruleset checks designs: they can be edited and checked. */
    designs: z.boolean(),
  })
  .meta({ id: 'RulesetDescription' });
/** The catalogue of a ruleset. */
export type RulesetDescription = z.infer<typeof rulesetDescriptionSchema>;

/** What {@link twoSidedScenarioInfo} needs of a scenario. */
export interface TwoSidedScenario<Side> {
  readonly id: string;
  readonly number: number;
  readonly name: string;
  readonly briefing: string;
  readonly sides: readonly Side[];
  readonly specialRules: readonly string[];
  readonly victoryText: string;
}

/**
 * A two-sided scenario as the lobby shows it, for rulesets whose sides list their units one by
 * one: each side's units are counted by kind ("2 × cruiser"), in order of first appearance.
 */
export function twoSidedScenarioInfo<Side extends { readonly id: string; readonly name: string }>(
  scenario: TwoSidedScenario<Side>,
  unitKinds: (side: Side) => readonly string[],
  options: readonly GameOption[],
): ScenarioInfo {
  return {
    id: scenario.id,
    number: scenario.number,
    name: scenario.name,
    briefing: scenario.briefing,
    minSides: 2,
    maxSides: 2,
    seats: scenario.sides.map((side) => {
      const forces: { unit: string; count: number }[] = [];
      for (const unit of unitKinds(side)) {
        const line = forces.find((f) => f.unit === unit);
        if (line) line.count += 1;
        else forces.push({ unit, count: 1 });
      }
      return { id: side.id, name: side.name, forces };
    }),
    options: options.map((o) => ({ ...o, choices: [...o.choices] })),
    specialRules: [...scenario.specialRules],
    victory: scenario.victoryText,
  };
}
