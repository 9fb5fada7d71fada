import { kitRuleset } from '../core/kit-ruleset.js';
import type { Ruleset } from '../core/ruleset.js';
import * as contract from './contract.js';
import { describeOnepage } from './describe.js';
import type { OnepageEvent } from './events.js';
import type { OnepageOrder } from './orders.js';
import { SCENARIOS } from './scenarios.js';
import type { OnepageSetup, OnepageState } from './state.js';
import type { OnepageView } from './view.js';

/** Version of the one-page engine; recorded in every game record. Bump when play changes. */
export const ONEPAGE_RULES_VERSION = '1.0.0';

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
  sides: (setup) => SCENARIOS[setup.scenario].sides,
  ...contract,
});
