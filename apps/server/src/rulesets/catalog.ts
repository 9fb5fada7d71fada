import {
  DEFAULT_DESIGNS,
  HULL_CODES,
  isHullCode,
  parseDesign,
  RULESETS,
  SCENARIOS,
  type AnyRuleset,
} from '@broadside/rules';

/** A scenario as the lobby shows it. */
export interface ScenarioInfo {
  readonly id: string;
  readonly number: number;
  readonly name: string;
  readonly briefing: string;
  readonly sides: readonly {
    readonly id: string;
    readonly name: string;
    readonly forces: readonly { hull: string; count: number }[];
  }[];
  readonly minSides: number;
  readonly maxSides: number;
  readonly specialRules: readonly string[];
  readonly victory: string;
}

/** A design shipped with a ruleset. */
export interface DesignInfo {
  readonly hull: string;
  readonly name: string;
  readonly text: string;
}

/** Outcome of checking a design string. */
export type DesignCheck =
  | {
      readonly ok: true;
      readonly text: string;
      readonly speed: number;
      readonly hullSpacesUsed: number;
    }
  | {
      readonly ok: false;
      readonly errors: readonly { code: string; message: string; position: number }[];
    };

/**
 * What the lobby and the designer UI need from a ruleset beyond the `Ruleset` interface.
 * A ruleset without a catalogue entry is still playable; it just lists no scenarios or designs.
 */
export interface RulesetCatalog {
  readonly ruleset: AnyRuleset;
  readonly scenarios: readonly ScenarioInfo[];
  readonly designs: readonly DesignInfo[];
  /** Hull (or unit class) names designs are made for. */
  readonly hulls: readonly string[];
  validateDesign(hull: string, text: string): DesignCheck | null;
}

const starfireCatalog = (ruleset: AnyRuleset): RulesetCatalog => ({
  ruleset,
  scenarios: Object.values(SCENARIOS).map((s) => ({
    id: s.id,
    number: s.number,
    name: s.name,
    briefing: s.briefing,
    sides: s.sides.map((side) => ({
      id: side.id,
      name: side.name,
      forces: side.forces.map((f) => ({ ...f })),
    })),
    minSides: s.minSides,
    maxSides: s.maxSides,
    specialRules: s.specialRules,
    victory: s.victoryText,
  })),
  designs: HULL_CODES.map((hull) => ({
    hull,
    name: DEFAULT_DESIGNS[hull].name,
    text: DEFAULT_DESIGNS[hull].text,
  })),
  hulls: HULL_CODES,
  validateDesign(hull, text) {
    if (!isHullCode(hull)) return null;
    const parsed = parseDesign(hull, text);
    if (parsed.ok) {
      return {
        ok: true,
        text: parsed.value.text,
        speed: parsed.value.speed,
        hullSpacesUsed: parsed.value.hullSpacesUsed,
      };
    }
    return {
      ok: false,
      errors: parsed.error.map((e) => ({ code: e.code, message: e.message, position: e.position })),
    };
  },
});

const CATALOG_BUILDERS: Readonly<Record<string, (ruleset: AnyRuleset) => RulesetCatalog>> = {
  starfire: starfireCatalog,
};

/** Every ruleset this server hosts, with its catalogue. */
export function hostedRulesets(
  registry: Readonly<Record<string, AnyRuleset>> = RULESETS,
): Map<string, RulesetCatalog> {
  const out = new Map<string, RulesetCatalog>();
  for (const [id, ruleset] of Object.entries(registry)) {
    const build = CATALOG_BUILDERS[id];
    out.set(
      id,
      build
        ? build(ruleset)
        : { ruleset, scenarios: [], designs: [], hulls: [], validateDesign: () => null },
    );
  }
  return out;
}
