import type { DiceSource } from '../core/dice-source.js';
import { applyOrder } from './apply.js';
import { legalOrders } from './legal-orders.js';
import { owedDecision } from './pending.js';
import type { StarfireState } from './state.js';

/**
 * Counts the sequences of `depth` orders that `legalOrders` offers from `state` (like chess
 * perft): a regression counter for move generation. Finished games count as one leaf.
 */
export function perft(state: StarfireState, depth: number, dice: DiceSource): number {
  const owed = owedDecision(state);
  if (depth === 0 || !owed) return 1;
  let leaves = 0;
  for (const order of legalOrders(state, owed.seat)) {
    leaves += perft(applyOrder(state, owed.seat, order, dice).state, depth - 1, dice);
  }
  return leaves;
}
