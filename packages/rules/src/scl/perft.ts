import type { DiceSource } from '../core/dice-source.js';
import { applyOrder } from './apply.js';
import { legalOrders } from './legal-orders.js';
import { pendingDecisions } from './pending.js';
import type { SclState } from './state.js';

/**
 * Counts the sequences of `depth` orders that `legalOrders` offers from `state` to the first seat
 * owing a decision, concessions left out: a regression counter for move generation.
 */
export function perft(state: SclState, depth: number, dice: DiceSource): number {
  const owed = pendingDecisions(state)[0];
  if (depth === 0 || !owed) return 1;
  let leaves = 0;
  for (const order of legalOrders(state, owed.seat)) {
    if (order.type === 'concede') continue;
    leaves += perft(applyOrder(state, owed.seat, order, dice).state, depth - 1, dice);
  }
  return leaves;
}
