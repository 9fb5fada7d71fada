import type { GameResult } from '@broadside/rules';
import { earliestDeadline } from './clocks.js';
import { releaseToSpectators } from './commit.js';
import type { GameCache } from './game-cache.js';
import type { GameLimits } from './game-limits.js';
import type { LiveGame } from './live-game.js';
import type { MatchContext, RematchLookup } from './match-context.js';
import { noShowResult } from './no-shows.js';
import type { GameOwnership } from './ownership.js';
import { commitTimeout } from './timeout.js';

/** What the deadlines of games (open games, no-shows, clocks, delays) need from the service. */
export interface DeadlineContext extends MatchContext {
  readonly cache: GameCache;
  readonly limits: GameLimits;
  readonly ownership: GameOwnership;
  readonly rematches: RematchLookup | null;
  /** Sends every subscriber a fresh welcome. */
  broadcastState(game: LiveGame): void;
}

/** Deletes open games that nobody completed within the time allowed; returns their ids. */
export function expireOpenGames(ctx: DeadlineContext, now: number): string[] {
  ctx.commits.flush();
  const ids = ctx.store.deleteOpenGamesBefore(now - ctx.limits.openGameTtlMs);
  for (const id of ids) {
    const game = ctx.cache.peek(id);
    ctx.cache.forget(id);
    for (const sub of [...(game?.subscribers ?? [])]) sub.abort?.();
  }
  if (ids.length > 0) ctx.log.info({ games: ids.length }, 'open games expired');
  return ids;
}

/**
 * Ends every open game whose first deadline passed with a seat nobody took: those seats lose by
 * forfeit ({@link noShowResult}). An open rematch is left to wait for its players instead, and
 * expires like any open game without a clock.
 */
export function expireNoShows(ctx: DeadlineContext, now: number): void {
  for (const id of ctx.store.noShowsDue(now)) {
    if (!ctx.ownership.owns(id)) continue;
    try {
      if (ctx.rematches?.reserves(id)) {
        ctx.store.clearOpenDeadline(id);
        continue;
      }
      const loaded = ctx.cache.get(id);
      if (!loaded.ok) continue;
      const result = noShowResult(loaded.game);
      if (result && endBeforeStart(ctx, loaded.game, result, now))
        ctx.log.info({ gameId: id, result: result.winners }, 'seat never taken: forfeit');
    } catch (error) {
      ctx.log.error({ err: error, gameId: id }, 'no-show check failed');
    }
  }
}

/**
 * Ends an open game that never started with `result` (no-shows, an organiser's adjudication):
 * stored, everyone in it told, listeners (tournaments) called. False when it is not open.
 */
export function endBeforeStart(
  ctx: DeadlineContext,
  game: LiveGame,
  result: GameResult,
  now: number,
): boolean {
  if (game.header.status !== 'open' || !ctx.store.endUnstarted(game.id, result, now)) return false;
  Object.assign(game.header, {
    status: 'finished',
    result,
    finishedAt: now,
    deadlineAt: null,
    revealDeadlineAt: null,
  });
  ctx.broadcastState(game);
  ctx.onFinished(game);
  ctx.cache.release(game);
  return true;
}

/**
 * Runs the clocks that are due: a seat of a game this process owns whose time ran out loses on
 * time through the ruleset's `timeout`, recorded in the log; then held spectator batches that are
 * due are sent.
 */
export function runDueClocks(ctx: DeadlineContext, now: number): void {
  for (const id of ctx.store.dueGames(now)) {
    if (!ctx.ownership.owns(id)) continue;
    try {
      const loaded = ctx.cache.get(id);
      if (loaded.ok) expireClock(ctx, loaded.game, now);
    } catch (error) {
      ctx.log.error({ err: error, gameId: id }, 'clock check failed');
    }
  }
  for (const game of ctx.cache.values())
    if (game.delayed.length > 0) releaseToSpectators(game, now);
}

function expireClock(ctx: DeadlineContext, game: LiveGame, now: number): void {
  const due = earliestDeadline(game.header.clocks);
  if (game.header.status !== 'live' || !due || due.at > now) return;
  commitTimeout(ctx, game, due.seat, now, (finished) => {
    ctx.log.info({ gameId: game.id, seat: due.seat }, 'clock ran out');
    if (finished) ctx.cache.release(game);
  });
}
