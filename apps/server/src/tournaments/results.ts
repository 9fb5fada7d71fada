import type { GameResult } from '@broadside/rules';
import type { BoardResult } from './types.js';

/**
 * Victory levels that count as a minor win. A ruleset names its own levels (`major`/`minor`,
 * `decisive`/`marginal`, …); any level not listed here, and a win without a level, is major.
 */
export const MINOR_LEVELS: ReadonlySet<string> = new Set([
  'minor',
  'marginal',
  'tactical',
  'partial',
]);

/**
 * A finished game's result as a board result: no winner is a draw; a win on time is a forfeit
 * (scored as such); otherwise a win at the level the ruleset gave it.
 */
export function boardResultOf(
  result: GameResult,
  firstSeat: string,
  secondSeat: string,
): BoardResult {
  const firstWon = result.winners.includes(firstSeat);
  const secondWon = result.winners.includes(secondSeat);
  if (firstWon === secondWon) return { kind: 'draw' };
  const winner = firstWon ? 'first' : 'second';
  if (result.reason === 'timeout') return { kind: 'forfeit', winner };
  const level = result.level !== null && MINOR_LEVELS.has(result.level) ? 'minor' : 'major';
  return { kind: 'win', winner, level };
}
