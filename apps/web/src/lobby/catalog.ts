import type { RulesetDescription, ScenarioInfo } from '@broadside/rules';
import { listRulesets } from '../net/api.js';
import { hasWebRuleset } from '../rulesets/registry.js';

let catalog: Promise<readonly RulesetDescription[]> | null = null;

/**
 * The rulesets the server hosts with their scenarios and options (`GET /api/rulesets`), asked
 * once per page load; a failed call is asked again next time. Only rulesets this client has a
 * folder for are offered: a game nobody here can show is not worth creating.
 */
export function loadCatalog(): Promise<readonly RulesetDescription[]> {
  if (!catalog) {
    catalog = listRulesets().then((all) => all.filter((r) => hasWebRuleset(r.id)));
    catalog.catch(() => (catalog = null));
  }
  return catalog;
}

/** A scenario of a ruleset in the catalogue, if both are known. */
export function findScenario(
  rulesets: readonly RulesetDescription[],
  ruleset: string,
  scenario: string | null,
): ScenarioInfo | undefined {
  return rulesets.find((r) => r.id === ruleset)?.scenarios.find((s) => s.id === scenario);
}

/** The seat ids of a game of `sideCount` sides: the scenario's own, then further letters. */
export function seatIds(scenario: ScenarioInfo, sideCount: number): readonly string[] {
  return Array.from(
    { length: sideCount },
    (_, i) => scenario.seats[i]?.id ?? String.fromCharCode(65 + i),
  );
}

/** The scenario's name for a seat, e.g. "Raiders"; further seats copy the last one's. */
export function seatName(scenario: ScenarioInfo, index: number): string {
  return scenario.seats[Math.min(index, scenario.seats.length - 1)]?.name ?? '';
}
