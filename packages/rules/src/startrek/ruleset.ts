import { beforeHouseRules } from '../core/house-rules.js';
import { kitRuleset } from '../core/kit-ruleset.js';
import { toldAsBefore } from '../core/silent-events.js';
import type { Ruleset } from '../core/ruleset.js';
import * as contract from './contract.js';
import { describeStartrek } from './describe.js';
import type { StartrekEvent } from './events.js';
import type { StartrekOrder } from './orders.js';
import { scenarioOf } from './custom.js';
import type { StartrekSetup, StartrekState } from './state.js';
import type { StartrekView } from './view.js';
import { startrekFleetPick } from './fleet-pick.js';

/**
 * Version of the Star Trek engine; recorded in every game record. Bump when play changes.
 * 1.1.0: torpedoes, damage control and scanning cloak tokens follow the draft's words (only the
 * ship that scanned a token may fire on it); the earlier readings became house rules.
 * 1.2.0: a void action says why (`action_void.message`, issue 28). Play is unchanged.
 */
export const STARTREK_RULES_VERSION = '1.2.0';

/** Rules 1.1.0 played as 1.2.0 does but gave a void action no words (issue 28). */
const WORDLESS_VERSION = '1.1.0';

/**
 * Rules 1.0.0 played what are now the house rules, always. Its set-ups name no house rules, and
 * {@link houseRule} reads that as "all of them", so its records replay exactly as they were made.
 */
const LEGACY_VERSION = '1.0.0';

/** Star Trek Ship Battles as a {@link Ruleset}. */
export const startrekRuleset: Ruleset<
  StartrekSetup,
  StartrekState,
  StartrekOrder,
  StartrekEvent,
  StartrekView
> = kitRuleset({
  id: 'startrek',
  version: STARTREK_RULES_VERSION,
  name: 'Star Trek Ship Battles',
  describe: () => describeStartrek('startrek', 'Star Trek Ship Battles', STARTREK_RULES_VERSION),
  atVersion: (version) =>
    version === WORDLESS_VERSION ? wordless : version === LEGACY_VERSION ? legacy : null,
  sides: (setup) => scenarioOf(setup).sides,
  ...contract,
  fleetPick: startrekFleetPick,
});

/** A void action as rules before 1.2.0 told it: its code, no words. */
function wordlessVoid(e: StartrekEvent): StartrekEvent {
  if (e.type !== 'action_void') return e;
  const { message: _words, ...told } = e;
  return told;
}

/** The ruleset as rules 1.1.0 told it, for its stored games and records. */
const wordless = toldAsBefore(
  startrekRuleset,
  WORDLESS_VERSION,
  () => describeStartrek('startrek', 'Star Trek Ship Battles', WORDLESS_VERSION),
  wordlessVoid,
);

/** The ruleset as rules 1.0.0 played it, for its stored games and records. */
const legacy = beforeHouseRules(wordless, LEGACY_VERSION, () =>
  describeStartrek('startrek', 'Star Trek Ship Battles', LEGACY_VERSION),
);
