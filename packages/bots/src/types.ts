import type { AnyRuleset, PendingDecision, SeatId } from '@broadside/rules';

/**
 * How well a bot plays. `random`: a uniformly random legal order (the baseline). `easy`: greedy,
 * one decision ahead, judged by a ruleset-aware evaluation. `hard`: a search within a time budget
 * per decision (determinized Monte Carlo over sampled dice and hidden information).
 */
export type BotLevel = 'random' | 'easy' | 'hard';

/** The levels, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'hard'];

/** How a bot is made. */
export interface BotSettings {
  readonly level: BotLevel;
  /**
   * Seed of the bot's private randomness (sampling hidden information, simulated dice, ties).
   * Never the game's seed: the bot cannot know the game's dice.
   */
  readonly seed: string;
  /** Hard level: thinking time per decision in milliseconds; default {@link DEFAULT_BUDGET_MS}. */
  readonly budgetMs?: number;
  /**
   * A clock in milliseconds, injected by the caller (e.g. `() => performance.now()`): the package
   * never reads one itself. Required for the hard level unless `maxIterations` bounds it.
   */
  readonly clock?: () => number;
  /** Hard level: a cap on search iterations per decision (makes it deterministic in tests). */
  readonly maxIterations?: number;
}

/** The default thinking time of the hard level, per decision. */
export const DEFAULT_BUDGET_MS = 1000;

/** What a bot decides from: exactly what its seat may see. */
export interface BotDecisionInput {
  /** `ruleset.view(state, { kind: 'seat', seat })`. */
  readonly view: unknown;
  /** `ruleset.viewPending(state, { kind: 'seat', seat })`. */
  readonly pending: readonly PendingDecision[];
  /** The seat the bot plays. */
  readonly seat: SeatId;
}

/** A computer player for one seat. */
export interface Bot {
  /** The level it plays at. */
  readonly level: BotLevel;
  /**
   * An order for the seat (the server still checks it), or `null` when the seat owes no
   * decision. Same input and settings, same order: the decision depends on the view and the
   * bot's seed only.
   */
  decide(input: BotDecisionInput): unknown;
}

/** A ruleset as the bots drive it. */
export type BotRuleset = AnyRuleset;
