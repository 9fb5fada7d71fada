import type { SeatId } from '@broadside/rules';
import type { BotLevelName } from '../store/bot-store.js';

export type { BotLevelName };

/**
 * One decision asked of a bot worker. The view and the pending decisions are those of the bot's
 * seat only, as JSON text: nothing else of the game (never its state, never its dice) is sent.
 */
export interface BotRequest {
  readonly id: number;
  readonly ruleset: string;
  readonly rulesetVersion: string;
  readonly seat: SeatId;
  readonly level: BotLevelName;
  /** The bot's private seed for this decision (never the game's dice seed). */
  readonly seed: string;
  readonly budgetMs: number | null;
  /** `JSON.stringify(ruleset.view(state, seat viewer))`. */
  readonly view: string;
  /** `JSON.stringify(ruleset.viewPending(state, seat viewer))`. */
  readonly pending: string;
}

/** A worker's answer to one {@link BotRequest}. */
export type BotReply =
  | { readonly id: number; readonly ok: true; readonly orderJson: string; readonly ms: number }
  | {
      readonly id: number;
      readonly ok: false;
      /** The bot threw; or its answer was over {@link BotWorkerData.maxAnswerBytes}. */
      readonly reason: 'threw' | 'oversized';
      readonly message: string;
    };

/** What a worker says once it has loaded its bot library and can take requests. */
export interface BotWorkerReady {
  readonly ready: true;
}

/** The worker's start-up data. */
export interface BotWorkerData {
  /** URL of a module to use instead of the built-in bot library (tests only). */
  readonly library: string | null;
  /**
   * The largest answer the worker passes on, as JSON bytes; a bigger one (a flood of orders) is
   * refused in the worker, before the server's thread reads any of it.
   */
  readonly maxAnswerBytes: number;
}

/** What a bot library module exports: a bot for a ruleset version and settings, or null. */
export interface BotLibrary {
  /** The order the bot plays, given its seat's view; throws if it cannot decide. */
  decide(
    request: Omit<BotRequest, 'view' | 'pending'> & { view: unknown; pending: unknown },
  ): unknown;
}
