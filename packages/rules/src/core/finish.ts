import type { CountsRolls, RulesContext } from './context.js';
import { emit } from './context.js';
import type { GameResult } from './game-result.js';

/** A state that ends the way the kit ends it: a result, and a stage that becomes `over`. */
export interface FinishableState extends CountsRolls {
  result: GameResult | null;
  stage: { readonly phase: string };
}

/** The event every kit-built ruleset emits when its game ends. */
export interface GameOverEvent {
  readonly type: 'game_over';
  readonly result: GameResult;
}

/** Ends the game with `result`: records it, closes the stage and emits `game_over`. */
export function finish<State extends FinishableState, Event>(
  ctx: RulesContext<State, Event | GameOverEvent>,
  result: GameResult,
): void {
  ctx.state.result = result;
  ctx.state.stage = { phase: 'over' };
  emit(ctx, { type: 'game_over', result });
}

/**
 * A result with one winner at `level`, or a draw (no winners, no level) when `winner` is null,
 * with the seats' points as they stand.
 */
export function oneWinner(
  winner: string | null,
  level: string | null,
  reason: GameResult['reason'],
  summary: string,
  score: Readonly<Record<string, number>>,
): GameResult {
  return { winners: winner ? [winner] : [], level: winner ? level : null, reason, summary, score };
}

/** The event every kit-built ruleset emits when a side concedes. */
export interface SideConcededEvent {
  readonly type: 'side_conceded';
  readonly seat: string;
}

/** `seat` concedes: the event says so, then the game ends with `result` (the ruleset's own). */
export function concede<State extends FinishableState, Event>(
  ctx: RulesContext<State, Event | GameOverEvent | SideConcededEvent>,
  seat: string,
  result: GameResult,
): void {
  emit(ctx, { type: 'side_conceded', seat });
  finish(ctx, result);
}

/**
 * Ends the game if `decided` finds it decided; true when the game is over (already, or now).
 * `decided` is the ruleset's own victory check.
 */
export function finishIfDecided<State extends FinishableState, Event>(
  ctx: RulesContext<State, Event | GameOverEvent>,
  decided: (state: State) => GameResult | null,
): boolean {
  if (ctx.state.result) return true;
  const result = decided(ctx.state);
  if (result) finish(ctx, result);
  return result !== null;
}
