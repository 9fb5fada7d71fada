import { serverError } from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { GameStore } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import type { GameLimits } from './game-limits.js';
import type { SeatBots } from './match-context.js';
import { buildNewGame, type CreatedGame, type CreateGameInput } from './new-game.js';
import { fail, type Outcome } from './outcome.js';
import type { GameOwnership } from './ownership.js';

/** What storing a new game needs from the match service. */
export interface GameCreationContext {
  readonly store: GameStore;
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly clock: Clock;
  readonly log: Logger;
  readonly limits: GameLimits;
  readonly bots: SeatBots | null;
  readonly ownership: GameOwnership;
  /** Free bytes where the database lives, or null when unknown. */
  readonly freeDisk: () => number | null;
  /** Where dice seeds come from. */
  readonly seedSource: () => Uint8Array;
}

/** A game just stored, and whether every seat of it is already taken (so it may start). */
export interface StoredNewGame {
  readonly created: CreatedGame;
  readonly everySeatTaken: boolean;
}

/**
 * Checks a new game's set-up and stores it (with its bot seats, in one transaction): refused when
 * the ruleset is unknown, the disk is nearly full, the creator (by a key of its address) has too
 * many open games, the bots asked for cannot play it, or the set-up makes a state too large.
 */
export function storeNewGame(
  ctx: GameCreationContext,
  input: CreateGameInput,
  creatorKey: string | null,
): Outcome<StoredNewGame> {
  const ruleset = ctx.rulesets.get(input.ruleset);
  if (!ruleset) {
    return fail(serverError('ruleset/unknown', `No ruleset "${input.ruleset}".`, ['ruleset']));
  }
  const free = ctx.freeDisk();
  if (free !== null && free < ctx.limits.minFreeDiskBytes) {
    ctx.log.error({ freeBytes: free }, 'low on disk space: new games refused');
    return fail(serverError('server/disk_full'));
  }
  if (
    creatorKey !== null &&
    ctx.store.countOpenGamesBy(creatorKey) >= ctx.limits.maxOpenGamesPerAddress
  )
    return fail(serverError('game/open_quota'));
  if (input.bots && input.bots.length > 0) {
    const refusal = ctx.bots
      ? ctx.bots.refusal(ruleset.id, input.bots)
      : serverError('request/invalid', 'This server plays no bots.', ['bots']);
    if (refusal) return fail(refusal);
  }
  const built = buildNewGame(
    ruleset,
    input,
    ctx.clock.now(),
    ctx.seedSource(),
    ctx.ownership.newGameId,
  );
  if (!built.ok) return built;
  const { stored, created, bots } = built.value;
  const bytes = JSON.stringify(stored.initial.state).length;
  if (bytes > ctx.limits.maxInitialStateBytes) {
    return fail(
      serverError(
        'setup/too_large',
        `This set-up makes a game of ${Math.ceil(bytes / 1024)} KiB; the most is ${ctx.limits.maxInitialStateBytes / 1024} KiB.`,
        ['setup'],
      ),
    );
  }
  if (ctx.bots && bots.length > 0)
    ctx.bots.storeWith(created.gameId, bots, () => ctx.store.createGame(stored, creatorKey));
  else ctx.store.createGame(stored, creatorKey);
  ctx.log.info(
    { gameId: created.gameId, ruleset: ruleset.id, scenario: stored.game.scenario },
    'game created',
  );
  const everySeatTaken = stored.seats.every((s) => s.claimedAt !== null);
  return { ok: true, value: { created, everySeatTaken } };
}
