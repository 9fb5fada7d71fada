import type { DesignCheck, RulesetDescription } from './description.js';
import type { DiceSource } from './dice-source.js';
import type { GameResult } from './game-result.js';
import type { Result, RuleError } from './result.js';

export type { GameResult } from './game-result.js';

/** A seat is one side of the battle, named by the ruleset (Starfire: 'A', 'B', …). */
export type SeatId = string;

/** Who is looking at a game. Spectators never see hidden information. */
export type Viewer =
  { readonly kind: 'seat'; readonly seat: SeatId } | { readonly kind: 'spectator' };

/** A decision the game is waiting for. */
export interface PendingDecision {
  /** The seat that owes it. */
  readonly seat: SeatId;
  /** What kind of decision, e.g. `deploy`, `move`, `fire`, `point_defense`, `plot`. */
  readonly kind: string;
  /** Ruleset detail about the decision, shown only where {@link Ruleset.viewPending} lets it. */
  readonly detail?: unknown;
}

/** The outcome of applying an accepted order. */
export interface Applied<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/**
 * The contract every ruleset implements (contract v2). The server, the record verifier, the web
 * shell and bots drive any game through it and know nothing else about the rules: no code outside
 * a ruleset reads its setup, state, orders or events. Every function is pure: same inputs, same
 * outputs, byte for byte.
 *
 * **Several seats may owe decisions at once** (simultaneous plots). Each submits on its own; a
 * plot stays hidden (through {@link viewEvent} and {@link view}) until the ruleset reveals the
 * plots together. The server accepts an order from a seat whose decision has not changed since
 * the sequence number the client saw, so seats deciding at once never collide.
 *
 * **Out-of-turn actions** (a concession at any time, dropping a cloak) are orders from a seat
 * that owes nothing: {@link mayAct} says whether a seat may send an order now at all, and
 * {@link check} decides which.
 */
export interface Ruleset<Setup, State, Order, Event, View> {
  /** Stable id, e.g. `starfire`. */
  readonly id: string;
  /** Version of the rules implementation; recorded in every game record. */
  readonly version: string;
  /** Human name. */
  readonly name: string;
  /**
   * The ruleset as it plays an earlier `version` of its rules, for replaying records of games
   * created under it; `null` (or no method) when this program does not play that version.
   */
  atVersion?(version: string): Ruleset<Setup, State, Order, Event, View> | null;

  /** The catalogue: scenarios with their seats and options, unit kinds or designs. */
  describe(): RulesetDescription;
  /** Checks a design string for a unit kind; only rulesets with designs have it. */
  checkDesign?(kind: string, text: string): DesignCheck | null;

  /** Validates an unchecked setup. The only way to a {@link Setup}. */
  parseSetup(input: unknown): Result<Setup>;
  /** A short human label for a set-up, e.g. "Patrol" or "Duel (written movement)". */
  setupLabel(setup: Setup): string;
  /** The name of a seat in this set-up, e.g. "Side A" or "Raiders". */
  seatName(setup: Setup, seat: SeatId): string;
  /** Creates the initial state of a game. May roll dice (e.g. initiative). */
  create(setup: Setup, dice: DiceSource): Result<Applied<State, Event>>;
  /** Seats of the game, in order. */
  seats(state: State): readonly SeatId[];
  /** The current turn number, or `null` for a ruleset without turns. */
  turn(state: State): number | null;
  /** Which seats owe a decision now, and of what kind. Empty only when the game is over. */
  pending(state: State): readonly PendingDecision[];
  /** The pending decisions as a viewer may see them (hidden details removed). */
  viewPending(state: State, viewer: Viewer): readonly PendingDecision[];
  /**
   * Whether a seat may send an order now: true for a seat that owes a decision, and for a seat
   * that owes none but may act out of turn (e.g. concede). {@link check} judges the order itself.
   */
  mayAct(state: State, seat: SeatId): boolean;
  /** Legal orders (or per-unit options) for a seat: enough for a UI to highlight and a bot to play. */
  legalOrders(state: State, seat: SeatId): readonly Order[];
  /** Validates an unchecked order (shape and rules) without changing anything. */
  check(state: State, seat: SeatId, order: unknown): Result<Order, RuleError>;
  /** Applies a checked order. Never mutates `state`. */
  apply(state: State, seat: SeatId, order: Order, dice: DiceSource): Applied<State, Event>;
  /**
   * Resolves a seat that ran out of time: ends the game for it, or plays a default for a missing
   * plot. May roll dice.
   */
  timeout(state: State, seat: SeatId, dice: DiceSource): Applied<State, Event>;
  /** What a viewer may see of the state. */
  view(state: State, viewer: Viewer): View;
  /** What a viewer may see of an event; `null` when the viewer may not see it at all. */
  viewEvent(event: Event, viewer: Viewer): Event | null;
  /** The result once the game is over, else `null`. */
  result(state: State): GameResult | null;
  /** A stable hash of the state (lowercase hex). */
  hash(state: State): string;
  /** How many dice the game has rolled so far: the next roll is number `rollCount(state)`. */
  rollCount(state: State): number;
  /**
   * For bots, which play from a seat's view only: a full state consistent with what `seat` sees
   * in `view` (its own {@link view}), every part hidden from that seat sampled with `random`
   * (uniform in [0, 1), the bot's own, never the game's dice). The result is only ever simulated,
   * never played: it depends on `view`, `seat` and `random` alone, so two states that look the
   * same to the seat give the same samples. Omitted by a ruleset whose views hide nothing.
   */
  determinize?(view: View, seat: SeatId, random: () => number): State;
}

/** A ruleset with its type parameters erased, as the server's registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any>;

/** {@link Ruleset.viewPending} for rulesets that hide only decision details from other seats. */
export function ownDetailsOnly(
  pending: readonly PendingDecision[],
  viewer: Viewer,
): readonly PendingDecision[] {
  if (pending.every((p) => p.detail === undefined)) return pending;
  return pending.map((p) =>
    p.detail === undefined || (viewer.kind === 'seat' && viewer.seat === p.seat)
      ? p
      : { seat: p.seat, kind: p.kind },
  );
}
