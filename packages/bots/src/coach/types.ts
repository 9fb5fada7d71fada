import type { PendingDecision, SeatId } from '@broadside/rules';

/**
 * The coach's input: one decision a seat made, as that seat saw the game when it made it. This
 * is all the analysis ever reads, so it cannot use what the player did not know: the view is
 * `ruleset.view(stateBefore, { kind: 'seat', seat })` and the pending list is the seat's own.
 */
export interface CoachStep {
  /** The record entry that carried the order. */
  readonly seq: number;
  readonly seat: SeatId;
  /** The game turn the decision was made in, when the ruleset has turns. */
  readonly turn: number | null;
  readonly view: unknown;
  readonly pending: readonly PendingDecision[];
  /** The order the seat gave (as recorded). */
  readonly chosen: unknown;
}

/** How much a decision cost, from "fine" to "blunder", by the loss in win probability. */
export type VerdictSeverity = 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** The coach's judgement of one decision. */
export interface Verdict {
  readonly seq: number;
  readonly seat: SeatId;
  readonly turn: number | null;
  /** The chosen order in the ruleset's words. */
  readonly chosenText: string;
  /** What the coach would have done, in the ruleset's words; null when the choice was best. */
  readonly bestText: string | null;
  /** Why, in the ruleset's words (to-hit numbers, ranges, shields …); null when nothing to say. */
  readonly why: string | null;
  /** The seat's estimated chance to win after the chosen order (0–1). */
  readonly chosenValue: number;
  /** The same after the coach's best order, the candidate that keeps the most lead (0–1). */
  readonly bestValue: number;
  /**
   * What the decision cost (0–1): `bestValue - chosenValue`, or what the lead it gave away would
   * cost in an even battle when that is more (see `decisionCost`).
   */
  readonly loss: number;
  readonly severity: VerdictSeverity;
}

/** A point of the win-probability graph: each seat's chance as the deciding seat saw it. */
export interface WinPoint {
  readonly seq: number;
  readonly turn: number | null;
  /** The seat whose view the estimate was made from. */
  readonly seat: SeatId;
  /** Chance of winning, per seat (a draw counts half to each). */
  readonly winProbability: Readonly<Record<SeatId, number>>;
}

/** One decision's analysis: the unit of work a worker thread does. */
export interface StepAnalysis {
  readonly verdict: Verdict;
  readonly point: WinPoint;
}

/** A finished game's analysis, as cached and served. */
export interface GameAnalysis {
  readonly version: 1;
  readonly ruleset: string;
  readonly seats: readonly SeatId[];
  readonly verdicts: readonly Verdict[];
  readonly winProbability: readonly WinPoint[];
  /** Playouts per candidate and decision that the estimates rest on. */
  readonly samples: number;
}

/** How hard the coach thinks. */
export interface CoachSettings {
  /** Seed of the coach's own randomness (never the game's). */
  readonly seed: string;
  /** Playouts per candidate order (deterministic, whatever the machine). */
  readonly samples: number;
  /** Candidate orders compared with the chosen one (the best by the easy ranking). */
  readonly candidates?: number;
  /** Optional thinking time per decision, read from the injected clock. */
  readonly budgetMs?: number;
  readonly clock?: () => number;
}
