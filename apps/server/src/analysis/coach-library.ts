import { analyseStep, coachSteps, type CoachStep } from '@broadside/bots';
import { RULESETS, type AnyRuleset, type GameRecord } from '@broadside/rules';
import type { CoachLibrary } from './messages.js';

/** The hosted ruleset as it plays `version` (records of older games). */
function rulesetAt(id: string, version: string): AnyRuleset {
  const base = RULESETS[id];
  const ruleset = base?.version === version ? base : base?.atVersion?.(version);
  if (!ruleset) throw new Error(`No ruleset ${id} ${version}.`);
  return ruleset;
}

/** The coach of `@broadside/bots`, as an analysis worker runs it. */
export const steps: CoachLibrary['steps'] = (ruleset, version, record) =>
  coachSteps(rulesetAt(ruleset, version), record as GameRecord);

/** One decision's analysis by the coach of `@broadside/bots`. */
export const analyse: CoachLibrary['analyse'] = (ruleset, version, step, settings) =>
  analyseStep(rulesetAt(ruleset, version), step as CoachStep, settings);
