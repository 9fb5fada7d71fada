/**
 * The one-page rules under the names of the ruleset contract, one line per question: which of
 * this folder's functions answers it. `ruleset.ts` hands the whole module to the kit
 * (`kitRuleset`), which adds the wiring every ruleset shares.
 */
export { parseSetup, setupLabel } from './setup.js';
export { SEATS as seats, isSeat } from './scenarios.js';
export { createGame as create } from './create.js';
export { pendingDecisions as pending } from './pending.js';
export { legalOrders } from './legal-orders.js';
export { checkOrder as check } from './check.js';
export { applyOrder as apply, applyTimeout as timeout } from './apply.js';
export { viewState as view, viewEvent } from './view.js';
export { determinizeView as determinize } from './determinize.js';
