import type { TimeControl } from '@broadside/protocol';
import type { GameResult, SeatId } from '@broadside/rules';
import type { SeatRow } from '../store/types.js';
import { firstDecisionMs } from './clocks.js';
import type { LiveGame } from './live-game.js';
import { displayName } from './seat-names.js';

/**
 * When the seats of a new game that nobody has taken yet lose by forfeit: the game's first
 * deadline (a live clock's starting time, a correspondence clock's time per decision) after
 * `now`; null without a clock or with every seat taken. Stored in the open game's `deadlineAt`.
 */
export function noShowDeadline(
  control: TimeControl,
  seats: readonly Pick<SeatRow, 'claimedAt'>[],
  now: number,
): number | null {
  const window = firstDecisionMs(control);
  if (window === null || seats.every((s) => s.claimedAt !== null)) return null;
  return now + window;
}

/** `a`, `a and b`, `a, b and c`. */
function listed(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * The result of an open game whose first deadline passed: the seats never taken lose by
 * forfeit and the taken ones win; with no seat taken at all the game is abandoned (no winner).
 * Null when every seat is taken (the game is no no-show).
 */
export function noShowResult(game: LiveGame): GameResult | null {
  const absent = game.seats.filter((s) => s.claimedAt === null);
  if (absent.length === 0) return null;
  const present: SeatId[] = game.seats.filter((s) => s.claimedAt !== null).map((s) => s.seat);
  if (present.length === 0)
    return {
      winners: [],
      level: null,
      reason: 'forfeit',
      summary:
        'Nobody took a seat before the first deadline: the game was abandoned and never started.',
    };
  const names = absent.map((s) => displayName(game.seatNames, s.seat, s.playerName));
  const one = absent.length === 1;
  return {
    winners: present,
    level: null,
    reason: 'forfeit',
    summary: `${listed(names)} never took ${one ? 'its seat' : 'their seats'} before the first deadline and ${one ? 'loses' : 'lose'} by forfeit; the game never started.`,
  };
}
