import { createPatrolGame, type PlayedGame } from './games.js';
import { ClusterClient } from './player.js';

/** A game whose seats play only the orders a test hands them. */
export interface PacedGame extends PlayedGame {
  /** Orders the seats may still send: raise it, then make the seats reconnect, to play on. */
  readonly budget: { left: number };
}

/**
 * Creates a Starfire patrol game through `httpUrl` and takes both seats: the seats connect to
 * `playerUrl()`, the spectator to `spectatorUrl(gameId)()`, and nobody sends an order until the test
 * raises the budget. A seat decides when a welcome or a batch reaches it, so a budget raised
 * while the seats wait is spent after their next reconnect (a node killed, a lease handed on).
 */
export async function createPacedGame(
  httpUrl: string,
  playerUrl: () => string,
  spectatorUrl: (gameId: string) => () => string,
): Promise<PacedGame> {
  const { gameId, seatTokens } = await createPatrolGame(httpUrl);
  const budget = { left: 0 };
  const players = seatTokens.map((token) => new ClusterClient(playerUrl, gameId, token, budget));
  const spectator = new ClusterClient(spectatorUrl(gameId), gameId, undefined, { left: 0 });
  return { id: gameId, players, spectator, budget };
}
