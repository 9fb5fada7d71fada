import { randomOrder, seededRandom } from '../../src/starfire/random-play.js';
import type { StarfireState } from '../../src/starfire/state.js';
import type { NextMove } from './support.js';

/**
 * A chooser that plays a random legal order (the engine's own `randomOrder`, seeded) for the
 * seat that owes a decision. Throws on a dead end: a decision owed with no legal order.
 */
export function randomLegalOrders(seed: number): (state: unknown) => NextMove {
  const random = seededRandom(seed);
  return (raw) => {
    const state = raw as StarfireState;
    if (state.result !== null) return null;
    const next = randomOrder(state, random);
    if (!next)
      throw new Error(
        `a decision is owed but no legal order exists at ${JSON.stringify(state.stage)}`,
      );
    return { kind: 'order', seat: next.seat, order: next.order };
  };
}
