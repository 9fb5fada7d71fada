import { err, ok, ruleError, type Result } from '../../core/result.js';
import { HULLS, type HullCode } from '../data/hulls.js';
import { defaultDesign } from '../design/defaults.js';
import { parseDesign } from '../design/parse.js';
import type { Design } from '../design/types.js';
import type { ResolvedUnit, ScenarioDefinition, ScenarioSide, SideId } from './types.js';

/** Per-side design choices: design text per hull, default design otherwise. */
export type DesignChoices = Partial<
  Record<SideId, { readonly designs?: Partial<Record<HullCode, string>> | undefined }>
>;

/** Warships and bases before freighters, then the largest hull; the first unit so ranked leads its side. */
function flagshipRank(hull: HullCode): number {
  const data = HULLS[hull];
  return (data.kind === 'freighter' ? 0 : 1000) + data.hullSpaces;
}

/**
 * The flagship's position in the side's list of hulls (one entry per unit): the first unit of
 * the largest hull that is not a freighter, or of the largest freighter hull when the side has
 * nothing else.
 */
export function flagshipIndex(hulls: readonly HullCode[]): number {
  let best = 0;
  hulls.forEach((hull, index) => {
    if (flagshipRank(hull) > flagshipRank(hulls[best] as HullCode)) best = index;
  });
  return best;
}

function resolveDesigns(side: ScenarioSide, choices: DesignChoices): Result<Map<HullCode, Design>> {
  const designs = new Map<HullCode, Design>();
  const texts = choices[side.id]?.designs ?? {};
  for (const [hull, text] of Object.entries(texts) as [HullCode, string][]) {
    const parsed = parseDesign(hull, text);
    if (!parsed.ok) {
      const first = parsed.error[0];
      return err(
        ruleError(
          first?.code ?? 'design/invalid',
          `Side ${side.id}'s ${hull} design "${text}" is not valid: ${first?.message ?? 'unknown problem'}`,
          ['sides', side.id, 'designs', hull],
        ),
      );
    }
    designs.set(hull, parsed.value);
  }
  for (const line of side.forces) {
    if (!designs.has(line.hull)) designs.set(line.hull, defaultDesign(line.hull));
  }
  return ok(designs);
}

/**
 * Builds every unit of every side: one design per hull ("one design type per hull size"), ids
 * `A1`, `A2` … with the flagship as number 1, and the rest in order of battle.
 */
export function buildUnits(
  scenario: ScenarioDefinition,
  choices: DesignChoices,
): Result<readonly ResolvedUnit[]> {
  const units: ResolvedUnit[] = [];
  for (const side of scenario.sides) {
    const designs = resolveDesigns(side, choices);
    if (!designs.ok) return designs;
    const hulls = side.forces.flatMap((line) =>
      Array.from({ length: line.count }, () => line.hull),
    );
    const lead = flagshipIndex(hulls);
    const ordered = [hulls[lead] as HullCode, ...hulls.filter((_, index) => index !== lead)];
    ordered.forEach((hull, index) => {
      const id = `${side.id}${index + 1}`;
      units.push({
        id,
        side: side.id,
        hull,
        design: designs.value.get(hull) as Design,
        name: `${HULLS[hull].name} ${id}`,
        role: index === 0 ? 'flagship' : 'other',
      });
    });
  }
  return ok(units);
}
