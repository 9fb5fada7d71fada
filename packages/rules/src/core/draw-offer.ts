import { hashValue } from './canonical-json.js';
import { runInContext } from './context.js';
import { finish, type FinishableState, type GameOverEvent } from './finish.js';
import type { GameResult } from './game-result.js';
import { ok, type Result, type RuleError } from './result.js';
import { rejecter } from './reject.js';
import type { Applied, Ruleset, SeatId, Viewer } from './ruleset.js';

/**
 * Draw offers, the same in every ruleset: a side still in play offers a draw (`offer_draw`),
 * every other side still in play answers it (`accept_draw` or `decline_draw`). When all of them
 * accept, the game ends drawn with result reason `agreed`. The rule of the offer:
 *
 * - It stands until it is answered, or until another side makes a game order (or runs out of
 *   time): then it lapses, as on chess sites an offer lapses when the opponent moves on. The
 *   offerer's own game orders leave it standing.
 * - One offer stands at a time; a side whose offer was declined may not offer again in the same
 *   turn.
 * - It is no secret: every seat and spectator sees it in the view (`drawOffer`) and the events.
 *
 * None of these orders is in `legalOrders`: random play, perft and bots never offer draws, as
 * they never concede. A game that never saw an offer has the same state, hash and view as before
 * draw offers existed, so old records replay byte for byte.
 */

/** The three draw orders, accepted from any seat in play at any time (as a concession is). */
export type DrawOrder =
  | { readonly type: 'offer_draw' }
  | { readonly type: 'accept_draw' }
  | { readonly type: 'decline_draw' };

/** The draw orders' types. */
export const DRAW_ORDER_TYPES = ['offer_draw', 'accept_draw', 'decline_draw'] as const;

/**
 * What the draw orders say, seen by everyone. `seat` is who acted; `by` the side that offered.
 * `draw_lapsed`: another side made a game order (or ran out of time) before answering.
 */
export type DrawEvent =
  | { readonly type: 'draw_offered'; readonly seat: SeatId }
  | { readonly type: 'draw_accepted'; readonly seat: SeatId; readonly by: SeatId }
  | { readonly type: 'draw_declined'; readonly seat: SeatId; readonly by: SeatId }
  | { readonly type: 'draw_lapsed'; readonly by: SeatId };

/** The draw events' types. */
export const DRAW_EVENT_TYPES = [
  'draw_offered',
  'draw_accepted',
  'draw_declined',
  'draw_lapsed',
] as const;

/** A standing offer: who made it and which sides have accepted so far. */
export interface DrawOffer {
  readonly by: SeatId;
  readonly accepted: readonly SeatId[];
}

/**
 * What the kit keeps of draw offers in a game's state. Both fields are absent in a game that
 * never saw an offer, so its state hashes as before.
 */
export interface DrawFields {
  /** The standing offer, absent when none stands. */
  drawOffer?: DrawOffer;
  /** Per side, the turn its last offer was declined in: no new offer from it in that turn. */
  drawDeclined?: Record<SeatId, number>;
}

/** The view's part: the standing offer, present only while one stands. */
export interface DrawView {
  readonly drawOffer?: DrawOffer;
  /** The sides whose offer was declined this turn (no new offer from them until the next). */
  readonly drawBarred?: readonly SeatId[];
}

/** The draw-offer error codes, with what each means (see docs/protocol.md). */
export const DRAW_ORDER_ERRORS = {
  'order/malformed': 'A draw order is an object with only its type.',
  'order/game_over': 'The game is over; no order is accepted.',
  'order/not_a_side': 'The seat is not a side still in play in this game.',
  'order/draw_offer_standing': 'A draw offer already stands; answer it (or wait) first.',
  'order/draw_declined_this_turn': 'Your draw offer was declined this turn; offer again next turn.',
  'order/no_draw_offer': 'No draw offer stands to answer.',
  'order/own_draw_offer': 'A side cannot answer its own draw offer.',
  'order/draw_already_accepted': 'This side has already accepted the standing draw offer.',
} as const;

/** A draw-offer error code. */
export type DrawOrderError = keyof typeof DRAW_ORDER_ERRORS;

const reject = rejecter<DrawOrderError>();

/** True for an order value of one of the three draw types (its shape is checked apart). */
export function isDrawOrderType(order: unknown): boolean {
  const type = (order as { type?: unknown } | null)?.type;
  return (DRAW_ORDER_TYPES as readonly unknown[]).includes(type);
}

/** True for one of the draw events. */
export function isDrawEvent(event: unknown): event is DrawEvent {
  const type = (event as { type?: unknown } | null)?.type;
  return (DRAW_EVENT_TYPES as readonly unknown[]).includes(type);
}

/** The standing offer in a state, or null. */
export function drawOfferOf(state: unknown): DrawOffer | null {
  return (state as DrawFields).drawOffer ?? null;
}

type Inner<Setup, State, Order, Event, View> = Ruleset<Setup, State, Order, Event, View>;

/** The seats still in play other than `seat`, in seat order. */
function othersInPlay<State>(
  inner: Inner<unknown, State, unknown, unknown, unknown>,
  state: State,
  seat: SeatId,
): SeatId[] {
  return inner.seats(state).filter((s) => s !== seat && inner.mayAct(state, s));
}

/** Checks a draw order's shape and rule for `seat` (which the caller knows to be a draw type). */
function checkDraw<State extends FinishableState & DrawFields>(
  inner: Inner<unknown, State, unknown, unknown, unknown>,
  state: State,
  seat: SeatId,
  order: unknown,
): Result<DrawOrder, RuleError> {
  const keys = Object.keys(order as object);
  if (keys.length !== 1) return reject('order/malformed', 'A draw order has only a type.');
  if (state.result) return reject('order/game_over', 'The game is over.');
  if (!inner.mayAct(state, seat)) {
    return reject('order/not_a_side', `${seat} is not a side still in play in this game.`);
  }
  const type = (order as DrawOrder).type;
  const offer = state.drawOffer;
  if (type === 'offer_draw') {
    if (offer) {
      return offer.by === seat
        ? reject('order/draw_offer_standing', 'Your draw offer already stands.')
        : reject(
            'order/draw_offer_standing',
            `${offer.by} has offered a draw: accept or decline it.`,
          );
    }
    if (state.drawDeclined?.[seat] === (inner.turn(state) ?? 0)) {
      return reject('order/draw_declined_this_turn', 'Your draw offer was declined this turn.');
    }
    return ok({ type });
  }
  if (!offer) return reject('order/no_draw_offer', 'No draw offer stands.');
  if (offer.by === seat) return reject('order/own_draw_offer', 'You cannot answer your own offer.');
  if (type === 'accept_draw' && offer.accepted.includes(seat)) {
    return reject('order/draw_already_accepted', 'You have already accepted this offer.');
  }
  return ok({ type });
}

/** The result of a draw all sides agreed. */
export function agreedDraw(): GameResult {
  return { winners: [], level: null, reason: 'agreed', summary: 'The sides agreed a draw.' };
}

/** A shallow copy of `state` with the draw fields set as given (an absent field is removed). */
function withFields<State extends DrawFields>(state: State, fields: DrawFields): State {
  const next: State = { ...state };
  delete next.drawOffer;
  delete next.drawDeclined;
  if (fields.drawOffer) next.drawOffer = fields.drawOffer;
  if (fields.drawDeclined) next.drawDeclined = fields.drawDeclined;
  return next;
}

/** Applies a checked draw order. */
function applyDraw<State extends FinishableState & DrawFields, Event>(
  inner: Inner<unknown, State, unknown, Event, unknown>,
  state: State,
  seat: SeatId,
  order: DrawOrder,
): Applied<State, Event | DrawEvent | GameOverEvent> {
  const declined = state.drawDeclined;
  if (order.type === 'offer_draw') {
    return {
      state: withFields(state, { drawOffer: { by: seat, accepted: [] }, drawDeclined: declined }),
      events: [{ type: 'draw_offered', seat }],
    };
  }
  const offer = state.drawOffer as DrawOffer;
  if (order.type === 'decline_draw') {
    const turn = inner.turn(state) ?? 0;
    return {
      state: withFields(state, { drawDeclined: { ...declined, [offer.by]: turn } }),
      events: [{ type: 'draw_declined', seat, by: offer.by }],
    };
  }
  const accepted = [...offer.accepted, seat];
  const accept: DrawEvent = { type: 'draw_accepted', seat, by: offer.by };
  const waiting = othersInPlay(inner, state, offer.by).filter((s) => !accepted.includes(s));
  if (waiting.length > 0) {
    return {
      state: withFields(state, { drawOffer: { by: offer.by, accepted }, drawDeclined: declined }),
      events: [accept],
    };
  }
  const noDice = { roll: () => 0 };
  const ended = runInContext<State, Event | DrawEvent | GameOverEvent>(
    withFields(state, { drawDeclined: declined }),
    noDice,
    (ctx) => {
      ctx.events.push(accept);
      finish(ctx, agreedDraw());
    },
  );
  return ended;
}

/**
 * After a game order (or a timeout) of `seat`: the standing offer lapses when `seat` is not the
 * offerer, when the offerer has left play, or when the game has ended.
 */
function afterGameOrder<State extends FinishableState & DrawFields, Event>(
  inner: Inner<unknown, State, unknown, Event, unknown>,
  before: State,
  seat: SeatId,
  applied: Applied<State, Event>,
): Applied<State, Event | DrawEvent> {
  const offer = before.drawOffer;
  const declined = before.drawDeclined;
  const carried = withFields(applied.state, { drawOffer: offer, drawDeclined: declined });
  if (!offer) return { state: carried, events: applied.events };
  const over = applied.state.result !== null;
  if (!over && seat === offer.by && inner.mayAct(applied.state, offer.by)) {
    return { state: carried, events: applied.events };
  }
  const lapsed = withFields(applied.state, { drawDeclined: declined });
  const events: (Event | DrawEvent)[] = [...applied.events];
  if (!over) events.push({ type: 'draw_lapsed', by: offer.by });
  return { state: lapsed, events };
}

/**
 * `inner` with the draw orders of every ruleset: `check` and `apply` take `offer_draw`,
 * `accept_draw` and `decline_draw` besides the ruleset's own orders, the state keeps the
 * standing offer, the view shows it to everyone ({@link DrawView}) and the draw events are seen
 * by every viewer. `hash` covers the draw fields only when a game has any, so a game without
 * offers hashes as it did. The ruleset's own `legalOrders` are left alone.
 */
export function withDrawOffers<Setup, State extends FinishableState, Order, Event, View>(
  inner: Ruleset<Setup, State, Order, Event, View>,
): Ruleset<Setup, State, Order | DrawOrder, Event | DrawEvent, View & DrawView> {
  type Wrapped = Ruleset<Setup, State, Order | DrawOrder, Event | DrawEvent, View & DrawView>;
  if (WRAPPED.has(inner)) return inner as unknown as Wrapped;
  const wrapped = wrap(inner);
  WRAPPED.add(wrapped);
  return wrapped;
}

/** The rulesets {@link withDrawOffers} made: wrapping one again would change nothing. */
const WRAPPED = new WeakSet<object>();

function wrap<Setup, State extends FinishableState, Order, Event, View>(
  inner: Ruleset<Setup, State, Order, Event, View>,
): Ruleset<Setup, State, Order | DrawOrder, Event | DrawEvent, View & DrawView> {
  type S = State & DrawFields;
  const bare = inner as unknown as Inner<unknown, S, unknown, Event, unknown>;
  const { atVersion, ...rest } = inner;
  return {
    ...rest,
    ...(atVersion && {
      atVersion: (version: string) => {
        const earlier = atVersion.call(inner, version);
        return earlier ? withDrawOffers(earlier) : null;
      },
    }),
    check: (state, seat, order) =>
      isDrawOrderType(order)
        ? checkDraw(bare, state as S, seat, order)
        : inner.check(state, seat, order),
    apply: (state, seat, order, dice) => {
      const s = state as S;
      if (isDrawOrderType(order))
        return applyDraw(bare, s, seat, order as DrawOrder) as Applied<State, Event | DrawEvent>;
      return afterGameOrder(
        bare,
        s,
        seat,
        inner.apply(state, seat, order as Order, dice) as Applied<S, Event>,
      );
    },
    timeout: (state, seat, dice) => {
      const s = state as S;
      const applied = inner.timeout(state, seat, dice) as Applied<S, Event>;
      if (applied.events.length > 0) return afterGameOrder(bare, s, seat, applied);
      const kept = { drawOffer: s.drawOffer, drawDeclined: s.drawDeclined };
      return { state: withFields(applied.state, kept), events: applied.events };
    },
    view: (state, viewer: Viewer) => {
      const view = inner.view(state, viewer);
      const s = state as S;
      const turn = inner.turn(state) ?? 0;
      const barred = Object.keys(s.drawDeclined ?? {}).filter((k) => s.drawDeclined?.[k] === turn);
      if (!s.drawOffer && barred.length === 0) return view as View & DrawView;
      return {
        ...view,
        ...(s.drawOffer && { drawOffer: s.drawOffer }),
        ...(barred.length > 0 && { drawBarred: barred }),
      } as View & DrawView;
    },
    viewEvent: (event, viewer) =>
      isDrawEvent(event) ? event : inner.viewEvent(event as Event, viewer),
    hash: (state) => {
      const s = state as S;
      const plain = inner.hash(withFields(s, {}));
      if (!s.drawOffer && !s.drawDeclined) return plain;
      return hashValue({
        state: plain,
        drawOffer: s.drawOffer ?? null,
        drawDeclined: s.drawDeclined ?? null,
      });
    },
  };
}
