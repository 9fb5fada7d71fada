import type { AnyRuleset } from './core/ruleset.js';
import { onepageRuleset } from './onepage/ruleset.js';
import { sclRuleset } from './scl/ruleset.js';
import { starfireRuleset } from './starfire/ruleset.js';
import { startrekRuleset } from './startrek/ruleset.js';

/** Every ruleset the server can host, by `ruleset.id`. Records name theirs by the same id. */
export const RULESETS: Readonly<Record<string, AnyRuleset>> = {
  starfire: starfireRuleset,
  onepage: onepageRuleset,
  startrek: startrekRuleset,
  scl: sclRuleset,
};
