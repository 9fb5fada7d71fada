import { kitRuleset } from '../core/kit-ruleset.js';
import { toldAsBefore } from '../core/silent-events.js';
import type { Ruleset } from '../core/ruleset.js';
import * as contract from './contract.js';
import { describeOnepage } from './describe.js';
import type { OnepageEvent } from './events.js';
import type { OnepageOrder } from './orders.js';
import { SCENARIOS } from './scenarios.js';
import type { OnepageSetup, OnepageState } from './state.js';
import type { OnepageView } from './view.js';
import { onepageFleetPick } from './fleet-pick.js';

/**
 * Version of the one-page engine; recorded in every game record. Bump when play changes.
 * 1.1.0: at gun combat every ship that fires nothing says why (`ship_silent`, issue 28). Play is
 * unchanged.
 */
export const ONEPAGE_RULES_VERSION = '1.1.0';

/** Rules 1.0.0 played as 1.1.0 does but told no silent ships. */
const SILENT_VERSION = '1.0.0';

/**
 * The one-page space combat rules as a {@link Ruleset}: the one object the server, the record
 * verifier, bots and tests drive every one-page game through.
 */
export const onepageRuleset: Ruleset<
  OnepageSetup,
  OnepageState,
  OnepageOrder,
  OnepageEvent,
  OnepageView
> = kitRuleset({
  id: 'onepage',
  version: ONEPAGE_RULES_VERSION,
  name: 'One-Page Space Combat',
  describe: () => describeOnepage('onepage', 'One-Page Space Combat', ONEPAGE_RULES_VERSION),
  atVersion: (version) => (version === SILENT_VERSION ? silent : null),
  sides: (setup) => SCENARIOS[setup.scenario].sides,
  ...contract,
  fleetPick: onepageFleetPick,
});

/** The ruleset as rules 1.0.0 told it, for its stored games and records. */
const silent = toldAsBefore(
  onepageRuleset,
  SILENT_VERSION,
  () => describeOnepage('onepage', 'One-Page Space Combat', SILENT_VERSION),
  (e) => (e.type === 'ship_silent' ? null : e),
);
