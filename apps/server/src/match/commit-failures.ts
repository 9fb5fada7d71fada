import type { FastifyBaseLogger as Logger } from 'fastify';
import type { MatchMetrics } from '../metrics.js';
import type { GameCache } from './game-cache.js';

/**
 * Changes of these games could not be stored: in memory they are ahead of the database. Each is
 * put back as stored, in place, so its sockets stay open and nothing half-applied remains; the
 * orders are answered with a rejection by their sessions. A game that cannot even be read back
 * is dropped and its sockets closed. Other games of the same group commit are not affected.
 */
export function reloadFailedGames(
  ctx: { readonly cache: GameCache; readonly log: Logger; readonly metrics: MatchMetrics },
  failures: ReadonlyMap<string, unknown>,
  wholeBatch: boolean,
): void {
  if (wholeBatch) ctx.metrics.orderRejected('server/storage_unavailable');
  const gamesByError = new Map<unknown, string[]>();
  for (const [id, error] of failures)
    gamesByError.set(error, [...(gamesByError.get(error) ?? []), id]);
  for (const [error, games] of gamesByError)
    ctx.log.error({ err: error, games }, 'commit failed; reloading the games from the database');
  for (const id of failures.keys()) {
    const game = ctx.cache.peek(id);
    if (game && ctx.cache.reload(game)) continue;
    ctx.cache.forget(id);
    if (!game) continue;
    game.inFlight.clear();
    for (const sub of [...game.subscribers]) sub.abort?.();
    game.subscribers.clear();
  }
}
