import type { DiceSource } from './dice-source.js';
import type { AnyRuleset } from './ruleset.js';

/** Leaves out concessions, which every ruleset offers at any time. */
const concession = (order: unknown): boolean => (order as { type?: unknown }).type === 'concede';

/**
 * Counts the sequences of `depth` orders that `legalOrders` offers from `state` to the first seat
 * owing a decision (like chess perft): a regression counter for any ruleset's move generation,
 * written once against the contract. Finished games count as one leaf. Orders that `skip` names
 * (by default concessions; a ruleset may add other out-of-turn orders) are not counted. The dice
 * source is shared along every line, as a game would roll them.
 */
export function perft(
  ruleset: Pick<AnyRuleset, 'pending' | 'legalOrders' | 'apply'>,
  state: unknown,
  depth: number,
  dice: DiceSource,
  skip: (order: unknown) => boolean = concession,
): number {
  const owed = ruleset.pending(state)[0];
  if (depth === 0 || !owed) return 1;
  let leaves = 0;
  for (const order of ruleset.legalOrders(state, owed.seat)) {
    if (skip(order)) continue;
    leaves += perft(
      ruleset,
      ruleset.apply(state, owed.seat, order, dice).state,
      depth - 1,
      dice,
      skip,
    );
  }
  return leaves;
}
