import type { GameOption } from './description.js';
import type { Ruleset } from './ruleset.js';

/**
 * The kit for house rules: the product's preferred readings of a rulebook, each a named game
 * option that is off unless a game's creator turns it on, so that the rulebook's own words are
 * the default. A set-up stores the ones turned on as `houseRules`.
 */

/** A set-up that may name house rules; `undefined` marks a game made before they were options. */
export interface WithHouseRules<Rule extends string> {
  readonly houseRules?: readonly Rule[];
}

/** An on/off house rule as the lobby offers it: off by default, "off" naming the book's rule. */
export function houseRuleOption(
  id: string,
  label: string,
  help: string,
  book: 'seed' | 'draft',
): GameOption {
  return {
    id,
    label: `House rule: ${label}`,
    help,
    choices: [
      { value: 'off', label: `Off (the ${book}’s rule)` },
      { value: 'on', label: 'On' },
    ],
    default: 'off',
  };
}

/**
 * Whether a house rule is in force. A set-up that names no house rules at all was stored before
 * they became options: such games played every one of them, and still do on replay.
 */
export function houseRuleInForce<Rule extends string>(
  setup: WithHouseRules<Rule>,
  rule: Rule,
): boolean {
  return setup.houseRules === undefined || setup.houseRules.includes(rule);
}

/**
 * The ruleset as an earlier version played it, for that version's stored games and records:
 * the same engine, under the old version and description, whose set-ups name no house rules (so
 * {@link houseRuleInForce} plays all of them, as that version always did).
 */
export function beforeHouseRules<Setup extends WithHouseRules<string>, State, Order, Event, View>(
  ruleset: Ruleset<Setup, State, Order, Event, View>,
  version: string,
  describe: Ruleset<Setup, State, Order, Event, View>['describe'],
): Ruleset<Setup, State, Order, Event, View> {
  return {
    ...ruleset,
    version,
    describe,
    atVersion: () => null,
    parseSetup: (input) => {
      const parsed = ruleset.parseSetup(input);
      if (!parsed.ok) return parsed;
      const { houseRules: _none, ...setup } = parsed.value;
      return { ok: true, value: setup as Setup };
    },
  };
}
