import { serverError, type GameSummary } from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import type { GameRecordRow, GameStore } from '../store/types.js';
import type { CommitQueue } from './commit-queue.js';
import type { GameCache } from './game-cache.js';
import type { RematchLookup } from './match-context.js';
import { fail, type Outcome } from './outcome.js';
import type { SeedContributions } from './seeding.js';
import { summariseGame } from './summaries.js';

/** What the lobby's summaries need from the match service. */
export interface ListingContext {
  readonly store: GameStore;
  readonly cache: GameCache;
  readonly commits: CommitQueue;
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly rematches: RematchLookup | null;
  readonly seeding: SeedContributions | null;
}

/** The lobby's summary of a game. */
export function gameSummary(ctx: ListingContext, gameId: string): Outcome<GameSummary> {
  ctx.commits.flush();
  const row = ctx.store.getGame(gameId);
  if (!row) return fail(serverError('game/not_found'));
  return { ok: true, value: summarise(ctx, row) };
}

/** Public games of a status to join, watch or replay; an open rematch is not listed. */
export function listGames(
  ctx: ListingContext,
  status: GameSummary['status'],
  limit: number,
): GameSummary[] {
  ctx.commits.flush();
  const listed = ctx.store.listGames({ status, limit, publicOnly: true });
  // An open rematch waits for the earlier game's players, not for the lobby.
  const joinable = listed.filter(
    (row) => row.status !== 'open' || !ctx.rematches?.reserves(row.id),
  );
  return joinable.map((row) => summarise(ctx, row));
}

/**
 * A game's summary with its seeding (the server's and every seat's commitment). A live game that
 * spectators see with a delay is summarised as spectators see it, which only the game in memory
 * knows (which batches are still held back), so it is loaded first.
 */
function summarise(ctx: ListingContext, row: GameRecordRow): GameSummary {
  if (row.status === 'live' && row.spectatorDelay.kind !== 'none') ctx.cache.get(row.id);
  const summary = summariseGame(ctx.store, ctx.cache, ctx.rulesets, row);
  if (!ctx.seeding) return summary;
  const header = ctx.cache.peek(row.id)?.header ?? row;
  return { ...summary, seeding: ctx.seeding.publicSeeding(header, ctx.store.seats(row.id)) };
}
