import { withDrawOffers } from '../core/draw-offer.js';
import { ownDetailsOnly, type Ruleset } from '../core/ruleset.js';
import { checkStarfireDesign, describeStarfire } from './describe.js';
import { sideInPlay } from './unit-state.js';
import { applyOrder, applyTimeout } from './apply.js';
import * as contract from './contract.js';
import type { StarfireEvent } from './events.js';
import type { StarfireOrder } from './orders.js';
import { resolveSetup } from './scenarios/setup.js';
import type { ResolvedSetup, SideId } from './scenarios/types.js';
import {
  isStarfireRulesVersion,
  STARFIRE_RULES_VERSION,
  type StarfireRulesVersion,
} from './rulings.js';
import type { StarfireState } from './state.js';
import type { StarfireView } from './view.js';

export { STARFIRE_RULES_VERSION, STARFIRE_RULES_VERSIONS } from './rulings.js';

/** The Starfire ruleset's type. */
export type StarfireRuleset = Ruleset<
  ResolvedSetup,
  StarfireState,
  StarfireOrder,
  StarfireEvent,
  StarfireView
>;

/**
 * The ruleset that creates games under rules `version`. Only the version, the catalogue and the
 * default version of new setups differ: everything else reads the version a game was created
 * with from its setup (see rulings.ts), so a game keeps its rulings for its whole life.
 */
function starfireAt(version: StarfireRulesVersion): StarfireRuleset {
  // Draw offers are the kit's, as in every ruleset (core/draw-offer.ts): they come on top of
  // Starfire's own orders, events and view, which the type names.
  return withDrawOffers<ResolvedSetup, StarfireState, StarfireOrder, StarfireEvent, StarfireView>({
    id: 'starfire',
    version,
    name: 'Starfire Quick Start Rules',
    describe: () => describeStarfire('starfire', 'Starfire Quick Start Rules', version),
    atVersion: (earlier) => (isStarfireRulesVersion(earlier) ? BY_VERSION[earlier] : null),
    checkDesign: checkStarfireDesign,
    parseSetup: (input) => resolveSetup(input, version),
    setupLabel: (setup) => setup.scenario.name,
    seatName: (setup, seat) => setup.seatNames[seat as SideId] ?? `Side ${seat}`,
    ...contract,
    seats: (state) => state.setup.sides,
    turn: (state) => state.turn,
    viewPending: (state, viewer) => ownDetailsOnly(contract.pending(state), viewer),
    // A side still in the game may always send an order: concession is accepted at any time, and
    // `check` refuses any other order from a side that owes no decision.
    mayAct: (state, seat) => state.result === null && sideInPlay(state, seat as SideId),
    apply: (state, seat, order, dice) => applyOrder(state, seat as SideId, order, dice),
    // Starfire's clock has no dice: a timeout plays on only as far as no die is needed.
    timeout: (state, seat) => applyTimeout(state, seat as SideId),
    result: (state) => state.result,
    rollCount: (state) => state.rolls,
  }) as unknown as StarfireRuleset;
}

/** The Starfire ruleset of every version this program plays. */
const BY_VERSION: Readonly<Record<StarfireRulesVersion, StarfireRuleset>> = {
  '1.1.0': starfireAt('1.1.0'),
  '1.2.0': starfireAt('1.2.0'),
  '1.3.0': starfireAt('1.3.0'),
};

/**
 * The Starfire Quick Start Rules as a {@link Ruleset}: the one object the server, the record
 * verifier, bots and tests drive every Starfire game through. New games play by
 * {@link STARFIRE_RULES_VERSION}; `starfireRuleset.atVersion('1.1.0')` creates and replays games
 * of the earlier rulings (the record verifier uses it for records of that version).
 */
export const starfireRuleset: StarfireRuleset = BY_VERSION[STARFIRE_RULES_VERSION];
