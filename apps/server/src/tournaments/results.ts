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
 * A finished game's result as a board result: a game that never started because nobody took a
 * seat (`forfeit` without a winner) is a double forfeit; any other game without a winner a draw;
 * a win on time or by forfeit (the loser never took its seat, or never revealed its nonce) is a
 * forfeit (scored as such); otherwise a win at the level the ruleset gave it.
 */
export function boardResultOf(
  result: GameResult,
  firstSeat: string,
  secondSeat: string,
): BoardResult {
  const firstWon = result.winners.includes(firstSeat);
  const secondWon = result.winners.includes(secondSeat);
  if (result.reason === 'forfeit' && !firstWon && !secondWon) return { kind: 'double_forfeit' };
  if (firstWon === secondWon) return { kind: 'draw' };
  const winner = firstWon ? 'first' : 'second';
  if (result.reason === 'timeout' || result.reason === 'forfeit')
    return { kind: 'forfeit', winner };
  const level = result.level !== null && MINOR_LEVELS.has(result.level) ? 'minor' : 'major';
  return { kind: 'win', winner, level };
}

/**
 * The result a board's game ends with when the organiser settles the board (an adjudication, a
 * withdrawal), whether or not the game started: the board's winner wins, reason `adjudicated`,
 * with `summary` saying why.
 */
export function gameResultOfBoard(
  result: BoardResult,
  firstSeat: string,
  secondSeat: string,
  summary: string,
): GameResult {
  const winners =
    result.kind === 'win' || result.kind === 'forfeit'
      ? [result.winner === 'first' ? firstSeat : secondSeat]
      : [];
  return { winners, level: null, reason: 'adjudicated', summary };
}
