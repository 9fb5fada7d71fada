import type { DiceSource } from '../core/dice-source.js';
import type { StarfireEvent } from './events.js';
import { legalOrders } from './legal-orders.js';
import type { StarfireOrder } from './orders.js';
import { owedDecision } from './pending.js';
import { starfireRuleset } from './ruleset.js';
import type { StarfireState } from './state.js';

export { seededRandom } from '../core/seeded-random.js';

/** A uniformly random legal order for the side that owes the decision, or `null` when none is owed. */
export function randomOrder(
  state: StarfireState,
  random: () => number,
): { seat: string; order: StarfireOrder } | null {
  const owed = owedDecision(state);
  if (!owed) return null;
  const options = legalOrders(state, owed.seat);
  const order = options[Math.floor(random() * options.length)];
  return order ? { seat: owed.seat, order } : null;
}

/** A concession from a random side still in the game. */
function randomConcession(
  state: StarfireState,
  random: () => number,
): { seat: string; order: StarfireOrder } | null {
  const sides = state.setup.sides.filter((side) => !state.conceded.includes(side));
  const seat = sides[Math.floor(random() * sides.length)];
  return seat ? { seat, order: { type: 'concede' } } : null;
}

/** One order of a random game, as played. */
export interface RandomMove {
  readonly seat: string;
  readonly order: StarfireOrder;
  readonly before: StarfireState;
  readonly after: StarfireState;
  readonly events: readonly StarfireEvent[];
}

/**
 * Plays random legal orders from `state` until the game is over or `maxOrders` have been given.
 * Every order goes through `check` before `apply`; `onMove` sees each step. With
 * `concedeChance`, each order is instead a concession by a random side with that probability. Throws when the game
 * reaches a dead end (a decision is owed but no legal order exists) or a listed order is refused.
 */
export function playRandomly(
  start: StarfireState,
  dice: DiceSource,
  random: () => number,
  maxOrders: number,
  onMove?: (move: RandomMove) => void,
  concedeChance = 0,
): { state: StarfireState; orders: { seat: string; order: StarfireOrder }[] } {
  let state = start;
  const orders: { seat: string; order: StarfireOrder }[] = [];
  while (state.result === null && orders.length < maxOrders) {
    const next =
      random() < concedeChance ? randomConcession(state, random) : randomOrder(state, random);
    if (!next) throw new Error(`dead end: no legal order at ${JSON.stringify(state.stage)}`);
    const checked = starfireRuleset.check(state, next.seat, next.order);
    if (!checked.ok)
      throw new Error(
        `legalOrders offered a refused order (${checked.error.code}): ${JSON.stringify(next.order)}`,
      );
    const applied = starfireRuleset.apply(state, next.seat, checked.value, dice);
    onMove?.({
      seat: next.seat,
      order: checked.value,
      before: state,
      after: applied.state,
      events: applied.events,
    });
    orders.push({ seat: next.seat, order: checked.value });
    state = applied.state;
  }
  return { state, orders };
}
