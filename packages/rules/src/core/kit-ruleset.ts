import { hashValue } from './canonical-json.js';
import type { DiceSource } from './dice-source.js';
import { withDrawOffers } from './draw-offer.js';
import type { FinishableState } from './finish.js';
import { withFleetPick, type FleetPickHooks } from './fleet-pick.js';
import type { GameResult } from './game-result.js';
import { ownDetailsOnly, type Applied, type Ruleset, type SeatId } from './ruleset.js';

/** What the kit reads of a state: its turn number, its result and how many dice it has rolled. */
export interface KitState {
  readonly turn: number;
  readonly result: GameResult | null;
  readonly rolls: number;
}

/** A side of a scenario as its catalogue names it. */
export interface NamedSide {
  readonly id: string;
  readonly name: string;
}

/** The name a scenario gives a seat, or "Side X" for a seat it does not name. */
export function nameOfSide(sides: readonly NamedSide[], seat: SeatId): string {
  return sides.find((s) => s.id === seat)?.name ?? `Side ${seat}`;
}

/** The name a state's scenario gives a seat, read from a scenario catalogue. */
export function sideNamer<Id extends string>(
  scenarios: Readonly<Record<Id, { readonly sides: readonly NamedSide[] }>>,
): (state: { readonly setup: { readonly scenario: Id } }, seat: SeatId) => string {
  return (state, seat) => nameOfSide(scenarios[state.setup.scenario].sides, seat);
}

/** The contract's functions that only the ruleset itself can write: its rules. */
type OwnParts<Setup, State, Order, Event, View> = Pick<
  Ruleset<Setup, State, Order, Event, View>,
  | 'id'
  | 'version'
  | 'name'
  | 'describe'
  | 'atVersion'
  | 'checkDesign'
  | 'parseSetup'
  | 'setupLabel'
  | 'create'
  | 'pending'
  | 'legalOrders'
  | 'check'
  | 'timeout'
  | 'view'
  | 'viewEvent'
  | 'determinize'
>;

/**
 * What a ruleset hands {@link kitRuleset}: its rules, its seats and its scenarios' sides. A
 * ruleset's folder names its rules once under these names in a module of their own
 * (`contract.ts`) and spreads that module in after its id, version, name and catalogue.
 */
export interface KitParts<
  Setup,
  State extends KitState,
  Order,
  Event,
  View,
  Seat extends SeatId,
> extends OwnParts<Setup, State, Order, Event, View> {
  /** The seats of every game, in order. */
  readonly seats: readonly Seat[];
  /** Whether a string names one of {@link seats}. */
  isSeat(seat: SeatId): seat is Seat;
  /** The sides of a set-up's scenario, with the names the seats go by. */
  sides(setup: Setup): readonly NamedSide[];
  /** Applies a checked order of one of the game's own seats. */
  apply(state: State, seat: Seat, order: Order, dice: DiceSource): Applied<State, Event>;
  /** The fleet phase's hooks, for a ruleset whose sides may pick their fleets (fleet-pick.ts). */
  readonly fleetPick?: FleetPickHooks<Setup>;
}

/**
 * The contract's wiring, written once for every ruleset whose games have fixed seats, a turn
 * counter and a plain JSON state. The kit provides `seatName` (the scenario's name for the side),
 * `seats`, `turn`, `viewPending` (other seats' decision details hidden), `mayAct` (any seat of a
 * game still running: a concession is accepted at any time, and `check` refuses any other order
 * from a seat that owes nothing), `result`, `hash` (of the canonical JSON) and `rollCount`.
 * It also takes the draw orders every ruleset shares (see `withDrawOffers` in draw-offer.ts):
 * they are the kit's, not the ruleset's, so the returned type names only the ruleset's own
 * orders, events and view; the draw orders, events and view field come on top of them.
 */
export function kitRuleset<
  Setup,
  State extends KitState & FinishableState,
  Order,
  Event,
  View,
  Seat extends SeatId,
>(
  parts: KitParts<Setup, State, Order, Event, View, Seat>,
): Ruleset<Setup, State, Order, Event, View> {
  const { seats, isSeat, sides, apply, fleetPick, ...own } = parts;
  const plain: Ruleset<Setup, State, Order, Event, View> = {
    ...own,
    seatName: (setup, seat) => nameOfSide(sides(setup), seat),
    seats: () => seats,
    turn: (state) => state.turn,
    viewPending: (state, viewer) => ownDetailsOnly(own.pending(state), viewer),
    mayAct: (state, seat) => state.result === null && isSeat(seat),
    apply: (state, seat, order, dice) => apply(state, seat as Seat, order, dice),
    result: (state) => state.result,
    hash: (state) => hashValue(state),
    rollCount: (state) => state.rolls,
  };
  const picked = fleetPick ? withFleetPick(plain, fleetPick, seats) : plain;
  return withDrawOffers(picked) as unknown as Ruleset<Setup, State, Order, Event, View>;
}
