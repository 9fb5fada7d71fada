import type { GameOption } from '../core/description.js';
import { houseRuleInForce, houseRuleOption } from '../core/house-rules.js';
import type { SclSetup } from './state.js';

/**
 * The product's preferred readings of Star Cruiser Lite, kept as named house rules. The seed's
 * own words are the default; each house rule is off unless a game's creator turns it on.
 */
export const HOUSE_RULES = ['pivot_in_place'] as const;
/** A house rule's id, as a game option. */
export type HouseRule = (typeof HOUSE_RULES)[number];

/** The house rules as the lobby offers them. */
export const HOUSE_RULE_OPTIONS: readonly GameOption[] = [
  houseRuleOption(
    'pivot_in_place',
    'quasi-naval ships may pivot in place',
    'Quasi-naval movement only: a ship that moves no hex may still make one 60° turn, instead of no turn at all (the seed allows no more than one turn per hex moved).',
    'seed',
  ),
];

/**
 * Whether a set-up was made under rules 1.1.0, before the house rules became options: it names
 * none of them. Those games played every house rule, and numbered missiles with one counter for
 * both sides; they still do on replay.
 */
export function legacySetup(setup: SclSetup): boolean {
  return setup.houseRules === undefined;
}

/** Whether a house rule is in force (always, in a game of rules 1.1.0). */
export function houseRule(setup: SclSetup, rule: HouseRule): boolean {
  return houseRuleInForce(setup, rule);
}
