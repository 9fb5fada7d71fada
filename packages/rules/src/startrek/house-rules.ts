import type { GameOption } from '../core/description.js';
import { houseRuleInForce, houseRuleOption } from '../core/house-rules.js';
import type { StartrekSetup } from './state.js';

/**
 * The product's preferred readings of the Star Trek draft, kept as named house rules. The draft's
 * own words are the default; each house rule is off unless a game's creator turns it on.
 */
export const HOUSE_RULES = ['torpedo_falloff', 'crew_damage_control', 'shared_scans'] as const;
/** A house rule's id, as a game option. */
export type HouseRule = (typeof HOUSE_RULES)[number];

/** The house rules as the lobby offers them. */
export const HOUSE_RULE_OPTIONS: readonly GameOption[] = [
  houseRuleOption(
    'torpedo_falloff',
    'torpedoes fall off with distance',
    'A torpedo die hits when it is equal to or higher than the distance, instead of exactly equal to it (the draft’s rule).',
    'draft',
  ),
  houseRuleOption(
    'crew_damage_control',
    'damage control by Crew Quality',
    'Damage control dice succeed on the faction’s Crew Quality, and Life Support at 1 rolls nothing, instead of succeeding on the Life Support value itself (the draft’s rule).',
    'draft',
  ),
  houseRuleOption(
    'shared_scans',
    'scans are shared by the side',
    'Once any ship of a side has found a cloaked ship’s real token, every ship of that side may fire on it, instead of only the ship that scanned it (the draft’s rule).',
    'draft',
  ),
];

/**
 * Whether a house rule is in force. A set-up stored before the house rules became options (rules
 * 1.0.0) names none of them: those games played every one of them, and still do on replay.
 */
export function houseRule(setup: StartrekSetup, rule: HouseRule): boolean {
  return houseRuleInForce(setup, rule);
}
