/**
 * The Starfire rules that answer the ruleset contract the same way under every rules version,
 * under the contract's names, one line per question: which of this folder's functions answers
 * it. `ruleset.ts` spreads the module into the ruleset of each version and adds what depends on
 * the version or on a side being in play.
 */
export { createGame as create } from './create.js';
export { pendingDecisions as pending } from './pending.js';
export { legalOrders } from './legal-orders.js';
export { checkOrder as check } from './check/index.js';
export { viewState as view, viewEvent } from './view.js';
export { determinizeView as determinize } from './determinize.js';
export { hashState as hash } from './hash.js';
