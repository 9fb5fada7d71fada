import type { DiceSource } from './dice-source.js';
import type { AnyRuleset } from './ruleset.js';

/**
 * Counts the sequences of `depth` orders that `legalOrders` offers from `state` to the first seat
 * owing a decision, concessions left out: a regression counter for any ruleset's move generation,
 * written once against the contract. The dice source is shared along every line, as a game would
 * roll them.
 */
export function perft(
  ruleset: Pick<AnyRuleset, 'pending' | 'legalOrders' | 'apply'>,
  state: unknown,
  depth: number,
  dice: DiceSource,
): number {
  const owed = ruleset.pending(state)[0];
  if (depth === 0 || !owed) return 1;
  let leaves = 0;
  for (const order of ruleset.legalOrders(state, owed.seat)) {
    if ((order as { type?: unknown }).type === 'concede') continue;
    leaves += perft(ruleset, ruleset.apply(state, owed.seat, order, dice).state, depth - 1, dice);
  }
  return leaves;
}
