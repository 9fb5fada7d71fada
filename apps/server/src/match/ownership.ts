import { newGameId } from '../util/secrets.js';

/**
 * Which games this process serves. A single server owns every game; a worker of a
 * `WORKERS=N` server owns the games whose id its hash ring gives it, and makes new game ids
 * that fall to itself, so that a game is born where its sockets and requests will be routed.
 */
export interface GameOwnership {
  /** Whether this process runs the clocks, bots and sockets of the game. */
  owns(gameId: string): boolean;
  /** A new unguessable game id that this process owns. */
  newGameId(): string;
}

/** The ownership of a server that is alone: every game is its own. */
export const EVERY_GAME: GameOwnership = {
  owns: () => true,
  newGameId,
};
