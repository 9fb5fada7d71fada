import { serverError, type WireError } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import { broadcastEntry, prepareChange } from './commit.js';
import { orderKey, type LiveGame } from './live-game.js';
import type { MatchContext } from './match-context.js';

/** What happens to a checked order once the commit queue has dealt with it. */
export interface CommitCallbacks {
  /** The order is durable as batch `seq` (called before the batch is broadcast). */
  readonly durable: (seq: number) => void;
  /** The order could not be stored; nothing of it remains. */
  readonly failed: (error: WireError) => void;
}

/**
 * The second half of the order pipeline, for an order the ruleset has checked: applies it in
 * memory, hands the change to the group commit, and once it is durable acknowledges it (through
 * `callbacks.durable`), broadcasts the batch and records the metrics. Orders sent by a client and
 * orders played from a seat's queue both go through here.
 */
export function commitOrder(
  ctx: MatchContext,
  game: LiveGame,
  seat: SeatId,
  clientOrderId: string,
  order: unknown,
  receivedAt: number,
  callbacks: CommitCallbacks,
): void {
  const key = orderKey(seat, clientOrderId);
  game.recording.take();
  const applied = game.ruleset.apply(game.state, seat, order, game.recording);
  const dice = game.recording.take();
  const now = ctx.clock.now();
  const change = prepareChange(
    ctx,
    game,
    { kind: 'order', seat, clientOrderId, order, dice, ...applied },
    now,
  );
  game.inFlight.set(key, { seq: change.entry.seq, order });
  game.orderIds.add(seat, clientOrderId);
  const prepared = performance.now();
  ctx.commits.enqueue(
    change,
    (dbSeconds) => {
      const durable = performance.now();
      game.inFlight.delete(key);
      callbacks.durable(change.entry.seq);
      broadcastEntry(game, change, now);
      const done = performance.now();
      const work = (prepared - receivedAt + (done - durable)) / 1000 + dbSeconds;
      ctx.metrics.orderCommitted((done - receivedAt) / 1000, work, dbSeconds);
      if (change.finished) ctx.onFinished(game);
      ctx.bots?.changed(game.id);
    },
    (_error: unknown, wholeBatch: boolean) =>
      callbacks.failed(serverError(wholeBatch ? 'server/storage_unavailable' : 'server/internal')),
  );
}
