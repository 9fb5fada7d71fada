import type { GameRecord } from '@broadside/rules';
import { starfireRuleset, type StarfireEvent, type StarfireView } from '@broadside/rules/starfire';
import * as generic from '../../../replay/replay-steps.js';

/** A Starfire game rebuilt step by step. */
export type StarfireTimeline = generic.ReplayTimeline<StarfireView, StarfireEvent>;

/** The shell's `buildTimeline` with Starfire's rules, typed with Starfire's views and events. */
export function buildTimeline(record: GameRecord): StarfireTimeline | string {
  return generic.buildTimeline(record, starfireRuleset) as StarfireTimeline | string;
}

export { stepAt } from '../../../replay/replay-steps.js';
