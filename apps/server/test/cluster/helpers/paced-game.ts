import type { PlayedGame } from './games.js';
import { ClusterClient } from './player.js';

/** A game whose seats play only the orders a test hands them. */
export interface PacedGame extends PlayedGame {
  /** Orders the seats may still send: raise it, then make the seats reconnect, to play on. */
  readonly budget: { left: number };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
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
  const created = await postJson<{ gameId: string; invites: { seat: string; invite: string }[] }>(
    `${httpUrl}/api/games`,
    { ruleset: 'starfire', setup: { scenario: 'patrol' } },
  );
  const budget = { left: 0 };
  const players: ClusterClient[] = [];
  for (const { seat, invite } of created.invites) {
    const grant = await postJson<{ seatToken: string }>(
      `${httpUrl}/api/games/${created.gameId}/seats/${seat}/join`,
      { invite, playerName: `Player ${seat}` },
    );
    players.push(new ClusterClient(playerUrl, created.gameId, grant.seatToken, budget));
  }
  const spectator = new ClusterClient(spectatorUrl(created.gameId), created.gameId, undefined, {
    left: 0,
  });
  return { id: created.gameId, players, spectator, budget };
}
