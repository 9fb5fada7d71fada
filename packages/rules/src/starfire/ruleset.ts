import { ownDetailsOnly, type Ruleset } from '../core/ruleset.js';
import { checkStarfireDesign, describeStarfire } from './describe.js';
import { sideInPlay } from './unit-state.js';
import { applyOrder, applyTimeout } from './apply.js';
import { checkOrder } from './check/index.js';
import { createGame } from './create.js';
import { hashState } from './hash.js';
import type { StarfireEvent } from './events.js';
import { legalOrders } from './legal-orders.js';
import type { StarfireOrder } from './orders.js';
import { pendingDecisions } from './pending.js';
import { resolveSetup } from './scenarios/setup.js';
import type { ResolvedSetup, SideId } from './scenarios/types.js';
import type { StarfireState } from './state.js';
import { viewEvent, viewState, type StarfireView } from './view.js';

/** Version of the Starfire engine; recorded in every game record. Bump when play changes. */
export const STARFIRE_RULES_VERSION = '1.1.0';

/**
 * The Starfire Quick Start Rules as a {@link Ruleset}: the one object the server, the record
 * verifier, bots and tests drive every Starfire game through.
 */
export const starfireRuleset: Ruleset<
  ResolvedSetup,
  StarfireState,
  StarfireOrder,
  StarfireEvent,
  StarfireView
> = {
  id: 'starfire',
  version: STARFIRE_RULES_VERSION,
  name: 'Starfire Quick Start Rules',
  describe: () =>
    describeStarfire('starfire', 'Starfire Quick Start Rules', STARFIRE_RULES_VERSION),
  checkDesign: checkStarfireDesign,
  parseSetup: resolveSetup,
  setupLabel: (setup) => setup.scenario.name,
  seatName: (setup, seat) => setup.seatNames[seat as SideId] ?? `Side ${seat}`,
  create: createGame,
  seats: (state) => state.setup.sides,
  turn: (state) => state.turn,
  pending: pendingDecisions,
  viewPending: (state, viewer) => ownDetailsOnly(pendingDecisions(state), viewer),
  // A side still in the game may always send an order: concession is accepted at any time, and
  // `check` refuses any other order from a side that owes no decision.
  mayAct: (state, seat) => state.result === null && sideInPlay(state, seat as SideId),
  legalOrders,
  check: checkOrder,
  apply: (state, seat, order, dice) => applyOrder(state, seat as SideId, order, dice),
  // Starfire's clock has no dice: a timeout plays on only as far as no die is needed.
  timeout: (state, seat) => applyTimeout(state, seat as SideId),
  view: viewState,
  viewEvent,
  result: (state) => state.result,
  hash: hashState,
  rollCount: (state) => state.rolls,
};
