import type { DiceSource } from './dice-source.js';
import type { Result, RuleError } from './result.js';

/** A seat is one side of the battle, named by the ruleset (Starfire: 'A', 'B', …). */
export type SeatId = string;

/** Who is looking at a game. Spectators never see hidden information. */
export type Viewer =
  { readonly kind: 'seat'; readonly seat: SeatId } | { readonly kind: 'spectator' };

/** A decision the game is waiting for. */
export interface PendingDecision {
  /** The seat that owes it. */
  readonly seat: SeatId;
  /** What kind of decision, e.g. `deploy`, `move`, `fire`, `point_defense`. */
  readonly kind: string;
}

/** How a finished game ended. */
export interface GameResult {
  /** Seats that won; empty for a draw. */
  readonly winners: readonly SeatId[];
  /** Victory level where the scenario defines one. */
  readonly level: 'major' | 'minor' | null;
  /** Why the game ended. */
  readonly reason: 'victory' | 'concession' | 'timeout' | 'turn_limit';
  /** One readable sentence, e.g. "Side A wins a major victory: all three freighters escaped." */
  readonly summary: string;
}

/** The outcome of applying an accepted order. */
export interface Applied<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/**
 * The contract every ruleset implements. The server drives any game through it and knows
 * nothing else about the rules. Every function is pure: same inputs, same outputs, byte for byte.
 */
export interface Ruleset<Setup, State, Order, Event, View> {
  /** Stable id, e.g. `starfire`. */
  readonly id: string;
  /** Version of the rules implementation; recorded in every game record. */
  readonly version: string;
  /** Human name. */
  readonly name: string;

  /** Validates an unchecked setup. The only way to a {@link Setup}. */
  parseSetup(input: unknown): Result<Setup>;
  /** Creates the initial state of a game. May roll dice (e.g. initiative). */
  create(setup: Setup, dice: DiceSource): Result<Applied<State, Event>>;
  /** Seats of the game, in order. */
  seats(state: State): readonly SeatId[];
  /** Which seats owe a decision now, and of what kind. Empty only when the game is over. */
  pending(state: State): readonly PendingDecision[];
  /** Legal orders (or per-unit options) for a seat: enough for a UI to highlight and a bot to play. */
  legalOrders(state: State, seat: SeatId): readonly Order[];
  /** Validates an unchecked order (shape and rules) without changing anything. */
  check(state: State, seat: SeatId, order: unknown): Result<Order, RuleError>;
  /** Applies a checked order. Never mutates `state`. */
  apply(state: State, seat: SeatId, order: Order, dice: DiceSource): Applied<State, Event>;
  /** Ends the game for a seat that ran out of time. */
  timeout(state: State, seat: SeatId): Applied<State, Event>;
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
}

/** A ruleset with its type parameters erased, as the server's registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any>;
