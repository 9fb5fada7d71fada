import { beforeHouseRules } from '../core/house-rules.js';
import { kitRuleset } from '../core/kit-ruleset.js';
import type { Ruleset } from '../core/ruleset.js';
import { toldAsBefore } from '../core/silent-events.js';
import * as contract from './contract.js';
import { describeScl } from './describe.js';
import type { SclEvent } from './events.js';
import type { SclOrder } from './orders.js';
import { scenarioOf } from './custom.js';
import type { SclSetup, SclState } from './state.js';
import type { SclView } from './view.js';
import { sclFleetPick } from './fleet-pick.js';

/**
 * Version of the Star Cruiser Lite engine; recorded in every game record. Bump when play changes.
 * 1.2.0: quasi-naval ships turn only after moving a hex, as the seed says (pivoting in place
 * became the house rule `pivot_in_place`), each side numbers its own missiles, and undetected
 * units move with their side's last move decision (`move-order.ts`).
 * 1.3.0: the detection step before fire tells each side its checks (`detection_check`), so a
 * player can tell why nothing was detected (issue 28). Play is unchanged.
 */
export const SCL_RULES_VERSION = '1.3.0';

/** Rules 1.2.0 played as 1.3.0 does but told no detection checks. */
const SILENT_CHECKS_VERSION = '1.2.0';

/**
 * Rules 1.1.0 let a quasi-naval ship pivot in place, numbered missiles with one counter for
 * both sides and moved every unit in the plain order. Its set-ups name no house rules, and
 * `legacySetup` reads that as "rules 1.1.0", so its records replay exactly as they were made.
 */
const LEGACY_VERSION = '1.1.0';

/** Star Cruiser Lite (v1.2 of the rules) on the hex grid, as a {@link Ruleset}. */
export const sclRuleset: Ruleset<SclSetup, SclState, SclOrder, SclEvent, SclView> = kitRuleset({
  id: 'scl',
  version: SCL_RULES_VERSION,
  name: 'Star Cruiser Lite',
  describe: () => describeScl('scl', 'Star Cruiser Lite', SCL_RULES_VERSION),
  atVersion: (version) =>
    version === SILENT_CHECKS_VERSION ? silentChecks : version === LEGACY_VERSION ? legacy : null,
  sides: (setup) => scenarioOf(setup).sides,
  ...contract,
  fleetPick: sclFleetPick,
});

/** The ruleset as rules 1.2.0 played it (no detection checks told), for its stored games. */
const silentChecks = toldAsBefore(
  sclRuleset,
  SILENT_CHECKS_VERSION,
  () => describeScl('scl', 'Star Cruiser Lite', SILENT_CHECKS_VERSION),
  (event: SclEvent) => (event.type === 'detection_check' ? null : event),
);

/** The ruleset as rules 1.1.0 played it, for its stored games and records. */
const legacy = beforeHouseRules(silentChecks, LEGACY_VERSION, () =>
  describeScl('scl', 'Star Cruiser Lite', LEGACY_VERSION),
);
