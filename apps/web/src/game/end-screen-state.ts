import type { Session } from '../net/session.js';

/**
 * Whether the player closed the end screen to look at the map, and which rematch offer they had
 * seen then: `undefined` while it is open, `null` when closed before any offer.
 */
export type EndClosed = string | null | undefined;

/** The end screen shows once the game is over until closed, and again for a new rematch offer. */
export function endScreenOpen(s: Session | null, closed: EndClosed): boolean {
  if (!s?.result) return false;
  return closed === undefined || (s.rematch !== null && s.rematch.gameId !== closed);
}

/** What {@link endScreenOpen} remembers when the player closes the end screen. */
export function closedWith(s: Session | null): EndClosed {
  return s?.rematch?.gameId ?? null;
}
