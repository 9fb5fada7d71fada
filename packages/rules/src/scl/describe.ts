import { twoSidedScenarioInfo, type RulesetDescription } from '../core/description.js';
import { CLASS_IDS, CLASSES, classSummary } from './designs.js';
import { GAME_OPTIONS } from './options.js';
import { SCENARIO_IDS, SCENARIOS } from './scenarios.js';

/** What Star Cruiser Lite tells a lobby: its scenarios, every option, the classes. */
export function describeScl(id: string, name: string, version: string): RulesetDescription {
  return {
    id,
    name,
    version,
    summary:
      'Star Cruiser Lite on hexes: detection decides who may shoot, beam batteries fire in 90° ' +
      'sectors and are resolved simultaneously, missiles are steered by communicators, and four ' +
      'rows of hit points bring system checks. Three movement systems and every optional rule, ' +
      'with the Fleet Commander rule in the big fleet action.',
    scenarios: SCENARIO_IDS.map((sid) =>
      twoSidedScenarioInfo(SCENARIOS[sid], (side) => side.units.map((u) => u.cls), GAME_OPTIONS),
    ),
    units: CLASS_IDS.map((kind) => {
      const c = CLASSES[kind]!;
      return { kind, name: c.name, summary: classSummary(c) };
    }),
    designs: false,
  };
}
