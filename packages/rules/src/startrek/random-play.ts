import type { DiceSource } from '../core/dice-source.js';
import type { FoldEntry } from '../core/fold.js';
import {
  pick,
  playRandomlyWith,
  type RandomMove as CoreRandomMove,
  type RandomPlayOptions as CoreRandomPlayOptions,
} from '../core/random-play.js';
import { checkAction } from './check-actions.js';
import type { StartrekEvent } from './events.js';
import { legalOrders, manoeuvres } from './legal-orders.js';
import { classCard } from './own-cards.js';
import type { ActionOrder, StartrekOrder } from './orders.js';
import { pendingDecisions } from './pending.js';
import { startrekRuleset } from './ruleset.js';
import { SEATS, type Seat } from './scenarios.js';
import { getShip, type StartrekState } from './state.js';

export { seededRandom } from '../core/seeded-random.js';

/** A cloaked move with each token on its own random manoeuvre, where one is legal for all. */
function scatter(state: StartrekState, seat: Seat, order: ActionOrder, random: () => number) {
  if (order.type !== 'move_cloaked') return order;
  const ship = getShip(state, order.ship);
  const tokens = order.tokens.map((t) => {
    const m = pick(manoeuvres(classCard(state.setup, ship.cls), order.band), random)!;
    return { token: t.token, turnAt: m.turnAt, turn: m.turn };
  });
  const spread = { ...order, tokens };
  return checkAction(state, seat, spread).ok ? spread : order;
}

/**
 * A random order for a random seat that owes a decision, or `null` when none is owed: an action
 * of a random type (then a random one of that type, a random die to drop, cloak tokens scattered),
 * a random allocation or damage control from `legalOrders`, now and then a decloak.
 */
export function randomOrder(
  state: StartrekState,
  random: () => number,
): { seat: Seat; order: StartrekOrder } | null {
  const owed = pick(pendingDecisions(state), random);
  if (!owed) return null;
  const listed = legalOrders(state, owed.seat).filter((o) => o.type !== 'concede');
  const decloaks = listed.filter((o) => o.type === 'decloak');
  if (decloaks.length > 0 && random() < 0.05)
    return { seat: owed.seat, order: pick(decloaks, random)! };
  const choices = listed.filter((o) => o.type !== 'decloak');
  // Warp and concede end games early: warp is offered rarely so that fights run their course.
  let types = [...new Set(choices.map((o) => o.type))];
  if (types.length > 1 && random() < 0.9) types = types.filter((t) => t !== 'warp');
  const type = pick(types, random);
  let order = pick(
    choices.filter((o) => o.type === type),
    random,
  )!;
  if (owed.kind === 'action') {
    const action = scatter(state, owed.seat, order as ActionOrder, random);
    const drop = pick(state.initiative[owed.seat], random);
    order = random() < 0.5 && drop !== undefined ? { ...action, drop } : action;
  }
  return { seat: owed.seat, order };
}

/** One step of a random game, as played. */
export type RandomMove = CoreRandomMove<StartrekState, StartrekEvent>;

/** Options of {@link playRandomly}. */
export type RandomPlayOptions = CoreRandomPlayOptions<StartrekState, StartrekEvent>;

/** Plays random orders from `start` until the game is over: see {@link playRandomlyWith}. */
export function playRandomly(
  start: StartrekState,
  dice: DiceSource,
  random: () => number,
  options: RandomPlayOptions = {},
): { state: StartrekState; log: FoldEntry[] } {
  const player = {
    ruleset: startrekRuleset,
    seats: SEATS,
    randomOrder,
    where: (s: StartrekState) => s.stage,
  };
  return playRandomlyWith(player, start, dice, random, options);
}
