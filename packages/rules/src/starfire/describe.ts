import type { DesignCheck, RulesetDescription } from '../core/description.js';
import { HULL_CODES, isHullCode } from './data/hulls.js';
import { DEFAULT_DESIGNS } from './design/defaults.js';
import { parseDesign } from './design/parse.js';
import { LEGACY_RULES_VERSION } from './rulings.js';
import { SCENARIOS } from './scenarios/data/index.js';
import { withPlacedWarpPointRule } from './scenarios/setup.js';

/**
 * What Starfire tells a lobby: its six scenarios (with the special rules of rules `version`)
 * and a default design per hull.
 */
export function describeStarfire(id: string, name: string, version: string): RulesetDescription {
  const revised = version !== LEGACY_RULES_VERSION;
  return {
    id,
    name,
    version,
    summary:
      'The Starfire Quick Start Rules: ships with system strings, hex movement with turn modes, ' +
      'alternating fire with arcs and blindspots, point defense, warp points and six scenarios.',
    scenarios: Object.values(SCENARIOS)
      .map((s) => (revised && s.warpPointAtMapCentre ? withPlacedWarpPointRule(s) : s))
      .map((s) => ({
        id: s.id,
        number: s.number,
        name: s.name,
        briefing: s.briefing,
        minSides: s.minSides,
        maxSides: s.maxSides,
        seats: s.sides.map((side) => ({
          id: side.id,
          name: side.name,
          forces: side.forces.map((f) => ({ unit: f.hull, count: f.count })),
        })),
        options: [],
        specialRules: [...s.specialRules],
        victory: s.victoryText,
      })),
    units: HULL_CODES.map((hull) => ({
      kind: hull,
      name: DEFAULT_DESIGNS[hull].name,
      design: DEFAULT_DESIGNS[hull].text,
    })),
    designs: true,
  };
}

/** Checks a Starfire design string for a hull; `null` for an unknown hull. */
export function checkStarfireDesign(hull: string, text: string): DesignCheck | null {
  if (!isHullCode(hull)) return null;
  const parsed = parseDesign(hull, text);
  if (parsed.ok) {
    return {
      ok: true,
      text: parsed.value.text,
      figures: { speed: parsed.value.speed, hullSpacesUsed: parsed.value.hullSpacesUsed },
    };
  }
  return {
    ok: false,
    errors: parsed.error.map((e) => ({ code: e.code, message: e.message, position: e.position })),
  };
}
