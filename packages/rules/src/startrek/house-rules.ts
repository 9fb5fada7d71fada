import type { GameOption } from '../core/description.js';
import type { StartrekSetup } from './state.js';

/**
 * The product's preferred readings of the Star Trek draft, kept as named house rules. The draft's
 * own words are the default; each house rule is off unless a game's creator turns it on.
 */
export const HOUSE_RULES = ['torpedo_falloff', 'crew_damage_control', 'shared_scans'] as const;
/** A house rule's id, as a game option. */
export type HouseRule = (typeof HOUSE_RULES)[number];

const onOff = [
  { value: 'off', label: 'Off (the draft’s rule)' },
  { value: 'on', label: 'On' },
];

/** The house rules as the lobby offers them. */
export const HOUSE_RULE_OPTIONS: readonly GameOption[] = [
  {
    id: 'torpedo_falloff',
    label: 'House rule: torpedoes fall off with distance',
    help: 'A torpedo die hits when it is equal to or higher than the distance, instead of exactly equal to it (the draft’s rule).',
    choices: onOff,
    default: 'off',
  },
  {
    id: 'crew_damage_control',
    label: 'House rule: damage control by Crew Quality',
    help: 'Damage control dice succeed on the faction’s Crew Quality, and Life Support at 1 rolls nothing, instead of succeeding on the Life Support value itself (the draft’s rule).',
    choices: onOff,
    default: 'off',
  },
  {
    id: 'shared_scans',
    label: 'House rule: scans are shared by the side',
    help: 'Once any ship of a side has found a cloaked ship’s real token, every ship of that side may fire on it, instead of only the ship that scanned it (the draft’s rule).',
    choices: onOff,
    default: 'off',
  },
];

/**
 * Whether a house rule is in force. A set-up stored before the house rules became options (rules
 * 1.0.0) names none of them: those games played every one of them, and still do on replay.
 */
export function houseRule(setup: StartrekSetup, rule: HouseRule): boolean {
  const houseRules = setup.houseRules;
  return houseRules === undefined ? true : houseRules.includes(rule);
}
