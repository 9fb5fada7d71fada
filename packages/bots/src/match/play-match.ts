import type { DiceSource, GameResult, SeatId } from '@broadside/rules';
import type { Bot, BotRuleset } from '../types.js';

/** What happened in a game played by bots. */
export interface MatchOutcome {
  /** The result, or `null` when the game hit `maxDecisions` first. */
  readonly result: GameResult | null;
  readonly state: unknown;
  /** Orders the bots gave. */
  readonly decisions: number;
  /** Orders the rules refused (must stay 0). */
  readonly illegal: number;
  /** Decisions owed for which a bot gave nothing (must stay 0). */
  readonly stalls: number;
}

/** One decision as a match plays it, for callers that time or record them. */
export interface MatchDecision {
  readonly seat: SeatId;
  readonly order: unknown;
  readonly legal: boolean;
}

/** Options of {@link playMatch}. */
export interface MatchOptions {
  /** Stop after this many decisions (a stalled game ends unfinished). Default 5000. */
  readonly maxDecisions?: number;
  /** Sees every decision, after it is checked. */
  readonly onDecision?: (decision: MatchDecision) => void;
  /** Wraps each bot call (e.g. to time it). */
  readonly around?: <T>(seat: SeatId, decide: () => T) => T;
}

/**
 * Plays a game from `start` to the end with one bot per seat, as a server would: each seat that
 * owes a decision is shown its own view and pending list, its order is checked, then applied
 * with the game's dice. A refused order or a missing one is counted and the seat is timed out
 * (the ruleset's default), so a bad bot cannot hang the match.
 */
export function playMatch(
  ruleset: BotRuleset,
  start: unknown,
  bots: Readonly<Record<SeatId, Bot>>,
  dice: DiceSource,
  options: MatchOptions = {},
): MatchOutcome {
  const around = options.around ?? ((_seat, decide) => decide());
  const maxDecisions = options.maxDecisions ?? 5000;
  let state = start;
  let decisions = 0;
  let illegal = 0;
  let stalls = 0;
  while (ruleset.result(state) === null && decisions < maxDecisions) {
    const owed = ruleset.pending(state);
    const next = owed[0];
    if (!next) break;
    const seat = next.seat;
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const viewer = { kind: 'seat', seat } as const;
    const order = around(seat, () =>
      bot.decide({
        view: ruleset.view(state, viewer),
        pending: ruleset.viewPending(state, viewer),
        seat,
      }),
    );
    decisions += 1;
    if (order === null || order === undefined) {
      stalls += 1;
      state = ruleset.timeout(state, seat, dice).state;
      continue;
    }
    const checked = ruleset.check(state, seat, order);
    options.onDecision?.({ seat, order, legal: checked.ok });
    if (!checked.ok) {
      illegal += 1;
      state = ruleset.timeout(state, seat, dice).state;
      continue;
    }
    state = ruleset.apply(state, seat, checked.value, dice).state;
  }
  return { result: ruleset.result(state), state, decisions, illegal, stalls };
}
