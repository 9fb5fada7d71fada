import {
  err,
  hashValue,
  ok,
  ownDetailsOnly,
  ruleError,
  type DiceSource,
  type GameResult,
  type Ruleset,
  type Viewer,
} from '@broadside/rules';

/**
 * A tiny test ruleset that exercises what Starfire does not: every seat bids at once each round
 * (simultaneous, secret until all are in), a seat may taunt or concede at any time (out-of-turn
 * actions), a missing bid is rolled for on a d6 (a timeout that rolls dice), each decision carries
 * a private detail (the seat's budget), and the result carries a score.
 */
export interface BidsSetup {
  readonly sides: number;
  readonly rounds: number;
}
export interface BidsState {
  readonly setup: BidsSetup;
  readonly seats: readonly string[];
  readonly round: number;
  readonly budget: Record<string, number>;
  readonly bids: Record<string, number>;
  readonly score: Record<string, number>;
  readonly conceded: readonly string[];
  readonly rolls: number;
  readonly result: GameResult | null;
}
export type BidsOrder =
  | { readonly type: 'bid'; readonly amount: number }
  | { readonly type: 'taunt' }
  | { readonly type: 'concede' };
export type BidsEvent =
  | { readonly type: 'bid'; readonly seat: string; readonly amount: number }
  | { readonly type: 'bid_placed'; readonly seat: string }
  | { readonly type: 'bids_revealed'; readonly bids: Record<string, number>; readonly roll: number }
  | { readonly type: 'taunted'; readonly seat: string }
  | { readonly type: 'conceded'; readonly seat: string }
  | { readonly type: 'rolled_for'; readonly seat: string; readonly amount: number };

const SEATS = ['A', 'B', 'C'];
const BUDGET = 10;
const live = (s: BidsState) => s.seats.filter((seat) => !s.conceded.includes(seat));

function finish(state: BidsState): BidsState {
  const players = live(state);
  if (players.length > 1 && state.round <= state.setup.rounds) return state;
  const best = Math.max(...players.map((seat) => state.score[seat] ?? 0));
  const winners = players.filter((seat) => (state.score[seat] ?? 0) === best);
  const result: GameResult = {
    winners,
    level: null,
    reason: players.length > 1 ? 'victory' : 'concession',
    summary: `${winners.join(', ')} win${winners.length === 1 ? 's' : ''} on points.`,
    score: { ...state.score },
  };
  return { ...state, result };
}

/** Places a bid; when every live seat has bid, reveals them and scores the round (one d6). */
function placeBid(
  state: BidsState,
  seat: string,
  amount: number,
  dice: DiceSource,
  events: BidsEvent[],
): BidsState {
  let next: BidsState = {
    ...state,
    bids: { ...state.bids, [seat]: amount },
    budget: { ...state.budget, [seat]: (state.budget[seat] ?? 0) - amount },
  };
  events.push({ type: 'bid', seat, amount }, { type: 'bid_placed', seat });
  if (live(next).some((s) => next.bids[s] === undefined)) return next;
  const roll = dice.roll(next.rolls, 6);
  const top = Math.max(...live(next).map((s) => next.bids[s]!));
  const score = { ...next.score };
  for (const s of live(next)) if (next.bids[s] === top) score[s] = (score[s] ?? 0) + top + roll;
  events.push({ type: 'bids_revealed', bids: next.bids, roll });
  next = { ...next, bids: {}, score, round: next.round + 1, rolls: next.rolls + 1 };
  return finish(next);
}

export const sealedBidsRuleset: Ruleset<BidsSetup, BidsState, BidsOrder, BidsEvent, unknown> = {
  id: 'bids',
  version: '1.0.0',
  name: 'Sealed bids (test ruleset)',
  describe: () => ({
    id: 'bids',
    name: 'Sealed bids (test ruleset)',
    version: '1.0.0',
    summary: 'Every seat bids at once; the highest bid scores it plus a d6.',
    scenarios: [
      {
        id: 'race',
        number: 1,
        name: 'Race',
        briefing: 'Bid well.',
        minSides: 2,
        maxSides: 3,
        seats: SEATS.map((id) => ({ id, name: `Bidder ${id}`, forces: [] })),
        options: [],
        specialRules: [],
        victory: 'Most points after the last round.',
      },
    ],
    units: [],
    designs: false,
  }),
  parseSetup(input) {
    const i = input as Partial<BidsSetup> | null;
    if (typeof i?.sides !== 'number' || i.sides < 2 || i.sides > 3)
      return err(ruleError('setup/sides', 'sides must be 2 or 3', ['sides']));
    if (typeof i.rounds !== 'number' || i.rounds < 1 || i.rounds > 5)
      return err(ruleError('setup/rounds', 'rounds must be 1-5', ['rounds']));
    return ok({ sides: i.sides, rounds: i.rounds });
  },
  setupLabel: (setup) => `Race of ${setup.rounds} rounds`,
  seatName: (_setup, seat) => `Bidder ${seat}`,
  create(setup) {
    const seats = SEATS.slice(0, setup.sides);
    const zero = Object.fromEntries(seats.map((s) => [s, 0]));
    const budget = Object.fromEntries(seats.map((s) => [s, BUDGET]));
    const state: BidsState = {
      setup,
      seats,
      round: 1,
      budget,
      bids: {},
      score: zero,
      conceded: [],
      rolls: 0,
      result: null,
    };
    return ok({ state, events: [] });
  },
  seats: (state) => state.seats,
  turn: (state) => state.round,
  pending: (state) =>
    state.result
      ? []
      : live(state)
          .filter((seat) => state.bids[seat] === undefined)
          .map((seat) => ({ seat, kind: 'bid', detail: { budget: state.budget[seat] } })),
  viewPending: (state, viewer) => ownDetailsOnly(sealedBidsRuleset.pending(state), viewer),
  mayAct: (state, seat) => state.result === null && live(state).includes(seat),
  legalOrders(state, seat) {
    if (state.result || state.bids[seat] !== undefined) return [{ type: 'taunt' }];
    const most = Math.min(state.budget[seat] ?? 0, 5);
    return Array.from({ length: most + 1 }, (_, amount) => ({ type: 'bid', amount }));
  },
  check(state, seat, order) {
    const o = order as Partial<BidsOrder> | null;
    if (state.result) return err(ruleError('order/game_over', 'The game is over.'));
    if (o?.type === 'taunt' || o?.type === 'concede') return ok(o as BidsOrder);
    if (o?.type !== 'bid') return err(ruleError('order/malformed', 'Unknown order.', ['type']));
    if (state.bids[seat] !== undefined)
      return err(ruleError('order/not_pending', 'This seat has bid this round.'));
    const amount = (o as { amount?: unknown }).amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0 || amount > 5)
      return err(ruleError('order/bad_amount', 'A bid is 0 to 5.', ['amount']));
    if (amount > (state.budget[seat] ?? 0))
      return err(ruleError('order/over_budget', 'Not enough budget left.', ['amount']));
    return ok({ type: 'bid', amount });
  },
  apply(state, seat, order, dice) {
    const events: BidsEvent[] = [];
    if (order.type === 'taunt') return { state, events: [{ type: 'taunted', seat }] };
    if (order.type === 'concede') {
      const next = finish({ ...state, conceded: [...state.conceded, seat] });
      return { state: next, events: [{ type: 'conceded', seat }] };
    }
    return { state: placeBid(state, seat, order.amount, dice, events), events };
  },
  timeout(state, seat, dice) {
    if (state.result || state.bids[seat] !== undefined) return { state, events: [] };
    const amount = Math.min(dice.roll(state.rolls, 6) - 1, state.budget[seat] ?? 0);
    const rolled: BidsState = { ...state, rolls: state.rolls + 1 };
    const events: BidsEvent[] = [{ type: 'rolled_for', seat, amount }];
    return { state: placeBid(rolled, seat, amount, dice, events), events };
  },
  view(state, viewer: Viewer) {
    const own = viewer.kind === 'seat' ? viewer.seat : null;
    const bids = Object.fromEntries(
      Object.entries(state.bids).map(([seat, amount]) => [seat, seat === own ? amount : 'sealed']),
    );
    return { ...state, bids, budget: own ? { [own]: state.budget[own] } : {} };
  },
  viewEvent(event, viewer) {
    if (event.type !== 'bid' && event.type !== 'rolled_for') return event;
    return viewer.kind === 'seat' && viewer.seat === event.seat ? event : null;
  },
  result: (state) => state.result,
  hash: (state) => hashValue(state),
  rollCount: (state) => state.rolls,
};
